import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { monthBounds, sheet } from "../../../../lib/attendance"
import { purchasing } from "../../../helpers"

/** GET /admin/attendance/sheet?user_id=&month=YYYY-MM: one member of staff's month, day by day, minutes worked. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = req.query as { user_id?: string; month?: string }
  const bounds = monthBounds(q.month ?? "")
  if (!bounds) throw new MedusaError(MedusaError.Types.INVALID_DATA, "month: a month as YYYY-MM")
  if (!q.user_id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "user_id is required")
  const rows = await purchasing(req).listAttendances({ user_id: q.user_id, clock_in: { $gte: bounds.start, $lt: bounds.end } }, { take: null })
  const s = sheet(
    rows.map((r) => ({ location_id: r.location_id, clock_in: new Date(r.clock_in), clock_out: r.clock_out ? new Date(r.clock_out) : null })),
    new Date()
  )
  res.json({ user_id: q.user_id, month: q.month, ...s })
}
