import { monthBounds, sheet } from "../attendance"
import { weightedCost } from "../cost"
import { isLow, suggestedQuantity } from "../low-stock"
import { checkReceipt, canMove } from "../po-rules"
import { calculate, htOf, storedTtc, ttcOf } from "../prices"

describe("price set (the spec's §5 price calculation)", () => {
  it("TTC = HT × (1 + tax/100) to 2 decimals, either side typed, 0 when HT is empty", () => {
    expect(ttcOf(1000, 19)).toBe(1190)
    expect(ttcOf(33.33, 19)).toBe(39.66)
    expect(ttcOf(0.05, 19)).toBe(0.06)
    expect(ttcOf(null, 19)).toBe(0)
    expect(ttcOf(100, 9.995)).toBe(110)
    expect(htOf(1190, 19)).toBe(1000)
    expect(htOf(2000, 19)).toBe(1680.67)
    expect(storedTtc({ ht: 1000 }, 19)).toBe(1190)
    expect(storedTtc({ ht: 1000, ttc: 1200 }, 19)).toBe(1200)
    expect(storedTtc({}, 19)).toBeNull()
    expect(() => ttcOf(10, -1)).toThrow(RangeError)
  })

  it("the calculator: the chosen type's price × quantity (1 when empty), 2 decimals", () => {
    const prices = { retail: 2380, wholesale: 1999.99, supply: null }
    expect(calculate(prices, "retail")).toBe(2380)
    expect(calculate(prices, "wholesale", 3)).toBe(5999.97)
    expect(calculate(prices, "supply", 2)).toBeNull()
    expect(() => calculate(prices, "retail", 1.5)).toThrow(RangeError)
  })
})

describe("weighted cost", () => {
  it("averages the units on hand at their cost with the units received, to the centime", () => {
    expect(weightedCost({ on_hand: 20, cost: 1000 }, { quantity: 3, unit_cost: 1300 })).toBe(1039.13)
    expect(weightedCost({ on_hand: 23, cost: 1039.13 }, { quantity: 7, unit_cost: 1300 })).toBe(1100)
    expect(weightedCost({ on_hand: 0, cost: 500 }, { quantity: 2, unit_cost: 800 })).toBe(800)
    expect(weightedCost({ on_hand: -4, cost: 500 }, { quantity: 2, unit_cost: 800 })).toBe(800)
    expect(weightedCost({ on_hand: 10, cost: null }, { quantity: 2, unit_cost: 800.5 })).toBe(800.5)
    expect(() => weightedCost({ on_hand: 1, cost: 1 }, { quantity: 0, unit_cost: 1 })).toThrow(RangeError)
  })
})

describe("purchase order", () => {
  it("moves draft → sent → partly received → received → closed, or cancelled before any reception", () => {
    expect(canMove("draft", "sent")).toBe(true)
    expect(canMove("draft", "received")).toBe(false)
    expect(canMove("sent", "cancelled")).toBe(true)
    expect(canMove("received", "closed")).toBe(true)
    expect(canMove("closed", "draft")).toBe(false)
  })

  it("a reception is checked line by line against what is left", () => {
    const lines = [
      { id: "a", quantity: 10, received_quantity: 3 },
      { id: "b", quantity: 2, received_quantity: 0 },
    ]
    expect(checkReceipt(lines, [{ line_id: "a", quantity: 7 }])).toEqual({ ok: true, status: "partially_received" })
    expect(
      checkReceipt(lines, [
        { line_id: "a", quantity: 7 },
        { line_id: "b", quantity: 2 },
      ])
    ).toEqual({ ok: true, status: "received" })
    // the same line twice in one reception counts both
    const twice = checkReceipt(lines, [
      { line_id: "a", quantity: 4 },
      { line_id: "a", quantity: 4 },
    ])
    expect(twice.ok ? [] : twice.errors.map((e) => [e.field, e.code])).toEqual([["lines.1.quantity", "too_high"]])
    const bad = checkReceipt(lines, [
      { line_id: "x", quantity: 1 },
      { line_id: "b", quantity: 0 },
    ])
    expect(bad.ok ? [] : bad.errors.map((e) => [e.field, e.code])).toEqual([
      ["lines.0.line_id", "invalid"],
      ["lines.1.quantity", "not_positive"],
    ])
  })
})

describe("low stock", () => {
  it("is at or under the reorder point; the suggestion brings it back to twice the point, at least 1", () => {
    expect([isLow(3, 3), isLow(4, 3), isLow(0, null)]).toEqual([true, false, false])
    expect([suggestedQuantity(2, 3), suggestedQuantity(-5, 3), suggestedQuantity(0, 0)]).toEqual([4, 6, 1])
  })
})

describe("attendance sheet", () => {
  it("counts each stretch on the Algiers day it began, an open one until now, per day and in the month", () => {
    const at = (s: string) => new Date(s)
    const s = sheet(
      [
        { location_id: "w", clock_in: at("2026-11-02T07:00:00Z"), clock_out: at("2026-11-02T11:30:00Z") },
        { location_id: "w", clock_in: at("2026-11-02T12:30:00Z"), clock_out: at("2026-11-02T16:00:00Z") },
        // 23:30 UTC is 00:30 on the 4th in Algiers; a night shift stays on its day
        { location_id: "s", clock_in: at("2026-11-03T23:30:00Z"), clock_out: at("2026-11-04T07:30:00Z") },
        { location_id: "s", clock_in: at("2026-11-05T08:00:00Z"), clock_out: null },
      ],
      at("2026-11-05T09:15:00Z")
    )
    expect(s.days.map((d) => [d.day, d.minutes])).toEqual([
      ["2026-11-02", 480],
      ["2026-11-04", 480],
      ["2026-11-05", 75],
    ])
    expect(s.minutes).toBe(1035)
    expect(monthBounds("2026-12")).toEqual({ start: at("2026-11-30T23:00:00Z"), end: at("2026-12-31T23:00:00Z") })
    expect(monthBounds("2026-13")).toBeNull()
  })
})
