import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { editExpeditionItemWorkflow } from "../../../../../workflows/expeditions"
import { expeditionView } from "../../../../helpers"
import type { PostAdminExpeditionItemSchemaType } from "../../../../validators"

/** Adds a variant from the source's available stock (quantity 1..available, default 1). */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminExpeditionItemSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  await expeditionView(req, req.params.id)
  await editExpeditionItemWorkflow(req.scope).run({
    input: { expedition_id: req.params.id, op: "add", variant_id: body.variant_id, quantity: body.quantity ?? 1 },
  })
  res.status(201).json({ status: "ok", message: "item_added", expedition: await expeditionView(req, req.params.id) })
}
