import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { planState } from "../lib/payment-rules"
import { shopDay } from "../lib/shop-day"
import { POS_MODULE } from "../modules/pos"
import type PosModuleService from "../modules/pos/service"
import { planErrorsOf } from "../workflows/payment-plans"

export const posService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<PosModuleService>(POS_MODULE)

const day = (d: unknown) => (d instanceof Date ? d.toISOString() : (d as string | null))

/** An order's plan with its lines and where it stands today, or null. */
export async function planOf(req: AuthenticatedMedusaRequest, orderId: string) {
  const [plan] = await posService(req).listPaymentPlans({ order_id: orderId }, { relations: ["lines"] })
  if (!plan) return null
  const lines = [...(plan.lines ?? [])]
    .sort((a, b) => a.seq - b.seq)
    .map((l) => ({ seq: l.seq, kind: l.kind, amount: Number(l.amount), due_date: l.due_date, paid_at: day(l.paid_at), paid_by: l.paid_by, method: l.method }))
  return {
    id: plan.id,
    order_id: plan.order_id,
    type: plan.type,
    total: Number(plan.total),
    currency_code: plan.currency_code,
    status: plan.status,
    created_by: plan.created_by,
    lines,
    state: planState(lines, shopDay()),
  }
}

/**
 * A workflow's failure as an answer where Medusa's error handler would say less: a plan refusal 400
 * with each field named (`errors`), a conflict 409 with its own message (the handler replaces a
 * conflict's message with a generic "retry" one; here it says what conflicts: a plan exists, a line was
 * paid). Anything else is thrown on, to the handler (not found 404, invalid data 400, …).
 */
export function answerFailure(res: MedusaResponse, error: unknown): boolean {
  const errors = planErrorsOf(error)
  if (errors) return (void res.status(400).json({ type: "invalid_data", message: (error as Error).message, errors }), true)
  if ((error as { type?: string })?.type === MedusaError.Types.CONFLICT) {
    return (void res.status(409).json({ type: MedusaError.Types.CONFLICT, message: (error as Error).message }), true)
  }
  return false
}
