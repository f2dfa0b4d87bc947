import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setRelatedProductsStep, type SetRelatedProductsInput } from "./steps/set-related-products"

export type { SetRelatedProductsInput } from "./steps/set-related-products"

/** Replaces a product's curated related products (cross-selling), in the given order. */
export const setRelatedProductsWorkflow = createWorkflow("set-related-products", (input: SetRelatedProductsInput) => {
  return new WorkflowResponse(setRelatedProductsStep(input))
})
