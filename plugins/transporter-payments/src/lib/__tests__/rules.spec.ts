import { assertDeliveryTransition, checkAmount, settle } from "../rules"

describe("delivery and payment rules", () => {
  it("moves an order through shipped, delivered, returned only", () => {
    expect(() => assertDeliveryTransition(null, "shipped")).not.toThrow()
    expect(() => assertDeliveryTransition("shipped", "delivered")).not.toThrow()
    expect(() => assertDeliveryTransition("shipped", "returned")).not.toThrow()
    expect(() => assertDeliveryTransition("delivered", "returned")).not.toThrow()
    expect(() => assertDeliveryTransition(null, "delivered")).toThrow("status: an order that has not been shipped cannot become delivered")
    expect(() => assertDeliveryTransition("returned", "delivered")).toThrow("status: an order that is returned cannot become delivered")
    expect(() => assertDeliveryTransition("delivered", "shipped")).toThrow()
    expect(() => assertDeliveryTransition("shipped", "shipped")).toThrow()
  })

  it("accepts amounts of at most 2 decimals", () => {
    expect(checkAmount("1500,50", "amount_received")).toBe(1500.5)
    expect(checkAmount(0, "amount_received")).toBe(0)
    for (const bad of [-1, 1.005, "abc", null, Infinity]) expect(() => checkAmount(bad, "amount_received")).toThrow(/^amount_received: /)
  })

  it("records the difference to the centime", () => {
    expect(settle([1500.1, 2000.2], 3500.3)).toEqual({ amount_expected: 3500.3, amount_received: 3500.3, difference: 0 })
    expect(settle([25600, 4100], 29000)).toEqual({ amount_expected: 29700, amount_received: 29000, difference: -700 })
  })
})
