import { aggregate, algiersDay, dayStart, percent, resolveRange, tillOutcome, type OrderRow } from "../dashboard"
import { cashPositions } from "../cash-position"

describe("dashboard days", () => {
  it("counts days in Algiers time (UTC+1 all year)", () => {
    expect(algiersDay("2026-11-20T22:59:59Z")).toBe("2026-11-20")
    expect(algiersDay("2026-11-20T23:00:00Z")).toBe("2026-11-21")
    expect(dayStart("2026-11-21").toISOString()).toBe("2026-11-20T23:00:00.000Z")
  })

  it("defaults to the last 30 days and refuses reversed or too long ranges", () => {
    const r = resolveRange({}, new Date("2026-11-23T23:30:00Z"))
    expect([r.from, r.to, r.days.length]).toEqual(["2026-10-26", "2026-11-24", 30])
    expect(r.end.toISOString()).toBe("2026-11-24T23:00:00.000Z")
    expect(() => resolveRange({ from: "2026-11-02", to: "2026-11-01" })).toThrow()
    expect(() => resolveRange({ from: "2024-01-01", to: "2026-01-01" })).toThrow()
  })
})

describe("truthful sums", () => {
  const item = (product_id: string, quantity: number, total: number) => ({ product_id, title: product_id, quantity, total })
  let n = 0
  const order = (over: Partial<OrderRow>): OrderRow => ({
    id: `o${++n}`,
    created_at: "2026-11-01T10:00:00Z",
    total: 1000,
    wilaya_code: 16,
    transporter_id: "tr_y",
    confirmation_state: "to_confirm",
    delivery_state: "not_shipped",
    cash_to_collect: null,
    items: [item("p1", 1, 600)],
    ...over,
  })
  const delivered = (over: Partial<OrderRow> = {}) => order({ confirmation_state: "confirmed", delivery_state: "delivered", cash_to_collect: 1000.1, ...over })
  const rows = [
    order({}), // unconfirmed
    order({ confirmation_state: "no_answer" }),
    order({ confirmation_state: "cancelled", items: [item("p2", 5, 5000)] }),
    order({ confirmation_state: "confirmed", total: 2500 }), // confirmed, not shipped
    order({ confirmation_state: "confirmed", delivery_state: "in_transit", cash_to_collect: 3000, total: 3000, wilaya_code: 31 }),
    delivered({ items: [item("p1", 2, 900.1)] }),
    delivered({ created_at: "2026-11-03T23:30:00Z", cash_to_collect: 450.25, wilaya_code: 31, transporter_id: "tr_z", items: [item("p2", 1, 400)] }),
    order({ confirmation_state: "confirmed", delivery_state: "returned", cash_to_collect: 800, wilaya_code: 31 }),
    order({ confirmation_state: "confirmed", delivery_state: "returning", cash_to_collect: 700 }),
  ]

  it("breaks orders down by the ad's source and campaign, the groups adding up to the totals (decision 0073)", () => {
    const tagged = rows.map((r, i) => ({ ...r, source: i % 3 === 0 ? "facebook" : i % 3 === 1 ? "tiktok" : null, campaign: i % 3 === 0 ? "soldes" : null }))
    const s = aggregate(tagged, ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
    expect(s.by_source.map((x) => [x.source, x.campaign, x.orders, x.confirmed, x.delivered, x.revenue])).toEqual([
      ["(none)", "(none)", 3, 2, 1, 1000.1],
      ["facebook", "soldes", 3, 2, 1, 450.25],
      ["tiktok", "(none)", 3, 2, 0, 0],
    ])
    for (const k of ["orders", "confirmed", "cancelled", "delivered", "returned", "revenue"] as const)
      expect(Math.round(s.by_source.reduce((n, x) => n + x[k], 0) * 100) / 100).toBe(s.totals[k])
  })

  it("breaks orders down by how they were taken (order type), the groups adding up to the totals (issue 21)", () => {
    const types = ["online", "phone", "shop"]
    const typed = rows.map((r, i) => ({ ...r, order_type: i === rows.length - 1 ? null : types[i % 3] }))
    const s = aggregate(typed, ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
    expect(s.by_order_type.map((x) => [x.order_type, x.orders, x.confirmed, x.cancelled, x.delivered, x.revenue])).toEqual([
      // rows 0, 3, 6: unconfirmed, confirmed, delivered (450.25)
      ["online", 3, 2, 0, 1, 450.25],
      // rows 1, 4, 7: no answer, in transit, returned
      ["phone", 3, 2, 0, 0, 0],
      // rows 2, 5: cancelled, delivered (1000.1)
      ["shop", 2, 1, 1, 1, 1000.1],
      // row 8: returning, no life
      ["none", 1, 1, 0, 0, 0],
    ])
    for (const k of ["orders", "confirmed", "cancelled", "delivered", "returned", "revenue"] as const)
      expect(Math.round(s.by_order_type.reduce((n, x) => n + x[k], 0) * 100) / 100).toBe(s.totals[k])
  })

  it("counts a till's sale taken away (no order life) as sold under its type, its total earned; other orders without a life never earn", () => {
    const till = (total: number, type: string) =>
      order({ total, wilaya_code: null, transporter_id: null, ...tillOutcome({ till: { client_id: `c${total}` }, order_type: type }) })
    expect(tillOutcome({ cod: true })).toBeNull()
    expect(tillOutcome(null)).toBeNull()
    const s = aggregate(
      [...rows, till(1500.5, "shop"), till(9000, "wholesale"), till(3000, "installment")],
      ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]
    )
    expect(
      s.by_order_type.filter((x) => ["shop", "wholesale", "installment"].includes(x.order_type)).map((x) => [x.order_type, x.orders, x.delivered, x.revenue])
    ).toEqual([
      ["installment", 1, 1, 3000],
      ["shop", 1, 1, 1500.5],
      ["wholesale", 1, 1, 9000],
    ])
    // 1000.1 + 450.25 delivered by couriers, and the three sales at the till
    expect(s.totals.revenue).toBe(1000.1 + 450.25 + 1500.5 + 9000 + 3000)
    for (const k of ["orders", "delivered", "revenue"] as const) expect(Math.round(s.by_order_type.reduce((n, x) => n + x[k], 0) * 100) / 100).toBe(s.totals[k])
  })

  it("earns only what was delivered and shows the pipeline apart", () => {
    const s = aggregate(rows, ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
    expect(s.totals).toMatchObject({
      orders: 9,
      revenue: 1450.35,
      delivered: 2,
      canceled: 1,
      confirmed: 5 + 1,
      cancelled: 1,
      pipeline: 2500 + 3000,
      pipeline_orders: 2,
      handed_over: 5,
      returned: 1,
      // 6 confirmed of 7 with a final call outcome; 2 delivered of 3 handed over with a final outcome
      confirmation_rate: 85.71,
      delivery_rate: 66.67,
      return_rate: 33.33,
    })
    expect(s.per_day.map((d) => [d.day, d.orders, d.revenue, d.delivery_rate])).toEqual([
      ["2026-11-01", 8, 1000.1, 50],
      ["2026-11-02", 0, 0, null],
      ["2026-11-03", 0, 0, null],
      ["2026-11-04", 1, 450.25, 100],
    ])
    expect(s.by_wilaya.map((w) => [w.code, w.count, w.revenue, w.delivery_rate, w.return_rate])).toEqual([
      [16, 6, 1000.1, 100, 0],
      [31, 3, 450.25, 50, 50],
    ])
    expect(s.by_courier.map((c) => [c.transporter_id, c.orders, c.revenue])).toEqual([
      ["tr_y", 8, 1000.1],
      ["tr_z", 1, 450.25],
    ])
    // p2: ordered 1 (the cancelled order's 5 left out), delivered 1, earned 400; p1's revenue is its delivered line.
    const p = Object.fromEntries(s.by_product.map((x) => [x.product_id, [x.orders, x.quantity, x.delivered_quantity, x.revenue, x.confirmation_rate]]))
    expect(p).toEqual({ p1: [7, 8, 2, 900.1, 100], p2: [2, 1, 1, 400, 50] })
    expect(s.top_products.map((t) => [t.product_id, t.quantity, t.revenue])).toEqual([
      ["p1", 8, 900.1],
      ["p2", 1, 400],
    ])
    expect(Object.fromEntries(s.by_delivery_status.map((x) => [x.status, x.count]))).toEqual({
      not_shipped: 4,
      in_transit: 1,
      delivered: 2,
      returned: 1,
      returning: 1,
    })
  })

  it("says nothing rather than 0 % when nothing can be measured", () => {
    expect(percent(0, 0)).toBeNull()
    expect(percent(1, 3)).toBe(33.33)
    expect(percent(2, 3)).toBe(66.67)
  })

  it("keeps each courier's cash to the centime", () => {
    const p = (over: Partial<Parameters<typeof cashPositions>[0][number]>) => ({
      transporter_id: "tr_y",
      delivery_state: "delivered",
      money_state: "collected_by_courier",
      cash_to_collect: 8900.1,
      courier_fee: 400,
      return_fee: 200,
      ...over,
    })
    const positions = cashPositions(
      [
        p({}),
        p({ money_state: "remitted" }),
        p({ delivery_state: "returned", money_state: "return_fee_due", cash_to_collect: 5000 }),
        p({ delivery_state: "in_transit", money_state: "to_collect", cash_to_collect: 3000.2 }),
        p({ transporter_id: null }),
      ],
      [{ transporter_id: "tr_y", amount_expected: 8500.1, amount_received: 8300.1, difference: -200 }]
    )
    expect(positions.get("tr_y")).toEqual({
      delivered_count: 2,
      collected: 17800.2,
      courier_fees: 800,
      returned_count: 1,
      return_fees: 200,
      owed_count: 2,
      owed: 8300.1,
      in_flight_count: 1,
      in_flight_cash: 3000.2,
      payments_count: 1,
      remitted_expected: 8500.1,
      remitted: 8300.1,
      difference: -200,
    })
  })
})
