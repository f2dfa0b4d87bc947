import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type LevelKey = { inventory_item_id: string; location_id: string }
export type StockTake = LevelKey & { quantity: number; label?: string }

/** Creates the inventory levels that do not exist yet (a first addition, a first reception). */
export const ensureInventoryLevelsStep = createStep(
  "ensure-inventory-levels",
  async (keys: LevelKey[], { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const wanted = [...new Map(keys.map((k) => [`${k.inventory_item_id}|${k.location_id}`, k])).values()]
    const existing = await inventory.listInventoryLevels(
      { inventory_item_id: wanted.map((k) => k.inventory_item_id), location_id: wanted.map((k) => k.location_id) },
      { select: ["inventory_item_id", "location_id"] }
    )
    const have = new Set(existing.map((l) => `${l.inventory_item_id}|${l.location_id}`))
    const missing = wanted.filter((k) => !have.has(`${k.inventory_item_id}|${k.location_id}`))
    const created = missing.length ? await inventory.createInventoryLevels(missing.map((k) => ({ ...k, stocked_quantity: 0 }))) : []
    return new StepResponse(
      created.length,
      created.map((l) => l.id)
    )
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.INVENTORY).deleteInventoryLevels(ids)
  }
)

/**
 * Takes stock out of a location, refusing when less than the quantity is available (stocked minus
 * reserved). Check and decrement run under the locking module's lock on the inventory items, the
 * keys Medusa's own reservation and adjustment steps lock, so an order placed at the same moment
 * cannot make the level negative.
 */
export const takeStockStep = createStep(
  "take-stock",
  async (takes: StockTake[], { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const locking = container.resolve(Modules.LOCKING)
    const keys = [...new Set(takes.map((t) => t.inventory_item_id))]
    await locking.execute(keys, async () => {
      for (const t of takes) {
        const [level] = await inventory.listInventoryLevels({ inventory_item_id: t.inventory_item_id, location_id: t.location_id })
        const available = level ? Number(level.stocked_quantity) - Number(level.reserved_quantity) : 0
        if (available < t.quantity) {
          throw new MedusaError(
            MedusaError.Types.INVALID_DATA,
            `quantity: invalid quantity for ${t.label ?? t.inventory_item_id}: ${t.quantity} requested, ${Math.max(available, 0)} available`,
            "invalid_quantity"
          )
        }
      }
      await inventory.adjustInventory(takes.map((t) => ({ inventoryItemId: t.inventory_item_id, locationId: t.location_id, adjustment: -t.quantity })))
    })
    return new StepResponse(takes, takes)
  },
  async (takes, { container }) => {
    if (!takes?.length) return
    const inventory = container.resolve(Modules.INVENTORY)
    await container
      .resolve(Modules.LOCKING)
      .execute([...new Set(takes.map((t) => t.inventory_item_id))], () =>
        inventory.adjustInventory(takes.map((t) => ({ inventoryItemId: t.inventory_item_id, locationId: t.location_id, adjustment: t.quantity })))
      )
  }
)
