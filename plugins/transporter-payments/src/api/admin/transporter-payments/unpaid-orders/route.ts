import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { num, paymentsService, requireTransporter } from "../../../helpers"
import type { GetAdminUnpaidOrdersSchemaType } from "../../../validators"

/** Delivered cash-on-delivery orders of a transporter that it has not paid for yet (oldest first). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminUnpaidOrdersSchemaType>, res: MedusaResponse) {
  const { transporter_id } = req.validatedQuery
  const transporter = await requireTransporter(req, transporter_id)
  const s = paymentsService(req)
  const delivered = await s.listOrderDeliveries({ transporter_id, status: "delivered" }, { order: { delivered_at: "ASC" } })
  const paid = new Set(
    delivered.length ? (await s.listPaymentOrders({ order_id: delivered.map((d) => d.order_id) }, { select: ["order_id"] })).map((p) => p.order_id) : []
  )
  const orders = delivered
    .filter((d) => !paid.has(d.order_id))
    .map((d) => ({
      id: d.order_id,
      display_id: d.display_id,
      delivery_name: d.delivery_name,
      customer_full_name: d.customer_name,
      total: num(d.amount_expected),
      delivered_at: d.delivered_at,
    }))
  res.json({ transporter, orders, count: orders.length, total: num(orders.reduce((a, o) => a + o.total, 0)) })
}
