import { allowedByAxis, checkEdit, checkExchange, checkTransition, isRepeat, type LifeStates } from "../rules"

const life = (s: Partial<LifeStates> = {}): LifeStates => ({ confirmation_state: "to_confirm", delivery_state: "not_shipped", money_state: "to_collect", ...s })

describe("order life rules", () => {
  it("refuses a hand-over before the confirmation, with the rule", () => {
    expect(checkTransition("delivery", life(), "handed_over")).toEqual({
      ok: false,
      rule: "delivery: an order must be confirmed before it is handed over (it is to_confirm)",
    })
    expect(checkTransition("delivery", life({ confirmation_state: "confirmed" }), "handed_over")).toEqual({ ok: true })
  })

  it("cancels only before the hand-over, and a cancelled order moves no further", () => {
    expect(checkTransition("confirmation", life({ confirmation_state: "confirmed" }), "cancelled").ok).toBe(true)
    const shipped = life({ confirmation_state: "confirmed", delivery_state: "handed_over" })
    expect(checkTransition("confirmation", shipped, "cancelled").ok).toBe(false)
    expect(allowedByAxis(life({ confirmation_state: "cancelled" }))).toEqual({ confirmation: [], delivery: [], money: [] })
  })

  it("moves the money with the parcel only", () => {
    const delivered = life({ confirmation_state: "confirmed", delivery_state: "delivered" })
    expect(checkTransition("money", delivered, "collected_by_courier").ok).toBe(true)
    expect(checkTransition("money", life({ confirmation_state: "confirmed", delivery_state: "in_transit" }), "collected_by_courier").ok).toBe(false)
    expect(checkTransition("money", delivered, "return_fee_due").ok).toBe(false)
    expect(checkTransition("money", life({ delivery_state: "returned", confirmation_state: "confirmed" }), "return_fee_due").ok).toBe(true)
  })

  it("does not take back a parcel the courier already paid for without a refund", () => {
    const paid = life({ confirmation_state: "confirmed", delivery_state: "delivered", money_state: "remitted" })
    expect(checkTransition("delivery", paid, "returned").ok).toBe(false)
    expect(
      checkTransition("delivery", life({ confirmation_state: "confirmed", delivery_state: "delivered", money_state: "collected_by_courier" }), "returned").ok
    ).toBe(true)
  })

  it("answers a repeated post as a no-op, except attempts", () => {
    expect(isRepeat("delivery", life({ delivery_state: "returned" }), "returned")).toBe(true)
    expect(isRepeat("confirmation", life({ confirmation_state: "no_answer" }), "no_answer")).toBe(false)
    expect(checkTransition("delivery", life({ delivery_state: "returned", confirmation_state: "confirmed" }), "returned").ok).toBe(false)
  })

  it("offers the courier's steps in order, skipping allowed", () => {
    expect(allowedByAxis(life({ confirmation_state: "confirmed", delivery_state: "out_for_delivery" })).delivery).toEqual([
      "delivery_attempted",
      "delivered",
      "returning",
      "returned",
      "lost",
    ])
  })

  it("exchanges only a confirmed, delivered order whose cash is collected or remitted", () => {
    const delivered = life({ confirmation_state: "confirmed", delivery_state: "delivered", money_state: "collected_by_courier" })
    expect(checkExchange(delivered)).toEqual({ ok: true })
    expect(checkExchange({ ...delivered, money_state: "remitted" })).toEqual({ ok: true })
    expect(checkExchange({ ...delivered, delivery_state: "handed_over", money_state: "to_collect" })).toEqual({
      ok: false,
      rule: "exchange: only a delivered order is exchanged (it is handed_over)",
    })
    for (const d of ["not_shipped", "in_transit", "returning", "returned", "lost"] as const) {
      expect(checkExchange({ ...delivered, delivery_state: d }).ok).toBe(false)
    }
    for (const m of ["to_collect", "refunded", "written_off", "return_fee_due"] as const) {
      const v = checkExchange({ ...delivered, money_state: m })
      expect(v).toEqual({ ok: false, rule: `exchange: the first parcel's cash must be collected or remitted before an exchange (it is ${m})` })
    }
    expect(checkExchange({ ...delivered, confirmation_state: "cancelled" }).ok).toBe(false)
    // the exchange parcel then goes the usual way: handed over again (the order is still confirmed)
    const exchange = life({ confirmation_state: "confirmed", delivery_state: "not_shipped", money_state: "to_collect" })
    expect(allowedByAxis(exchange).delivery).toEqual(["handed_over"])
    // the delivery route itself never moves a delivered parcel back to not_shipped
    expect(checkTransition("delivery", delivered, "not_shipped").ok).toBe(false)
    // an exchanged order is not cancelled (it was delivered), and a delivered exchange parcel is not returned
    expect(allowedByAxis({ ...exchange, delivery_kind: "exchange" })).toEqual({ confirmation: [], delivery: ["handed_over"], money: [] })
    expect(checkTransition("confirmation", { ...exchange, delivery_kind: "exchange" }, "cancelled")).toEqual({
      ok: false,
      rule: "confirmation: this order was delivered and is being exchanged; it cannot be cancelled",
    })
    const exchangeDelivered = { ...delivered, delivery_kind: "exchange" as const }
    expect(allowedByAxis(exchangeDelivered).delivery).toEqual([])
    expect(checkTransition("delivery", exchangeDelivered, "returned").ok).toBe(false)
    expect(checkExchange(exchangeDelivered)).toEqual({ ok: true })
  })

  it("lets an order be edited during the call and until the hand-over only (decision 0071)", () => {
    expect(checkEdit(life())).toEqual({ ok: true })
    expect(checkEdit(life({ confirmation_state: "postponed" }))).toEqual({ ok: true })
    expect(checkEdit(life({ confirmation_state: "confirmed" }))).toEqual({ ok: true })
    expect(checkEdit(life({ confirmation_state: "cancelled" }))).toEqual({ ok: false, rule: "edit: a cancelled order cannot be edited" })
    expect(checkEdit(life({ confirmation_state: "confirmed", delivery_state: "handed_over" }))).toEqual({
      ok: false,
      rule: "edit: only an order not handed over yet can be edited (it is handed_over)",
    })
    expect(checkEdit(life({ confirmation_state: "confirmed", delivery_kind: "exchange" })).ok).toBe(false)
    expect(checkEdit(life({ confirmation_state: "confirmed", money_state: "refunded" })).ok).toBe(false)
  })
})
