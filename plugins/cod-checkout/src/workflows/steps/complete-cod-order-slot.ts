import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeOrderSlot, reopenOrderSlot } from "../../lib/gate"
import { orderSummary, type CodOrderSummary } from "../../lib/order-summary"

export type CodOrderAnswer = { order: CodOrderSummary | null; thank_you_url: string }

/**
 * The answer of the order (what the thank-you page needs), stored on the anti-abuse slot so every
 * later submit with the same Idempotency-Key gets it again. The compensation puts the slot back
 * to `pending`, for the claim's compensation to release.
 */
export const completeCodOrderSlotStep = createStep(
  "complete-cod-order-slot",
  async (input: { slot_id: string; order_id: string }, { container }) => {
    const answer: CodOrderAnswer = {
      order: await orderSummary(container, input.order_id),
      thank_you_url: `/checkout/thank-you/${input.order_id}`,
    }
    await completeOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), input.slot_id, input.order_id, answer)
    return new StepResponse(answer, input.slot_id)
  },
  async (slotId, { container }) => {
    if (slotId) await reopenOrderSlot(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), slotId)
  }
)
