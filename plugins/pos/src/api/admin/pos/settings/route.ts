import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { posService } from "../../../helpers"
import { tillSettings } from "../../../till"

/** GET /admin/pos/settings: the till's settings (the largest line discount a cashier may give). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ settings: await tillSettings(req) })
}

/** POST /admin/pos/settings {max_line_discount_percent}: the owner sets the limit (0–100). */
export async function POST(req: AuthenticatedMedusaRequest<{ max_line_discount_percent: number }>, res: MedusaResponse) {
  await tillSettings(req)
  await posService(req).updatePosSettings({ id: "pos", max_line_discount_percent: req.validatedBody.max_line_discount_percent })
  res.json({ settings: await tillSettings(req) })
}
