// @vitest-environment jsdom
import { createInstance } from "i18next"
import { renderToString } from "react-dom/server"
import { I18nextProvider, initReactI18next } from "react-i18next"
// Remix 2 runs on react-router 6 (the hoisted react-router-dom is a v7 that other packages brought).
import { createMemoryRouter, RouterProvider } from "react-router"
import { describe, expect, it } from "vitest"
import i18n from "~/i18n"
import type { Block } from "~/features/content/content"
import type { ProductCard } from "~/features/listing/listing"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { withReportNamespaces } from "~/lib/i18n-instance"
import { BLOCKS, Blocks } from "./registry"
import { cleanBlock } from "../content.server"

const base: Omit<Block, "id" | "type"> = {
  position: 0,
  title: null,
  show_title: false,
  html: null,
  link: null,
  size: null,
  container_class: null,
  wrapper_class: null,
  bg_color: null,
  images: [],
  number: null,
  responsive: null,
  ends_at: null,
  data: {},
}
// a string, not BlockType: one test sends a type newer than this storefront, as an API ahead of it would
const block = (id: string, type: string, extra: Partial<Block> = {}): Block => ({ ...base, id, type: type as Block["type"], ...extra })
const product = (i: number): ProductCard => ({
  id: `p${i}`,
  handle: `produit-${i}`,
  title: `Produit ${i}`,
  category: { handle: "chaussures", name: "Chaussures" },
  images: [`/img/${i}.jpg`],
  brand: null,
  price: { amount: 1000 + i, original_amount: null, currency_code: "dzd", discount_percent: null },
  badge: null,
  in_stock: true,
  variant_count: 1,
  add_to_cart_variant_id: `v${i}`,
})

/** Server rendering (what the visitor first sees), inside a data router as in Remix. */
async function ssr(blocks: Block[], locale: Locale = "fr", rootData: Record<string, unknown> = { locale }) {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => rootData, element: <Blocks blocks={blocks} locale={locale} /> }], {
    hydrationData: { loaderData: { root: rootData } },
  })
  const html = renderToString(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  )
  const doc = new DOMParser().parseFromString(html, "text/html")
  return doc
}

describe("block registry", () => {
  it("maps the 20 block types of the contract", () => {
    expect(Object.keys(BLOCKS).sort()).toHaveLength(20)
  })

  it("renders nothing for an unknown type and keeps the others in order", async () => {
    const doc = await ssr([
      // as the loader hands it over (features/content/content.server.ts cleans staff HTML)
      block("a", "html_block", { html: cleanBlock(block("a", "html_block", { html: "<p>Bonjour</p><script>alert(1)</script>" })).html }),
      block("b", "mystery_block", { html: "<p>Jamais</p>" }),
      block("c", "banner", { images: [{ url: "/b.jpg", alt: "Soldes" }] }),
    ])
    const types = [...doc.querySelectorAll("[data-testid=block]")].map((e) => e.getAttribute("data-block-type"))
    expect(types).toEqual(["html_block", "banner"])
    expect(doc.body.textContent).not.toContain("Jamais")
    expect(doc.querySelector("script")).toBeNull()
    // The first banner is the page's main picture: not lazy.
    expect(doc.querySelector("[data-testid=banner-image]")?.getAttribute("loading")).toBe("eager")
  })

  it("renders the first slides of a carousel on the server, sized by breakpoint", async () => {
    const doc = await ssr([
      block("p", "products_carousel", { title: "Nouveautés", show_title: true, data: { products: Array.from({ length: 8 }, (_, i) => product(i)) } }),
    ])
    const carousel = doc.querySelector("[data-testid=carousel]")!
    expect(carousel.getAttribute("data-mounted")).toBe("0")
    expect(carousel.getAttribute("style")).toContain("--per-d:5")
    expect(carousel.getAttribute("style")).toContain("--per-m:2")
    expect(doc.querySelectorAll("[data-testid=product-card]")).toHaveLength(5)
    expect(doc.querySelector("[data-testid=block-title]")?.textContent).toBe("Nouveautés")
  })

  it("builds the text carousel from the <li> items and sets dir=rtl on Arabic carousels", async () => {
    const doc = await ssr(
      [
        block("t", "text_carousel", { html: "<ul><li>Livraison 58 wilayas</li><li>Paiement à la livraison</li></ul>" }),
        block("b", "brands_carousel", { data: { brands: [{ id: "1", slug: "nike", name: "Nike", logo_url: null, path: "/catalog/brands/nike" }] } }),
      ],
      "ar"
    )
    expect(doc.querySelector("[data-testid=text-carousel]")?.textContent).toBe("Livraison 58 wilayas")
    expect(doc.querySelector("[data-kind=brands]")?.getAttribute("dir")).toBe("rtl")
    expect(doc.querySelector("[data-testid=tile]")?.getAttribute("href")).toBe("/ar/catalog/brands/nike")
  })

  it("hides add to cart on cards when the shop turns it off", async () => {
    const products = { data: { products: [product(1)] } }
    const on = await ssr([block("p", "products_grid", products)], "fr", { locale: "fr", content: { shop: { active_add_to_cart: true } } })
    const off = await ssr([block("p", "products_grid", products)], "fr", { locale: "fr", content: { shop: { active_add_to_cart: false } } })
    expect(on.querySelector("[data-testid=card-action]")?.textContent).toBe("Ajouter au panier")
    expect(off.querySelector("[data-testid=card-action]")?.textContent).toBe("Acheter maintenant")
    expect(off.querySelector("[data-testid=card-action]")?.getAttribute("href")).toContain("checkout=1")
  })
})
