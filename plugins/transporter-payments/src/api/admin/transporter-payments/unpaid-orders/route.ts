import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parcelExpected } from "../../../../lib/rules"
import { lifeService, num, requireTransporter } from "../../../helpers"
import type { GetAdminUnpaidOrdersSchemaType } from "../../../validators"

type OrderNames = { id: string; shipping_methods?: ({ name: string } | null)[] | null; shipping_address?: { city: string | null } | null }

/**
 * A transporter's parcels its next remittance settles (oldest first): delivered with the cash
 * collected, and returned with the return fee due. Each with its frozen amounts and what the
 * courier owes for it (cash − courier fee, or − return fee).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminUnpaidOrdersSchemaType>, res: MedusaResponse) {
  const { transporter_id } = req.validatedQuery
  const transporter = await requireTransporter(req, transporter_id)
  const lives = lifeService(req)
  const [delivered, returned] = await Promise.all([
    lives.listOrderLives({ transporter_id, delivery_state: "delivered", money_state: "collected_by_courier" }, { order: { delivered_at: "ASC" }, take: null }),
    lives.listOrderLives({ transporter_id, delivery_state: "returned", money_state: "return_fee_due" }, { order: { returned_at: "ASC" }, take: null }),
  ])
  const parcels = [...delivered, ...returned]
  const { data } = parcels.length
    ? await req.scope
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["id", "shipping_methods.name", "shipping_address.city"], filters: { id: parcels.map((p) => p.order_id) } })
    : { data: [] }
  const names = new Map(
    (data as OrderNames[]).map((o) => [o.id, [o.shipping_methods?.[0]?.name, o.shipping_address?.city].filter(Boolean).join(" — ") || null])
  )
  const orders = parcels.map((p) => ({
    id: p.order_id,
    display_id: p.display_id ?? null,
    delivery_name: names.get(p.order_id) ?? null,
    customer_full_name: [p.first_name, p.last_name].filter(Boolean).join(" ") || "—",
    delivery_state: p.delivery_state,
    tracking_number: p.tracking_number ?? null,
    cash_to_collect: num(p.cash_to_collect),
    courier_fee: num(p.courier_fee),
    return_fee: num(p.return_fee),
    /** What the courier owes for this parcel. */
    amount_expected: parcelExpected(p),
    /** The cash collected at the door (0 for a returned parcel). */
    total: p.delivery_state === "delivered" ? num(p.cash_to_collect) : 0,
    delivered_at: p.delivered_at,
    returned_at: p.returned_at,
  }))
  const expected = orders.reduce((a, o) => a + Math.round(o.amount_expected * 100), 0) / 100
  res.json({ transporter, orders, count: orders.length, total: num(orders.reduce((a, o) => a + o.total, 0)), amount_expected: expected })
}
