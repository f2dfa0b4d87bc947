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

export type OrderRow = {
  id: string
  created_at: Date | string
  canceled: boolean
  total: number
  wilaya_code: number | null
  items: { product_id: string | null; title: string; quantity: number; total: number }[]
}

/**
 * Orders and revenue per day (zero days kept), orders per wilaya, top products. Canceled orders
 * count as orders placed that day but bring no revenue and sell no product.
 */
export function aggregate(rows: OrderRow[], days: string[], topLimit = 10) {
  const perDay = new Map(days.map((d) => [d, { day: d, orders: 0, canceled: 0, revenue: 0 }]))
  const wilayas = new Map<number | null, number>()
  const products = new Map<string, { product_id: string | null; title: string; quantity: number; revenue: number }>()
  for (const o of rows) {
    const bucket = perDay.get(algiersDay(o.created_at))
    if (!bucket) continue
    bucket.orders += 1
    wilayas.set(o.wilaya_code, (wilayas.get(o.wilaya_code) ?? 0) + 1)
    if (o.canceled) {
      bucket.canceled += 1
      continue
    }
    bucket.revenue = round2(bucket.revenue + o.total)
    for (const item of o.items) {
      const key = item.product_id ?? `title:${item.title}`
      const p = products.get(key) ?? { product_id: item.product_id, title: item.title, quantity: 0, revenue: 0 }
      p.quantity += item.quantity
      p.revenue = round2(p.revenue + item.total)
      products.set(key, p)
    }
  }
  const per_day = [...perDay.values()]
  return {
    per_day,
    totals: {
      orders: per_day.reduce((a, d) => a + d.orders, 0),
      canceled: per_day.reduce((a, d) => a + d.canceled, 0),
      revenue: round2(per_day.reduce((a, d) => a + d.revenue, 0)),
    },
    by_wilaya: [...wilayas.entries()].map(([code, count]) => ({ code, count })).sort((a, b) => b.count - a.count || (a.code ?? 99) - (b.code ?? 99)),
    top_products: [...products.values()].sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue).slice(0, topLimit),
  }
}

/** Counts of a status per order; orders without a row fall in `fallback`. */
export function countStatuses(orderIds: string[], statusByOrder: Map<string, string>, fallback: string) {
  const counts = new Map<string, number>()
  for (const id of orderIds) {
    const s = statusByOrder.get(id) ?? fallback
    counts.set(s, (counts.get(s) ?? 0) + 1)
  }
  return [...counts.entries()].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
}
