import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopDay } from "../../../../../lib/shop-day"
import { createPaymentPlanWorkflow } from "../../../../../workflows/payment-plans"
import type { PostAdminPaymentPlanSchemaType } from "../../../../validators"
import { answerFailure, planOf } from "../../../../helpers"

/** The order's payment plan, its lines and where it stands today (paid, remaining, overdue, next due). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const plan = await planOf(req, req.params.id)
  if (!plan) return void res.status(404).json({ type: "not_found", message: `Order ${req.params.id} has no payment plan` })
  res.json({ payment_plan: plan })
}

/**
 * Gives an order a payment plan (the spec's Deposit and Installment payment types, decision 0087): a
 * deposit then the rest on delivery, or installments, adding up to the order's total exactly. 400 names
 * each bad field; 409 when the order has a plan already.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPaymentPlanSchemaType>, res: MedusaResponse) {
  try {
    await createPaymentPlanWorkflow(req.scope).run({
      input: { order_id: req.params.id, plan: req.validatedBody, today: shopDay(), actor_id: req.auth_context?.actor_id ?? null },
    })
  } catch (e) {
    if (answerFailure(res, e)) return
    throw e
  }
  res.status(201).json({ payment_plan: await planOf(req, req.params.id) })
}
