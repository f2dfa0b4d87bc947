import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { prepareDiscountUpdateStep, type UpdateCatalogDiscountInput } from "./steps/prepare-discount-update"
import { updateCatalogDiscountsStep } from "./steps/update-catalog-discounts"
import { syncCatalogDiscountPriceListWorkflow } from "./sync-catalog-discount-price-list"

export type { UpdateCatalogDiscountInput } from "./steps/prepare-discount-update"

/** Updates a discount and recomputes its price list; a failure puts both back as they were. */
export const updateCatalogDiscountWorkflow = createWorkflow("update-catalog-discount", (input: UpdateCatalogDiscountInput) => {
  const update = prepareDiscountUpdateStep(input)
  updateCatalogDiscountsStep(transform({ update }, ({ update }) => [update]))
  const synced = syncCatalogDiscountPriceListWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.id })) })
  return new WorkflowResponse(transform({ input, synced }, ({ input, synced }) => ({ id: input.id, ...synced })))
})
