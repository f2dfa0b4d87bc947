import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateCodConfirmationWorkflow } from "../../../../../workflows/update-cod-confirmation"
import { codService } from "../../../../helpers"
import { CONFIRMATION_FIELDS } from "../../../../query-config"
import type { PostAdminCodConfirmation } from "../../../../validators"

/** Records a call outcome; "cancelled" (with a reason) cancels the order and releases its stock. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodConfirmation>, res: MedusaResponse) {
  const body = req.validatedBody
  await updateCodConfirmationWorkflow(req.scope).run({
    input: {
      order_id: req.params.order_id,
      status: body.status,
      postponed_until: body.postponed_until ? body.postponed_until.toISOString() : null,
      reason: body.reason ?? null,
      actor_id: req.auth_context?.actor_id,
    },
  })
  const [confirmation] = await codService(req).listCodConfirmations({ order_id: req.params.order_id }, { select: CONFIRMATION_FIELDS })
  res.json({ confirmation })
}
