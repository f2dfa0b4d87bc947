import { redirect, type LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { requireLocale } from "~/lib/lang.server"
import { localizePath } from "~/lib/locale"
import { storeApi } from "~/lib/store-api.server"
import { notFound } from "~/lib/not-found.server"
import { loadOrderForm } from "~/features/checkout/order-form-loader.server"
import { toProductPageView } from "./product-page"
import { getProductPage } from "./product-page.server"
import { htmlToText, sanitizeHtml } from "~/lib/sanitize-html.server"
import { productSeo } from "~/features/seo/seo"

/** Everything the product page renders: the product, its chosen combination, SEO data, the order form. */
export async function loadProductPage({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const handle = params.product
  if (!handle || !/^[a-z0-9][a-z0-9-]{0,199}$/.test(handle)) throw notFound()
  const [t, stored, { form, headers }] = await Promise.all([
    i18next.getFixedT(locale),
    getProductPage(handle, locale),
    loadOrderForm(storeApi, request, { showsStock: true }),
  ])
  if (!stored) throw notFound()
  const url = new URL(request.url)
  const path = `/catalog/product/${stored.main_category?.handle ?? params.category}/${stored.handle}`
  // One address per product: another category slug redirects to the product's own.
  if (stored.main_category && stored.main_category.handle !== params.category) {
    throw redirect(localizePath(locale, path) + url.search, 301)
  }
  const product = toProductPageView(stored, sanitizeHtml)
  const asked = url.searchParams.get("variant")
  const variantId = product.variants.find((v) => v.id === asked)?.id ?? product.defaultVariantId ?? product.variants[0]?.id ?? null
  const title = `${product.title} | ${t("shop.name")}`
  const description = plainText(stored.subtitle || stored.description) || t("product.meta_description", { name: product.title })
  const seo = productSeo({
    origin: url.origin,
    locale,
    path,
    title,
    description,
    product: stored,
    crumbs: [
      { name: t("nav.home"), path: "/" },
      ...(stored.main_category ? [{ name: stored.main_category.name, path: `/catalog/category/${stored.main_category.handle}` }] : []),
      { name: product.title, path },
    ],
  })
  const checkoutOpen = url.searchParams.get("checkout") === "1" || url.searchParams.has("wilaya")
  return { headers, page: { locale, product, variantId, form, checkoutOpen, seo } }
}

/** Description text for meta tags: the HTML's text, at most 160 characters. */
export function plainText(html: string | null | undefined): string {
  const text = htmlToText(html)
  return text.length > 160 ? text.slice(0, 157).trimEnd() + "…" : text
}
