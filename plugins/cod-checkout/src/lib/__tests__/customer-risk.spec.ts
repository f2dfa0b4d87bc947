import { customerRisk, type LifeFacts } from "../customer-risk"

const life = (delivery_state: LifeFacts["delivery_state"], extra: Partial<LifeFacts> = {}): LifeFacts => ({
  confirmation_state: delivery_state === "not_shipped" ? "to_confirm" : "confirmed",
  delivery_state,
  cash_to_collect: 8900,
  ...extra,
})

describe("customerRisk", () => {
  it("is new before any parcel has an outcome, whatever is on its way", () => {
    expect(customerRisk([], 3)).toMatchObject({ level: "new", delivery_rate: null, flag: null, counts: { orders: 0 } })
    expect(customerRisk([life("not_shipped"), life("in_transit")], 3)).toMatchObject({
      level: "new",
      delivery_rate: null,
      counts: { orders: 2, handed_over: 1 },
    })
  })

  it("is low for a buyer who receives their parcels, and sums what was collected to the centime", () => {
    const r = customerRisk([life("delivered", { cash_to_collect: "4450.10" }), life("delivered", { cash_to_collect: 4450.2 }), life("in_transit")], 3)
    expect(r).toMatchObject({ level: "low", delivery_rate: 1, total_collected: 8900.3 })
    expect(r.counts).toEqual({ orders: 3, confirmed: 3, handed_over: 3, delivered: 2, refused_or_returned: 0, cancelled: 0 })
  })

  it("is medium after one refusal or a delivery rate under 80 %", () => {
    expect(customerRisk([life("delivered"), life("delivered"), life("returned")], 3)).toMatchObject({ level: "medium", delivery_rate: 0.667 })
    expect(customerRisk([life("delivered"), life("delivered"), life("delivered"), life("lost")], 3)).toMatchObject({ level: "medium", delivery_rate: 0.75 })
  })

  it("is high for mostly refused parcels or a fake order, and flags at the threshold without blocking", () => {
    expect(customerRisk([life("returned"), life("returning"), life("delivered")], 3)).toMatchObject({ level: "high", delivery_rate: 0.333, flag: null })
    expect(customerRisk([life("not_shipped", { confirmation_state: "cancelled", cancel_reason: "fake_order" })], 3)).toMatchObject({
      level: "high",
      counts: { cancelled: 1 },
    })
    const refused = [life("returned"), life("returned"), life("returned"), ...Array.from({ length: 9 }, () => life("delivered"))]
    expect(customerRisk(refused, 3)).toMatchObject({ level: "high", flag: { reason: "refusals", refusals: 3, threshold: 3 } })
    expect(customerRisk(refused, 4)).toMatchObject({ level: "medium", flag: null })
    expect(customerRisk(refused, 0).flag).toBeNull()
  })
})
