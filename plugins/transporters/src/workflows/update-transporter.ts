import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateTransporterStep, type TransporterFields } from "./steps/transporter-crud"
import { syncTransporterShippingOptions } from "./sync-shipping-options"

export type UpdateTransporterInput = Partial<TransporterFields> & { id: string }

/**
 * Updates a transporter and its shipping options: a renamed transporter renames them, a
 * dropped delivery type or a deactivation deletes the matching options, a re-enabled one
 * recreates them.
 */
export const updateTransporterWorkflow = createWorkflow("update-transporter", (input: UpdateTransporterInput) => {
  const transporter = updateTransporterStep(input)
  syncTransporterShippingOptions(transform({ input }, ({ input }) => ({ transporter_id: input.id })))
  return new WorkflowResponse(transporter)
})

/** Re-creates missing shipping options (e.g. after the delivery zone was set up later). */
export const syncTransporterShippingOptionsWorkflow = createWorkflow("sync-transporter-shipping-options", (input: { transporter_id: string }) => {
  return new WorkflowResponse(syncTransporterShippingOptions(input))
})
