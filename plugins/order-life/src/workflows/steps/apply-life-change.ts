import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LIFE_MODULE } from "../../modules/order-life"
import type OrderLifeModuleService from "../../modules/order-life/service"
import type { LifeEventInput, LifePatch, OrderLifeRow } from "../../modules/order-life/service"

export type ApplyLifeChangeInput = {
  order_id: string
  version: number
  previous: OrderLifeRow
  patch: LifePatch
  events: LifeEventInput[]
  noop?: boolean
}

type Undo = { previous: OrderLifeRow; event_ids: string[] } | null

/** The columns a compensation puts back (the row as the plan read it). */
const RESTORED = [
  "id",
  "version",
  "confirmation_state",
  "delivery_state",
  "money_state",
  "attempts",
  "delivery_attempts",
  "postponed_until",
  "cancel_reason",
  "return_reason",
  "transporter_id",
  "tracking_number",
  "fulfillment_id",
  "location_id",
  "remittance_id",
  "cash_to_collect",
  "courier_fee",
  "return_fee",
  "handed_over_at",
  "delivered_at",
  "returned_at",
  "delivery_kind",
  "exchange_id",
  "collected_before",
  "fees_before",
  "owed_before",
] as const

/**
 * Writes the planned change on the life (compare and set on its version, events in the same
 * transaction). The compensation puts the row back as it was read and removes the events.
 */
export const applyLifeChangeStep = createStep(
  "apply-order-life-change",
  async (input: ApplyLifeChangeInput, { container }) => {
    const service = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
    if (input.noop) {
      const [life] = await service.listOrderLives({ order_id: input.order_id })
      return new StepResponse<OrderLifeRow, Undo>(life, null)
    }
    const { life, event_ids } = await service.applyChange(input.order_id, input.version, input.patch, input.events)
    const previous = Object.fromEntries(RESTORED.map((k) => [k, input.previous[k]])) as unknown as OrderLifeRow
    return new StepResponse<OrderLifeRow, Undo>(life, { previous, event_ids })
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo) return
    await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).restoreChange(undo.previous, undo.event_ids)
  }
)
