import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, refundPaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { planLifeChangeStep, type LifeChangeInput } from "./steps/plan-life-change"

export type MoneyChangeInput = Pick<LifeChangeInput, "order_id" | "to" | "note" | "actor_id">

/**
 * refunded (a returned parcel's cash given back: Medusa refunds the returned lines' value on the
 * captured payment, recorded in the event) or written_off (lost, never collected), with a note.
 */
export const changeMoneyWorkflow = createWorkflow("change-order-money", (input: MoneyChangeInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planLifeChangeStep(transform({ input }, ({ input }) => ({ ...input, axis: "money" as const })))
  const life = applyLifeChangeStep(plan)
  // a refund cannot be undone: after the life's change
  when({ plan }, ({ plan }) => !plan.noop && !!plan.refund).then(() => {
    refundPaymentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({
        payment_id: plan.refund!.payment_id,
        amount: plan.refund!.amount,
        created_by: input.actor_id ?? undefined,
        note: input.note ?? undefined,
      })),
    })
  })
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})
