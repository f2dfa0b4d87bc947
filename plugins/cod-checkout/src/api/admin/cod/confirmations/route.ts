import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { lifeService, placeNames, queryOf, toConfirmation } from "../../../helpers"
import type { GetAdminCodConfirmations } from "../../../validators"

/** An order with the fields asked of Query below. */
type OrderRow = { id: string; display_id: number; status: string; total: number | string | null; currency_code: string; created_at: Date | string }

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/**
 * The confirmation queue, oldest first (first come, first called), filtered by status, wilaya,
 * transporter and order date; read from the orders' lives (@shop/order-life): `status` is the
 * confirmation axis, and an order handed over to its courier has left the queue. Each entry carries the order's total and status, the place names
 * (fr, ar) and the buyer's earlier COD orders (same phone) with their call outcome and order status.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodConfirmations>, res: MedusaResponse) {
  const q = req.validatedQuery
  const { select, take, skip } = req.listConfig
  const filters: Record<string, unknown> = { delivery_state: "not_shipped" }
  if (q.status) filters.confirmation_state = q.status
  if (q.wilaya) filters.wilaya_code = q.wilaya
  if (q.transporter_id) filters.transporter_id = q.transporter_id
  if (q.from || q.to) filters.created_at = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lte: q.to } : {}) }
  const lives = lifeService(req)
  const [rows, count] = await lives.listAndCountOrderLives(filters, {
    select,
    order: { created_at: "ASC" },
    take,
    skip,
  })
  const phones = [...new Set(rows.map((r) => r.phone))]
  const history = phones.length
    ? await lives.listOrderLives(
        { phone: phones },
        { select: ["order_id", "phone", "confirmation_state", "created_at"], order: { created_at: "DESC" }, take: null }
      )
    : []
  const orderIds = [...new Set([...rows, ...history].map((r) => r.order_id))]
  const { data: orders } = orderIds.length
    ? await queryOf(req).graph({ entity: "order", fields: ["id", "display_id", "status", "total", "currency_code", "created_at"], filters: { id: orderIds } })
    : { data: [] }
  const orderById = new Map((orders as OrderRow[]).map((o) => [o.id, o]))
  const places = await placeNames(
    req,
    rows.map((r) => r.commune_code)
  )

  const confirmations = rows.map((r) => {
    const order = orderById.get(r.order_id)
    return {
      ...toConfirmation(r),
      call_url: `tel:${r.phone}`,
      place: places.get(r.commune_code) ?? null,
      order: order ? { id: order.id, display_id: order.display_id, status: order.status, total: num(order.total), currency_code: order.currency_code } : null,
      earlier_orders: history
        .filter((h) => h.phone === r.phone && h.order_id !== r.order_id && new Date(h.created_at) < new Date(r.created_at))
        .map((h) => ({
          order_id: h.order_id,
          display_id: orderById.get(h.order_id)?.display_id ?? null,
          confirmation_status: h.confirmation_state,
          order_status: orderById.get(h.order_id)?.status ?? null,
          created_at: h.created_at,
        })),
    }
  })
  res.json({ confirmations, count, limit: take, offset: skip })
}
