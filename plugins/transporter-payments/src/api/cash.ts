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
    lifeService(req).listOrderLives({ delivery_state: HANDED_OVER }, { select: LIFE_FIELDS, take: null }),
    paymentsService(req).listTransporterPayments({}, { select: ["transporter_id", "amount_expected", "amount_received", "difference"], take: null }),
    req.scope.resolve<TransporterReader>("transporter").listTransporters({}, { select: ["id", "name", "code"], order: { name: "ASC" } }),
  ])
  const positions = cashPositions(
    parcels.map((p) => ({ ...p, cash_to_collect: amountOf(p.cash_to_collect), courier_fee: amountOf(p.courier_fee), return_fee: amountOf(p.return_fee) })),
    payments.map((p) => ({
      transporter_id: p.transporter_id,
      amount_expected: Number(p.amount_expected),
      amount_received: Number(p.amount_received),
      difference: Number(p.difference),
    }))
  )
  return transporters.map((t) => ({ transporter: { id: t.id, name: t.name, code: t.code }, ...(positions.get(t.id) ?? emptyPosition()) }))
}
