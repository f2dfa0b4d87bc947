import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createTransporterStep, type TransporterFields } from "./steps/transporter-crud"
import { seedTransporterRowsStep, type SeedTransporterRowsInput } from "./steps/seed-transporter-rows"
import { syncTransporterShippingOptions } from "./sync-shipping-options"

export type SeedTransporterInput = { transporter: TransporterFields } & Omit<SeedTransporterRowsInput, "transporter_id">

/** A new transporter with its rate table, overrides, stop-desks and shipping options, all or nothing. */
export const seedTransporterWorkflow = createWorkflow("seed-transporter", (input: SeedTransporterInput) => {
  const transporter = createTransporterStep(input.transporter)
  const rows = seedTransporterRowsStep(
    transform({ input, transporter }, ({ input, transporter }) => ({
      transporter_id: transporter.id,
      rates: input.rates,
      overrides: input.overrides,
      stop_desks: input.stop_desks,
    }))
  )
  syncTransporterShippingOptions(transform({ transporter }, ({ transporter }) => ({ transporter_id: transporter.id })))
  return new WorkflowResponse({ transporter, rows })
})
