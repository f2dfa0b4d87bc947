import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { editExpeditionItemWorkflow } from "../../../../../../workflows/expeditions"
import { expeditionView } from "../../../../../helpers"
import type { PostAdminItemQuantitySchemaType } from "../../../../../validators"

/** Sets a line's quantity (1..available) while the expedition is in progress. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminItemQuantitySchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  await expeditionView(req, req.params.id)
  await editExpeditionItemWorkflow(req.scope).run({
    input: { expedition_id: req.params.id, op: "update", item_id: req.params.item_id, quantity: body.quantity },
  })
  res.json({ status: "ok", expedition: await expeditionView(req, req.params.id) })
}

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await expeditionView(req, req.params.id)
  await editExpeditionItemWorkflow(req.scope).run({ input: { expedition_id: req.params.id, op: "remove", item_id: req.params.item_id } })
  res.json({ status: "ok", expedition: await expeditionView(req, req.params.id) })
}
