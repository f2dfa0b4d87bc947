import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeConfirmationWorkflow } from "../../../../../../workflows/change-confirmation"
import { actorOf, lifeView, runChange } from "../../../../../helpers"
import type { PostConfirmationChange } from "../../../../../validators"

/** A call outcome (409 with the rule when refused; 400 naming `postponed_until` or `reason` when missing). */
export async function POST(req: AuthenticatedMedusaRequest<PostConfirmationChange>, res: MedusaResponse) {
  const b = req.validatedBody
  await lifeView(req, req.params.id)
  const done = await runChange(res, () =>
    changeConfirmationWorkflow(req.scope).run({
      input: {
        order_id: req.params.id,
        to: b.to,
        postponed_until: b.postponed_until ?? null,
        reason: b.reason ?? null,
        note: b.note ?? null,
        actor_id: actorOf(req),
      },
    })
  )
  if (done) res.json(await lifeView(req, req.params.id))
}
