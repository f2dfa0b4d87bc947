import { NO_SOURCE } from "@shop/contracts/attribution"
import type { RateCounts, RateStat } from "@shop/contracts/dashboard"
/**
 * Pure parts of the dashboard: Algiers calendar days and aggregation of order rows.
 * Algeria keeps UTC+1 all year (no daylight saving since 1981), so an Algiers day is the UTC
 * interval [D-1 23:00, D 23:00): a fixed offset is exact and needs no time-zone database.
 */
export const ALGIERS_OFFSET_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
export const DEFAULT_DAYS = 30
export const MAX_DAYS = 366

/** The Algiers calendar day (YYYY-MM-DD) of an instant. */
export const algiersDay = (at: Date | string) => new Date(new Date(at).getTime() + ALGIERS_OFFSET_MS).toISOString().slice(0, 10)

/** The UTC instant at which an Algiers day starts. */
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - ALGIERS_OFFSET_MS)

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** Every day from `from` to `to` included. */
export function daysBetween(from: string, to: string) {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/**
 * The range asked for, defaulting to the last 30 Algiers days up to today. Throws a
 * `{field, message}` the route turns into a 400 naming the field.
 */
export function resolveRange(input: { from?: string; to?: string }, now = new Date()) {
  const to = input.to ?? algiersDay(now)
  const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1))
  if (from > to) throw { field: "from", message: "must be on or before to" }
  const days = daysBetween(from, to)
  if (days.length > MAX_DAYS) throw { field: "from", message: `the range is at most ${MAX_DAYS} days` }
  return { from, to, days, start: dayStart(from), end: dayStart(addDays(to, 1)) }
}

export const round2 = (v: number) => Math.round((Number(v) || 0) * 100) / 100
const cents = (v: number | null | undefined) => Math.round(Number(v ?? 0) * 100)

/** One order as the dashboard sees it: Medusa's totals and lines, its life's three axes (decision 0038). */
export type OrderRow = {
  id: string
  created_at: Date | string
  /** Medusa's order total (what the buyer owes, shipping included). */
  total: number
  wilaya_code: number | null
  transporter_id: string | null
  /** "none" for an order without a cash-on-delivery life. */
  confirmation_state: string
  delivery_state: string
  /** What the courier collects at the door, frozen at hand-over (null before). */
  cash_to_collect: number | null
  items: { product_id: string | null; title: string; quantity: number; total: number }[]
  /** The ad that brought it (the order's attribution, decision 0073): utm_source and utm_campaign. */
  source?: string | null
  campaign?: string | null
  /** How the order was taken (its life's order type: online, phone, shop, wholesale, installment); null without a life. */
  order_type?: string | null
}

export type { RateCounts }
export type Rates = RateStat

/** Delivery states of a parcel that is with its courier or back: everything after the hand-over. */
const AFTER_HAND_OVER = new Set(["handed_over", "in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"])
/** Confirmed and on its way (or not yet given to the courier): the pipeline. */
const PIPELINE = new Set(["not_shipped", "handed_over", "in_transit", "out_for_delivery", "delivery_attempted"])

/** A percent with 2 decimals; null when nothing can be measured yet (0 / 0 is not 0 %). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10000) / whole) / 100 : null)

const empty = (): RateCounts => ({ orders: 0, confirmed: 0, cancelled: 0, handed_over: 0, delivered: 0, returned: 0, lost: 0, revenue: 0 })

/**
 * An order's delivery outcome as the dashboard counts it. An order with an exchange (decision 0042)
 * was delivered once: it stays delivered (not pipeline, not a return, whatever its exchange parcel
 * does), and its cash is the first parcel's (`collected_before`) plus the exchange difference once
 * that parcel is delivered.
 */
export function dashboardOutcome(life: { delivery_state: string; cash_to_collect: number | null; collected_before?: number | null }): {
  delivery_state: string
  cash_to_collect: number | null
} {
  const before = cents(life.collected_before ?? 0)
  if (before <= 0) return { delivery_state: life.delivery_state, cash_to_collect: life.cash_to_collect }
  const exchange = life.delivery_state === "delivered" ? cents(life.cash_to_collect ?? 0) : 0
  return { delivery_state: "delivered", cash_to_collect: (before + exchange) / 100 }
}

/** What a delivered order brought in: the cash collected at the door, or its total if it was never frozen. */
/**
 * A sale taken away at a shop's till (decision 0088) has no order life: nobody confirms it, no courier
 * carries it. The buyer left with the goods and the till took the money (or its plan): counted
 * confirmed and delivered, its revenue its total, under its order type. Null for any other order.
 */
export function tillOutcome(metadata: Record<string, unknown> | null | undefined) {
  const till = metadata?.till as { client_id?: unknown } | undefined
  if (!till || typeof till.client_id !== "string") return null
  const type = typeof metadata?.order_type === "string" ? metadata.order_type : "shop"
  return { confirmation_state: "confirmed", delivery_state: "delivered", cash_to_collect: null, order_type: type }
}

export const deliveredAmount = (o: Pick<OrderRow, "cash_to_collect" | "total">) => o.cash_to_collect ?? o.total

function count(c: RateCounts, o: OrderRow, revenueCents: number) {
  c.orders += 1
  if (o.confirmation_state === "confirmed") c.confirmed += 1
  if (o.confirmation_state === "cancelled") c.cancelled += 1
  if (AFTER_HAND_OVER.has(o.delivery_state)) c.handed_over += 1
  if (o.delivery_state === "delivered") {
    c.delivered += 1
    c.revenue = (cents(c.revenue) + revenueCents) / 100
  }
  if (o.delivery_state === "returned") c.returned += 1
  if (o.delivery_state === "lost") c.lost += 1
}

