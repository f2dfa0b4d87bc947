import { describe, expect, it } from "vitest"
import { addToCart, cartTotal, itemCount, parseQuantityInput, parseStoredCart, refreshPrices, removeLine, setQuantity, type StoredCartLine } from "./cart"

const line = (over: Partial<StoredCartLine> = {}): StoredCartLine => ({
  productId: "prod_1",
  combinationId: "variant_1",
  unitPrice: 1500,
  quantity: 1,
  name: "Sac",
  image: "/img.jpg",
  attributes: { Couleur: "Noir" },
  ...over,
})

describe("browser cart", () => {
  it("merges the same product and combination, keeps others apart", () => {
    const cart = addToCart(addToCart([], line()), line({ quantity: 2 }))
    expect(cart).toEqual([line({ quantity: 3 })])
    const two = addToCart(cart, line({ combinationId: "variant_2", attributes: { Couleur: "Rouge" } }))
    expect(two).toHaveLength(2)
    expect(itemCount(two)).toBe(4)
  })

  it("sets quantities never below 1 and removes lines", () => {
    const cart = [line({ quantity: 2 }), line({ combinationId: "variant_2" })]
    expect(setQuantity(cart, cart[0], 1)[0].quantity).toBe(1)
    expect(setQuantity(cart, cart[0], 0)[0].quantity).toBe(1)
    expect(setQuantity(cart, cart[0], Number.NaN)[0].quantity).toBe(1)
    expect(setQuantity(cart, cart[1], 5)[1].quantity).toBe(5)
    expect(removeLine(cart, cart[0])).toEqual([cart[1]])
  })

  it("totals in centimes", () => {
    expect(cartTotal([line({ unitPrice: 0.1 }), line({ combinationId: "v2", unitPrice: 0.2 })])).toBe(0.3)
    expect(cartTotal([line({ unitPrice: 1500, quantity: 3 })])).toBe(4500)
  })

  it("stores the spec shape and reads back only valid lines", () => {
    const stored = JSON.stringify([
      line(),
      { productId: "p", quantity: 0, unitPrice: 1, combinationId: "v" },
      "junk",
      { ...line({ combinationId: "v9" }), unitPrice: undefined, price: 99 },
    ])
    const read = parseStoredCart(stored)
    expect(read).toEqual([line(), line({ combinationId: "v9", unitPrice: 99 })])
    expect(Object.keys(read[0]).sort()).toEqual(["attributes", "combinationId", "image", "name", "productId", "quantity", "unitPrice"])
    expect(parseStoredCart("{bad")).toEqual([])
    expect(parseStoredCart(null)).toEqual([])
  })

  it("applies server prices to the lines of known variants", () => {
    const cart = [line(), line({ combinationId: "gone" })]
    const next = refreshPrices(cart, { variant_1: 1200 })
    expect(next[0].unitPrice).toBe(1200)
    expect(next[1]).toBe(cart[1])
  })

  it("reads the modal's quantity input as an integer of at least 1", () => {
    expect(parseQuantityInput("3")).toBe(3)
    expect(parseQuantityInput("abc")).toBe(1)
    expect(parseQuantityInput("0")).toBe(1)
    expect(parseQuantityInput("-2")).toBe(1)
    expect(parseQuantityInput("")).toBe(1)
  })
})
