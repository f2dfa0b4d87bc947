import { margins, share, type MarginLine, type MarginOrder } from "../margins"

const line = (over: Partial<MarginLine>): MarginLine => ({
  product_id: "p1",
  title: "Mixeur",
  category: { id: "c1", name: "Cuisine" },
  brand: { id: "b1", name: "Condor" },
  quantity: 1,
  total: 5000,
  unit_cost: 3000,
  ...over,
})
const order = (over: Partial<MarginOrder>): MarginOrder => ({
  id: "o",
  outcome: "delivered",
  total: 5600,
  courier_fee: 600,
  return_fee: 0,
  wilaya_code: 16,
  transporter_id: "yal",
  order_type: "online",
  source: "facebook",
  lines: [line({})],
  ...over,
})

describe("margins", () => {
  const rows: MarginOrder[] = [
    // delivered: 5 600 − 3 000 − 600 = 2 000
    order({ id: "a" }),
    // delivered, two products: 7 400 − (2 × 1 500 + 1 000) − 400 = 3 000
    order({
      id: "b",
      total: 7400,
      courier_fee: 400,
      wilaya_code: 31,
      lines: [
        line({ product_id: "p2", title: "Bouilloire", quantity: 2, total: 4000, unit_cost: 1500, brand: { id: "b2", name: "Brandt" } }),
        line({ product_id: "p3", title: "Grille-pain", total: 3000, unit_cost: 1000, category: { id: "c2", name: "Petit déjeuner" } }),
      ],
    }),
    // returned: − 600 − 300
    order({ id: "c", outcome: "returned", return_fee: 300 }),
    // still travelling: left out
    order({ id: "d", outcome: "open" }),
    // a till sale taken away, a line whose cost is unknown: 2 500 − 0, flagged
    order({
      id: "e",
      total: 2500,
      courier_fee: 0,
      transporter_id: null,
      order_type: "shop",
      source: null,
      lines: [line({ product_id: "p4", title: "Tasse", total: 2500, unit_cost: null, brand: null })],
    }),
  ]

  it("a delivered order earns its total less its cost less the courier's fee; a returned one loses both fees", () => {
    const { totals } = margins(rows, "order_type")
    expect(totals).toEqual({
      orders: 4,
      delivered: 3,
      returned: 1,
      revenue: 5600 + 7400 + 2500,
      cost: 3000 + 4000,
      courier_fees: 600 + 400 + 600,
      return_fees: 300,
      margin: 2000 + 3000 - 900 + 2500,
      lines_without_cost: 1,
      ad_spend: 0,
      net_margin: 2000 + 3000 - 900 + 2500,
    })
    expect(margins([rows[0]], "courier").totals.margin).toBe(2000)
    expect(margins([rows[2]], "courier").totals.margin).toBe(-900)
  })

  for (const by of ["product", "category", "brand", "wilaya", "courier", "order_type", "source", "campaign"] as const) {
    it(`groups by ${by} add up to the totals, to the centime`, () => {
      const { totals, groups } = margins(rows, by)
      for (const k of ["revenue", "cost", "courier_fees", "return_fees", "margin", "lines_without_cost"] as const)
        expect(Math.round(groups.reduce((n, g) => n + g[k], 0) * 100) / 100).toBe(totals[k])
    })
  }

  it("shares an order's delivery price and fees among its lines by their totals", () => {
    const { groups } = margins([rows[1]], "product")
    // 7 400 shared 4 000 : 3 000 → 4 228.57 and 3 171.43; the 400 fee → 228.57 and 171.43
    expect(groups.map((g) => [g.key, g.revenue, g.cost, g.courier_fees, g.margin])).toEqual([
      // largest margin first
      ["p3", 3171.43, 1000, 171.43, 2000],
      ["p2", 4228.57, 3000, 228.57, 1000],
    ])
  })

  it("nets the ads' cost: in total, and per source and campaign (a campaign that sold nothing shows its loss)", () => {
    const tagged = rows.map((r, i) => ({ ...r, campaign: i === 0 ? "soldes" : null }))
    const spend = [
      { source: "facebook", campaign: "soldes", amount: 1500.5 },
      { source: "facebook", campaign: "(none)", amount: 100 },
      { source: "tiktok", campaign: "hiver", amount: 700 },
    ]
    const bySource = margins(tagged, "source", spend)
    expect(bySource.totals.ad_spend).toBe(2300.5)
    expect(bySource.totals.net_margin).toBe(Math.round((bySource.totals.margin - 2300.5) * 100) / 100)
    expect(bySource.groups.find((g) => g.key === "tiktok")).toMatchObject({ orders: 0, margin: 0, ad_spend: 700, net_margin: -700 })
    const byCampaign = margins(tagged, "campaign", spend)
    // order a (5 600 − 3 000 − 600) came from the "soldes" campaign
    expect(byCampaign.groups.find((g) => g.key === "facebook / soldes")).toMatchObject({ orders: 1, margin: 2000, ad_spend: 1500.5, net_margin: 499.5 })
    expect(Math.round(byCampaign.groups.reduce((n, g) => n + (g.net_margin ?? 0), 0) * 100) / 100).toBe(byCampaign.totals.net_margin)
  })

  it("shares to the centime, the shares adding up", () => {
    expect(share(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(share(1, [0, 0])).toEqual([1, 0])
    expect(share(1000, [3, 0, 7])).toEqual([300, 0, 700])
  })
})
