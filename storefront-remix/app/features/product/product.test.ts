import { describe, expect, it } from "vitest"
import { addToCart, cartLineFor, defaultVariant, valueAvailable, valueInStock, variantFor, type ProductView } from "./product"

const v = (id: string, size: string, color: string, stock: number) => ({
  id,
  title: `${size} / ${color}`,
  options: { opt_size: size, opt_color: color },
  price: 4000,
  originalPrice: 5000,
  inStock: stock > 0,
})

const p: ProductView = {
  id: "prod_1",
  handle: "basket",
  title: "Basket",
  description: null,
  image: "http://x/1.svg",
  category: { handle: "chaussures", name: "Chaussures" },
  options: [
    { id: "opt_size", title: "Pointure", values: ["41", "42"] },
    { id: "opt_color", title: "Couleur", values: ["Noir", "Blanc"] },
  ],
  variants: [v("v41n", "41", "Noir", 0), v("v42n", "42", "Noir", 3), v("v41b", "41", "Blanc", 2)],
}

describe("product view", () => {
  it("starts on the first variant in stock", () => {
    expect(defaultVariant(p)?.id).toBe("v42n")
  })

  it("finds the variant of a selection and disables values no variant has with it", () => {
    expect(variantFor(p, { opt_size: "41", opt_color: "Blanc" })?.id).toBe("v41b")
    expect(variantFor(p, { opt_size: "42", opt_color: "Blanc" })).toBeNull()
    expect(valueAvailable(p, { opt_size: "42", opt_color: "Noir" }, "opt_color", "Blanc")).toBe(false)
    expect(valueAvailable(p, { opt_size: "41", opt_color: "Noir" }, "opt_color", "Blanc")).toBe(true)
  })

  it("tells a value that exists but is sold out with the other choices (the options modal says so)", () => {
    // 41 Noir exists with no stock: Noir is available beside 41 but sold out; Blanc is in stock
    expect(valueAvailable(p, { opt_size: "41", opt_color: "Blanc" }, "opt_color", "Noir")).toBe(true)
    expect(valueInStock(p, { opt_size: "41", opt_color: "Blanc" }, "opt_color", "Noir")).toBe(false)
    expect(valueInStock(p, { opt_size: "41", opt_color: "Noir" }, "opt_color", "Blanc")).toBe(true)
    expect(valueInStock(p, { opt_size: "42", opt_color: "Noir" }, "opt_size", "41")).toBe(false)
  })
})

describe("browser cart lines (spec §3, §4)", () => {
  it("are shaped as the spec says and merge the same product and combination", () => {
    const line = cartLineFor(p, p.variants[1], 1)
    expect(line).toEqual({
      productId: "prod_1",
      combinationId: "v42n",
      unitPrice: 4000,
      quantity: 1,
      name: "Basket",
      image: "http://x/1.svg",
      attributes: { Pointure: "42", Couleur: "Noir" },
    })
    const twice = addToCart(addToCart([], line), { ...line, quantity: 2 })
    expect(twice).toHaveLength(1)
    expect(twice[0].quantity).toBe(3)
    expect(addToCart(twice, cartLineFor(p, p.variants[2], 1))).toHaveLength(2)
  })
})
