import { CART_ID_PATTERN, parseCodForm, PostStoreCodLeadSchema, PostStoreCodOrderSchema } from "../cod-order"
import { COD_FORM_CASES, sortedErrors, validBody } from "./cod-order-cases"

describe("PostStoreCodOrderSchema", () => {
  it("accepts the valid form and normalises it into a body it accepts again", () => {
    const parsed = parseCodForm(PostStoreCodOrderSchema, { ...validBody("v1", "so_1"), phone: "+213 661 23 45 67", wilaya: "16", email: " Zoe@Example.DZ" })
    expect(parsed).toEqual({ ok: true, data: { ...validBody("v1", "so_1"), email: "zoe@example.dz" } })
    expect(parsed.ok && parseCodForm(PostStoreCodOrderSchema, parsed.data)).toEqual(parsed)
  })

  it.each(COD_FORM_CASES.map((c) => [c.name, c] as const))("names the bad fields: %s", (_, c) => {
    const parsed = parseCodForm(PostStoreCodOrderSchema, c.body(validBody("v1", "so_1")))
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && sortedErrors(parsed.errors)).toEqual(sortedErrors(c.errors))
  })

  it("needs no street address for a stop-desk pick-up, and still takes one (decision 0055)", () => {
    const { address, ...noAddress } = validBody("v1", "so_1")
    expect(parseCodForm(PostStoreCodOrderSchema, { ...noAddress, stop_desk_id: "desk_1" })).toEqual({
      ok: true,
      data: { ...noAddress, stop_desk_id: "desk_1" },
    })
    expect(parseCodForm(PostStoreCodOrderSchema, { ...noAddress, address: " ", stop_desk_id: "desk_1" }).ok).toBe(true)
    expect(parseCodForm(PostStoreCodOrderSchema, { ...noAddress, address, stop_desk_id: "desk_1" })).toEqual({
      ok: true,
      data: { ...noAddress, address, stop_desk_id: "desk_1" },
    })
    const home = parseCodForm(PostStoreCodOrderSchema, { ...noAddress, stop_desk_id: " " })
    expect(!home.ok && home.errors.map((e) => [e.field, e.code])).toEqual([["address", "required"]])
  })

  it("refuses a price, and the old top-level line", () => {
    const parsed = parseCodForm(PostStoreCodOrderSchema, { ...validBody("v1", "so_1"), unit_price: 1, items: [{ variant_id: "v1", quantity: 1, price: 5 }] })
    expect(!parsed.ok && sortedErrors(parsed.errors)).toEqual([
      { field: "items.0.price", code: "unknown_field" },
      { field: "unit_price", code: "unknown_field" },
    ])
    const { items, ...old } = validBody("v1", "so_1")
    const legacy = parseCodForm(PostStoreCodOrderSchema, { ...old, variant_id: "v1", quantity: 1 })
    expect(!legacy.ok && legacy.errors.map((e) => e.field).sort()).toEqual(["items", "quantity", "variant_id"])
  })
})

describe("PostStoreCodLeadSchema", () => {
  it("needs the lead key, both names and a valid phone; the rest is optional", () => {
    expect(parseCodForm(PostStoreCodLeadSchema, { cart_id: "cart_1_2", firstname: "محمد أمين", lastname: "Benali", phone: "0551234567", wilaya: "" })).toEqual({
      ok: true,
      data: { cart_id: "cart_1_2", firstname: "محمد أمين", lastname: "Benali", phone: "0551234567", items: [] },
    })
    const bad = parseCodForm(PostStoreCodLeadSchema, { cart_id: "x", firstname: "Zoé", lastname: "B", phone: "12" })
    expect(!bad.ok && bad.errors.map((e) => e.field).sort()).toEqual(["cart_id", "lastname", "phone"])
    expect(CART_ID_PATTERN.test("cart_1732350000000_42")).toBe(true)
  })
})
