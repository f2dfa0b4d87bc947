import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { listMissingImageSizesStep, type GenerateImageSizesInput } from "./steps/list-missing-image-sizes"
import { recordImageSizesStep } from "./steps/record-image-sizes"
import { storeImageSizeFilesStep } from "./steps/store-image-size-files"

export type { GenerateImageSizesInput } from "./steps/list-missing-image-sizes"

/**
 * Makes the spec's sizes (SMALL_PRODUCT, GRID_DISPLAY, PRODUCT_PAGE_LARGE) of each picture that
 * lacks them, stores them with the file module and records them by original URL. Idempotent.
 * Answers how many pictures it sized. Files stored before a failure are deleted again.
 */
export const generateImageSizesWorkflow = createWorkflow("generate-image-sizes", (input: GenerateImageSizesInput) => {
  const missing = listMissingImageSizesStep(input)
  const stored = storeImageSizeFilesStep(missing)
  return new WorkflowResponse(recordImageSizesStep(stored))
})
