import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planPack, type PackInput } from "../../lib/packs"

export type SetProductPackInput = PackInput & { product_id: string }

/** Checks the pack (400 naming `items.N.field`) and works out what setting it changes. Reads only. */
export const planProductPackStep = createStep("plan-product-pack", async ({ product_id, ...input }: SetProductPackInput, { container }) => {
  return new StepResponse(await planPack(container, product_id, input))
})
