import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { planLifeChangeStep, type LifeChangeInput } from "./steps/plan-life-change"

export type MoneyChangeInput = Pick<LifeChangeInput, "order_id" | "to" | "note" | "actor_id">

/** refunded (a returned parcel's cash given back) or written_off (lost, never collected), with a note. */
export const changeMoneyWorkflow = createWorkflow("change-order-money", (input: MoneyChangeInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planLifeChangeStep(transform({ input }, ({ input }) => ({ ...input, axis: "money" as const })))
  const life = applyLifeChangeStep(plan)
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})
