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
    const leads = { lead_saves_per_ip: 120, lead_saves_per_phone: 40, lead_window_seconds: 600 }
    expect(codSettings({}, {})).toEqual({ cooldown_seconds: 100, max_orders_per_phone_per_day: 5, refusals_flag_threshold: 3, ...leads })
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "7", COD_MAX_ORDERS_PER_PHONE_PER_DAY: "2", COD_REFUSALS_FLAG_THRESHOLD: "5" })).toEqual({
      cooldown_seconds: 7,
      max_orders_per_phone_per_day: 2,
      refusals_flag_threshold: 5,
      ...leads,
    })
    // the lead limits (decision 0045) read the same way
    expect(codSettings({ lead_saves_per_ip: 3 }, { COD_LEAD_SAVES_PER_IP: "9", COD_LEAD_SAVES_PER_PHONE: "4", COD_LEAD_WINDOW_SECONDS: "60" })).toMatchObject({
      lead_saves_per_ip: 3,
      lead_saves_per_phone: 4,
      lead_window_seconds: 60,
    })
    expect(codSettings({ cooldown_seconds: 0 }, { COD_COOLDOWN_SECONDS: "7" }).cooldown_seconds).toBe(0)
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "-1" }).cooldown_seconds).toBe(100)
  })
})
