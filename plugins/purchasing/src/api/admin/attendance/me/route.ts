import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { purchasing } from "../../../helpers"

/** GET /admin/attendance/me: the caller's open stretch, if any. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [open] = await purchasing(req).listAttendances({ user_id: req.auth_context.actor_id, clock_out: null })
  res.json({ open: open ?? null })
}
