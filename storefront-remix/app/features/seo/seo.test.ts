import { describe, expect, it } from "vitest"
import type { StorePageProduct } from "~/features/product/product-page"
import { alternateLinks, breadcrumbJsonLd, jsonLdText, productJsonLd, seoMeta } from "./seo"
import { buildRobots, buildSitemap } from "./seo-sitemap"

const O = "https://shop.example"
const size = (url: string) => ({ url, width: 800, height: 800 })
const product = (over: Partial<StorePageProduct> = {}): StorePageProduct => ({
  id: "prod_1",
  handle: "sac-cuir",
  title: "Sac en cuir",
  subtitle: null,
  description: "<p>Beau sac</p>",
  images: [
    {
      id: "i",
      url: "/static/a.jpg",
      is_thumb: true,
      sizes: { GRID_DISPLAY: size("/g.jpg"), SMALL_PRODUCT: size("/s.jpg"), PRODUCT_PAGE_LARGE: size("/static/l.jpg") },
    },
  ],
  options: [],
  combinations: [
    {
      id: "v1",
      title: "Noir",
      sku: "SAC-N",
      is_default: true,
      values: [],
      price: { amount: 4500, old_amount: 5000, currency_code: "dzd" },
      promotion: null,
      available: true,
      quantity: 3,
      image_ids: [],
    },
  ],
  default_combination_id: "v1",
  price: { amount: 4500, old_amount: 5000, currency_code: "dzd" },
  promotion: null,
  available: true,
  features: [],
  brand: { id: "b", slug: "atlas", name: "Atlas", logo_url: null, has_logo: false },
  main_category: { id: "c", handle: "sacs", name: "Sacs" },
  pack: null,
  rating: { count: 0, average: null },
  ...over,
})

describe("SEO tags", () => {
  it("gives the canonical of the page's language and every alternate, French unprefixed", () => {
    const links = alternateLinks(O, "ar", "/catalog/category/sacs")
    expect(links[0]).toEqual({ tagName: "link", rel: "canonical", href: `${O}/ar/catalog/category/sacs` })
    expect(links.slice(1).map((l) => [l.hrefLang, l.href])).toEqual([
      ["fr", `${O}/catalog/category/sacs`],
      ["en", `${O}/en/catalog/category/sacs`],
      ["ar", `${O}/ar/catalog/category/sacs`],
      ["x-default", `${O}/catalog/category/sacs`],
    ])
    expect(alternateLinks(O, "en", "/")[0].href).toBe(`${O}/en`)
  })

  it("writes Open Graph with absolute image and url", () => {
    const meta = seoMeta({ origin: O, locale: "en", path: "/x", title: "T", description: "D", image: "/static/l.jpg" })
    const og = Object.fromEntries(meta.filter((m) => m.property).map((m) => [m.property, m.content]))
    expect(og["og:url"]).toBe(`${O}/en/x`)
    expect(og["og:image"]).toBe(`${O}/static/l.jpg`)
    expect(og["og:locale"]).toBe("en_US")
    expect(og["og:title"]).toBe("T")
  })
})

describe("JSON-LD", () => {
  it("describes the product with its DZD offer and no rating when there are no reviews", () => {
    const ld = productJsonLd(O, "fr", "/catalog/product/sacs/sac-cuir", product(), "Beau sac")
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Sac en cuir",
      sku: "SAC-N",
      image: [`${O}/static/l.jpg`],
      brand: { "@type": "Brand", name: "Atlas" },
      offers: { price: "4500.00", priceCurrency: "DZD", availability: "https://schema.org/InStock", url: `${O}/catalog/product/sacs/sac-cuir` },
    })
    expect(ld).not.toHaveProperty("aggregateRating")
  })

  it("adds the rating when reviews exist and marks an unavailable product OutOfStock", () => {
    const ld = productJsonLd(O, "ar", "/p", product({ available: false, rating: { count: 3, average: 4.333333 } }), "d") as {
      aggregateRating: unknown
      offers: { availability: string }
    }
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.33, reviewCount: 3, bestRating: 5, worstRating: 1 })
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock")
  })

  it("lists home > category > product and cannot close its script tag", () => {
    const ld = breadcrumbJsonLd(O, "en", [
      { name: "Home", path: "/" },
      { name: "Bags", path: "/catalog/category/sacs" },
      { name: "</script><b>", path: "/p" },
    ])
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${O}/en`],
      [2, `${O}/en/catalog/category/sacs`],
      [3, `${O}/en/p`],
    ])
    expect(jsonLdText(ld)).not.toContain("</script>")
    expect(JSON.parse(jsonLdText(ld)).itemListElement[2].name).toBe("</script><b>")
  })
})

describe("sitemap and robots", () => {
  it("lists every page in each language with its alternates, once", () => {
    const xml = buildSitemap(O, [{ path: "/" }, { path: "/catalog/product/sacs/a&b", lastmod: "2026-11-20T10:00:00Z" }, { path: "/" }])
    expect(xml.match(/<url>/g)).toHaveLength(6)
    expect(xml).toContain(`<loc>${O}/ar/catalog/product/sacs/a&amp;b</loc><lastmod>2026-11-20</lastmod>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${O}/"/>`)
    expect(xml).toContain(`<loc>${O}/en</loc>`)
  })

  it("points robots to the sitemap and keeps checkout and API out", () => {
    const txt = buildRobots(O)
    expect(txt).toContain(`Sitemap: ${O}/sitemap.xml`)
    expect(txt).toMatch(/^Disallow: \/checkout$/m)
    expect(txt).toMatch(/^Disallow: \/api$/m)
  })
})
