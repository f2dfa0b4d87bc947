import { menuPath, paths } from "../paths"

describe("menuPath", () => {
  it("maps each menu item type to its storefront path (no locale prefix)", () => {
    expect(menuPath("category", { handle: "chaussures" })).toBe("/catalog/category/chaussures")
    expect(menuPath("brand", { slug: "atlas-chaussures" })).toBe("/catalog/brands/atlas-chaussures")
    expect(menuPath("product", { handle: "baskets-running-homme", category_handle: "chaussures" })).toBe("/catalog/product/chaussures/baskets-running-homme")
    expect(menuPath("cms", { slug: "a-propos" })).toBe("/pages/a-propos")
    expect(menuPath("blog_category", { slug: "conseils" })).toBe("/blog/categories/conseils")
    expect(menuPath("blog_post", { slug: "mon-article" })).toBe("/blog/mon-article")
    expect(menuPath("collection", { handle: "selection-ete" })).toBe("/collections/selection-ete")
  })

  it("returns a link item's URL as is", () => {
    expect(menuPath("link", null, "https://www.facebook.com/boutiquedz")).toBe("https://www.facebook.com/boutiquedz")
    expect(menuPath("link", null, "  /promotions ")).toBe("/promotions")
  })

  it("hides an item whose target is gone or a link without URL", () => {
    expect(menuPath("category", null)).toBeNull()
    expect(menuPath("blog_post", {})).toBeNull()
    expect(menuPath("link", null, "")).toBeNull()
    expect(menuPath("link", null, null)).toBeNull()
  })

  it("encodes what is not URL-safe", () => {
    expect(paths.category("a b")).toBe("/catalog/category/a%20b")
    expect(paths.promotion("cdisc_1")).toBe("/promotions/cdisc_1")
  })
})
