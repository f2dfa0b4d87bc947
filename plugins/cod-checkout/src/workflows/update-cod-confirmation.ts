import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { updateConfirmationStep, type UpdateConfirmationInput } from "./steps/update-confirmation"

export type UpdateCodConfirmationInput = UpdateConfirmationInput & { actor_id?: string }

/**
 * A call outcome; "cancelled" also cancels the Medusa order (its reservations released, its
 * payment cancelled), after the outcome is recorded: if the cancellation fails, the outcome is
 * put back by the first step's compensation.
 */
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
    cancelOrderWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ order_id: input.order_id, canceled_by: input.actor_id })),
    })
  })
  return new WorkflowResponse(confirmation)
})
