import { cartStartedAt, closedByPhoneOrder } from "../lead-closing"

describe("lead closing by phone", () => {
  const saved = new Date("2026-11-24T10:00:00Z")
  it("takes the cart's start from its key when it is a past instant, else the first save", () => {
    expect(cartStartedAt(`cart_${Date.parse("2026-11-24T09:30:00Z")}_7`, saved).toISOString()).toBe("2026-11-24T09:30:00.000Z")
    expect(cartStartedAt(`cart_${Date.parse("2026-11-25T09:30:00Z")}_7`, saved)).toBe(saved)
    expect(cartStartedAt("cart_x_1", saved)).toBe(saved)
  })
  it("closes a lead whose cart began before the phone's order, not one begun after it", () => {
    const cart = `cart_${Date.parse("2026-11-24T09:30:00Z")}_7`
    expect(closedByPhoneOrder(cart, saved, new Date("2026-11-24T09:45:00Z"))).toBe(true)
    expect(closedByPhoneOrder(cart, saved, new Date("2026-11-23T09:45:00Z"))).toBe(false)
  })
})
