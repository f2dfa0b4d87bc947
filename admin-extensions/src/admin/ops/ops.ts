import { ApiError } from "../shared/api"

export type { AvailableProduct, Expedition, ExpeditionItem, Warehouse } from "@shop/contracts/expeditions"
export type { TransporterBalance as Balance, UnpaidOrder } from "@shop/contracts/transporter-payments"

/**
 * `1 234,56 DA` (spec: spaces between thousands, a comma before the 2 decimals), inside a
 * left-to-right isolate: in Arabic pages the bidi algorithm would otherwise draw "DA 900,00 8".
 */
export const formatDa = (amount: number) =>
  `\u2066${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/[\u202f\u00a0]/g, " ")} DA\u2069`

/** The error code of a refusal (invalid_quantity, invalid_data, ...), for the translated message. */
export const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : undefined)

export const productLabel = (p: { product_title?: string; product_name?: string; variant_title?: string | null; combination_name?: string | null }) => {
  const product = p.product_title ?? p.product_name ?? ""
  const variant = p.variant_title ?? p.combination_name
  return variant && variant !== "Default variant" ? `${product} · ${variant}` : product
}
