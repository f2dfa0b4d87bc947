import { normalizePhone } from "../phone"

describe("normalizePhone", () => {
  it.each([
    ["0661234567", "0661234567"],
    ["0661 23 45 67", "0661234567"],
    ["06-61-23-45-67", "0661234567"],
    ["+213 661 23 45 67", "0661234567"],
    ["00213 661 23 45 67", "0661234567"],
    ["+213 5 51 23 45 67", "0551234567"],
    ["0770123456", "0770123456"],
  ])("accepts %s as %s", (raw, phone) => expect(normalizePhone(raw)).toBe(phone))

  it.each(["661234567", "0461234567", "021234567", "06612345678", "", "abc", "+33 6 12 34 56 78"])("refuses %s", (raw) =>
    expect(normalizePhone(raw)).toBeNull()
  )

  it("takes a number (a JSON client may send one) and refuses other types", () => {
    expect(normalizePhone(661234567)).toBeNull()
    expect(normalizePhone(null)).toBeNull()
    expect(normalizePhone({})).toBeNull()
  })
})
