/**
 * Purchasing (issue 22, decision 0089): suppliers, purchase orders received into a warehouse, each
 * variant's price set beyond its retail price (supply price = cost, wholesale price and minimum).
 * Amounts are dinars, tax included (HT is derived: `TTC = HT × (1 + tax/100)`).
 */
export type AdminSupplier = {
  id: string
  name: string
  phone: string | null
  address: string | null
  wilaya_code: number | null
  commune_code: number | null
  notes: string | null
}
export type PostAdminSupplier = Omit<AdminSupplier, "id">

export type PurchaseOrderStatus = "draft" | "sent" | "partially_received" | "received" | "closed" | "cancelled"

export type AdminPurchaseOrderLine = {
  id: string
  variant_id: string
  title: string
  sku: string | null
  quantity: number
  unit_cost: number
  received_quantity: number
}

export type AdminPurchaseOrder = {
  id: string
  number: number
  supplier: { id: string; name: string } | null
  location: { id: string; name: string } | null
  status: PurchaseOrderStatus
  notes: string | null
  expected_at: string | null
  sent_at: string | null
  closed_at: string | null
  created_at: string
  lines: AdminPurchaseOrderLine[]
  /** Σ quantity × unit cost, and what was received of it. */
  total: number
  received_total: number
}

/** POST /admin/purchase-orders (a draft) and POST /admin/purchase-orders/:id (a draft's lines replaced). */
export type PostAdminPurchaseOrder = {
  supplier_id: string
  location_id: string
  notes?: string | null
  expected_at?: string | null
  /** `unit_cost` defaults to the variant's supply price. */
  lines: { variant_id: string; quantity: number; unit_cost?: number }[]
}

/** POST /admin/purchase-orders/:id/receive: what arrived, by line. */
export type PostAdminPurchaseReceipt = { lines: { line_id: string; quantity: number }[] }

/** A variant's price set as the product form shows it: each price TTC (stored) and HT (derived). */
export type AdminVariantPriceSet = {
  variant_id: string
  tax_rate: number
  retail: { ttc: number | null; ht: number | null }
  supply: { ttc: number | null; ht: number | null }
  wholesale: { ttc: number | null; ht: number | null }
  wholesale_min_quantity: number | null
  supplier_id: string | null
  reorder_point: number | null
}

/** POST /admin/variants/:id/price-set: each price typed HT or TTC (TTC wins when both are given); null clears it. */
export type PostAdminVariantPriceSet = {
  tax_rate?: number
  supply?: { ht?: number | null; ttc?: number | null } | null
  wholesale?: { ht?: number | null; ttc?: number | null } | null
  wholesale_min_quantity?: number | null
  supplier_id?: string | null
  reorder_point?: number | null
}
