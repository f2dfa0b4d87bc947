import { card } from "../cards"

/** A `listing_product` row as `productCards` and the listing query read it. */
const row = (over: Record<string, unknown> = {}) => ({
  id: "prod_1",
  handle: "mixeur",
  price: "2800",
  original_price: "3800",
  in_stock: true,
  card: { images: [], brand: null, variant_id: "variant_1", variant_count: 1, promotion: null },
  text: { title: "Mixeur", category: null, brand_name: null, tag: "Nouveau" },
  ...over,
})

describe("card", () => {
  it("carries the catalogue discount's rule in the badge and keeps the percent in the price", () => {
    const c = card(row({ card: { ...row().card, promotion: { discount_id: "cdisc_1", value_type: "fixed", value: 1000 } } }), "fr")
    expect(c.badge).toEqual({ type: "promotion", value_type: "fixed", value: 1000, label: "-1000" })
    expect(c.price).toEqual({ amount: 2800, original_amount: 3800, currency_code: "dzd", discount_percent: 26 })
  })
  it("shows the percent drop of a plain sale price list (rows indexed before discounts were stored too)", () => {
    const { promotion: _none, ...older } = row().card
    expect(card(row({ card: older }), "fr").badge).toEqual({ type: "promotion", value_type: "percentage", value: 26, label: "-26%" })
  })
  it("shows the first tag when the product is not on sale", () => {
    expect(card(row({ price: "3800", original_price: null }), "fr").badge).toEqual({ type: "tag", label: "Nouveau" })
    expect(card(row({ price: "3800", original_price: null, text: { title: "Mixeur" } }), "fr").badge).toBeNull()
  })
})
