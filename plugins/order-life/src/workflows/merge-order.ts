import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { changeConfirmationWorkflow } from "./change-confirmation"
import { editOrderWorkflow, planMergeStep, type MergeOrderInput } from "./edit-order"

/**
 * "Merge" on a probable duplicate (issue 19 item 2, decision 0071): the duplicate's lines are added
 * to the buyer's other order by the same edit as during a call (stock, prices and reservation as
 * there), then the duplicate is cancelled with the reason `duplicate`. The edit comes first: it is
 * the part that can be refused (stock, rules); if the cancellation then fails, the edit is undone.
 */
export const mergeOrderWorkflow = createWorkflow("merge-cod-order", (input: MergeOrderInput) => {
  const plan = planMergeStep(input)
  editOrderWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => ({
      order_id: input.into_order_id,
      new_items: plan.new_items,
      note: plan.into_note,
      actor_id: input.actor_id ?? null,
    })),
  })
  const cancelled = changeConfirmationWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => ({
      order_id: input.order_id,
      to: "cancelled",
      reason: "duplicate",
      note: plan.dup_note,
      actor_id: input.actor_id ?? null,
    })),
  })
  return new WorkflowResponse(cancelled)
})
