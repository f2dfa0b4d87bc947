import { parseLeadForm, parseOrderForm } from "../order-form"

const valid = {
  firstname: "Zoé",
  lastname: "Benali",
  phone: "+213 661 23 45 67",
  address: "12 rue Didouche Mourad",
  wilaya: 16,
  commune: 1601,
  shipping_option_id: "so_123",
  variant_id: "variant_1",
  quantity: 2,
}
const fields = (body: unknown) => {
  const r = parseOrderForm(body)
  return r.ok ? [] : r.errors.map((e) => e.field)
}

describe("parseOrderForm", () => {
  it("normalizes a Buy-now order", () => {
    const r = parseOrderForm({ ...valid, email: "", cart_id: "cart_1732350000000_42" })
    expect(r).toEqual({
      ok: true,
      data: expect.objectContaining({
        first_name: "Zoé",
        phone: "0661234567",
        email: undefined,
        items: [{ variant_id: "variant_1", quantity: 2 }],
        cart_id: "cart_1732350000000_42",
      }),
    })
  })
  it("merges the same variant from a cart", () => {
    const { variant_id, quantity, ...rest } = valid
    const r = parseOrderForm({ ...rest, items: [{ variant_id: "v", quantity: 1 }, { variant_id: "v", quantity: 2 }] })
    expect(r.ok && r.data.items).toEqual([{ variant_id: "v", quantity: 3 }])
  })
  it("names every bad field", () => {
    expect(fields({ ...valid, firstname: "Al", phone: "661234567", email: "x@y" }).sort()).toEqual(["email", "firstname", "phone"])
    expect(fields({ ...valid, quantity: 0 })).toEqual(["quantity"])
    expect(fields({ ...valid, quantity: 101 })).toEqual(["quantity"])
    expect(fields({ ...valid, quantity: 1.5 })).toEqual(["quantity"])
    expect(fields({ ...valid, wilaya: 70 })).toEqual(["wilaya"])
    expect(fields({ ...valid, address: "  " })).toEqual(["address"])
    expect(fields({ ...valid, variant_id: undefined })).toEqual(["variant_id"])
    expect(fields({ ...valid, items: [{ variant_id: "v", quantity: 1 }] })).toEqual(["items"])
  })
  it("refuses any price sent by the client", () => {
    const r = parseOrderForm({ ...valid, unit_price: 1 })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.errors[0]).toMatchObject({ field: "unit_price", code: "unknown_field" })
    expect(fields({ ...valid, variant_id: undefined, quantity: undefined, ...{ items: [{ variant_id: "v", quantity: 1, price: 5 }] } })).toEqual([
      "items.0.price",
    ])
  })
})

describe("parseLeadForm", () => {
  it("needs names, a valid phone and the lead key", () => {
    expect(parseLeadForm({ cart_id: "cart_1_2", firstname: "محمد أمين", lastname: "Benali", phone: "0551234567" }).ok).toBe(true)
    const r = parseLeadForm({ cart_id: "x", firstname: "Zoé", lastname: "B", phone: "12" })
    expect(!r.ok && r.errors.map((e) => e.field).sort()).toEqual(["cart_id", "lastname", "phone"])
  })
})
