import { aggregate, algiersDay, countStatuses, dayStart, resolveRange } from "../dashboard"

describe("dashboard days and sums", () => {
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

  it("fills empty days and keeps canceled orders out of revenue and products", () => {
    const item = (product_id: string, quantity: number, total: number) => ({ product_id, title: product_id, quantity, total })
    const s = aggregate(
      [
        { id: "a", created_at: "2026-11-01T10:00:00Z", canceled: false, total: 100.1, wilaya_code: 16, items: [item("p1", 2, 100.1)] },
        { id: "b", created_at: "2026-11-03T23:30:00Z", canceled: false, total: 50, wilaya_code: 31, items: [item("p2", 1, 50)] },
        { id: "c", created_at: "2026-11-03T09:00:00Z", canceled: true, total: 70, wilaya_code: 16, items: [item("p2", 5, 70)] },
      ],
      ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]
    )
    expect(s.per_day).toEqual([
      { day: "2026-11-01", orders: 1, canceled: 0, revenue: 100.1 },
      { day: "2026-11-02", orders: 0, canceled: 0, revenue: 0 },
      { day: "2026-11-03", orders: 1, canceled: 1, revenue: 0 },
      { day: "2026-11-04", orders: 1, canceled: 0, revenue: 50 },
    ])
    expect(s.totals).toEqual({ orders: 3, canceled: 1, revenue: 150.1 })
    expect(s.by_wilaya).toEqual([
      { code: 16, count: 2 },
      { code: 31, count: 1 },
    ])
    expect(s.top_products.map((p) => [p.product_id, p.quantity, p.revenue])).toEqual([
      ["p1", 2, 100.1],
      ["p2", 1, 50],
    ])
    expect(countStatuses(["a", "b", "c"], new Map([["a", "confirmed"]]), "none")).toEqual([
      { status: "none", count: 2 },
      { status: "confirmed", count: 1 },
    ])
  })
})
