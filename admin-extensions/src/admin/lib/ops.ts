import { ApiError } from "./api"

export type Warehouse = { id: string; name: string; assigned_to_me: boolean }

export type ExpeditionItem = {
  id: string
  variant_id: string
  product_title: string
  variant_title: string | null
  sku: string | null
  quantity: number
  quantity_received: number
  quantity_returned: number
  quantity_in_transit: number
}

export type Expedition = {
  id: string
  status: string
  source_location_id: string
  destination_location_id: string
  source_location_name?: string | null
  destination_location_name?: string | null
  created_at: string
  items?: ExpeditionItem[]
  item_count?: number
  quantity?: number
  quantity_received?: number
}

export type AvailableProduct = {
  product_id: string
  combination_id: string
  product_name: string
  combination_name: string | null
  sku: string | null
  available_stock: number
  in_expedition: number
}

export type UnpaidOrder = { id: string; display_id: number | null; delivery_name: string | null; customer_full_name: string; total: number }

export type Balance = {
  transporter: { id: string; name: string }
  delivered_total: number
  paid_total: number
  outstanding_total: number
  outstanding_count: number
  received_total: number
  difference_total: number
}

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
