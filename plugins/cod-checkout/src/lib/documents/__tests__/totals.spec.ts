import { invoiceTotals, taxOf } from "../totals"

const cents = (n: number) => Math.round(n * 100)

describe("taxOf", () => {
  it("derives HT from the stored TTC at 19 %, VAT the rest", () => {
    expect(taxOf(1190, 19)).toEqual({ ht: 1000, vat: 190, ttc: 1190 })
    expect(taxOf(25000, 19)).toEqual({ ht: 21008.4, vat: 3991.6, ttc: 25000 })
    expect(taxOf(8999.99, 19)).toEqual({ ht: 7563.02, vat: 1436.97, ttc: 8999.99 })
    expect(taxOf(500, 0)).toEqual({ ht: 500, vat: 0, ttc: 500 })
    expect(taxOf(1090, 9)).toEqual({ ht: 1000, vat: 90, ttc: 1090 })
  })

  it("refuses a rate that is not a percentage", () => expect(() => taxOf(100, -1)).toThrow(RangeError))
})

describe("invoiceTotals", () => {
  it("adds up to the order's TTC exactly: the sum of the lines' HT + VAT is the TTC total", () => {
    // amounts whose HT each round: summing rounded HTs must still match the TTC to the centime
    const lines = [
      { ttc: 3 * 1499.99, rate: 19 },
      { ttc: 2 * 333.33, rate: 19 },
      { ttc: 7478.99, rate: 19 },
      { ttc: 600, rate: 19 },
      { ttc: 0.01, rate: 19 },
    ]
    const t = invoiceTotals(lines)
    const ttc = lines.reduce((s, l) => s + cents(l.ttc), 0)
    expect(cents(t.ttc)).toBe(ttc)
    expect(cents(t.ht) + cents(t.vat)).toBe(ttc)
    const perLine = lines.map((l) => taxOf(l.ttc, l.rate))
    expect(perLine.reduce((s, l) => s + cents(l.ht), 0)).toBe(cents(t.ht))
    expect(perLine.reduce((s, l) => s + cents(l.vat), 0)).toBe(cents(t.vat))
    for (const l of perLine) expect(cents(l.ht) + cents(l.vat)).toBe(cents(l.ttc))
  })

  it("holds for any prices (1,000 random orders)", () => {
    let seed = 42
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let n = 0; n < 1000; n++) {
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => ({
        ttc: Math.round(rnd() * 5_000_000) / 100,
        rate: rnd() < 0.8 ? 19 : 9,
      }))
      const t = invoiceTotals(lines)
      const ttc = lines.reduce((s, l) => s + cents(l.ttc), 0)
      expect([cents(t.ttc), cents(t.ht) + cents(t.vat)]).toEqual([ttc, ttc])
      expect(t.rates.reduce((s, r) => s + cents(r.ttc), 0)).toBe(ttc)
    }
  })

  it("sums per rate for the VAT summary, the highest rate first", () => {
    const t = invoiceTotals([
      { ttc: 1190, rate: 19 },
      { ttc: 1090, rate: 9 },
      { ttc: 2380, rate: 19 },
    ])
    expect(t).toEqual({
      ht: 4000,
      vat: 660,
      ttc: 4660,
      rates: [
        { rate: 19, ht: 3000, vat: 570, ttc: 3570 },
        { rate: 9, ht: 1000, vat: 90, ttc: 1090 },
      ],
    })
  })
})
