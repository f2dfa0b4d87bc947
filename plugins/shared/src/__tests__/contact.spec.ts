import { cleanEmail, normalizeEmail, normalizeName } from "../contact"

describe("normalizeName", () => {
  it("accepts letters of any script and spaces, trimmed", () => {
    expect(normalizeName("محمد أمين")).toBe("محمد أمين")
    expect(normalizeName("  Zoé  Benali ")).toBe("Zoé Benali")
    expect(normalizeName("Zoe\u0301")).toBe("Zoé")
    expect(normalizeName("Amokrane")).toBe("Amokrane")
  })
  it("accepts hyphens, apostrophes, two letters and up to 40 characters (decision 0055)", () => {
    expect(normalizeName("Jean-Luc")).toBe("Jean-Luc")
    expect(normalizeName("Aït-Ahmed")).toBe("Aït-Ahmed")
    expect(normalizeName("O’Neil")).toBe("O'Neil")
    expect(normalizeName("Al")).toBe("Al")
    expect(normalizeName("عبد الرحمن بن عبد القادر")).toBe("عبد الرحمن بن عبد القادر")
    expect(normalizeName("A".repeat(40))).toBe("A".repeat(40))
  })
  it("refuses one letter, over 40, digits, other punctuation and doubled or dangling separators", () => {
    expect(normalizeName("A")).toBeNull()
    expect(normalizeName("  A  ")).toBeNull()
    expect(normalizeName("A".repeat(41))).toBeNull()
    expect(normalizeName("Ali3")).toBeNull()
    expect(normalizeName("Jean--Luc")).toBeNull()
    expect(normalizeName("-Ali")).toBeNull()
    expect(normalizeName("Ali'")).toBeNull()
    expect(normalizeName("Ali.")).toBeNull()
    expect(normalizeName("<script>")).toBeNull()
    expect(normalizeName(42)).toBeNull()
  })
})

describe("normalizeEmail", () => {
  it("is optional", () => {
    expect(normalizeEmail(undefined)).toBeUndefined()
    expect(normalizeEmail(null)).toBeUndefined()
    expect(normalizeEmail("  ")).toBeUndefined()
  })
  it("drops the characters the spec drops, then lowercases a well-formed address", () => {
    expect(cleanEmail(" zo é@x.dz ")).toBe("zo@x.dz")
    expect(normalizeEmail("Zoe@Example.DZ ")).toBe("zoe@example.dz")
    expect(normalizeEmail("zoe example@x.dz")).toBe("zoeexample@x.dz")
  })
  it("refuses a malformed address or a non-string", () => {
    expect(normalizeEmail("zoe@example")).toBeNull()
    expect(normalizeEmail("zoe@@x.dz")).toBeNull()
    expect(normalizeEmail(`${"a".repeat(250)}@x.dz`)).toBeNull()
    expect(normalizeEmail(5)).toBeNull()
  })
})
