import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteTransporterStep } from "./steps/transporter-crud"
import { syncTransporterShippingOptions } from "./sync-shipping-options"

/** Deletes a transporter's shipping options, then the transporter with its rates, overrides and desks. */
export const deleteTransporterWorkflow = createWorkflow("delete-transporter", (input: { id: string }) => {
  syncTransporterShippingOptions(transform({ input }, ({ input }) => ({ transporter_id: input.id, remove_all: true })))
  const id = deleteTransporterStep(input.id)
  return new WorkflowResponse(id)
})
