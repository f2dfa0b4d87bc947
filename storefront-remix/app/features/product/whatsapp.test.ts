import { describe, expect, it } from "vitest"
import { whatsappLink, whatsappNumber } from "./whatsapp"

describe("Order on WhatsApp", () => {
  it("writes the shop's number in international form", () => {
    expect(whatsappNumber("0550 12 34 56")).toBe("213550123456")
    expect(whatsappNumber("+213 661 23 45 67")).toBe("213661234567")
    expect(whatsappNumber("00213661234567")).toBe("213661234567")
    expect(whatsappNumber("021 23 45 67")).toBe("21321234567")
    expect(whatsappNumber("+33 6 12 34 56 78")).toBe("33612345678")
  })

  it("gives no link without a usable number", () => {
    expect(whatsappNumber(null)).toBeNull()
    expect(whatsappNumber("")).toBeNull()
    expect(whatsappNumber("12")).toBeNull()
    expect(whatsappLink(null, "x")).toBeNull()
  })

  it("encodes the prefilled text, Arabic and line breaks included", () => {
    const link = whatsappLink("0550123456", "طلب: حذاء رياضي\nالمقاس: 42 & أسود")
    expect(link).toBe(`https://wa.me/213550123456?text=${encodeURIComponent("طلب: حذاء رياضي\nالمقاس: 42 & أسود")}`)
    expect(new URL(link!).searchParams.get("text")).toBe("طلب: حذاء رياضي\nالمقاس: 42 & أسود")
  })
})
