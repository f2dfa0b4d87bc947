import { quoteTransporter, type QuoteInput, type QuoteStopDesk } from "../quote"

const transporter = { id: "trp_1", active: true, supports_home: true, supports_stop_desk: true }
const desk = (id: string, commune_code: number, wilaya_code: number, extra: Partial<QuoteStopDesk> = {}) => ({
  id,
  commune_code,
  wilaya_code,
  active: true,
  name: id,
  ...extra,
})

function input(over: Partial<QuoteInput<QuoteStopDesk>> = {}): QuoteInput<QuoteStopDesk> {
  return {
    transporter,
    rates: [
      { wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200 },
      { wilaya_code: 16, delivery_type: "stop_desk", price: 250, return_fee: 200 },
      { wilaya_code: 28, delivery_type: "home", price: 650, return_fee: null, delay_min_days: 3, delay_max_days: 4 },
      { wilaya_code: 28, delivery_type: "stop_desk", price: 450 },
    ],
    overrides: [],
    stopDesks: [desk("d_alger", 1601, 16), desk("d_bab", 1621, 16)],
    wilaya: { code: 16, code_58: 16 },
    communeCode: 1621,
    ...over,
  }
}

describe("quoteTransporter", () => {
  it("prices each delivery type from the wilaya's rate", () => {
    const q = quoteTransporter(input())
    expect(q.home).toEqual({ served: true, price: 400, return_fee: 200, delay: null, source: "wilaya_rate", stop_desks: [] })
    expect(q.stop_desk).toMatchObject({ served: true, price: 250, source: "wilaya_rate" })
  })

  it("lists the wilaya's active stop-desks, those in the chosen commune first", () => {
    const q = quoteTransporter(
      input({ stopDesks: [desk("a", 1601, 16), desk("z", 1621, 16), desk("off", 1621, 16, { active: false }), desk("oran", 3101, 31)] })
    )
    expect(q.stop_desk.served && q.stop_desk.stop_desks.map((d) => d.id)).toEqual(["z", "a"])
  })

  it("does not serve stop-desk delivery in a wilaya without an active desk", () => {
    const q = quoteTransporter(input({ stopDesks: [desk("off", 1601, 16, { active: false }), desk("oran", 3101, 31)] }))
    expect(q.stop_desk).toEqual({ served: false, reason: "no_stop_desk" })
    expect(q.home.served).toBe(true)
  })

  it("serves nothing for an inactive transporter, and no unsupported type", () => {
    const off = quoteTransporter(input({ transporter: { ...transporter, active: false } }))
    expect(off.home).toEqual({ served: false, reason: "transporter_inactive" })
    expect(off.stop_desk).toEqual({ served: false, reason: "transporter_inactive" })
    const homeOnly = quoteTransporter(input({ transporter: { ...transporter, supports_stop_desk: false } }))
    expect(homeOnly.stop_desk).toEqual({ served: false, reason: "delivery_type_unsupported" })
    expect(homeOnly.home.served).toBe(true)
  })

  it("lets a commune override win: its price, or not served", () => {
    const q = quoteTransporter(
      input({
        overrides: [
          { commune_code: 1621, delivery_type: "home", served: true, price: 350 },
          { commune_code: 1621, delivery_type: "stop_desk", served: false, price: null },
          { commune_code: 1601, delivery_type: "home", served: false, price: null },
        ],
      })
    )
    expect(q.home).toMatchObject({ served: true, price: 350, source: "commune_override", return_fee: 200 })
    expect(q.stop_desk).toEqual({ served: false, reason: "commune_not_served" })
  })

  it("prices an overridden commune even where the wilaya has no rate", () => {
    const q = quoteTransporter(input({ rates: [], overrides: [{ commune_code: 1621, delivery_type: "home", served: true, price: 500 }] }))
    expect(q.home).toMatchObject({ served: true, price: 500, source: "commune_override", return_fee: null })
    expect(q.stop_desk).toEqual({ served: false, reason: "no_rate" })
  })

  it("prices a 2026 wilaya without its own rate at its mother wilaya's rate", () => {
    const q = quoteTransporter(input({ wilaya: { code: 68, code_58: 28 }, communeCode: 2820, stopDesks: [desk("bs", 2820, 68)] }))
    expect(q.home).toMatchObject({ served: true, price: 650, source: "mother_wilaya_rate", delay: { min: 3, max: 4 } })
    expect(q.stop_desk).toMatchObject({ served: true, price: 450, source: "mother_wilaya_rate", delay: null })
  })

  it("prefers a 2026 wilaya's own rate over its mother's", () => {
    const rates = [...input().rates, { wilaya_code: 68, delivery_type: "home" as const, price: 750 }]
    const q = quoteTransporter(input({ rates, wilaya: { code: 68, code_58: 28 }, communeCode: 2820, stopDesks: [] }))
    expect(q.home).toMatchObject({ price: 750, source: "wilaya_rate" })
    // stop-desk: the mother's rate, but no desk in wilaya 68 (a desk in 28 does not count)
    expect(q.stop_desk).toEqual({ served: false, reason: "no_stop_desk" })
  })

  it("never borrows another wilaya's rate for a wilaya of the 58 model", () => {
    const q = quoteTransporter(input({ wilaya: { code: 11, code_58: 11 }, communeCode: 1101 }))
    expect(q.home).toEqual({ served: false, reason: "no_rate" })
  })

  it("keeps a price of 0 set on purpose (free delivery) distinct from not served", () => {
    const q = quoteTransporter(input({ rates: [{ wilaya_code: 16, delivery_type: "home", price: 0 }] }))
    expect(q.home).toMatchObject({ served: true, price: 0 })
  })
})
