import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createInventoryLevelsWorkflow, createStockLocationsWorkflow } from "@medusajs/medusa/core-flows"
import { POS_MODULE, type PosModuleService } from "@shop/pos/modules/pos"
import { DEMO_STAFF } from "./staff-users"

/** The demo shop's counter (issue 21): a stock location of its own, not one the online shop ships from. */
export const DEMO_TILL = {
  location: "Boutique - Alger Centre",
  address: { address_1: "12 rue Didouche Mourad", city: "Alger Centre", country_code: "dz", phone: "0555 12 34 56" },
  /** Units of each demo variant on the shop's shelves. */
  units: 6,
}

/**
 * The shop's stock location, the demo cashier assigned to it and, with the demo catalogue, units of its
 * products on the shelves. Idempotent: a location found by name is kept, levels that exist are left.
 */
export async function seedTill(container: MedusaContainer, { stock }: { stock: boolean }) {
  const locations = container.resolve(Modules.STOCK_LOCATION)
  let [location] = await locations.listStockLocations({ name: DEMO_TILL.location })
  let created = 0
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({ input: { locations: [{ name: DEMO_TILL.location, address: DEMO_TILL.address }] } })
    location = result[0]
    created = 1
  }
  const cashier = DEMO_STAFF.find((s) => s.role === "cashier")!
  const pos = container.resolve<PosModuleService>(POS_MODULE)
  const [assigned] = await pos.listPosCashiers({ email: cashier.email })
  if (!assigned) await pos.createPosCashiers([{ email: cashier.email, location_id: location.id }])
  if (stock) {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "inventory_item",
      fields: ["id", "location_levels.location_id"],
    })
    const missing = (data as { id: string; location_levels?: { location_id: string }[] }[]).filter(
      (i) => !(i.location_levels ?? []).some((l) => l.location_id === location.id)
    )
    if (missing.length)
      await createInventoryLevelsWorkflow(container).run({
        input: { inventory_levels: missing.map((i) => ({ inventory_item_id: i.id, location_id: location.id, stocked_quantity: DEMO_TILL.units })) },
      })
  }
  return { location_id: location.id, created }
}
