import { describe, expect, it } from "vitest"
import { arrowsOverlay, CAROUSELS, gutterClasses, itemsPerView, slickSettings, viewFor } from "~/lib/carousel"
import { countdownParts, pad2 } from "./countdown"
import { localHref, truncate } from "./menu"
import { localizeMenu, safeLink } from "./menu.server"
import type { MenuItem } from "./content"
import { DEFAULT_THEME, safeCustomCss, themeCss } from "~/lib/theme"

describe("carousel items per view and timings (spec §9)", () => {
  it("uses the spec's numbers per breakpoint", () => {
    expect(itemsPerView("products")).toEqual({ desktop: 5, tablet: 3, mobile: 2 })
    expect(itemsPerView("brands")).toEqual({ desktop: 8, tablet: 6, mobile: 4 })
    expect(itemsPerView("categories")).toEqual({ desktop: 8, tablet: 6, mobile: 4 })
    expect(itemsPerView("blog_posts")).toEqual({ desktop: 3, tablet: 2, mobile: 1 })
    expect(itemsPerView("brand_lines")).toEqual({ desktop: 5, tablet: 3, mobile: 2 })
    expect(CAROUSELS.banners.autoplay).toBe(2500)
    expect(CAROUSELS.blog_categories.autoplay).toBe(3000)
    expect(CAROUSELS.products.autoplay).toBe(3100)
    expect(CAROUSELS.text.autoplay).toBe(3000)
  })

  it("takes the block's own numbers when valid, and caps blog categories at 4", () => {
    expect(itemsPerView("products", { desktop: 4, tablet: 0, mobile: 1 })).toEqual({ desktop: 4, tablet: 3, mobile: 1 })
    expect(itemsPerView("blog_categories", { desktop: 6, tablet: 5, mobile: 2 })).toEqual({ desktop: 4, tablet: 4, mobile: 2 })
  })

  it("gives react-slick the count of the view (same ranges as the CSS: 640/1024) and the rtl flag", () => {
    expect([viewFor(390), viewFor(639), viewFor(640), viewFor(1023), viewFor(1024)]).toEqual(["mobile", "mobile", "tablet", "tablet", "desktop"])
    const per = itemsPerView("products")
    const s = slickSettings("products", per, "desktop", 10, { rtl: true })
    expect(s.autoplaySpeed).toBe(3100)
    expect(s.autoplay).toBe(true)
    expect(s.slidesToShow).toBe(5)
    expect(s.rtl).toBe(true)
    // slick starts right to left at slideCount - 1 - initialSlide: slide 0 drawn rightmost
    expect(s.initialSlide).toBe(4)
    expect(slickSettings("products", per, "desktop", 10).initialSlide).toBe(0)
    expect(slickSettings("products", per, "desktop", 3, { rtl: true }).initialSlide).toBe(0)
    expect(slickSettings("products", per, "desktop", 10, { reducedMotion: true }).autoplay).toBe(false)
    expect(slickSettings("products", per, "tablet", 10).slidesToShow).toBe(3)
    expect(slickSettings("products", per, "mobile", 10).slidesToShow).toBe(2)
    // Fewer slides than the view: no empty places, no infinite clones, no arrows.
    const few = slickSettings("products", per, "desktop", 1)
    expect(few.slidesToShow).toBe(1)
    expect(few.infinite).toBe(false)
    expect(few.arrows).toBe(false)
  })
})

