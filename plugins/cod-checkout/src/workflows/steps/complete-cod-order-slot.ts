import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeOrderSlot, reopenOrderSlot } from "../../lib/gate"
import { orderSummary, type CodOrderSummary, type SummaryLife } from "../../lib/order-summary"

export type CodOrderAnswer = { order: CodOrderSummary | null; thank_you_url: string }

/**
 * The thank-you page's summary of the order (in French, as stored for replays), read once the order is
 * written, beside its reservation and payment (decision 0086): the life's facts are given, it is written
 * in the same workflow. It only reads.
 */
export const summarizeCodOrderStep = createStep("summarize-cod-order", async (input: { order_id: string; life: SummaryLife }, { container }) => {
  return new StepResponse(await orderSummary(container, input.order_id, "fr", { life: input.life }))
})

/**
 * The answer of the order (what the thank-you page needs), stored on the anti-abuse slot so every
 * later submit with the same Idempotency-Key gets it again; the summary is read here when the workflow
 * did not read it before (an order through a cart). The compensation puts the slot back to `pending`,
 * for the claim's compensation to release.
 */
export const completeCodOrderSlotStep = createStep(
  "complete-cod-order-slot",
  async (input: { slot_id: string; order_id: string; summary?: CodOrderSummary | null }, { container }) => {
    const answer: CodOrderAnswer = {
      order: input.summary !== undefined ? input.summary : await orderSummary(container, input.order_id),
      thank_you_url: `/checkout/thank-you/${input.order_id}`,
    }
    await completeOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.slot_id, input.order_id, answer)
    return new StepResponse(answer, input.slot_id)
  },
  async (slotId, { container }) => {
    if (slotId) await reopenOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slotId)
  }
)
