import { describe, expect, it } from "vitest"
import { communeLabel, filterCommunes, parseWilayaCode, wilayaLabel } from "./geo"

const alger = { code: 16, name_fr: "Alger", name_ar: "الجزائر" }
const bejaia = { code: 6, name_fr: "Béjaïa", name_ar: "بجاية" }

describe("wilayaLabel", () => {
  it("shows the Arabic name in Arabic and the French name otherwise", () => {
    expect(wilayaLabel(alger, "ar")).toBe("16 - الجزائر")
    expect(wilayaLabel(alger, "fr")).toBe("16 - Alger")
    expect(wilayaLabel(alger, "en")).toBe("16 - Alger")
  })
  it("pads one-digit codes as Algerians write them", () => {
    expect(wilayaLabel(bejaia, "fr")).toBe("06 - Béjaïa")
    expect(wilayaLabel(bejaia, "ar")).toBe("06 - بجاية")
  })
  it("falls back to the other name when one is missing", () => {
    expect(wilayaLabel({ code: 16, name_fr: "Alger", name_ar: "" }, "ar")).toBe("16 - Alger")
  })
})

describe("communeLabel", () => {
  it("names the commune in the page's script", () => {
    const babElOued = { name_fr: "Bab El Oued", name_ar: "باب الوادي" }
    expect(communeLabel(babElOued, "ar")).toBe("باب الوادي")
    expect(communeLabel(babElOued, "fr")).toBe("Bab El Oued")
  })
})

describe("parseWilayaCode", () => {
  it("accepts 1 to 99", () => {
    expect(parseWilayaCode("16")).toBe(16)
    expect(parseWilayaCode("06")).toBe(6)
    expect(parseWilayaCode("69")).toBe(69)
  })
  it("rejects everything else", () => {
    for (const v of [null, undefined, "", "0", "00", "abc", "16a", "-1", "1.5", "100", " 16"]) {
      expect(parseWilayaCode(v)).toBeNull()
    }
  })
})

describe("searching the communes (French and Arabic)", () => {
  const communes = [
    { code: 601, name_fr: "Béjaïa", name_ar: "بجاية" },
    { code: 1601, name_fr: "Alger Centre", name_ar: "الجزائر الوسطى" },
    { code: 1605, name_fr: "Bab El Oued", name_ar: "باب الوادي" },
  ]
  const codes = (q: string, keep: number | null = null) => filterCommunes(communes, q, keep).map((c) => c.code)

  it("ignores case and accents, and matches anywhere in the name", () => {
    expect(codes("bejaia")).toEqual([601])
    expect(codes("  ALGER ")).toEqual([1601])
    expect(codes("oued")).toEqual([1605])
    expect(codes("")).toEqual([601, 1601, 1605])
  })

  it("finds Arabic names whatever the hamza, alef or ta-marbuta spelling", () => {
    expect(codes("بجايه")).toEqual([601])
    expect(codes("الجزائر")).toEqual([1601])
    expect(codes("الوادى")).toEqual([1605])
  })

  it("keeps the chosen commune listed", () => {
    expect(codes("bab", 601)).toEqual([601, 1605])
    expect(codes("zzz")).toEqual([])
  })
})
