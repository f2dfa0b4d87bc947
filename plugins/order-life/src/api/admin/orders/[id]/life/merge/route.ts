import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { mergeOrderWorkflow } from "../../../../../../workflows/merge-order"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostOrderMerge } from "../../../../../validators"

/**
 * Merges this probable duplicate into the buyer's other order (decision 0071): its lines added there
 * (stock, prices and reservation as in an edit), then this order cancelled as a duplicate. Answers
 * this order's life (cancelled). 409 when either order cannot be edited any more; 400 naming the field.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostOrderMerge>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () =>
    mergeOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, into_order_id: b.into_order_id, note: b.note ?? null, actor_id: actorOf(req) } })
  )
}
