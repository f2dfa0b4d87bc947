import { planDates, remittedAt } from "../order-dates"
import { DEMO_ORDERS } from "../orders-data"

const HOUR = 3600_000
/** Algiers (UTC+1 all year): the calendar day and the hour of an instant. */
const day = (at: number) => new Date(at + HOUR).toISOString().slice(0, 10)
const hour = (at: number) => new Date(at + HOUR).getUTCHours()

describe("demo order dates", () => {
  // one early-morning and one afternoon seed: today's hours have not all come yet at 01:10
  for (const now of [Date.parse("2026-11-25T00:10:00Z"), Date.parse("2026-11-25T14:40:00Z")]) {
    const plans = DEMO_ORDERS.map((o, i) => ({ order: o, ...planDates(o, i, now) }))

    it(`places every order in the past and each step after the one before (seed at ${new Date(now).toISOString()})`, () => {
      for (const p of plans) {
        const times = [p.placed, ...p.steps]
        expect(times.every((t, i) => i === 0 || t > times[i - 1])).toBe(true)
        expect(Math.max(...times)).toBeLessThan(now)
        expect(p.steps).toHaveLength(p.order.steps.length)
      }
    })

    it("calls between 9:00 and 21:00, couriers between 8:00 and 18:00 (Algiers)", () => {
      for (const p of plans) {
        p.order.steps.forEach((s, i) => {
          const [open, close] = s.axis === "confirmation" ? [9, 21] : [8, 18]
          expect([p.order.key, s.to, hour(p.steps[i]) >= open && hour(p.steps[i]) < close]).toEqual([p.order.key, s.to, true])
        })
      }
    })

    it("spreads the orders over three weeks, and a remittance pays only parcels already delivered or back", () => {
      const days = new Set(plans.map((p) => day(p.placed)))
      expect(days.size).toBeGreaterThanOrEqual(10)
      expect((now - Math.min(...plans.map((p) => p.placed))) / (24 * HOUR)).toBeGreaterThan(18)
      for (const p of plans.filter((x) => x.order.remitted_days_ago !== undefined)) {
        expect(p.steps[p.steps.length - 1]).toBeLessThan(remittedAt(p.order.remitted_days_ago!, now))
      }
    })
  }

  it("dates a remittance at 11:00 of its day", () => {
    const now = Date.parse("2026-11-25T14:40:00Z")
    expect(new Date(remittedAt(3, now)).toISOString()).toBe("2026-11-22T10:00:00.000Z")
  })
})
