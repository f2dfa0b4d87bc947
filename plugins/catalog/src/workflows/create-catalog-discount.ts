import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCatalogDiscountStep, type CatalogDiscountData } from "./steps/create-catalog-discount"
import { validateDiscountTargetsStep } from "./steps/validate-discount-targets"
import { syncCatalogDiscountPriceListWorkflow } from "./sync-catalog-discount-price-list"

export type CreateCatalogDiscountInput = CatalogDiscountData

/**
 * Creates a catalogue discount and its Medusa sale price list (prices computed from the targeted
 * variants' base prices). If the price list or anything after it fails, the discount row and the
 * list are removed again. The `catalogDiscountCreated` hook runs last, inside the same rollback.
 */
export const createCatalogDiscountWorkflow = createWorkflow("create-catalog-discount", (input: CreateCatalogDiscountInput) => {
  validateDiscountTargetsStep(input)
  const discount = createCatalogDiscountStep(input)
  const synced = syncCatalogDiscountPriceListWorkflow.runAsStep({ input: transform({ discount }, ({ discount }) => ({ id: discount.id })) })
  const result = transform({ discount, synced }, ({ discount, synced }) => ({ id: discount.id, ...synced }))
  const catalogDiscountCreated = createHook("catalogDiscountCreated", { discount: result })
  return new WorkflowResponse(result, { hooks: [catalogDiscountCreated] })
})
