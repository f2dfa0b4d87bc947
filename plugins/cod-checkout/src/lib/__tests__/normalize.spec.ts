import { normalizeEmail, normalizeName, normalizePhone, syntheticEmail } from "../normalize"
import { bodyHash } from "../body-hash"
import { codSettings } from "../settings"

describe("normalizePhone", () => {
  it.each([
    ["0661234567", "0661234567"],
    ["0661 23 45 67", "0661234567"],
    ["06-61-23-45-67", "0661234567"],
    ["+213 661 23 45 67", "0661234567"],
    ["00213 661 23 45 67", "0661234567"],
    ["+213 (0)5 51 23 45 67".replace("(0)", ""), "0551234567"],
    ["0770123456", "0770123456"],
  ])("accepts %s as %s", (raw, phone) => expect(normalizePhone(raw)).toBe(phone))

  it.each(["661234567", "0461234567", "021234567", "06612345678", "", "abc", "+33 6 12 34 56 78"])("refuses %s", (raw) =>
    expect(normalizePhone(raw)).toBeNull()
  )
})

describe("normalizeName", () => {
  it("accepts letters of any script and spaces, trimmed", () => {
    expect(normalizeName("محمد أمين")).toBe("محمد أمين")
    expect(normalizeName("  Zoé  Benali ")).toBe("Zoé Benali")
    expect(normalizeName("Zoe\u0301")).toBe("Zoé")
    expect(normalizeName("Amokrane")).toBe("Amokrane")
  })
  it("refuses short, long, digits and punctuation", () => {
    expect(normalizeName("Al")).toBeNull()
    expect(normalizeName("  Al  ")).toBeNull()
    expect(normalizeName("A".repeat(21))).toBeNull()
    expect(normalizeName("Ali3")).toBeNull()
    expect(normalizeName("Jean-Luc")).toBeNull()
    expect(normalizeName("<script>")).toBeNull()
    expect(normalizeName(42)).toBeNull()
  })
})

describe("normalizeEmail", () => {
  it("is optional but well formed when given", () => {
    expect(normalizeEmail(undefined)).toBeUndefined()
    expect(normalizeEmail("  ")).toBeUndefined()
    expect(normalizeEmail("Zoe@Example.DZ ")).toBe("zoe@example.dz")
    expect(normalizeEmail("zoe@example")).toBeNull()
    expect(normalizeEmail("zoe example@x.dz")).toBeNull()
  })
  it("makes a synthetic address from the phone", () => expect(syntheticEmail("0661234567")).toBe("0661234567@cod.invalid"))
})

describe("bodyHash and settings", () => {
  it("hashes equal bodies equally whatever the key order", () => {
    expect(bodyHash({ a: 1, b: [{ x: 1, y: 2 }] })).toBe(bodyHash({ b: [{ y: 2, x: 1 }], a: 1 }))
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }))
  })
  it("reads options, then env, then defaults", () => {
    expect(codSettings({}, {})).toEqual({ cooldown_seconds: 100, max_orders_per_phone_per_day: 5 })
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "7", COD_MAX_ORDERS_PER_PHONE_PER_DAY: "2" })).toEqual({
      cooldown_seconds: 7,
      max_orders_per_phone_per_day: 2,
    })
    expect(codSettings({ cooldown_seconds: 0 }, { COD_COOLDOWN_SECONDS: "7" }).cooldown_seconds).toBe(0)
    expect(codSettings({}, { COD_COOLDOWN_SECONDS: "-1" }).cooldown_seconds).toBe(100)
  })
})
