import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { purchasing } from "../../../helpers"

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await purchasing(req).retrieveAdSpend(req.params.id)
  await purchasing(req).deleteAdSpends(req.params.id)
  res.json({ id: req.params.id, object: "ad_spend", deleted: true })
}
