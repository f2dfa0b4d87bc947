import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { lifeView } from "../../../../helpers"

/** The order's life: the three axes, the amounts frozen at hand-over, the allowed transitions, and its history (newest first). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await lifeView(req, req.params.id))
}
