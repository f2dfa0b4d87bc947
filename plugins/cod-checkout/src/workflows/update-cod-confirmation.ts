import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelCodOrderStep } from "./steps/cancel-cod-order"
import { updateConfirmationStep, type UpdateConfirmationInput } from "./steps/update-confirmation"

export type UpdateCodConfirmationInput = UpdateConfirmationInput & { actor_id?: string }

/** A call outcome; "cancelled" also cancels the Medusa order, after the outcome is recorded. */
export const updateCodConfirmationWorkflow = createWorkflow("update-cod-confirmation", (input: UpdateCodConfirmationInput) => {
  const confirmation = updateConfirmationStep(
    transform({ input }, ({ input }) => ({
      order_id: input.order_id,
      status: input.status,
      postponed_until: input.postponed_until,
      reason: input.reason,
    }))
  )
  when({ input }, ({ input }) => input.status === "cancelled").then(() => {
    cancelCodOrderStep(transform({ input }, ({ input }) => ({ order_id: input.order_id, canceled_by: input.actor_id })))
  })
  return new WorkflowResponse(confirmation)
})
