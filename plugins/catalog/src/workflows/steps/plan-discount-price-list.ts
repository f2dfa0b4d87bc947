import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import { computeDiscountPrices, DISCOUNT_CURRENCY, existingPriceListIds, priceListFields, type Discount } from "../../lib/discount-sync"

export type DiscountPriceListPlan = {
  discount_id: string
  /** The discount's price list when it still exists: it is updated, else a new one is created. */
  price_list_id: string | null
  list: ReturnType<typeof priceListFields>
  prices: Array<{ variant_id: string; amount: number; currency_code: string }>
  /** The prices the existing list holds now: replaced by `prices`. */
  current_price_ids: string[]
  product_ids: string[]
}

/**
 * Reads the discount and computes what its sale price list must hold: one price per targeted
 * variant from its base DZD price. Writes nothing, so it has nothing to compensate.
 */
export const planDiscountPriceListStep = createStep("plan-catalog-discount-price-list", async (input: { id: string }, { container }) => {
  const [d] = await catalogOf(container).listCatalogDiscounts({ id: input.id })
  if (!d) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Discount ${input.id} was not found`)
  const discount = d as unknown as Discount
  const { prices, product_ids } = await computeDiscountPrices(container, discount)
  const [price_list_id = null] = await existingPriceListIds(container, [discount.price_list_id])
  const current = price_list_id ? await container.resolve(Modules.PRICING).listPrices({ price_list_id: [price_list_id] }, { select: ["id"], take: null }) : []
  const plan: DiscountPriceListPlan = {
    discount_id: discount.id,
    price_list_id,
    list: priceListFields(discount),
    prices: prices.map((p) => ({ ...p, currency_code: DISCOUNT_CURRENCY })),
    current_price_ids: current.map((p) => p.id),
    product_ids,
  }
  return new StepResponse(plan)
})
