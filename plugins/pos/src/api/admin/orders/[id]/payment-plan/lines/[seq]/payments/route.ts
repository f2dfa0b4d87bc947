import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopDay } from "../../../../../../../../lib/shop-day"
import { recordPlanPaymentWorkflow } from "../../../../../../../../workflows/payment-plans"
import type { PostAdminPlanPaymentSchemaType } from "../../../../../../../validators"
import { answerFailure, planOf } from "../../../../../../../helpers"

/**
 * Records the payment of one line of the order's plan (the deposit, seq 0, or an installment): by the
 * staff member signed in, now, in cash or by card; captured on the order's Medusa payment. Once: a
 * second record of the same line is 409.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPlanPaymentSchemaType>, res: MedusaResponse) {
  const seq = Number(req.params.seq)
  if (!Number.isInteger(seq) || seq < 0 || seq > 1000) {
    return void res.status(400).json({
      type: "invalid_data",
      message: "seq must be a line number",
      errors: [{ field: "seq", code: "not_a_number", message: "seq must be a line number" }],
    })
  }
  try {
    await recordPlanPaymentWorkflow(req.scope).run({
      input: { order_id: req.params.id, seq, method: req.validatedBody.method, actor_id: req.auth_context?.actor_id ?? null, today: shopDay() },
    })
  } catch (e) {
    if (answerFailure(res, e)) return
    throw e
  }
  res.status(201).json({ payment_plan: await planOf(req, req.params.id) })
}
