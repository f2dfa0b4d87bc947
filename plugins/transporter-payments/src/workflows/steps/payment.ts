import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { settle } from "../../lib/rules"
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
}

const service = (c: MedusaContainer) => c.resolve<TransporterPaymentModuleService>(TRANSPORTER_PAYMENT_MODULE)

/**
 * Records one payment for delivered, unpaid orders of this transporter. Runs under the orders'
 * locks; the unique order_id of the payment lines refuses a second payment even without them.
 */
export const createTransporterPaymentStep = createStep(
  "create-transporter-payment",
  async (input: PaymentInput, { container }) => {
    const s = service(container)
    const deliveries = await s.listOrderDeliveries({ order_id: input.order_ids })
    const paid = await s.listPaymentOrders({ order_id: input.order_ids }, { select: ["order_id"] })
    const paidIds = new Set(paid.map((p) => p.order_id))
    input.order_ids.forEach((id, i) => {
      const d = deliveries.find((x) => x.order_id === id)
      const field = `order_ids.${i}`
      if (!d || d.transporter_id !== input.transporter_id) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: order ${id} was not shipped by this transporter`, "not_payable")
      }
      if (paidIds.has(id)) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: order ${id} is already paid`, "already_paid")
      if (d.status !== "delivered") throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: order ${id} is ${d.status}, not delivered`, "not_payable")
    })
    const expected = input.order_ids.map((id) => Number(deliveries.find((d) => d.order_id === id)!.amount_expected))
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
      orders: input.order_ids.map((order_id, i) => ({ order_id, amount_expected: expected[i] })) as unknown as string[],
    })
    return new StepResponse(payment, payment.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteTransporterPayments(id)
  }
)
