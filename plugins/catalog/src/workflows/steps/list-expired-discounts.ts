import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import { existingPriceListIds } from "../../lib/discount-sync"

/** Active discounts whose end date has passed, and their price lists that still exist. Reads only. */
export const listExpiredDiscountsStep = createStep("list-expired-catalog-discounts", async (input: { now?: string }, { container }) => {
  const now = input.now ? new Date(input.now) : new Date()
  const expired = await catalogOf(container).listCatalogDiscounts({ status: "active", ends_at: { $lte: now } }, { select: ["id", "price_list_id"], take: null })
  return new StepResponse({
    ids: expired.map((d) => d.id),
    price_list_ids: await existingPriceListIds(
      container,
      expired.map((d) => d.price_list_id)
    ),
  })
})
