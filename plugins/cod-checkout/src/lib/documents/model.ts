import type { Lang } from "@shop/shared/lang"

/**
 * What the documents print, read from the order, its life and the shop settings by `load-orders.ts`;
 * the renderers take nothing else (so a unit test can render them without a server).
 */
export type DocumentShop = { name: string; logo: Buffer | null; phone: string | null }

export type DocumentLine = {
  variant_id: string | null
  sku: string | null
  title: string
  options: { name: string; value: string }[]
  quantity: number
  unit_price: number
  /** What the buyer pays for the line, VAT included. */
  total: number
  /** VAT percent of the line (Medusa's tax lines, the region's rate otherwise). */
  tax_rate: number
}

export type DocumentOrder = {
  id: string
  display_id: number
  created_at: Date
  buyer: { first_name: string; last_name: string; phone: string }
  wilaya: { code: number; name: string } | null
  commune: string | null
  /** Home delivery: the street address; stop-desk: null (the desk below). */
  address: string | null
  delivery_type: "home" | "stop_desk" | null
  stop_desk: { name: string; address: string } | null
  transporter: string | null
  tracking: string | null
  lines: DocumentLine[]
  items_total: number
  shipping: { total: number; tax_rate: number }
  total: number
  /** What the courier collects: frozen at hand-over, the order's total before. */
  cash_to_collect: number
}

export type DocumentKind = "delivery-notes" | "picking-list" | "invoices"
export type RenderInput = { kind: DocumentKind; lang: Lang; shop: DocumentShop; orders: DocumentOrder[]; now?: Date }
