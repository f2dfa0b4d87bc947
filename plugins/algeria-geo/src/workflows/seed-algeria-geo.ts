import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { seedGeoStep, type SeedGeoInput } from "./steps/seed-geo"

/** Inserts missing wilayas and communes; running it again changes nothing. */
export const seedAlgeriaGeoWorkflow = createWorkflow("seed-algeria-geo", (input: SeedGeoInput) => {
  return new WorkflowResponse(seedGeoStep(input))
})
