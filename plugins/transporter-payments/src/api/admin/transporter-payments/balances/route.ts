import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { num } from "../../../helpers"

/**
 * Per transporter: what it delivered (cash it collected), what it has paid for, and what it still
 * owes; plus the cash actually received and the total difference. Returned orders are not owed.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const owed = await pg("order_delivery as d")
    .leftJoin("transporter_payment_order as po", function () {
      this.on("po.order_id", "d.order_id").andOnNull("po.deleted_at")
    })
    .where("d.status", "delivered")
    .whereNull("d.deleted_at")
    .groupBy("d.transporter_id")
    .select(
      "d.transporter_id",
      pg.raw("count(*)::int as delivered_count"),
      pg.raw("coalesce(sum(d.amount_expected), 0) as delivered_total"),
      pg.raw("count(po.id)::int as paid_count"),
      pg.raw("coalesce(sum(po.amount_expected), 0) as paid_total")
    )
  const cash = await pg("transporter_payment")
    .whereNull("deleted_at")
    .groupBy("transporter_id")
    .select("transporter_id", pg.raw("coalesce(sum(amount_received), 0) as received_total"), pg.raw("coalesce(sum(difference), 0) as difference_total"))
  const transporters = await req.scope.resolve<any>("transporter").listTransporters({}, { select: ["id", "name", "code"], order: { name: "ASC" } })
  const balances = transporters.map((t: any) => {
    const o = owed.find((r: any) => r.transporter_id === t.id) ?? {}
    const c = cash.find((r: any) => r.transporter_id === t.id) ?? {}
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
