import { excerpt, pick, textOf } from "../i18n"

describe("pick", () => {
  it("falls back to French, never to an empty string", () => {
    expect(pick({ fr: "Bonjour", en: "Hello", ar: "مرحبا" }, "ar")).toBe("مرحبا")
    expect(pick({ fr: "Bonjour", en: "  " }, "en")).toBe("Bonjour")
    expect(pick({ fr: "Bonjour" }, "ar")).toBe("Bonjour")
    expect(pick({ fr: "", en: "Hello" }, "ar")).toBe("Hello")
    expect(pick(null, "fr")).toBeNull()
  })
})

describe("excerpt", () => {
  it("is at most 100 characters of the body text", () => {
    const text = textOf("<p>Une bonne huile d&#39;olive <strong>vierge</strong> extra se reconnaît à son fruité, son amertume et son piquant, dit-on.</p>")
    const e = excerpt(text)
    expect(e.length).toBeLessThanOrEqual(100)
    expect(e.startsWith("Une bonne huile d'olive vierge extra")).toBe(true)
    expect(excerpt("court")).toBe("court")
  })
})
