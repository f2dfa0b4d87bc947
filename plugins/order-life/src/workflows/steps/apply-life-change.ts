import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LIFE_MODULE } from "../../modules/order-life"
import type OrderLifeModuleService from "../../modules/order-life/service"
import type { CallInput, LifeEventInput, LifePatch, OrderLifeRow } from "../../modules/order-life/service"

export type ApplyLifeChangeInput = {
  order_id: string
  version: number
  previous: OrderLifeRow
  patch: LifePatch
  events: LifeEventInput[]
  /** The agent's call that caused the change (decision 0068), logged with it. */
  call?: CallInput | null
  noop?: boolean
}

type Undo = { previous: OrderLifeRow; event_ids: string[]; call_id: string | null } | null

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
  "assigned_to",
  "assigned_at",
  "first_call_at",
  "last_call_at",
] as const

/**
 * Writes the planned change on the life (compare and set on its version, events in the same
 * transaction, and the call that caused it). The compensation puts the row back as it was read and
 * removes the events and the call.
 */
export const applyLifeChangeStep = createStep(
  "apply-order-life-change",
  async (input: ApplyLifeChangeInput, { container }) => {
    const service = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
    if (input.noop) {
      const [life] = await service.listOrderLives({ order_id: input.order_id })
      return new StepResponse<OrderLifeRow, Undo>(life, null)
    }
    const { life, event_ids, call_id } = await service.applyChange(input.order_id, input.version, input.patch, input.events, input.call ?? null)
    const previous = Object.fromEntries(RESTORED.map((k) => [k, input.previous[k]])) as unknown as OrderLifeRow
    return new StepResponse<OrderLifeRow, Undo>(life, { previous, event_ids, call_id })
  },
  async (undo: Undo | undefined, { container }) => {
    if (!undo) return
    await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).restoreChange(undo.previous, undo.event_ids, undo.call_id)
  }
)
