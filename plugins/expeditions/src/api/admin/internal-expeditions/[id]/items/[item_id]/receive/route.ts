import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { receiveExpeditionPartWorkflow } from "../../../../../../../workflows/expeditions"
import { actorOf, expeditionView } from "../../../../../../helpers"
import type { PostAdminItemQuantitySchemaType } from "../../../../../../validators"

/** Receives part of a line: quantity > 0 and at most what is still in transit (spec §5). */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminItemQuantitySchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  await expeditionView(req, req.params.id)
  await receiveExpeditionPartWorkflow(req.scope).run({
    input: { expedition_id: req.params.id, item_id: req.params.item_id, quantity: body.quantity, actor_id: actorOf(req) },
  })
  const expedition = await expeditionView(req, req.params.id)
  res.json({ success: true, expedition, item: expedition.items.find((i) => i.id === req.params.item_id) })
}
