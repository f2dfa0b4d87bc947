import { PriceListStatus } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updatePriceListsWorkflow } from "@medusajs/medusa/core-flows"
import { listExpiredDiscountsStep } from "./steps/list-expired-discounts"
import { updateCatalogDiscountsStep } from "./steps/update-catalog-discounts"

/**
 * Ends every active discount whose end date has passed: status `ended` and its price list back
 * to draft (pricing already ignores it after `ends_at`; this makes it explicit for the admin).
 * Answers the ids it ended. `now` (ISO) is for tests; the job leaves it out.
 */
export const endCatalogDiscountsWorkflow = createWorkflow("end-catalog-discounts", (input: { now?: string }) => {
  const expired = listExpiredDiscountsStep(input)
  updateCatalogDiscountsStep(transform({ expired }, ({ expired }) => expired.ids.map((id) => ({ id, status: "ended" }))))
  when("draft-ended-price-lists", { expired }, ({ expired }) => expired.price_list_ids.length > 0).then(() =>
    updatePriceListsWorkflow.runAsStep({
      input: transform({ expired }, ({ expired }) => ({
        price_lists_data: expired.price_list_ids.map((id) => ({ id, status: PriceListStatus.DRAFT })),
      })),
    })
  )
  return new WorkflowResponse(transform({ expired }, ({ expired }) => expired.ids))
})
