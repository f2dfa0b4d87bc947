import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep, dismissRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { planProductCatalogStep, type SetProductCatalogInput } from "./steps/plan-product-catalog"

export type { SetProductCatalogInput } from "./steps/plan-product-catalog"

/**
 * Sets a product's brand, brand line and feature values. Old links are dismissed, then new ones
 * created; if creating fails, the dismissed links are recreated by the step's compensation.
 */
export const setProductCatalogWorkflow = createWorkflow("set-product-catalog", (input: SetProductCatalogInput) => {
  const plan = planProductCatalogStep(input)
  dismissRemoteLinkStep(transform({ plan }, ({ plan }) => plan.dismiss))
  createRemoteLinkStep(transform({ plan }, ({ plan }) => plan.create))
  return new WorkflowResponse(plan)
})
