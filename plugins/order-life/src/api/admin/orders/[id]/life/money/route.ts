import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeMoneyWorkflow } from "../../../../../../workflows/change-money"
import { actorOf, lifeView, runChange } from "../../../../../helpers"
import type { PostMoneyChange } from "../../../../../validators"

/** refunded or written_off, with a note (collected and remitted are moved by the delivery and the remittances). */
export async function POST(req: AuthenticatedMedusaRequest<PostMoneyChange>, res: MedusaResponse) {
  const b = req.validatedBody
  await lifeView(req, req.params.id)
  const done = await runChange(res, () =>
    changeMoneyWorkflow(req.scope).run({ input: { order_id: req.params.id, to: b.to, note: b.note, actor_id: actorOf(req) } })
  )
  if (done) res.json(await lifeView(req, req.params.id))
}
