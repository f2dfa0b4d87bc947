import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeConfirmationWorkflow } from "../../../../../../workflows/change-confirmation"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostConfirmationChange } from "../../../../../validators"

/** A call outcome (409 with the rule when refused; 400 naming `postponed_until` or `reason` when missing). */
export async function POST(req: AuthenticatedMedusaRequest<PostConfirmationChange>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () =>
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
}
