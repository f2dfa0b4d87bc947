import { describe, expect, it } from "vitest"
import { normalizePhone } from "@shop/shared/phone"
import {
  checkOrder,
  fieldProblem,
  formErrors,
  formProblems,
  leadReady,
  missingFields,
  newCartId,
  orderBody,
  postedLines,
  skipRevalidationAfterPost,
} from "./order-form"

describe("order form rules (spec §5)", () => {
  it("accepts names of 2 to 40 letters in any script, with spaces, hyphens and apostrophes (decision 0055)", () => {
    for (const name of ["Jo", "Zoé", "Yacine", "ياسين", "Aït Ali", "Aït-Ahmed", "O'Neil", "O’Neil", "ب".repeat(40)])
      expect(fieldProblem("firstname", name), name).toBeNull()
    for (const name of ["J", "J4ck", "a".repeat(41), "Jean--Luc", "-Ali", "--", "Ali."]) expect(fieldProblem("lastname", name), name).toBe("invalid")
  })

  it("strips non-digits from phones and wants a mobile number of 10 digits", () => {
    expect(normalizePhone("+213 661 23 45 67")).toBe("0661234567")
    expect(normalizePhone("00213661234567")).toBe("0661234567")
    expect(fieldProblem("phone", "0661 23 45 67")).toBeNull()
    expect(fieldProblem("phone", "0261234567")).toBe("invalid") // a landline
    expect(fieldProblem("phone", "12345")).toBe("invalid")
  })

  it("keeps email optional but checks it when given", () => {
    expect(fieldProblem("email", "")).toBeNull()
    expect(fieldProblem("email", "zoe@example.dz")).toBeNull()
    expect(fieldProblem("email", "zoe@example")).toBe("invalid")
  })

  it("names the missing mandatory fields in form order", () => {
    expect(missingFields({ firstname: "Zoé", phone: " " })).toEqual(["lastname", "phone", "address", "wilaya", "commune", "shipping_option_id"])
    expect(formProblems({ firstname: "Zoé" })).toMatchObject({ lastname: "required", shipping_option_id: "required" })
  })

  it("needs no street address for a stop-desk pick-up (decision 0055)", () => {
    expect(missingFields({ firstname: "Zoé" }, "desk_1")).not.toContain("address")
    expect(formProblems({ firstname: "Zoé" }, "desk_1")).not.toHaveProperty("address")
    expect(formProblems({ firstname: "Zoé" })).toMatchObject({ address: "required" })
  })

  it("saves a lead only with both names and a valid phone", () => {
    expect(leadReady({ firstname: "Zoé", lastname: "Benali", phone: "0661234567" })).toBe(true)
    expect(leadReady({ firstname: "Zoé", lastname: "Benali", phone: "066123" })).toBe(false)
    expect(leadReady({ firstname: "Zoé", phone: "0661234567" })).toBe(false)
  })

  it("makes the browser's cart id as cart_<timestamp>_<number below 1000>", () => {
    expect(newCartId(1_700_000_000_000, 0.4567)).toBe("cart_1700000000000_456")
    expect(newCartId()).toMatch(/^cart_\d{13}_\d{1,3}$/)
  })

  it("reads the lines of a post, never a price", () => {
    const product = new FormData()
    product.set("variant_id", "variant_1")
    product.set("quantity", "2")
    product.set("unit_price", "1")
    expect(postedLines(product)).toEqual([{ variant_id: "variant_1", quantity: 2 }])
    const cart = new FormData()
    cart.set("items", JSON.stringify([{ variant_id: "v1", quantity: 1, unitPrice: 5 }]))
    expect(postedLines(cart)).toEqual([{ variant_id: "v1", quantity: 1 }])
    cart.set("items", "{broken")
    expect(postedLines(cart)).toEqual([])
  })

  it("builds the backend's body with one line shape (items), normalised by the contract, never a price", () => {
    const values = {
      firstname: " Zoé ",
      lastname: "Benali",
      phone: "0661 23 45 67",
      email: " zoé@Ex.dz",
      address: " 1 rue ",
      wilaya: "16",
      commune: "1601",
      shipping_option_id: "so_1",
    }
    const checked = checkOrder(values, { cart_id: "cart_1_2", stop_desk_id: "", items: [{ variant_id: "v1", quantity: 2 }] })
    expect(checked).toEqual({
      ok: true,
      body: {
        firstname: "Zoé",
        lastname: "Benali",
        phone: "0661234567",
        email: "zo@ex.dz",
        address: "1 rue",
        wilaya: 16,
        commune: 1601,
        shipping_option_id: "so_1",
        cart_id: "cart_1_2",
        items: [{ variant_id: "v1", quantity: 2 }],
      },
    })
    expect(orderBody(values, { items: [] })).not.toHaveProperty("stop_desk_id")
  })

  it("shows the contract's errors beside the form's fields, the lines' on the quantity", () => {
    expect(
      formErrors([
        { field: "phone", code: "invalid_phone" },
        { field: "stop_desk_id", code: "required" },
        { field: "items.0.quantity", code: "invalid" },
      ])
    ).toEqual({ phone: "invalid", shipping_option_id: "required", quantity: "invalid" })
    expect(formErrors([{ field: "Idempotency-Key", code: "required" }])).toBeNull()
  })

  it("does not reload the page's data after a post", () => {
    expect(skipRevalidationAfterPost({ formMethod: "POST", defaultShouldRevalidate: true })).toBe(false)
    expect(skipRevalidationAfterPost({ formMethod: "GET", defaultShouldRevalidate: true })).toBe(true)
  })
})
