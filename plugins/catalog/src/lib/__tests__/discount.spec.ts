import { isRunning, saleAmount } from "../discount"

describe("saleAmount", () => {
  it("takes a percentage off, rounded to the dinar", () => {
    expect(saleAmount(4500, "percentage", 20)).toBe(3600)
    expect(saleAmount(1999, "percentage", 15)).toBe(1699)
  })
  it("takes a fixed amount off", () => {
    expect(saleAmount(4500, "fixed", 500)).toBe(4000)
  })
  it("never gives a product away nor raises its price", () => {
    expect(saleAmount(400, "fixed", 400)).toBeNull()
    expect(saleAmount(400, "fixed", 1000)).toBeNull()
    expect(saleAmount(400, "percentage", 0)).toBeNull()
    expect(saleAmount(0, "percentage", 10)).toBeNull()
    expect(saleAmount(1, "percentage", 10)).toBe(null) // 0.9 rounds to 1: no lower price
  })
})

describe("isRunning", () => {
  const now = new Date("2026-06-01T12:00:00Z")
  it("runs between its start and its end while active", () => {
    expect(isRunning({ status: "active", starts_at: null, ends_at: "2026-06-02T00:00:00Z" }, now)).toBe(true)
    expect(isRunning({ status: "active", starts_at: "2026-06-01T13:00:00Z", ends_at: "2026-06-02T00:00:00Z" }, now)).toBe(false)
    expect(isRunning({ status: "active", ends_at: "2026-06-01T11:59:59Z" }, now)).toBe(false)
    expect(isRunning({ status: "ended", ends_at: "2026-06-02T00:00:00Z" }, now)).toBe(false)
  })
})
