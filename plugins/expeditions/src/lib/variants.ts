import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"

export type StockVariant = {
  variant_id: string
  inventory_item_id: string
  product_id: string
  product_title: string
  variant_title: string | null
  sku: string | null
}

/** The fields of a variant that `resolveStockVariants` asks Query for. */
type VariantRow = {
  id: string
  title: string | null
  sku: string | null
  manage_inventory: boolean
  product: { id: string; title: string }
  inventory_items?: { inventory_item_id: string; required_quantity: number | string }[]
}

/**
 * The inventory item behind each variant. Only variants whose stock is one inventory item
 * (managed, required quantity 1) can be moved or added to; kits move through their components.
 */
export async function resolveStockVariants(container: MedusaContainer, variantIds: string[], field = "variant_id") {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "title", "sku", "manage_inventory", "product.id", "product.title", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
    filters: { id: [...new Set(variantIds)] },
  })
  const byId = new Map<string, StockVariant>()
  for (const v of data as VariantRow[]) {
    const links = v.inventory_items ?? []
    if (!v.manage_inventory || links.length !== 1 || Number(links[0].required_quantity) !== 1) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: the stock of variant ${v.id} is not managed as one inventory item`)
    }
    byId.set(v.id, {
      variant_id: v.id,
      inventory_item_id: links[0].inventory_item_id,
      product_id: v.product.id,
      product_title: v.product.title,
      variant_title: v.title ?? null,
      sku: v.sku ?? null,
    })
  }
  for (const id of variantIds) {
    if (!byId.has(id)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `${field}: variant ${id} not found`)
  }
  return byId
}

/** Available quantity (stocked minus reserved) of inventory items at one location. */
export async function availableAt(container: MedusaContainer, locationId: string, inventoryItemIds: string[]) {
  const levels = inventoryItemIds.length
    ? await container.resolve(Modules.INVENTORY).listInventoryLevels({ location_id: locationId, inventory_item_id: inventoryItemIds })
    : []
  const out = new Map<string, number>()
  for (const l of levels) out.set(l.inventory_item_id, Math.max(0, Number(l.stocked_quantity) - Number(l.reserved_quantity)))
  return out
}
