import { normalizePhone } from "@shop/shared/phone"
import { isSyntheticEmail, syntheticEmail } from "../normalize"
import { bodyHash } from "../body-hash"
import { codSettings } from "../settings"

describe("syntheticEmail", () => {
  it("makes an address nobody can deliver to from the phone", () => {
    expect(syntheticEmail("0661234567")).toBe("0661234567@cod.invalid")
    expect(isSyntheticEmail("0661234567@cod.invalid")).toBe(true)
    expect(isSyntheticEmail("zoe@example.dz")).toBe(false)
  })
  it("re-exports the shared phone rule the routes use", () => expect(normalizePhone("+213 661 23 45 67")).toBe("0661234567"))
})

describe("bodyHash and settings", () => {
  it("hashes equal bodies equally whatever the key order", () => {
    expect(bodyHash({ a: 1, b: [{ x: 1, y: 2 }] })).toBe(bodyHash({ b: [{ y: 2, x: 1 }], a: 1 }))
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }))
  })
  it("reads options, then env, then defaults", () => {
    expect(codSettings({}, {})).toEqual({ cooldown_seconds: 100, max_orders_per_phone_per_day: 5, refusals_flag_threshold: 3 })
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "7", COD_MAX_ORDERS_PER_PHONE_PER_DAY: "2", COD_REFUSALS_FLAG_THRESHOLD: "5" })).toEqual({
      cooldown_seconds: 7,
      max_orders_per_phone_per_day: 2,
      refusals_flag_threshold: 5,
    })
    expect(codSettings({ cooldown_seconds: 0 }, { COD_COOLDOWN_SECONDS: "7" }).cooldown_seconds).toBe(0)
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "-1" }).cooldown_seconds).toBe(100)
  })
})
