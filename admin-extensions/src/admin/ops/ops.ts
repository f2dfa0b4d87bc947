import { ApiError } from "../shared/api"

export type { AvailableProduct, Expedition, ExpeditionItem, Warehouse } from "@shop/contracts/expeditions"
export type { TransporterBalance as Balance, UnpaidOrder } from "@shop/contracts/transporter-payments"

/** The shop's money format (`1 234,56 DA`, shared/price.ts) isolated left to right, for tables and sentences in any language. */
export { formatDaIsolated as formatDa } from "../shared/price"

/** The error code of a refusal (invalid_quantity, invalid_data, ...), for the translated message. */
export const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : undefined)

export const productLabel = (p: { product_title?: string; product_name?: string; variant_title?: string | null; combination_name?: string | null }) => {
  const product = p.product_title ?? p.product_name ?? ""
  const variant = p.variant_title ?? p.combination_name
  return variant && variant !== "Default variant" ? `${product} · ${variant}` : product
}
