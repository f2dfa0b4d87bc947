import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { expeditionView } from "../../../helpers"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ expedition: await expeditionView(req, req.params.id) })
}