/**
 * The rates of decision 0038: confirmation = confirmed / (confirmed + cancelled), the orders whose
 * call has a final outcome; delivery = delivered / (delivered + returned + lost) and return =
 * returned / the same, the handed-over parcels whose delivery has a final outcome.
 */
export function withRates(c: RateCounts): Rates {
  const finalDelivery = c.delivered + c.returned + c.lost
  return {
    ...c,
    confirmation_rate: percent(c.confirmed, c.confirmed + c.cancelled),
    delivery_rate: percent(c.delivered, finalDelivery),
    return_rate: percent(c.returned, finalDelivery),
  }
}

/**
 * Everything the dashboard sums over the orders placed in the period: per day, per wilaya, per
 * courier and per product, the counts and rates; revenue is what was delivered (cash collected),
 * the pipeline what is confirmed and not delivered yet. Cancelled, unconfirmed, refused, returned
 * and lost orders bring no revenue.
 */
export function aggregate(rows: OrderRow[], days: string[], topLimit = 10) {
  const perDay = new Map(days.map((d) => [d, empty()]))
  const wilayas = new Map<number | null, RateCounts>()
  const couriers = new Map<string | null, RateCounts>()
  const sources = new Map<string, RateCounts & { source: string; campaign: string }>()
  const types = new Map<string, RateCounts>()
  const products = new Map<string, RateCounts & { product_id: string | null; title: string; quantity: number; delivered_quantity: number }>()
  const total = empty()
  const confirmation = new Map<string, number>()
  const delivery = new Map<string, number>()
  let pipeline = 0
  let pipelineOrders = 0
  for (const o of rows) {
    const day = perDay.get(algiersDay(o.created_at))
    if (!day) continue
    const revenue = o.delivery_state === "delivered" ? cents(deliveredAmount(o)) : 0
    const [source, campaign] = [o.source || NO_SOURCE, o.campaign || NO_SOURCE]
    const bySource = at(sources, JSON.stringify([source, campaign]), () => ({ ...empty(), source, campaign }))
    const byType = at(types, o.order_type || "none", empty)
    for (const c of [day, total, at(wilayas, o.wilaya_code, empty), at(couriers, o.transporter_id, empty), bySource, byType]) count(c, o, revenue)
    confirmation.set(o.confirmation_state, (confirmation.get(o.confirmation_state) ?? 0) + 1)
    delivery.set(o.delivery_state, (delivery.get(o.delivery_state) ?? 0) + 1)
    if (o.confirmation_state === "confirmed" && PIPELINE.has(o.delivery_state)) {
      pipeline += cents(o.cash_to_collect ?? o.total)
      pipelineOrders += 1
    }
    // A product counts once per order it is in; its revenue is its lines' totals in delivered orders.
    const seen = new Set<string>()
    for (const item of o.items) {
      const key = item.product_id ?? `title:${item.title}`
      const p = at(products, key, () => ({ ...empty(), product_id: item.product_id, title: item.title, quantity: 0, delivered_quantity: 0 }))
      if (o.confirmation_state !== "cancelled") p.quantity += item.quantity
      if (o.delivery_state === "delivered") p.delivered_quantity += item.quantity
      if (!seen.has(key)) {
        seen.add(key)
        count(p, o, 0)
      }
      if (o.delivery_state === "delivered") p.revenue = (cents(p.revenue) + cents(item.total)) / 100
    }
  }
  const per_day = [...perDay.entries()].map(([d, c]) => ({ day: d, canceled: c.cancelled, ...withRates(c) }))
  const productRates = [...products.values()].map((p) => ({
    ...withRates(p),
    product_id: p.product_id,
    title: p.title,
    quantity: p.quantity,
    delivered_quantity: p.delivered_quantity,
  }))
  return {
    per_day,
    totals: {
      ...withRates(total),
      canceled: total.cancelled,
      pipeline: pipeline / 100,
      pipeline_orders: pipelineOrders,
    },
    by_wilaya: [...wilayas.entries()]
      .map(([code, c]) => ({ code, count: c.orders, ...withRates(c) }))
      .sort((a, b) => b.count - a.count || (a.code ?? 99) - (b.code ?? 99)),
    by_courier: [...couriers.entries()].map(([transporter_id, c]) => ({ transporter_id, ...withRates(c) })).sort((a, b) => b.orders - a.orders),
    by_product: productRates.sort((a, b) => b.orders - a.orders || b.revenue - a.revenue),
    by_source: [...sources.values()]
      .map(({ source, campaign, ...c }) => ({ source, campaign, ...withRates(c) }))
      .sort((a, b) => b.orders - a.orders || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign)),
    by_order_type: [...types.entries()]
      .map(([order_type, c]) => ({ order_type, ...withRates(c) }))
      .sort((a, b) => b.orders - a.orders || a.order_type.localeCompare(b.order_type)),
    by_confirmation_status: sortedCounts(confirmation),
    by_delivery_status: sortedCounts(delivery),
    top_products: [...productRates]
      .filter((p) => p.quantity > 0)
      .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue)
      .slice(0, topLimit)
      .map((p) => ({ product_id: p.product_id, title: p.title, quantity: p.quantity, revenue: p.revenue })),
  }
}

function at<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key)
  if (!v) map.set(key, (v = make()))
  return v
}

const sortedCounts = (m: Map<string, number>) =>
  [...m.entries()].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
