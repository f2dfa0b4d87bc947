import { describe, expect, it } from "vitest"
import { orderBody, orderOutcome } from "./cod-order.server"

const values = { firstname: "Zoé", lastname: "Benali", phone: "0661 23 45 67", email: " zoé@ex.dz", address: " 1 rue ", wilaya: "16", commune: "1601", transporter: "so_1" }

describe("the backend's order body", () => {
  it("is the form (email stripped as spec §5 says), the delivery choice and the lines, never a price", () => {
    const body = orderBody(values, { shipping_option_id: "so_1", stop_desk_id: "", cart_id: "cart_1_2", lines: [{ variant_id: "v1", quantity: 2 }] })
    expect(body).toEqual({
      firstname: "Zoé", lastname: "Benali", phone: "0661 23 45 67", email: "zo@ex.dz", address: "1 rue",
      wilaya: 16, commune: 1601, shipping_option_id: "so_1", cart_id: "cart_1_2", variant_id: "v1", quantity: 2,
    })
    expect(JSON.stringify(body)).not.toMatch(/price|amount|total/)
  })

  it("sends the cart's lines as items, and a stop-desk when chosen", () => {
    const body = orderBody(values, { shipping_option_id: "so_2", stop_desk_id: "desk_1", cart_id: "", lines: [{ variant_id: "v1", quantity: 1 }, { variant_id: "v2", quantity: 3 }] })
    expect(body).toMatchObject({ stop_desk_id: "desk_1", items: [{ variant_id: "v1", quantity: 1 }, { variant_id: "v2", quantity: 3 }] })
    expect(body).not.toHaveProperty("cart_id")
  })
})

describe("the backend's answer", () => {
  it("gives the placed order as priced by the backend", () => {
    const order = { id: "order_1", display_id: 7, item_total: 5600, shipping_total: 400, total: 6000, items: [{ title: "Huile", variant_id: "v1", quantity: 2, unit_price: 2800 }] }
    expect(orderOutcome({ status: 201, body: { order, thank_you_url: "/x" } }, 42)).toEqual({ kind: "placed", placedAt: 42, order })
  })

  it("maps 400 field errors onto the form's fields", () => {
    const errors = [
      { field: "phone", code: "invalid_phone" },
      { field: "shipping_option_id", code: "invalid" },
      { field: "address", code: "required" },
    ]
    expect(orderOutcome({ status: 400, body: { errors } })).toEqual({ kind: "invalid", fields: { phone: "invalid", transporter: "invalid", address: "required" } })
    // Not the buyer's to fix: the dialog.
    expect(orderOutcome({ status: 400, body: { errors: [{ field: "Idempotency-Key", code: "required" }] } })).toEqual({ kind: "failed" })
  })

  it("reads out of stock, the cooldown, a blocked phone, and anything else as a failure", () => {
    expect(orderOutcome({ status: 409, body: { code: "insufficient_inventory", variant_id: "v9" } })).toEqual({ kind: "out_of_stock", variant_id: "v9" })
    expect(orderOutcome({ status: 429, body: { code: "cooldown", wait_seconds: 37.2 } })).toEqual({ kind: "cooldown", wait_seconds: 38 })
    expect(orderOutcome({ status: 403, body: {} })).toEqual({ kind: "blocked" })
    expect(orderOutcome({ status: 409, body: { code: "in_progress" } })).toEqual({ kind: "failed" })
    expect(orderOutcome({ status: 500, body: null })).toEqual({ kind: "failed" })
  })
})
