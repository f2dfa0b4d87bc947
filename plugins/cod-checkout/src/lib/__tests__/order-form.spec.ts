import { invalidDataBody, parseLeadForm, parseOrderForm } from "../order-form"

const valid = {
  firstname: "Zoé",
  lastname: "Benali",
  phone: "+213 661 23 45 67",
  address: "12 rue Didouche Mourad",
  wilaya: 16,
  commune: 1601,
  shipping_option_id: "so_123",
  items: [{ variant_id: "variant_1", quantity: 2 }],
}
const fields = (body: unknown) => {
  const r = parseOrderForm(body)
  return r.ok ? [] : r.errors.map((e) => e.field)
}

describe("parseOrderForm", () => {
  it("normalizes an order into the names the cart and the confirmation use", () => {
    const r = parseOrderForm({ ...valid, email: "", cart_id: "cart_1732350000000_42" })
    expect(r).toEqual({
      ok: true,
      data: expect.objectContaining({
        first_name: "Zoé",
        last_name: "Benali",
        phone: "0661234567",
        email: undefined,
        items: [{ variant_id: "variant_1", quantity: 2 }],
        cart_id: "cart_1732350000000_42",
      }),
    })
  })
  it("merges the same variant, whose total must still respect the cap", () => {
    const r = parseOrderForm({
      ...valid,
      items: [
        { variant_id: "v", quantity: 1 },
        { variant_id: "v", quantity: 2 },
      ],
    })
    expect(r.ok && r.data.items).toEqual([{ variant_id: "v", quantity: 3 }])
    const over = parseOrderForm({
      ...valid,
      items: [
        { variant_id: "v", quantity: 60 },
        { variant_id: "v", quantity: 60 },
      ],
    })
    expect(!over.ok && over.errors).toEqual([expect.objectContaining({ field: "items", code: "too_big" })])
  })
  it("names every bad field", () => {
    expect(fields({ ...valid, firstname: "A", phone: "661234567", email: "x@y" }).sort()).toEqual(["email", "firstname", "phone"])
    expect(fields({ ...valid, items: [{ variant_id: "v", quantity: 0 }] })).toEqual(["items.0.quantity"])
    expect(fields({ ...valid, items: [{ variant_id: "v", quantity: 1.5 }] })).toEqual(["items.0.quantity"])
    expect(fields({ ...valid, wilaya: 70 })).toEqual(["wilaya"])
    expect(fields({ ...valid, address: "  " })).toEqual(["address"])
    expect(fields({ ...valid, items: [] })).toEqual(["items"])
  })
  it("takes one line shape only: items", () => {
    const { items, ...rest } = valid
    expect(fields({ ...rest, variant_id: "v", quantity: 1 }).sort()).toEqual(["items", "quantity", "variant_id"])
  })
  it("refuses any price sent by the client", () => {
    const r = parseOrderForm({ ...valid, unit_price: 1 })
    expect(!r.ok && r.errors).toEqual([expect.objectContaining({ field: "unit_price", code: "unknown_field" })])
    expect(fields({ ...valid, items: [{ variant_id: "v", quantity: 1, price: 5 }] })).toEqual(["items.0.price"])
  })
  it("answers 400 with the first message and every field", () => {
    const r = parseOrderForm({ ...valid, phone: "12" })
    expect(!r.ok && invalidDataBody(r.errors)).toEqual({
      type: "invalid_data",
      message: expect.stringMatching(/^Invalid phone: /),
      errors: [expect.objectContaining({ field: "phone", code: "invalid_phone" })],
    })
  })
})

describe("parseLeadForm", () => {
  it("needs names, a valid phone and the lead key", () => {
    expect(parseLeadForm({ cart_id: "cart_1_2", firstname: "محمد أمين", lastname: "Benali", phone: "0551234567" }).ok).toBe(true)
    const r = parseLeadForm({ cart_id: "x", firstname: "Zoé", lastname: "B", phone: "12" })
    expect(!r.ok && r.errors.map((e) => e.field).sort()).toEqual(["cart_id", "lastname", "phone"])
  })
})
