import { describe, expect, it } from "vitest"
import { orderOutcome } from "./cod-order.server"

describe("the backend's answer", () => {
  it("gives the placed order as priced by the backend", () => {
    const order = {
      id: "order_1",
      display_id: 7,
      item_total: 5600,
      shipping_total: 400,
      total: 6000,
      items: [{ title: "Baskets", variant_id: "v1", quantity: 2, unit_price: 2800, options: [{ name: "Pointure", value: "42" }] }],
      delivery: {
        type: "stop_desk",
        transporter: "Yalidine",
        address: null,
        commune: "Alger Centre",
        wilaya: "Alger",
        wilaya_code: 16,
        stop_desk: { name: "Yalidine Alger Centre", address: "1 rue Larbi Ben M'hidi", opening_hours: null },
      },
    }
    expect(orderOutcome({ status: 201, body: { order, thank_you_url: "/x" } }, 42)).toEqual({ kind: "placed", placedAt: 42, order })
  })

  it("reads an answer without options or delivery (an older backend) as none", () => {
    const order = {
      id: "order_1",
      display_id: 7,
      item_total: 1,
      shipping_total: 0,
      total: 1,
      items: [{ title: "Huile", variant_id: null, quantity: 1, unit_price: 1 }],
    }
    const placed = orderOutcome({ status: 201, body: { order } }, 1)
    expect(placed).toEqual({ kind: "placed", placedAt: 1, order: { ...order, items: [{ ...order.items[0], options: [] }], delivery: null } })
  })

  it("maps 400 field errors onto the form's fields", () => {
    const errors = [
      { field: "phone", code: "invalid_phone" },
      { field: "shipping_option_id", code: "invalid" },
      { field: "address", code: "required" },
    ]
    expect(orderOutcome({ status: 400, body: { errors } })).toEqual({
      kind: "invalid",
      fields: { phone: "invalid", shipping_option_id: "invalid", address: "required" },
    })
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
