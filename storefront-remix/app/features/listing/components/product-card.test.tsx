// @vitest-environment jsdom
import { createInstance } from "i18next"
import { renderToString } from "react-dom/server"
import { I18nextProvider, initReactI18next } from "react-i18next"
// Remix 2 runs on react-router 6 (the hoisted react-router-dom is a v7 that other packages brought).
import { createMemoryRouter, RouterProvider } from "react-router"
import { describe, expect, it } from "vitest"
import i18n from "~/i18n"
import type { ProductCard as Card } from "~/features/listing/listing"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { withReportNamespaces } from "~/lib/i18n-instance"
import { NBSP } from "~/lib/money"
import { promotionValueLabel } from "~/features/promotion/promotion"
import { ProductCard } from "./product-card"

const card = (badge: Card["badge"]): Card => ({
  id: "p1",
  handle: "mixeur",
  title: "Mixeur",
  category: { handle: "petit-electromenager", name: "Petit électroménager" },
  images: ["/img/1.jpg"],
  brand: null,
  price: { amount: 2800, original_amount: 3800, currency_code: "dzd", discount_percent: 26 },
  badge,
  in_stock: true,
  variant_count: 1,
  add_to_cart_variant_id: "v1",
})
const fixed: Card["badge"] = { type: "promotion", value_type: "fixed", value: 1000, label: "-1000" }
const percent: Card["badge"] = { type: "promotion", value_type: "percentage", value: 20, label: "-20%" }

/** The card as the server renders it, in a data router as in Remix; its badge element. */
async function badge(b: Card["badge"], locale: Locale = "fr") {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  const rootData = { locale }
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => rootData, element: <ProductCard product={card(b)} locale={locale} /> }], {
    hydrationData: { loaderData: { root: rootData } },
  })
  const html = renderToString(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  )
  const el = new DOMParser()
    .parseFromString(`<div dir="${locale === "ar" ? "rtl" : "ltr"}">${html}</div>`, "text/html")
    .querySelector("[data-testid=card-badge]")
  return el as HTMLElement | null
}
const shown = (el: Element | null | undefined) => (el?.textContent ?? "").replaceAll(NBSP, " ")
const value = (el: HTMLElement | null) => el!.querySelector(":scope > bdi")!

describe("product card badge", () => {
  it("shows a fixed-amount discount as shop money, as the promotion header does", async () => {
    const el = await badge(fixed, "fr")
    expect(shown(value(el))).toBe("-1 000 DA")
    expect(value(el).textContent).toBe(promotionValueLabel({ value_type: "fixed", value: 1000 }, "fr"))
    expect(shown(el)).toBe("Promo -1 000 DA")
  })

  it("shows a percentage as -20 %, kept left to right", async () => {
    const el = await badge(percent, "fr")
    expect(shown(value(el))).toBe("-20 %")
    expect(value(el).getAttribute("dir")).toBe("ltr")
  })

  it("reads right in Arabic: the signed amount left to right, then the currency in the text's direction", async () => {
    const el = await badge(fixed, "ar")
    const outer = value(el)
    expect(shown(outer)).toBe("-1 000 د.ج")
    // the outer isolate takes its direction from the Arabic label (auto), the number its own
    expect(outer.hasAttribute("dir")).toBe(false)
    expect(shown(outer.querySelector("bdi[dir=ltr]"))).toBe("-1 000")
    expect(shown(await badge(percent, "ar").then(value))).toBe("-20 %")
  })

  it("shows a tag, or the plain label of a backend that sends no rule", async () => {
    expect(shown(await badge({ type: "tag", label: "Nouveau" }))).toBe("Nouveau")
    expect(shown(await badge({ type: "promotion", label: "-26%" }))).toBe("-26%")
    expect(await badge(null)).toBeNull()
  })
})
