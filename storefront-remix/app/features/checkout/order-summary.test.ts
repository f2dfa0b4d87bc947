import { describe, expect, it } from "vitest"
import { orderSummary, parseCartLines } from "./order-summary"

describe("parseCartLines", () => {
  it("reads the spec's cart lines, with unitPrice or the older price", () => {
    const stored = JSON.stringify([
      { productId: 12, combinationId: 3, unitPrice: 2500, quantity: 2, name: "Tapis", image: null, attributes: null },
      { productId: "p_2", combinationId: null, price: 990.5, quantity: 1, name: "Lampe", image: null, attributes: { color: "red" } },
    ])
    expect(parseCartLines(stored)).toEqual([
      { productId: 12, unitPrice: 2500, quantity: 2, name: "Tapis" },
      { productId: "p_2", unitPrice: 990.5, quantity: 1, name: "Lampe" },
    ])
  })

  it("keeps the combination (Medusa variant id) the checkout orders", () => {
    const stored = JSON.stringify([{ productId: "prod_1", combinationId: "variant_1", unitPrice: 100, quantity: 1, name: "Tapis" }])
    expect(parseCartLines(stored)).toEqual([{ productId: "prod_1", combinationId: "variant_1", unitPrice: 100, quantity: 1, name: "Tapis" }])
  })

  it("is empty for no cart, a broken value or something that is not a list", () => {
    expect(parseCartLines(null)).toEqual([])
    expect(parseCartLines("{not json")).toEqual([])
    expect(parseCartLines('{"productId":1}')).toEqual([])
  })

  it("skips lines it cannot count instead of failing", () => {
    const stored = JSON.stringify([
      null,
      { productId: 1, unitPrice: "abc", quantity: 1 },
      { productId: 2, unitPrice: -5, quantity: 1 },
      { productId: 3, unitPrice: 100, quantity: 0 },
      { productId: 4, unitPrice: 100, quantity: 1.5 },
      { unitPrice: 100, quantity: 1 },
      { productId: 5, unitPrice: "250", quantity: "2" },
    ])
    expect(parseCartLines(stored)).toEqual([{ productId: 5, unitPrice: 250, quantity: 2 }])
  })
})

describe("orderSummary", () => {
  const lines = [
    { productId: 1, unitPrice: 2500, quantity: 2 },
    { productId: 2, unitPrice: 990.5, quantity: 1 },
  ]

  it("adds the delivery price to the products subtotal", () => {
    expect(orderSummary(lines, 400)).toEqual({ items: 3, products: 5990.5, delivery: 400, total: 6390.5 })
  })

  it("with an empty cart, products are 0 and the total is the delivery price", () => {
    expect(orderSummary([], 1300)).toEqual({ items: 0, products: 0, delivery: 1300, total: 1300 })
  })

  it("before a transporter is chosen, delivery is unknown and the total is the products alone", () => {
    expect(orderSummary(lines, null)).toEqual({ items: 3, products: 5990.5, delivery: null, total: 5990.5 })
  })

  it("counts in centimes, so decimals never drift", () => {
    expect(orderSummary([{ productId: 1, unitPrice: 0.1, quantity: 3 }], 0.2).total).toBe(0.5)
  })
})
