import { ContainerRegistrationKeys, getVariantAvailability } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withoutQueryCache } from "@shop/shared/live-query"
import { holdStock, releaseStock, type HoldLine } from "../../lib/stock-hold"
import { codOrderRefusal } from "../cod-order-refusal"

export type HoldCodStockInput = { slot_id: string; sales_channel_id: string; items: HoldLine[] }

/**
 * Holds the order's units for the time of the checkout (see `lib/stock-hold.ts`): a buyer who
 * cannot get them is refused here, in milliseconds, with 409 out of stock (none left) or busy
 * (the last ones are held by orders in progress), instead of after a whole checkout. The
 * compensation drops the holds.
 */
export const holdCodStockStep = createStep(
  "hold-cod-stock",
  async (input: HoldCodStockInput, { container }) => {
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const result = await holdStock(pg, input.slot_id, input.items, async (variant_ids) => {
      const availability = await getVariantAvailability(withoutQueryCache(query), { variant_ids, sales_channel_id: input.sales_channel_id })
      return Object.fromEntries(variant_ids.map((id) => [id, availability[id]?.availability ?? undefined]))
    })
    if (result.kind === "out_of_stock") throw codOrderRefusal({ reason: "out_of_stock", variant_id: result.variant_id })
    if (result.kind === "busy") throw codOrderRefusal({ reason: "stock_busy", variant_id: result.variant_id, wait_seconds: result.wait_seconds })
    return new StepResponse(input.slot_id, input.slot_id)
  },
  async (slotId, { container }) => {
    if (slotId) await releaseStock(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slotId)
  }
)

/** After the cart is completed its reservation counts the units: the holds end. Nothing to undo. */
export const releaseCodStockStep = createStep("release-cod-stock", async (input: { slot_id: string }, { container }) => {
  await releaseStock(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.slot_id)
  return new StepResponse(undefined)
})
