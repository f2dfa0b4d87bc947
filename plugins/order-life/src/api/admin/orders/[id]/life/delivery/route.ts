import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeDeliveryWorkflow } from "../../../../../../workflows/change-delivery"
import { actorOf, answerChange } from "../../../../../helpers"
import type { PostDeliveryChange } from "../../../../../validators"

/** A step of the parcel (409 with the rule when refused; a repeated post answers the life unchanged). */
export async function POST(req: AuthenticatedMedusaRequest<PostDeliveryChange>, res: MedusaResponse) {
  const b = req.validatedBody
  await answerChange(req, res, () =>
    changeDeliveryWorkflow(req.scope).run({
      input: {
        order_id: req.params.id,
        to: b.to,
        tracking_number: b.tracking_number ?? null,
        reason: b.reason ?? null,
        lines: b.lines ?? null,
        note: b.note ?? null,
        actor_id: actorOf(req),
      },
    })
  )
}
