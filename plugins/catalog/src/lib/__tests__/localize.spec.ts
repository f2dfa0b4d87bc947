import { localized, localizedText, normalizeTranslations } from "../localize"

const brand = {
  name: "Maison Tlemcen",
  description: "Tapis tissés à la main",
  translations: { en: { name: "Tlemcen House", description: "  " }, ar: { name: "دار تلمسان" } },
}

describe("localized", () => {
  it("returns the translation of the asked locale", () => {
    expect(localized(brand, "name", "en")).toBe("Tlemcen House")
    expect(localized(brand, "name", "ar")).toBe("دار تلمسان")
  })

  it("falls back to French when the translation is missing or blank", () => {
    expect(localized(brand, "description", "ar")).toBe("Tapis tissés à la main")
    expect(localized(brand, "description", "en")).toBe("Tapis tissés à la main")
    expect(localized({ ...brand, translations: null }, "name", "en")).toBe("Maison Tlemcen")
  })

  it("ignores translations when French is asked", () => {
    expect(localized({ ...brand, translations: { en: { name: "X" } } as any }, "name", "fr")).toBe("Maison Tlemcen")
  })

  it("gives required fields as strings and optional ones as null when absent", () => {
    expect(localizedText({ label: "Couleur", translations: { ar: { label: "" } } }, "label", "ar")).toBe("Couleur")
    expect(localized({ name: "X", description: null }, "description", "en")).toBeNull()
  })
})

describe("normalizeTranslations", () => {
  it("trims and drops blank strings and empty locales", () => {
    expect(normalizeTranslations({ en: { name: " Red ", description: "" }, ar: { name: "   " } })).toEqual({
      en: { name: "Red" },
    })
  })

  it("stores nothing rather than an empty object", () => {
    expect(normalizeTranslations({ en: { name: "" } })).toBeNull()
    expect(normalizeTranslations(null)).toBeNull()
    expect(normalizeTranslations(undefined)).toBeNull()
  })
})
