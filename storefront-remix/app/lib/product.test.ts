import { describe, expect, it } from "vitest"
import { addToCart, cartLineFor, defaultVariant, toProductView, valueAvailable, variantFor, type StoreProduct } from "./product"

const v = (id: string, size: string, color: string, amount: number, stock: number, original = amount) => ({
  id,
  title: `${size} / ${color}`,
  options: [
    { id: `ov_${id}_s`, value: size, option_id: "opt_size" },
    { id: `ov_${id}_c`, value: color, option_id: "opt_color" },
  ],
  calculated_price: { calculated_amount: amount, original_amount: original },
  inventory_quantity: stock,
  manage_inventory: true,
})

const store: StoreProduct = {
  id: "prod_1",
  handle: "basket",
  title: "Basket",
  thumbnail: "http://x/1.svg",
  categories: [{ id: "c", handle: "chaussures", name: "Chaussures" }],
  options: [
    { id: "opt_size", title: "Pointure", values: [{ id: "a", value: "41" }, { id: "b", value: "42" }] },
    { id: "opt_color", title: "Couleur", values: [{ id: "c", value: "Noir" }, { id: "d", value: "Blanc" }] },
  ],
  variants: [v("v41n", "41", "Noir", 4000, 0, 5000), v("v42n", "42", "Noir", 4000, 3, 5000), v("v41b", "41", "Blanc", 4000, 2, 5000)],
}
const p = toProductView(store)

describe("product view", () => {
  it("keeps prices, the sale's original price, stock and each variant's option values", () => {
    expect(p.category).toEqual({ handle: "chaussures", name: "Chaussures" })
    expect(p.variants[0]).toEqual({ id: "v41n", title: "41 / Noir", options: { opt_size: "41", opt_color: "Noir" }, price: 4000, originalPrice: 5000, inStock: false })
  })

  it("starts on the first variant in stock", () => {
    expect(defaultVariant(p)?.id).toBe("v42n")
  })

  it("finds the variant of a selection and disables values no variant has with it", () => {
    expect(variantFor(p, { opt_size: "41", opt_color: "Blanc" })?.id).toBe("v41b")
    expect(variantFor(p, { opt_size: "42", opt_color: "Blanc" })).toBeNull()
    expect(valueAvailable(p, { opt_size: "42", opt_color: "Noir" }, "opt_color", "Blanc")).toBe(false)
    expect(valueAvailable(p, { opt_size: "41", opt_color: "Noir" }, "opt_color", "Blanc")).toBe(true)
  })
})

describe("browser cart lines (spec §3, §4)", () => {
  it("are shaped as the spec says and merge the same product and combination", () => {
    const line = cartLineFor(p, p.variants[1], 1)
    expect(line).toEqual({ productId: "prod_1", combinationId: "v42n", unitPrice: 4000, quantity: 1, name: "Basket", image: "http://x/1.svg", attributes: { Pointure: "42", Couleur: "Noir" } })
    const twice = addToCart(addToCart([], line), { ...line, quantity: 2 })
    expect(twice).toHaveLength(1)
    expect(twice[0].quantity).toBe(3)
    expect(addToCart(twice, cartLineFor(p, p.variants[2], 1))).toHaveLength(2)
  })
})
