import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CallOutcome } from "@shop/contracts/cod-admin"
import { staffNames } from "../../../../lib/agents"
import { customerIdsWithRisk, risksOf } from "../../../../lib/customer-history"
import { sourceOfMetadata } from "@shop/contracts/attribution"
import { orderIdsBySource } from "../../../../lib/attribution-filter"
import { DUPLICATE_WINDOW_HOURS, probableDuplicateOf } from "../../../../lib/duplicates"
import { lifeService, placeNames, queryOf, toConfirmation } from "../../../helpers"
import type { GetAdminCodConfirmations } from "../../../validators"

/**
 * `q`: an order number ("#1042", or up to 5 digits) finds that order; 6 digits or more are a phone or a
 * part of it, in any format ("0661 23 45 67", "+213 661…", "234567"): the buyer's orders. Searching
 * looks through every order still with the desk, whatever the view (an agent looks a caller up).
 */
const NO_ORDER = "order_none"
async function searchFilter(req: AuthenticatedMedusaRequest, text: string): Promise<Record<string, unknown>> {
  const number = /^#\s*(\d{1,9})$/.exec(text)?.[1] ?? (/^\d{1,5}$/.test(text) ? text : undefined)
  if (number) {
    const { data } = await queryOf(req).graph({ entity: "order", fields: ["id"], filters: { display_id: Number(number) } })
    const ids = (data as { id: string }[]).map((o) => o.id)
    return { order_id: ids.length ? ids : [NO_ORDER] }
  }
  let digits = text.replace(/\D/g, "")
  // +213 6… / 00213 6… → 06…: phones are kept in the national form
  digits = digits.replace(/^(00)?213(?=\d{9}$)/, "0")
  if (digits.length < 6) return { order_id: [NO_ORDER] }
  return { phone: { $ilike: `%${digits}%` } }
}

