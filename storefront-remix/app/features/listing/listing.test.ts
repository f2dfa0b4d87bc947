import { describe, expect, it } from "vitest"
import { backendQuery, clampPrice, pageWindow, withChange } from "./listing"

describe("pageWindow", () => {
  it("shows at most 7 numbers with the current page centred when possible", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13])
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe("withChange", () => {
  const search = new URLSearchParams("brand=a&page=3&sort=price_asc")
  it("goes back to page 1 when a filter, the sort or the page size changes", () => {
    expect(withChange(search, { toggle: ["brand", "b"] })).toBe("?sort=price_asc&brand=a&brand=b")
    expect(withChange(search, { toggle: ["brand", "a"] })).toBe("?sort=price_asc")
    expect(withChange(search, { set: { limit: "24" } })).toBe("?brand=a&sort=price_asc&limit=24")
  })
  it("keeps everything when only the page changes", () => {
    expect(withChange(search, { set: { page: "4" } })).toBe("?brand=a&page=4&sort=price_asc")
  })
})

describe("backendQuery", () => {
  it("passes listing parameters only, with the backend locale", () => {
    const q = backendQuery(new URLSearchParams("brand=a&brand=b&utm=x&price_min=&feature=couleur:noir"), "ar")
    expect(q.toString()).toBe("brand=a&brand=b&feature=couleur%3Anoir&locale=ar-DZ")
  })
})

describe("clampPrice", () => {
  it("keeps min ≤ max inside the listed range", () => {
    expect(clampPrice(null, null, { min: 100, max: 900 })).toEqual({ min: 100, max: 900 })
    expect(clampPrice(50, 2000, { min: 100, max: 900 })).toEqual({ min: 100, max: 900 })
    expect(clampPrice(800, 300, { min: 100, max: 900 })).toEqual({ min: 300, max: 300 })
  })
})
