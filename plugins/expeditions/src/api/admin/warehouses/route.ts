import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { actorOf } from "../../helpers"

type WarehouseUser = { id: string; email: string; first_name: string | null; last_name: string | null }
/** A stock location as Query returns it with the fields asked for below. */
type WarehouseRow = {
  id: string
  name: string
  address: { city: string | null; province: string | null } | null
  users?: (WarehouseUser | null)[] | null
}

/** Every warehouse with its staff; the ones the signed-in user is assigned to come first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "stock_location",
    fields: ["id", "name", "address.city", "address.province", "users.id", "users.email", "users.first_name", "users.last_name"],
  })
  const me = actorOf(req)
  const warehouses = (data as WarehouseRow[])
    .map((l) => ({ ...l, users: l.users ?? [], assigned_to_me: (l.users ?? []).some((u) => u?.id === me) }))
    .sort((a, b) => Number(b.assigned_to_me) - Number(a.assigned_to_me) || String(a.name).localeCompare(String(b.name), "fr"))
  res.json({ warehouses })
}
