import { Modules } from "@medusajs/framework/utils"
import { attempt } from "./helpers"

type Headers = { headers: Record<string, string> }

/** Warehouses, stock and expeditions through the admin API, the way the back-office calls them. */
export function stockClient(api: any, getContainer: () => any) {
  async function warehouse(admin: Headers, name: string) {
    const { data } = await api.post("/admin/stock-locations", { name }, admin)
    return data.stock_location.id as string
  }

  async function level(inventoryItemId: string, locationId: string) {
    const [l] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: locationId })
    return l ? { stocked: Number(l.stocked_quantity), reserved: Number(l.reserved_quantity) } : null
  }

  const post = (url: string, body: unknown, admin: Headers) => attempt(api.post(url, body, admin))

  async function expedition(admin: Headers, source: string, destination: string, items: { variant_id: string; quantity: number }[]) {
    const { data } = await api.post("/admin/internal-expeditions", { source_location_id: source, destination_location_id: destination }, admin)
    let view = data.expedition
    for (const item of items) view = (await api.post(`/admin/internal-expeditions/${view.id}/items`, item, admin)).data.expedition
    return view
  }

  return { warehouse, level, post, expedition }
}
