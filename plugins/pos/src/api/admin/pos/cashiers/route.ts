import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PostAdminPosCashier } from "@shop/contracts/pos"
import { posService } from "../../../helpers"

/** GET /admin/pos/cashiers: who is assigned to which shop. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cashiers = await posService(req).listPosCashiers({}, { select: ["email", "location_id"], order: { email: "ASC" } })
  res.json({ cashiers: cashiers.map((c) => ({ email: c.email, location_id: c.location_id })) })
}

/** POST /admin/pos/cashiers {email, location_id}: assigns a member of staff to a shop (a stock location); null unassigns. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPosCashier>, res: MedusaResponse) {
  const email = req.validatedBody.email.trim().toLowerCase()
  const locationId = req.validatedBody.location_id
  const pos = posService(req)
  if (locationId) {
    const { data } = await req.scope.resolve("query").graph({ entity: "stock_location", fields: ["id"], filters: { id: locationId } })
    if (!data.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `location_id: ${locationId} is not a stock location`)
  }
  const [existing] = await pos.listPosCashiers({ email })
  if (existing && !locationId) await pos.deletePosCashiers(existing.id)
  else if (existing) await pos.updatePosCashiers({ id: existing.id, location_id: locationId! })
  else if (locationId) await pos.createPosCashiers([{ email, location_id: locationId }])
  res.json({ cashier: { email, location_id: locationId } })
}
