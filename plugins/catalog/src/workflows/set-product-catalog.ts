import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep, dismissRemoteLinkStep, emitEventStep } from "@medusajs/medusa/core-flows"
import { planProductCatalogStep, type SetProductCatalogInput } from "./steps/plan-product-catalog"

export type { SetProductCatalogInput } from "./steps/plan-product-catalog"

/**
 * Sets a product's brand, brand line and feature values. Old links are dismissed, then new ones
 * created; if creating fails, the dismissed links are recreated by the step's compensation.
 * Emits `product-catalog.updated` (links emit no event of their own): the listing read model
 * refreshes the product on it.
 */
export const setProductCatalogWorkflow = createWorkflow("set-product-catalog", (input: SetProductCatalogInput) => {
  const plan = planProductCatalogStep(input)
  dismissRemoteLinkStep(transform({ plan }, ({ plan }) => plan.dismiss))
  createRemoteLinkStep(transform({ plan }, ({ plan }) => plan.create))
  emitEventStep({ eventName: "product-catalog.updated", data: transform({ input }, ({ input }) => ({ id: input.product_id })) })
  return new WorkflowResponse(plan)
})
