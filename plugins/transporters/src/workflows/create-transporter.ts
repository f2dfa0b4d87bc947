import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createTransporterStep, type TransporterFields } from "./steps/transporter-crud"
import { syncTransporterShippingOptions } from "./sync-shipping-options"

/** Creates a transporter and one calculated shipping option per delivery type it supports. */
export const createTransporterWorkflow = createWorkflow("create-transporter", (input: TransporterFields) => {
  const transporter = createTransporterStep(input)
  syncTransporterShippingOptions(transform({ transporter }, ({ transporter }) => ({ transporter_id: transporter.id })))
  return new WorkflowResponse(transporter)
})
