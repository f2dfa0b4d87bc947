// @vitest-environment jsdom
import { createInstance } from "i18next"
import { renderToString } from "react-dom/server"
import { I18nextProvider, initReactI18next } from "react-i18next"
// Remix 2 runs on react-router 6 (the hoisted react-router-dom is a v7 that other packages brought).
import { createMemoryRouter, RouterProvider } from "react-router"
import { describe, expect, it } from "vitest"
import i18n from "~/i18n"
import { resources } from "~/lib/locale-resources.server"
import { withReportNamespaces } from "~/lib/i18n-instance"
import { SiteHeader } from "./site-header"

async function header(activeAddToCart: boolean) {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: "fr", resources })
  const rootData = { locale: "fr", content: { shop: { active_add_to_cart: activeAddToCart }, menus: { header: [], footer: [] } } }
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => rootData, element: <SiteHeader locale="fr" /> }], {
    hydrationData: { loaderData: { root: rootData } },
  })
  const html = renderToString(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  )
  return new DOMParser().parseFromString(html, "text/html")
}

describe("site header and the shop's activeAddToCart", () => {
  it("shows the cart icon and the cart checkout link when add to cart is on", async () => {
    const doc = await header(true)
    expect(doc.querySelector("[data-testid=mini-cart]")).not.toBeNull()
    expect(doc.querySelector("[data-testid=nav-order]")).not.toBeNull()
  })

  it("has no cart icon nor cart checkout link when the shop sells without a cart", async () => {
    const doc = await header(false)
    expect(doc.querySelector("[data-testid=mini-cart]")).toBeNull()
    expect(doc.querySelector("[data-testid=nav-order]")).toBeNull()
    expect(doc.querySelector("[data-testid=shop-name]")).not.toBeNull()
  })
})
