import { createHash } from "node:crypto"
import { e164Digits, normalizedName, outcomeOf, purchaseEvent, retryDelay, sha256 } from "../meta-capi/event"

const hex = (s: string) => createHash("sha256").update(s).digest("hex")
const order = {
  id: "order_01TEST",
  created_at: "2026-11-28T10:00:00.000Z",
  total: 3650,
  currency_code: "dzd",
  items: [
    { variant_id: "variant_a", product_id: "prod_a", quantity: 2 },
    { variant_id: "variant_b", product_id: "prod_b", quantity: 1 },
  ],
  first_name: " Zoé ",
  last_name: "Ben-Ali",
  phone: "0555 12 34 56",
  customer_id: "cus_1",
  client_ip: "10.0.0.7",
  attribution: { fbc: "fb.1.1764324000000.IwAR0abc", fbp: "fb.1.1764324000000.987654321", user_agent: "UA/1", landing_path: "/p/x?utm_source=fb" },
}

describe("Conversions API Purchase", () => {
  it("normalises an Algerian mobile to E.164 digits without + before hashing", () => {
    expect(e164Digits("0555 12 34 56")).toBe("213555123456")
    expect(e164Digits("+213 661-23-45-67")).toBe("213661234567")
    expect(e164Digits("00213770112233")).toBe("213770112233")
    expect(e164Digits("021 23 45 67")).toBeNull()
    expect(sha256("213555123456")).toBe(hex("213555123456"))
  })

  it("lowercases names and drops what is not a letter, in any script", () => {
    expect(normalizedName(" Zoé ")).toBe("zoé")
    expect(normalizedName("Ben-Ali")).toBe("benali")
    expect(normalizedName("بن علي")).toBe("بنعلي")
    expect(normalizedName("--")).toBeNull()
  })

  it("builds Meta's event: placed time, shared event id, hashed contact data, raw browser ids, value in DZD", () => {
    const e = purchaseEvent(order, "https://shop.example.dz/")
    expect(e).toEqual({
      event_name: "Purchase",
      event_time: Date.parse(order.created_at) / 1000,
      event_id: "purchase_order_01TEST",
      action_source: "website",
      event_source_url: "https://shop.example.dz/p/x?utm_source=fb",
      user_data: {
        ph: [hex("213555123456")],
        fn: [hex("zoé")],
        ln: [hex("benali")],
        country: [hex("dz")],
        external_id: [hex("cus_1")],
        fbc: order.attribution.fbc,
        fbp: order.attribution.fbp,
        client_ip_address: "10.0.0.7",
        client_user_agent: "UA/1",
      },
      custom_data: { value: 3650, currency: "DZD", order_id: order.id, content_ids: ["variant_a", "variant_b"], content_type: "product", num_items: 3 },
    })
  })

  it("leaves out what it does not have (a staff order's marker is no address)", () => {
    const e = purchaseEvent({ ...order, attribution: null, client_ip: "admin:user_1", customer_id: null })
    expect(Object.keys(e.user_data).sort()).toEqual(["country", "fn", "ln", "ph"])
    expect(e.event_source_url).toBeUndefined()
  })

  it("sends once on 2xx, gives up on a refusal, retries 5xx, 429 and no answer with a growing delay", () => {
    expect([200, 400, 401, 429, 500, 503, null].map(outcomeOf)).toEqual(["sent", "failed", "failed", "retry", "retry", "retry", "retry"])
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([60, 300, 1800, 7200, null])
  })
})
