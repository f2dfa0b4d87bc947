import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeMoneyWorkflow } from "../../../../../../workflows/change-money"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostMoneyChange } from "../../../../../validators"

/** refunded or written_off, with a note (collected and remitted are moved by the delivery and the remittances). */
export async function POST(req: AuthenticatedMedusaRequest<PostMoneyChange>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () => changeMoneyWorkflow(req.scope).run({ input: { order_id: req.params.id, to: b.to, note: b.note, actor_id: actorOf(req) } }))
}
