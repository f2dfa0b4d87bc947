import { describe, expect, it } from "vitest"
import { valueAvailable, variantFor } from "./product"
import { toProductPageView, type StorePageProduct } from "./product-page"
import { sanitizeHtml } from "~/lib/sanitize-html.server"

const combo = (id: string, size: string, color: string, available = true) => ({
  id,
  title: `${size} / ${color}`,
  sku: id,
  is_default: false,
  available,
  quantity: available ? 2 : 0,
  image_ids: color === "Bleu" ? ["img-blue"] : [],
  promotion: null,
  values: [
    { option_id: "size", type: "Taille", value: size },
    { option_id: "color", type: "Couleur", value: color },
  ],
  price: { amount: 1000, old_amount: null, currency_code: "dzd" },
})
const stored = {
  id: "prod_1",
  handle: "t",
  title: "T-shirt",
  subtitle: "<p onclick=x>Court</p>",
  description: "<script>x</script><p>Long</p>",
  images: ["img-front", "img-blue"].map((id) => {
    const sized = { url: `/static/${id}.png`, width: 800, height: 800 }
    return { id, url: sized.url, is_thumb: id === "img-front", sizes: { GRID_DISPLAY: sized, SMALL_PRODUCT: sized, PRODUCT_PAGE_LARGE: sized } }
  }),
  features: [
    {
      type: { id: "ft", code: "mat", label: "Matière" },
      values: [
        { id: "a", value: "Coton" },
        { id: "b", value: "Lin" },
      ],
    },
  ],
  options: [
    {
      id: "size",
      title: "Taille",
      values: [
        { id: "s", value: "S" },
        { id: "m", value: "M" },
        { id: "l", value: "L" },
      ],
    },
    {
      id: "color",
      title: "Couleur",
      values: [
        { id: "r", value: "Rouge" },
        { id: "b", value: "Bleu" },
      ],
    },
  ],
  // S exists only in red, L only in blue; M in both.
  combinations: [combo("v1", "S", "Rouge"), combo("v2", "M", "Rouge"), combo("v3", "M", "Bleu"), combo("v4", "L", "Bleu")],
  default_combination_id: "v2",
  price: null,
  promotion: null,
  available: true,
  brand: { id: "b", slug: "atlas", name: "Atlas", logo_url: "/default-logo.png", has_logo: false },
  main_category: null,
  pack: null,
  rating: { count: 0, average: null },
} as unknown as StorePageProduct

describe("product page view", () => {
  const p = toProductPageView(stored, sanitizeHtml)

  it("disables per option type the values no combination has with the other choices", () => {
    const red = { size: "M", color: "Rouge" }
    expect(valueAvailable(p, red, "size", "S")).toBe(true)
    expect(valueAvailable(p, red, "size", "L")).toBe(false)
    expect(valueAvailable(p, red, "color", "Bleu")).toBe(true)
    const small = { size: "S", color: "Rouge" }
    expect(valueAvailable(p, small, "color", "Bleu")).toBe(false)
    expect(variantFor(p, { size: "L", color: "Bleu" })?.id).toBe("v4")
  })

  it("sanitises both descriptions, leaves the placeholder logo to the default one and lists features as type: values", () => {
    expect(p.summaryHtml).toBe("<p>Court</p>")
    expect(p.descriptionHtml).toBe("<p>Long</p>")
    expect(p.brand).toEqual({ slug: "atlas", name: "Atlas", logo: null })
    expect(p.features).toEqual([{ label: "Matière", values: ["Coton", "Lin"] }])
    expect(p.defaultVariantId).toBe("v2")
  })

  it("knows where each combination's own picture is in the gallery (none: it keeps the product's)", () => {
    expect(p.variants.find((v) => v.id === "v3")?.imageIndex).toBe(1)
    expect(p.variants.find((v) => v.id === "v1")?.imageIndex).toBeNull()
  })

  it("skips the pictures every combination lists (Medusa lists the product's shared ones with each combination's own)", () => {
    const withShared = {
      ...stored,
      combinations: stored.combinations.map((c) => ({ ...c, image_ids: ["img-front", ...c.image_ids] })),
    } as unknown as StorePageProduct
    const view = toProductPageView(withShared, sanitizeHtml)
    expect(view.variants.find((v) => v.id === "v3")?.imageIndex).toBe(1)
    expect(view.variants.find((v) => v.id === "v1")?.imageIndex).toBeNull()
  })
})
