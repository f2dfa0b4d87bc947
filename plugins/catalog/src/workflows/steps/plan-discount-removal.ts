import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import { existingPriceListIds } from "../../lib/discount-sync"

/** The discount to delete and its price list if it still exists. Reads only. */
export const planDiscountRemovalStep = createStep("plan-catalog-discount-removal", async (input: { id: string }, { container }) => {
  const [d] = await catalogOf(container).listCatalogDiscounts({ id: input.id }, { select: ["id", "price_list_id"] })
  if (!d) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Discount ${input.id} was not found`)
  return new StepResponse({ id: d.id, price_list_ids: await existingPriceListIds(container, [d.price_list_id]) })
})
