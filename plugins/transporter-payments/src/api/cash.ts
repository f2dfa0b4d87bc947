import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { CashPosition } from "@shop/contracts/dashboard"
import { cashPositions, emptyPosition } from "../lib/cash-position"
import { lifeService, paymentsService, type TransporterReader } from "./helpers"
import { amountOf, LIFE_FIELDS } from "./life-reader"

/** Delivery states whose parcel is with a courier or settled with it: every state after the hand-over. */
const HANDED_OVER = ["handed_over", "in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"]

/** Every courier's cash position, all time: parcels from their lives, remittances from our payments. */
export async function cashByCourier(req: AuthenticatedMedusaRequest): Promise<CashPosition[]> {
  const [parcels, payments, transporters] = await Promise.all([
    // an exchange parcel not handed over yet still carries its order's first parcel (decision 0042)
    lifeService(req).listOrderLives({ $or: [{ delivery_state: HANDED_OVER }, { delivery_kind: "exchange" }] }, { select: LIFE_FIELDS, take: null }),
    paymentsService(req).transporterCash(),
    req.scope.resolve<TransporterReader>("transporter").listTransporters({}, { select: ["id", "name", "code"], order: { name: "ASC" } }),
  ])
  const positions = cashPositions(
    parcels.map((p) => ({
      ...p,
      cash_to_collect: amountOf(p.cash_to_collect),
      courier_fee: amountOf(p.courier_fee),
      return_fee: amountOf(p.return_fee),
      collected_before: amountOf(p.collected_before),
      fees_before: amountOf(p.fees_before),
      owed_before: amountOf(p.owed_before),
    })),
    payments.map((p) => ({
      transporter_id: p.transporter_id,
      count: Number(p.payments_count),
      amount_expected: Number(p.expected_total),
      amount_received: Number(p.received_total),
      difference: Number(p.difference_total),
    }))
  )
  return transporters.map((t) => ({ transporter: { id: t.id, name: t.name, code: t.code }, ...(positions.get(t.id) ?? emptyPosition()) }))
}