/** An order with the fields asked of Query below. */
type OrderRow = {
  id: string
  display_id: number
  status: string
  total: number | string | null
  currency_code: string
  created_at: Date | string
  metadata?: Record<string, unknown> | null
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/**
 * The confirmation queue, oldest first (first come, first called), filtered by status, wilaya,
 * transporter and order date; read from the orders' lives (@shop/order-life): `status` is the
 * confirmation axis, and an order handed over to its courier has left the queue. Each entry carries the order's total and status, the place names
 * (fr, ar) and the buyer's earlier COD orders (same phone) with their call outcome and order status,
 * and the buyer's risk level and refusal flag (decision 0037), which `risk` filters on. Decision
 * 0068: `assigned` (me, none, an agent) filters on the agent the order is dealt to, `to_call=true`
 * lists the calls due now (call-backs whose time came first, then oldest first), and each entry
 * carries its agent and its last call.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodConfirmations>, res: MedusaResponse) {
  const q = req.validatedQuery
  const { select, take, skip } = req.listConfig
  const me = req.auth_context?.actor_id ?? null
  // `assigned`: me, none (unassigned) or an agent's id (decision 0068)
  const assigned = q.assigned === undefined ? undefined : q.assigned === "none" ? null : q.assigned === "me" ? me : q.assigned
  const customerIds = q.risk ? await customerIdsWithRisk(req.scope, q.risk) : undefined
  const lives = lifeService(req)
  let rows: Awaited<ReturnType<typeof lives.listOrderLives>>
  let count: number
  const search = q.q ? await searchFilter(req, q.q) : undefined
  const bySource = q.source || q.campaign ? await orderIdsBySource(req.scope, { source: q.source, campaign: q.campaign }) : undefined
  // a source filter lists the queue in its usual order (the calls-due page has no order filter)
  if (q.to_call === "true" && !search && !bySource) {
    // the calls due now, call-backs whose time came first (whatever `status` says)
    const page = await lives.toCallPage(
      { assigned, wilaya_code: q.wilaya, transporter_id: q.transporter_id, order_type: q.order_type, from: q.from, to: q.to, customer_ids: customerIds },
      { take: take ?? 50, skip: skip ?? 0 }
    )
    const found = page.ids.length ? await lives.listOrderLives({ id: page.ids }, { select, take: null }) : []
    const byId = new Map(found.map((r) => [r.id, r]))
    rows = page.ids.map((id) => byId.get(id)!).filter(Boolean)
    count = page.count
  } else {
    const filters: Record<string, unknown> = { delivery_state: "not_shipped" }
    if (q.status) filters.confirmation_state = q.status
    if (q.wilaya) filters.wilaya_code = q.wilaya
    if (q.transporter_id) filters.transporter_id = q.transporter_id
    if (q.order_type) filters.order_type = q.order_type
    if (q.from || q.to) filters.created_at = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lte: q.to } : {}) }
    if (customerIds) filters.customer_id = customerIds
    if (assigned !== undefined) filters.assigned_to = assigned
    if (search) Object.assign(filters, search)
    if (bySource) {
      const within = filters.order_id as string[] | undefined
      const ids = within ? bySource.filter((id) => within.includes(id)) : bySource
      filters.order_id = ids.length ? ids : [NO_ORDER]
    }
    ;[rows, count] = await lives.listAndCountOrderLives(filters, { select, order: { created_at: "ASC" }, take, skip })
  }
  const phones = [...new Set(rows.map((r) => r.phone))]
  const history = phones.length
    ? await lives.listOrderLives(
        { phone: phones },
        {
          select: ["order_id", "phone", "first_name", "last_name", "commune_code", "confirmation_state", "created_at"],
          order: { created_at: "DESC" },
          take: null,
        }
      )
    : []
  // the same person in the same commune within the window (another phone): the candidates of the page
  const communes = [...new Set(rows.map((r) => r.commune_code))]
  const oldest = rows.reduce((m, r) => Math.min(m, new Date(r.created_at).getTime()), Date.now())
  const neighbours = communes.length
    ? await lives.listOrderLives(
        { commune_code: communes, created_at: { $gte: new Date(oldest - DUPLICATE_WINDOW_HOURS * 3600_000) } },
        { select: ["order_id", "phone", "first_name", "last_name", "commune_code", "confirmation_state", "created_at"], take: null }
      )
    : []
  const duplicates = new Map(rows.map((r) => [r.order_id, probableDuplicateOf(r, [...neighbours, ...history.filter((h) => h.phone === r.phone)])]))
  const orderIds = [...new Set([...rows, ...history, ...[...duplicates.values()].filter((d) => !!d)].map((r) => r.order_id))]
  const { data: orders } = orderIds.length
    ? await queryOf(req).graph({
        entity: "order",
        fields: ["id", "display_id", "status", "total", "currency_code", "created_at", "metadata"],
        filters: { id: orderIds },
      })
    : { data: [] }
  const orderById = new Map((orders as OrderRow[]).map((o) => [o.id, o]))
  const risks = await risksOf(
    req.scope,
    rows.map((r) => r.customer_id)
  )
  // each order's last call (one query for the page), and the names of the agents involved
  const lastCalls = rows.length ? await lives.listOrderCalls({ order_id: rows.map((r) => r.order_id) }, { order: { created_at: "DESC" }, take: null }) : []
  const lastCallOf = new Map<string, (typeof lastCalls)[number]>()
  for (const c of lastCalls) if (!lastCallOf.has(c.order_id)) lastCallOf.set(c.order_id, c)
  const names = await staffNames(req.scope, [...rows.map((r) => r.assigned_to), ...lastCalls.map((c) => c.agent_id)])
  const now = Date.now()
  const places = await placeNames(
    req,
    rows.map((r) => r.commune_code)
  )

  const dup = (d: ReturnType<typeof probableDuplicateOf> | undefined) => (d ? { ...d, display_id: orderById.get(d.order_id)?.display_id ?? null } : null)
  const confirmations = rows.map((r) => {
    const order = orderById.get(r.order_id)
    const last = lastCallOf.get(r.order_id)
    const risk = r.customer_id ? risks.get(r.customer_id) : undefined
    return {
      ...toConfirmation(r),
      customer_id: r.customer_id ?? null,
      risk: risk?.level ?? "new",
      risk_flag: risk?.flag ?? null,
      call_url: `tel:${r.phone}`,
      assigned_to: r.assigned_to ?? null,
      assigned_name: r.assigned_to ? (names.get(r.assigned_to) ?? null) : null,
      due: r.confirmation_state === "postponed" && !!r.postponed_until && new Date(r.postponed_until).getTime() <= now,
      last_call: last
        ? {
            outcome: last.outcome as CallOutcome,
            at: new Date(last.created_at).toISOString(),
            agent_name: last.agent_id ? (names.get(last.agent_id) ?? null) : null,
          }
        : null,
      place: places.get(r.commune_code) ?? null,
      ...sourceOfMetadata(order?.metadata),
      probable_duplicate_of: dup(duplicates.get(r.order_id)),
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
