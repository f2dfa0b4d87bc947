import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService, type OrderLifeRow } from "@shop/order-life/workflows"
import { fromCentimes, parcelExpected, payable, settle, toCentimes } from "../../lib/rules"
import { TRANSPORTER_PAYMENT_MODULE } from "../../modules/transporter-payment"
import type TransporterPaymentModuleService from "../../modules/transporter-payment/service"

export type PaymentInput = {
  transporter_id: string
  order_ids: string[]
  amount_received: number
  reference: string
  paid_at: string
  note?: string | null
  actor_id?: string | null
  /** Per parcel, what the statement says was paid (decision 0038); kept beside the expected amount with the difference. */
  received?: { order_id: string; amount_received: number }[] | null
}

const service = (c: MedusaContainer) => c.resolve<TransporterPaymentModuleService>(TRANSPORTER_PAYMENT_MODULE)
const lives = (c: MedusaContainer) => c.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)

/**
 * Records one payment for this transporter's payable parcels (delivered and collected, or
 * returned with the return fee due), each expected at its frozen amounts: cash − courier fee, or
 * − return fee. Runs under the orders' locks; the unique order_id of the payment lines refuses a
 * second payment even without them.
 */
export const createTransporterPaymentStep = createStep(
  "create-transporter-payment",
  async (input: PaymentInput, { container }) => {
    const s = service(container)
    const parcels = await lives(container).listOrderLives({ order_id: input.order_ids }, { take: null })
    const paid = await s.listPaymentOrders({ order_id: input.order_ids }, { select: ["order_id"] })
    const paidIds = new Set(paid.map((p) => p.order_id))
    const byOrder = new Map(parcels.map((p) => [p.order_id, p]))
    input.order_ids.forEach((id, i) => {
      const p = byOrder.get(id)
      const field = `order_ids.${i}`
      if (!p || p.transporter_id !== input.transporter_id || p.delivery_state === "not_shipped") {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: order ${id} was not shipped by this transporter`, "not_payable")
      }
      if (paidIds.has(id) || p.money_state === "remitted") {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: order ${id} is already paid`, "already_paid")
      }
      if (!payable(p)) {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `${field}: order ${id} is ${p.delivery_state} (money ${p.money_state}): only delivered or returned parcels are settled`,
          "not_payable"
        )
      }
    })
    const expected = input.order_ids.map((id) => parcelExpected(byOrder.get(id)!))
    const totals = settle(expected, input.amount_received)
    const payment = await s.createTransporterPayments({
      transporter_id: input.transporter_id,
      reference: input.reference,
      paid_at: new Date(input.paid_at),
      note: input.note ?? null,
      created_by: input.actor_id ?? null,
      ...totals,
      // The generated create type takes `orders` as ids; MedusaService creates the nested lines
      // from these objects at run time (a hasMany relation).
      orders: input.order_ids.map((order_id, i) => ({
        order_id,
        amount_expected: expected[i],
        ...receivedFor(input, order_id, expected[i]),
      })) as unknown as string[],
    })
    return new StepResponse(payment, payment.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteTransporterPayments(id)
  }
)

/** The statement's amount for a parcel and its difference from the expected one, to the centime (nulls without a statement). */
function receivedFor(input: PaymentInput, orderId: string, expected: number) {
  const line = input.received?.find((r) => r.order_id === orderId)
  if (!line) return { amount_received: null, difference: null }
  return { amount_received: line.amount_received, difference: fromCentimes(toCentimes(line.amount_received) - toCentimes(expected)) }
}

type Undo = { previous: OrderLifeRow; event_ids: string[] }[]

/**
 * Each settled parcel's money becomes `remitted` with the payment (through the life's
 * compare-and-set, one event each); the compensation puts every life back.
 */
export const remitParcelsStep = createStep(
  "remit-order-lives",
  async (input: { payment_id: string; order_ids: string[]; actor_id?: string | null }, { container }) => {
    const s = lives(container)
    const undo: Undo = []
    try {
      for (const order_id of input.order_ids) {
        const [life] = await s.listOrderLives({ order_id })
        const { event_ids } = await s.applyChange(order_id, Number(life.version), { money_state: "remitted", remittance_id: input.payment_id }, [
          { axis: "money", from_state: life.money_state, to_state: "remitted", actor_id: input.actor_id ?? null, data: { remittance_id: input.payment_id } },
        ])
        undo.push({ previous: life, event_ids })
      }
    } catch (e) {
      for (const u of undo.reverse()) await s.restoreChange(u.previous, u.event_ids)
      throw e
    }
    return new StepResponse(undo.length, undo)
  },
  async (undo: Undo | undefined, { container }) => {
    for (const u of [...(undo ?? [])].reverse()) await lives(container).restoreChange(u.previous, u.event_ids)
  }
)