describe("countdown", () => {
  const now = Date.parse("2026-11-23T10:00:00Z")
  it("splits the time left into days, hours, minutes, seconds", () => {
    expect(countdownParts("2026-11-25T13:04:05Z", now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
    expect(countdownParts("2026-11-23T10:00:01Z", now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(pad2(4)).toBe("04")
  })
  it("is empty once ended or without a valid end", () => {
    expect(countdownParts("2026-11-23T10:00:00Z", now)).toBeNull()
    expect(countdownParts("2026-11-22T10:00:00Z", now)).toBeNull()
    expect(countdownParts(null, now)).toBeNull()
    expect(countdownParts("not a date", now)).toBeNull()
  })
})

describe("menus", () => {
  const items: MenuItem[] = [
    {
      id: "1",
      type: "category",
      label: "Chaussures",
      path: "/catalog/category/chaussures",
      children: [{ id: "2", type: "brand", label: "Nike", path: "/catalog/brands/nike", children: [] }],
    },
    { id: "3", type: "link", label: "Instagram", path: "https://instagram.com/shop", children: [] },
    { id: "4", type: "link", label: "Piège", path: "javascript:alert(1)", children: [] },
    { id: "5", type: "cms", label: "", path: "/pages/x", children: [] },
  ]
  it("prefixes storefront paths with the locale, keeps absolute URLs, drops unsafe ones", () => {
    expect(localizeMenu(items, "ar")).toEqual([
      {
        id: "1",
        label: "Chaussures",
        href: "/ar/catalog/category/chaussures",
        external: false,
        children: [{ id: "2", label: "Nike", href: "/ar/catalog/brands/nike", external: false, children: [] }],
      },
      { id: "3", label: "Instagram", href: "https://instagram.com/shop", external: true, children: [] },
    ])
    expect(localizeMenu(items, "fr")[0].href).toBe("/catalog/category/chaussures")
    expect(localizeMenu(items, "en")[0].children[0].href).toBe("/en/catalog/brands/nike")
    expect(localHref("/", "en")).toEqual({ href: "/en", external: false })
    expect(localHref("", "en")).toBeNull()
    // staff links are checked on the server before any page gets them (menus, banners, the footer)
    expect(safeLink("javascript:alert(1)")).toBeNull()
    expect(safeLink(" https://facebook.com/boutique ")).toBe("https://facebook.com/boutique")
    expect(localizeMenu([{ id: "x", label: "X", path: "javascript:alert(1)", children: [] } as never], "fr")).toEqual([])
  })
  it("truncates blog descriptions at 100 characters", () => {
    const long = "mot ".repeat(40)
    const cut = truncate(long)
    expect(cut.length).toBeLessThanOrEqual(100)
    expect(cut.endsWith("…")).toBe(true)
    expect(truncate("court")).toBe("court")
    expect(truncate("x".repeat(150))).toBe(`${"x".repeat(99)}…`)
  })
})

describe("theme CSS", () => {
  it("sets the ten colour variables, falling back to the defaults for bad values", () => {
    const css = themeCss({ primary: "#123456", danger: "red;}</style><script>", info: "rgb(1, 2, 3)" })
    expect(css.startsWith(":root{")).toBe(true)
    expect(css).toContain("--color-primary:#123456;")
    expect(css).toContain(`--color-danger:${DEFAULT_THEME.danger};`)
    expect(css).toContain("--color-info:rgb(1, 2, 3);")
    expect(css).toContain("--color-grey-1:#1a1a1a;")
    expect(css.match(/--color-/g)).toHaveLength(10)
    expect(themeCss(null)).toContain("--color-primary:#820869;")
  })
  it("cannot end the style element with the custom CSS", () => {
    expect(safeCustomCss("a{color:red}</STYLE><script>alert(1)</script>")).not.toMatch(/<\/style|<script/i)
    expect(safeCustomCss(".x{color:blue}")).toBe(".x{color:blue}")
    expect(safeCustomCss(null)).toBe("")
  })
})

describe("carousel arrows beside the cards (decision 0054)", () => {
  it("reserves the arrows' gutter only at the breakpoints where there are more slides than fit", () => {
    const per = itemsPerView("products")
    expect(gutterClasses(per, 8)).toBe("carousel-gutter-m carousel-gutter-t carousel-gutter-d")
    expect(gutterClasses(per, 4)).toBe("carousel-gutter-m carousel-gutter-t")
    expect(gutterClasses(per, 2)).toBe("")
  })

  it("lets only banner arrows lie over the slides (pictures, no text)", () => {
    expect(arrowsOverlay("banners")).toBe(true)
    expect(arrowsOverlay("products")).toBe(false)
    expect(arrowsOverlay("blog_posts")).toBe(false)
  })
})
