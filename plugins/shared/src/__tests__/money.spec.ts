import { capturedCents, formatAmount, formatDa, leftToCapture, toCents } from "../money"

const plain = (s: string) => s.replace(/\u00a0/g, " ")

describe("formatDa", () => {
  it("writes dinars as the back-office does: grouped thousands, a comma, always two decimals", () => {
    expect(plain(formatDa(1234.56))).toBe("1 234,56 DA")
    expect(plain(formatDa(8500))).toBe("8 500,00 DA")
    expect(plain(formatDa(0.5, "en"))).toBe("0,50 DA")
    expect(plain(formatDa(1234567.8, "ar"))).toBe("1 234 567,80 د.ج")
    expect(plain(formatDa(-700))).toBe("-700,00 DA")
  })

  it("never splits an amount: no-break spaces only", () => expect(formatDa(12345)).not.toMatch(/ /))

  it("rounds on the decimal text, not the binary value", () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(7478.991596638655)).toBe(747899)
    expect(formatAmount(0.015)).toBe("0,02")
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
  })
})

describe("captures", () => {
  it("sums a payment's captures to the centime and says what is left, never below 0", () => {
    const payment = { amount: "8900", captures: [{ amount: 2966.66 }, null, { amount: "2966.66" }] }
    expect(capturedCents(payment)).toBe(593332)
    expect(leftToCapture(payment)).toBe(2966.68)
    expect(leftToCapture({ amount: 100, captures: [{ amount: 100 }] })).toBe(0)
    expect(leftToCapture({ amount: 100, captures: [{ amount: 150 }] })).toBe(0)
    expect(leftToCapture({ amount: 0.3 })).toBe(0.3)
  })
})
