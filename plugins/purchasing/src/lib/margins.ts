/**
 * Gross margins from the orders (issue 22 item 3, decision 0089), in centimes inside. An order counts
 * once it is settled: delivered (a courier's, or a sale taken away at a till), its margin is its total
 * less what its units cost when sold less the courier's fee; returned, it earned nothing and cost the
 * courier's fee and the return fee. Orders still on their way, cancelled or lost are left out.
 * Grouped by the order (wilaya, courier, order type, source) or by its lines (product, category,
 * brand): the order's amounts beyond its lines (the delivery price the buyer paid, the fees) are shared
 * among its lines in proportion to their totals, to the centime (largest remainder), so the groups
 * always add up to the totals.
 */
export type MarginLine = {
  product_id: string | null
  title: string
  category: { id: string; name: string } | null
  brand: { id: string; name: string } | null
  quantity: number
  /** The line's total as the buyer paid it (taxes included). */
  total: number
  /** What a unit cost when sold; null when no cost was known. */
  unit_cost: number | null
}

export type MarginOrder = {
  id: string
  outcome: "delivered" | "returned" | "open"
  total: number
  courier_fee: number
  return_fee: number
  wilaya_code: number | null
  transporter_id: string | null
  order_type: string | null
  source: string | null
  campaign?: string | null
  lines: MarginLine[]
}

/** Ad spend typed by staff for a day, a source and a campaign. */
export type Spend = { source: string; campaign: string; amount: number }
export const NONE = "(none)"

export const MARGIN_GROUPS = ["product", "category", "brand", "wilaya", "courier", "order_type", "source", "campaign"] as const
export type MarginGroupBy = (typeof MARGIN_GROUPS)[number]

export type MarginSums = {
  orders: number
  delivered: number
  returned: number
  revenue: number
  cost: number
  courier_fees: number
  return_fees: number
  margin: number
  lines_without_cost: number
}
export type MarginGroup = MarginSums & { key: string | null; label: string | null }

const c = (n: number) => Math.round(n * 100)
type Cents = {
  orders: number
  delivered: number
  returned: number
  revenue: number
  cost: number
  courier_fees: number
  return_fees: number
  lines_without_cost: number
}
const zero = (): Cents => ({ orders: 0, delivered: 0, returned: 0, revenue: 0, cost: 0, courier_fees: 0, return_fees: 0, lines_without_cost: 0 })
const out = (s: Cents): MarginSums => ({
  orders: s.orders,
  delivered: s.delivered,
  returned: s.returned,
  revenue: s.revenue / 100,
  cost: s.cost / 100,
  courier_fees: s.courier_fees / 100,
  return_fees: s.return_fees / 100,
  margin: (s.revenue - s.cost - s.courier_fees - s.return_fees) / 100,
  lines_without_cost: s.lines_without_cost,
})

/** `amount` centimes shared by `weights`, each share whole centimes, the shares adding up to `amount`. */
export function share(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, w) => a + Math.max(0, w), 0)
  if (!weights.length) return []
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0))
  const exact = weights.map((w) => (amount * Math.max(0, w)) / total)
  const floors = exact.map((x) => Math.floor(x))
  let left = amount - floors.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    floors[i] += 1
    left -= 1
  }
  return floors
}

/** One order's own sums (centimes): what it earned, cost and paid the courier. */
function orderCents(o: MarginOrder): Cents {
  const s = zero()
  s.orders = 1
  if (o.outcome === "delivered") {
    s.delivered = 1
    s.revenue = c(o.total)
    s.cost = o.lines.reduce((n, l) => n + (l.unit_cost === null ? 0 : l.quantity * c(l.unit_cost)), 0)
    s.courier_fees = c(o.courier_fee)
    s.lines_without_cost = o.lines.filter((l) => l.unit_cost === null).length
  } else if (o.outcome === "returned") {
    s.returned = 1
    s.courier_fees = c(o.courier_fee)
    s.return_fees = c(o.return_fee)
  }
  return s
}

