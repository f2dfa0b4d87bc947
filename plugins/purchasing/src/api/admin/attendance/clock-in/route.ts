import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { purchasing } from "../../../helpers"

/** POST /admin/attendance/clock-in {location_id}: the caller starts working at a warehouse or shop (409 when already clocked in). */
export async function POST(req: AuthenticatedMedusaRequest<{ location_id: string }>, res: MedusaResponse) {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "stock_location", fields: ["id"], filters: { id: req.validatedBody.location_id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, "location_id: not a warehouse or shop")
  const service = purchasing(req)
  const [open] = await service.listAttendances({ user_id: req.auth_context.actor_id, clock_out: null })
  if (open) throw new MedusaError(MedusaError.Types.CONFLICT, "You are already clocked in: clock out first")
  try {
    const [made] = await service.createAttendances([{ user_id: req.auth_context.actor_id, location_id: req.validatedBody.location_id, clock_in: new Date() }])
    res.status(201).json({ attendance: made })
  } catch {
    // two clicks at once: the unique open stretch keeps one
    throw new MedusaError(MedusaError.Types.CONFLICT, "You are already clocked in: clock out first")
  }
}
