import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parcelExpected } from "../../../../lib/rules"
import { lifeService, num, paymentsService, type TransporterReader } from "../../../helpers"

const c = (v: unknown) => Math.round(Number(v ?? 0) * 100)

/**
 * Per transporter, from its parcels' lives: what it delivered (cash it collected), what it owes
 * for them (net of its fees, minus return fees), what was settled by its payments and what is
 * still outstanding; plus the cash actually received and the total difference.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cash = await paymentsService(req).transporterCash()
  const parcels = await lifeService(req).listOrderLives(
    { delivery_state: ["delivered", "returned"], money_state: ["collected_by_courier", "return_fee_due", "remitted"] },
    { select: ["transporter_id", "delivery_state", "money_state", "cash_to_collect", "courier_fee", "return_fee"], take: null }
  )
  const transporters = await req.scope
    .resolve<TransporterReader>("transporter")
    .listTransporters({}, { select: ["id", "name", "code"], order: { name: "ASC" } })
  const balances = transporters.map((t) => {
    const mine = parcels.filter((p) => p.transporter_id === t.id)
    const delivered = mine.filter((p) => p.delivery_state === "delivered")
    const paid = mine.filter((p) => p.money_state === "remitted")
    const open = mine.filter((p) => p.money_state !== "remitted")
    const sum = (rows: typeof mine, f: (p: (typeof mine)[number]) => number) => rows.reduce((a, p) => a + c(f(p)), 0) / 100
    const r: Partial<(typeof cash)[number]> = cash.find((x) => x.transporter_id === t.id) ?? {}
    return {
      transporter: t,
      delivered_count: delivered.length,
      delivered_total: sum(delivered, (p) => Number(p.cash_to_collect ?? 0)),
      paid_count: paid.length,
      paid_total: sum(paid, parcelExpected),
      outstanding_count: open.length,
      outstanding_total: sum(open, parcelExpected),
      received_total: num(r.received_total),
      difference_total: num(r.difference_total),
    }
  })
  res.json({ balances })
}
