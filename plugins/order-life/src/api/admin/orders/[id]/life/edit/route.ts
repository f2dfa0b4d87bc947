import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { editOrderWorkflow } from "../../../../../../workflows/edit-order"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostOrderEdit } from "../../../../../validators"

/**
 * An edit during the confirmation call (decision 0071): quantities (0 removes a line), new items at
 * the shop's prices, the delivery re-chosen and re-priced on the server; the reservations follow.
 * 409 with the rule once the parcel was handed over; 400 naming the field for a bad line, variant,
 * stock or delivery.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostOrderEdit>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () =>
    editOrderWorkflow(req.scope).run({
      input: { order_id: req.params.id, lines: b.lines, new_items: b.new_items, delivery: b.delivery ?? null, note: b.note ?? null, actor_id: actorOf(req) },
    })
  )
}
