import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { deleteCatalogDiscountStep } from "./steps/delete-catalog-discount"
import { planDiscountRemovalStep } from "./steps/plan-discount-removal"

/** Deletes the discount and its sale price list: prices return to normal at once. */
export const deleteCatalogDiscountWorkflow = createWorkflow("delete-catalog-discount", (input: { id: string }) => {
  const plan = planDiscountRemovalStep(input)
  when("delete-discount-price-list", { plan }, ({ plan }) => plan.price_list_ids.length > 0).then(() =>
    deletePriceListsWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ ids: plan.price_list_ids })) })
  )
  deleteCatalogDiscountStep(transform({ plan }, ({ plan }) => plan.id))
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ id: plan.id })))
})
