import { localized, localizedText, normalizeTranslations, resolveLocale } from "../localize"

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
    expect(localized({ ...brand, translations: { en: { name: "X" } } }, "name", "fr")).toBe("Maison Tlemcen")
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

describe("resolveLocale", () => {
  it("takes the language part of a BCP 47 tag", () => {
    expect(resolveLocale("ar")).toBe("ar")
    expect(resolveLocale("ar-DZ")).toBe("ar")
    expect(resolveLocale("en-US")).toBe("en")
    expect(resolveLocale("FR")).toBe("fr")
  })

  it("defaults to French and refuses languages the shop does not speak", () => {
    expect(resolveLocale(undefined)).toBe("fr")
    expect(resolveLocale("")).toBe("fr")
    expect(resolveLocale("de")).toBeNull()
    expect(resolveLocale(["en", "ar"])).toBeNull()
  })
})
