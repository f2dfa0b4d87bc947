import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/** POST /admin/attendance/clock-out: the caller's open stretch ends now (409 when not clocked in). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const now = new Date()
  const [closed] = await pg("attendance")
    .where({ user_id: req.auth_context.actor_id })
    .whereNull("clock_out")
    .whereNull("deleted_at")
    .update({ clock_out: now, updated_at: now })
    .returning(["id", "location_id", "clock_in", "clock_out"])
  if (!closed) throw new MedusaError(MedusaError.Types.CONFLICT, "You are not clocked in")
  res.json({ attendance: closed })
}