const orderKey: Record<Exclude<MarginGroupBy, "product" | "category" | "brand">, (o: MarginOrder) => [string | null, string | null]> = {
  wilaya: (o) => [o.wilaya_code === null ? null : String(o.wilaya_code), null],
  courier: (o) => [o.transporter_id, null],
  order_type: (o) => [o.order_type, null],
  source: (o) => [o.source ?? NONE, null],
  campaign: (o) => [`${o.source ?? NONE} / ${o.campaign ?? NONE}`, null],
}
const lineKey: Record<"product" | "category" | "brand", (l: MarginLine) => [string | null, string | null]> = {
  product: (l) => [l.product_id, l.title],
  category: (l) => [l.category?.id ?? null, l.category?.name ?? null],
  brand: (l) => [l.brand?.id ?? null, l.brand?.name ?? null],
}

/** What the ads cost and the margin left after them: in total, and per source or campaign group. */
export type AdSums = { ad_spend: number; net_margin: number }

export function margins(
  orders: MarginOrder[],
  by: MarginGroupBy,
  spend: Spend[] = []
): { totals: MarginSums & AdSums; groups: (MarginGroup & Partial<AdSums>)[] } {
  const settled = orders.filter((o) => o.outcome !== "open")
  const totals = zero()
  const groups = new Map<string, Cents & { key: string | null; label: string | null }>()
  const add = (key: string | null, label: string | null, s: Cents) => {
    const id = JSON.stringify(key)
    const g = groups.get(id) ?? { ...zero(), key, label }
    for (const k of Object.keys(s) as (keyof Cents)[]) g[k] += s[k]
    if (!g.label && label) g.label = label
    groups.set(id, g)
  }
  for (const o of settled) {
    const s = orderCents(o)
    for (const k of Object.keys(s) as (keyof Cents)[]) totals[k] += s[k]
    if (by in orderKey) {
      const [key, label] = orderKey[by as keyof typeof orderKey](o)
      add(key, label, s)
      continue
    }
    // by line: each line its own cost; the order's revenue and fees shared by the lines' totals
    const lines = o.lines.length ? o.lines : [{ product_id: null, title: "", category: null, brand: null, quantity: 0, total: 0, unit_cost: 0 }]
    const weights = lines.map((l) => c(l.total))
    const revenue = share(s.revenue, weights)
    const courier = share(s.courier_fees, weights)
    const ret = share(s.return_fees, weights)
    const seen = new Set<string>()
    lines.forEach((l, i) => {
      const [key, label] = lineKey[by as keyof typeof lineKey](l)
      const id = JSON.stringify(key)
      add(key, label, {
        orders: seen.has(id) ? 0 : 1,
        delivered: seen.has(id) ? 0 : s.delivered,
        returned: seen.has(id) ? 0 : s.returned,
        revenue: revenue[i],
        cost: o.outcome === "delivered" && l.unit_cost !== null ? l.quantity * c(l.unit_cost) : 0,
        courier_fees: courier[i],
        return_fees: ret[i],
        lines_without_cost: o.outcome === "delivered" && l.unit_cost === null ? 1 : 0,
      })
      seen.add(id)
    })
  }
  // the ads' cost: netted in total, and per group when grouped by where the orders came from
  const spent = new Map<string, number>()
  for (const x of spend) {
    const key = by === "campaign" ? `${x.source} / ${x.campaign}` : x.source
    spent.set(key, (spent.get(key) ?? 0) + c(x.amount))
    if ((by === "source" || by === "campaign") && !groups.has(JSON.stringify(key))) add(key, null, zero())
  }
  const totalSpend = [...spent.values()].reduce((a, b) => a + b, 0)
  const totalsOut = out(totals)
  return {
    totals: { ...totalsOut, ad_spend: totalSpend / 100, net_margin: (c(totalsOut.margin) - totalSpend) / 100 },
    groups: [...groups.values()]
      .map((g) => {
        const base = { key: g.key, label: g.label, ...out(g) }
        if (by !== "source" && by !== "campaign") return base
        const ad = spent.get(g.key ?? "") ?? 0
        return { ...base, ad_spend: ad / 100, net_margin: (c(base.margin) - ad) / 100 }
      })
      .sort((a, b) => b.margin - a.margin || String(a.key).localeCompare(String(b.key))),
  }
}
