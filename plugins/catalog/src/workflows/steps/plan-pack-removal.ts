import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planPackRemoval } from "../../lib/packs"

/** What removing the product's pack changes (nothing when it is not a pack). Reads only. */
export const planPackRemovalStep = createStep("plan-product-pack-removal", async (input: { product_id: string }, { container }) => {
  return new StepResponse(await planPackRemoval(container, input.product_id))
})
