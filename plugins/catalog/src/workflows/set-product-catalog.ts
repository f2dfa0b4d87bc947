import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep, dismissRemoteLinkStep, emitEventStep, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { planProductCatalogStep, type SetProductCatalogInput } from "./steps/plan-product-catalog"
import { setRelatedProductsWorkflow } from "./set-related-products"

export type { SetProductCatalogInput } from "./steps/plan-product-catalog"

/**
 * Sets a product's brand, brand line, feature values, curated related products and "featured"
 * flag. Old links are dismissed, then new ones created; if anything later fails, the dismissed
 * links are recreated, the related products and the flag put back by their compensations.
 * Emits `product-catalog.updated` (links emit no event of their own): the listing read model
 * refreshes the product on it.
 */
export const setProductCatalogWorkflow = createWorkflow("set-product-catalog", (input: SetProductCatalogInput) => {
  const plan = planProductCatalogStep(input)
  dismissRemoteLinkStep(transform({ plan }, ({ plan }) => plan.dismiss))
  createRemoteLinkStep(transform({ plan }, ({ plan }) => plan.create))
  when("set-product-related", { input }, ({ input }) => input.related_product_ids !== undefined).then(() =>
    setRelatedProductsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ product_id: input.product_id, related_product_ids: input.related_product_ids! })),
    })
  )
  when("set-product-featured", { input }, ({ input }) => input.featured !== undefined).then(() =>
    updateProductsWorkflow.runAsStep({
      input: transform({ input, plan }, ({ input, plan }) => ({
        selector: { id: input.product_id },
        update: { metadata: { ...(plan.metadata ?? {}), featured: input.featured } },
      })),
    })
  )
  emitEventStep({ eventName: "product-catalog.updated", data: transform({ input }, ({ input }) => ({ id: input.product_id })) })
  return new WorkflowResponse(plan)
})
