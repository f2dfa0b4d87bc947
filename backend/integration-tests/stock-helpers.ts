import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Expedition, ExpeditionItem } from "@shop/contracts/expeditions"
import { attempt, type Api } from "./helpers"

type Headers = { headers: Record<string, string> }
/** An expedition's detail answer: always with its lines. */
export type ExpeditionView = Expedition & { items: ExpeditionItem[] }
export type ExpeditionAnswer = { expedition: ExpeditionView }

/** Warehouses, stock and expeditions through the admin API, the way the back-office calls them. */
export function stockClient(api: Api, getContainer: () => MedusaContainer) {
  async function warehouse(admin: Headers, name: string) {
    const { data } = await api.post<{ stock_location: { id: string } }>("/admin/stock-locations", { name }, admin)
    return data.stock_location.id
  }

  async function level(inventoryItemId: string, locationId: string) {
    const [l] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: locationId })
    return l ? { stocked: Number(l.stocked_quantity), reserved: Number(l.reserved_quantity) } : null
  }

  const post = <T = unknown>(url: string, body: unknown, admin: Headers) => attempt(api.post<T>(url, body, admin))

  async function expedition(admin: Headers, source: string, destination: string, items: { variant_id: string; quantity: number }[]) {
    const { data } = await api.post<ExpeditionAnswer>(
      "/admin/internal-expeditions",
      { source_location_id: source, destination_location_id: destination },
      admin
    )
    let view = data.expedition
    for (const item of items) view = (await api.post<ExpeditionAnswer>(`/admin/internal-expeditions/${view.id}/items`, item, admin)).data.expedition
    return view
  }

  return { warehouse, level, post, expedition }
}
