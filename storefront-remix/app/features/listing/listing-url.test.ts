import { describe, expect, it } from "vitest"
import { canonicalListingQuery, nearestPageSize, onPage, withQuery } from "./listing-url"

const fix = (q: string) => canonicalListingQuery(new URLSearchParams(q))?.toString() ?? null

describe("stale listing URLs land on the nearest valid page", () => {
  it("leaves a valid URL alone (the toolbar sends sort and limit on every change)", () => {
    expect(fix("")).toBeNull()
    expect(fix("sort=default&limit=12&brand=kinza&page=2")).toBeNull()
  })

  it("moves a page size that is not offered to the nearest offered one, the default without a parameter", () => {
    expect(fix("limit=13")).toBe("")
    expect(fix("brand=kinza&limit=60")).toBe("brand=kinza&limit=50")
    expect(fix("limit=1000")).toBe("limit=200")
    expect(fix("limit=abc")).toBe("")
    expect(nearestPageSize("18")).toBe(12)
    expect(nearestPageSize("19")).toBe(24)
  })

  it("drops an unknown sort and a page that is not a positive integer", () => {
    expect(fix("sort=old&page=0")).toBe("")
    expect(fix("page=-1&feature=couleur:noir")).toBe("feature=couleur%3Anoir")
    expect(fix("page=2.5")).toBe("")
    expect(fix("page=999999")).toBe("")
  })

  it("builds the last page's address", () => {
    expect(withQuery("/ar/catalog/category/x", onPage(new URLSearchParams("limit=24&page=9"), 3))).toBe("/ar/catalog/category/x?limit=24&page=3")
    expect(withQuery("/catalog/category/x", onPage(new URLSearchParams("page=9"), 1))).toBe("/catalog/category/x")
  })
})
