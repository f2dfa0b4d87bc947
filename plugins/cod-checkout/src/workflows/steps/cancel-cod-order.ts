import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Cancels the Medusa order (its reservations are released, its payment cancelled). It runs
 * last in its workflow and a cancelled order cannot be reopened, so it has nothing to undo.
 */
export const cancelCodOrderStep = createStep("cancel-cod-order", async (input: { order_id: string; canceled_by?: string }, { container }) => {
  await cancelOrderWorkflow(container).run({ input: { order_id: input.order_id, canceled_by: input.canceled_by } })
  return new StepResponse({ order_id: input.order_id })
})
