import { PriceListType } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { batchPriceListPricesWorkflow, createPriceListsWorkflow, updatePriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { planDiscountPriceListStep } from "./steps/plan-discount-price-list"
import { updateCatalogDiscountsStep } from "./steps/update-catalog-discounts"

export type SyncCatalogDiscountInput = { id: string }

/**
 * Makes the discount's Medusa sale price list match the discount: dates, title, status and one
 * price per targeted variant. Creates the list the first time (or when it was deleted), else
 * updates it and replaces its prices; then records the list, the variant count and the products
 * on the discount. Every part is undone if a later one fails.
 */
export const syncCatalogDiscountPriceListWorkflow = createWorkflow("sync-catalog-discount-price-list", (input: SyncCatalogDiscountInput) => {
  const plan = planDiscountPriceListStep(input)

  const created = when("create-discount-price-list", { plan }, ({ plan }) => !plan.price_list_id).then(() =>
    createPriceListsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        price_lists_data: [{ ...plan.list, type: PriceListType.SALE, prices: plan.prices }],
      })),
    })
  )

  when("update-discount-price-list", { plan }, ({ plan }) => !!plan.price_list_id).then(() => {
    updatePriceListsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ price_lists_data: [{ id: plan.price_list_id!, ...plan.list }] })),
    })
    batchPriceListPricesWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        data: { id: plan.price_list_id!, create: plan.prices, update: [], delete: plan.current_price_ids },
      })),
    })
  })

  const recorded = transform({ plan, created }, ({ plan, created }) => ({
    price_list_id: (plan.price_list_id ?? (created as Array<{ id: string }> | undefined)?.[0]?.id) as string,
    variant_count: plan.prices.length,
    product_ids: plan.product_ids,
  }))
  updateCatalogDiscountsStep(transform({ plan, recorded }, ({ plan, recorded }) => [{ id: plan.discount_id, ...recorded }]))
  return new WorkflowResponse(recorded)
})
