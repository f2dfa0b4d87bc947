import { describe, expect, it } from "vitest"
import { dirFor, localeFromPath, localizePath, parseLangParam, stripLocale, switchLocalePath } from "./locale"

describe("localeFromPath", () => {
  it.each([
    ["/", "fr"],
    ["/checkout/cart/view", "fr"],
    ["/en", "en"],
    ["/en/checkout/cart/view", "en"],
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/ar/checkout/cart/view", "ar"],
    // French has no prefix; unknown prefixes and look-alikes are not languages.
    ["/fr/checkout", "fr"],
    ["/de/checkout", "fr"],
    ["/arabic", "fr"],
    ["/AR", "fr"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale)
  })
})

describe("switchLocalePath keeps the page and changes only the language", () => {
  it.each([
    ["/ar/checkout/cart/view", "fr", "/checkout/cart/view"],
    ["/checkout/cart/view", "ar", "/ar/checkout/cart/view"],
    ["/en/checkout/cart/view", "ar", "/ar/checkout/cart/view"],
    ["/ar/checkout/cart/view", "en", "/en/checkout/cart/view"],
    ["/", "ar", "/ar"],
    ["/ar", "fr", "/"],
    ["/ar/", "fr", "/"],
    ["/en", "en", "/en"],
    ["/", "fr", "/"],
    // An unknown segment is part of the path, not a language.
    ["/de/x", "ar", "/ar/de/x"],
  ] as const)("%s in %s is %s", (from, target, to) => {
    expect(switchLocalePath(from, target)).toBe(to)
  })

  it("round-trips every path through every language", () => {
    for (const path of ["/", "/checkout/cart/view", "/catalog/product/a/b"]) {
      for (const target of ["fr", "en", "ar"] as const) {
        expect(stripLocale(localizePath(target, path))).toBe(path)
      }
    }
  })
})

describe("dirFor", () => {
  it("is rtl for Arabic only", () => {
    expect(dirFor("ar")).toBe("rtl")
    expect(dirFor("fr")).toBe("ltr")
    expect(dirFor("en")).toBe("ltr")
  })
})

describe("parseLangParam", () => {
  it("takes no prefix as French", () => {
    expect(parseLangParam(undefined, "/checkout/cart/view")).toEqual({ kind: "ok", locale: "fr" })
  })
  it("accepts en and ar", () => {
    expect(parseLangParam("en", "/en")).toEqual({ kind: "ok", locale: "en" })
    expect(parseLangParam("ar", "/ar/checkout/cart/view")).toEqual({ kind: "ok", locale: "ar" })
  })
  it("sends /fr/... to the unprefixed address", () => {
    expect(parseLangParam("fr", "/fr/checkout/cart/view")).toEqual({ kind: "redirect", to: "/checkout/cart/view" })
    expect(parseLangParam("fr", "/fr")).toEqual({ kind: "redirect", to: "/" })
  })
  it("refuses anything else", () => {
    for (const lang of ["de", "AR", "english", "checkout", ""]) {
      expect(parseLangParam(lang, `/${lang}`)).toEqual({ kind: "not-found" })
    }
  })
})
