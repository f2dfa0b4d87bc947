/** Warehouses, their stock and the expeditions between them (expeditions plugin): what `/admin/warehouses...` and `/admin/expeditions...` answer. */

/** A stock location and whether the signed-in user is assigned to it. */
export type Warehouse = { id: string; name: string; assigned_to_me: boolean }

/** `GET /admin/warehouses/:id/stock`: one variant's quantities at the warehouse, as Medusa's inventory holds them. */
export type WarehouseStockLine = {
  product_id: string
  variant_id: string
  inventory_item_id?: string
  product_title: string
  variant_title: string | null
  sku: string | null
  stocked_quantity: number
  reserved_quantity: number
  available_quantity: number
}
export type WarehouseStockResponse = { stock: WarehouseStockLine[]; count: number }

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

/** A variant that can be sent from a warehouse (spec names: product, combination). */
export type AvailableProduct = {
  product_id: string
  combination_id: string
  product_name: string
  combination_name: string | null
  sku: string | null
  available_stock: number
  in_expedition: number
}
