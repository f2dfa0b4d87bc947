import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { removeRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { CATALOG_MODULE } from "../modules/catalog"
import { deleteFeaturesStep, type DeleteFeaturesInput } from "./steps/delete-features"

export type { DeleteFeaturesInput } from "./steps/delete-features"

/**
 * Deletes feature types and values, detaching them from their products first
 * (docs/decisions/0006-catalog-brands-features.md).
 */
export const deleteFeaturesWorkflow = createWorkflow("delete-catalog-features", (input: DeleteFeaturesInput) => {
  removeRemoteLinkStep(
    transform({ input }, ({ input }) => (input.linked_value_ids.length ? [{ [CATALOG_MODULE]: { feature_value_id: input.linked_value_ids } }] : []))
  )
  const deleted = deleteFeaturesStep(input)
  return new WorkflowResponse(deleted)
})
