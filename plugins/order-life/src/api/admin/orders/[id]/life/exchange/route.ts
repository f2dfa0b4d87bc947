import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { exchangeOrderWorkflow } from "../../../../../../workflows/exchange-order"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostExchange } from "../../../../../validators"

/**
 * An exchange of a delivered order (decision 0042): Medusa's exchange recorded, the life back to a
 * new hand-over with kind exchange and the difference to collect. 409 with the rule when the order
 * cannot be exchanged; 400 naming the field for an unknown line or variant.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostExchange>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () =>
    exchangeOrderWorkflow(req.scope).run({
      input: { order_id: req.params.id, return_lines: b.return_lines, new_items: b.new_items, note: b.note ?? null, actor_id: actorOf(req) },
    })
  )
}
