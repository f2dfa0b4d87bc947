import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, cancelOrderWorkflow, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { planLifeChangeStep, type LifeChangeInput } from "./steps/plan-life-change"

/** Emitted once an order becomes confirmed (not on a repeated confirm): `{ id: order_id }`. The Conversions API's Purchase hangs on it (decision 0073). */
export const ORDER_CONFIRMED_EVENT = "order_life.confirmed"

export type ConfirmationChangeInput = Omit<LifeChangeInput, "axis" | "tracking_number" | "lines">

/**
 * A call outcome: no answer (an attempt more), postponed (until a future date), confirmed, or
 * cancelled (with a reason). The change is written first; a cancellation then cancels the
 * Medusa order (reservation released, payment cancelled) — if that fails, the change is put back.
 */
export const changeConfirmationWorkflow = createWorkflow("change-order-confirmation", (input: ConfirmationChangeInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planLifeChangeStep(transform({ input }, ({ input }) => ({ ...input, axis: "confirmation" as const })))
  const life = applyLifeChangeStep(plan)
  when({ plan }, ({ plan }) => !plan.noop && plan.cancel_order).then(() => {
    cancelOrderWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ order_id: input.order_id, canceled_by: input.actor_id ?? undefined })) })
  })
  when({ plan, input }, ({ plan, input }) => !plan.noop && input.to === "confirmed").then(() => {
    emitEventStep({ eventName: ORDER_CONFIRMED_EVENT, data: transform({ input }, ({ input }) => ({ id: input.order_id })) })
  })
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})
