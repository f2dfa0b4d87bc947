import { describe, expect, it } from "vitest"
import type { StoreAnswer } from "~/lib/store-api.server"
import { headline, stepKey, trackingUrl } from "./tracking"
import { checkTracking, lookUpOrder } from "./tracking.server"

const api = (answer: StoreAnswer) => {
  const calls: unknown[] = []
  return {
    calls,
    trackOrder: async (body: unknown, headers: Record<string, string>) => {
      calls.push({ body, headers })
      return answer
    },
  }
}

describe("tracking form", () => {
  it("names the missing or malformed field before asking the backend", async () => {
    expect(checkTracking("", "")).toEqual({ order: "required", phone: "required" })
    expect(checkTracking("abc", "0123")).toEqual({ order: "invalid", phone: "invalid" })
    expect(checkTracking("CMD-12", "+213 661 23 45 67")).toEqual({})
    const fake = api({ status: 200, body: {} })
    expect(await lookUpOrder(fake, { order: "x", phone: "0661234567", locale: "ar" }, {})).toEqual({ kind: "invalid", fields: { order: "invalid" } })
    expect(fake.calls).toEqual([])
  })

  it("reads the backend's answers: the order, nothing for a wrong phone, the wait, field errors", async () => {
    const order = { display_id: 12 }
    const found = api({ status: 200, body: { order } })
    expect(await lookUpOrder(found, { order: " 12 ", phone: "0661234567", locale: "ar" }, { "X-Forwarded-For": "198.51.100.1" })).toEqual({
      kind: "found",
      order,
    })
    expect(found.calls).toEqual([{ body: { order: "12", phone: "0661234567" }, headers: { "x-medusa-locale": "ar-DZ", "X-Forwarded-For": "198.51.100.1" } }])
    const input = { order: "12", phone: "0661234567", locale: "fr" as const }
    expect(await lookUpOrder(api({ status: 404, body: { type: "not_found" } }), input, {})).toEqual({ kind: "not_found" })
    expect(await lookUpOrder(api({ status: 429, body: { wait_seconds: 61.5 } }), input, {})).toEqual({ kind: "limited", wait_seconds: 62 })
    expect(await lookUpOrder(api({ status: 400, body: { errors: [{ field: "phone", code: "invalid_phone" }] } }), input, {})).toEqual({
      kind: "invalid",
      fields: { phone: "invalid" },
    })
    expect(await lookUpOrder(api({ status: 500, body: null }), input, {})).toEqual({ kind: "failed" })
  })

  it("says where the order stands and which steps it can name", () => {
    expect(headline({ confirmation: "to_confirm", delivery_state: "not_shipped" })).toBe("to_confirm")
    expect(headline({ confirmation: "confirmed", delivery_state: "not_shipped" })).toBe("confirmed")
    expect(headline({ confirmation: "confirmed", delivery_state: "out_for_delivery" })).toBe("out_for_delivery")
    expect(headline({ confirmation: "cancelled", delivery_state: "not_shipped" })).toBe("cancelled")
    expect(stepKey({ axis: "delivery", state: "delivered", at: "" })).toBe("tracking.steps.delivery.delivered")
    expect(stepKey({ axis: "money", state: "teleported", at: "" })).toBeNull()
    expect(trackingUrl("ar", 1042)).toBe("/ar/suivi?order=1042")
    expect(trackingUrl("fr", 7)).toBe("/suivi?order=7")
  })
})
