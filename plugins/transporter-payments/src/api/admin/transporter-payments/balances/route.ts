import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { num, paymentsService, type TransporterReader } from "../../../helpers"

/**
 * Per transporter: what it delivered (cash it collected), what it has paid for, and what it still
 * owes; plus the cash actually received and the total difference. Returned orders are not owed.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { owed, cash } = await paymentsService(req).transporterTotals()
  const transporters = await req.scope
    .resolve<TransporterReader>("transporter")
    .listTransporters({}, { select: ["id", "name", "code"], order: { name: "ASC" } })
  const balances = transporters.map((t) => {
    const o: Partial<(typeof owed)[number]> = owed.find((r) => r.transporter_id === t.id) ?? {}
    const c: Partial<(typeof cash)[number]> = cash.find((r) => r.transporter_id === t.id) ?? {}
    const delivered_total = num(o.delivered_total)
    const paid_total = num(o.paid_total)
    return {
      transporter: t,
      delivered_count: o.delivered_count ?? 0,
      delivered_total,
      paid_count: o.paid_count ?? 0,
      paid_total,
      outstanding_count: (o.delivered_count ?? 0) - (o.paid_count ?? 0),
      outstanding_total: num(delivered_total - paid_total),
      received_total: num(c.received_total),
      difference_total: num(c.difference_total),
    }
  })
  res.json({ balances })
}
