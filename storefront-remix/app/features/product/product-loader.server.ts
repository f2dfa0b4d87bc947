import type { LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { requireLocale } from "~/lib/lang.server"
import type { Locale } from "~/lib/locale"
import { storeApi } from "~/lib/store-api.server"
import { notFound } from "~/lib/not-found.server"
import { loadOrderForm } from "~/features/checkout/order-form-loader.server"
import { defaultVariant, type ProductView } from "./product"
import { getProductPage } from "./product-page.server"
import { toProductPageView } from "./product-page"
import { htmlToText, sanitizeHtml } from "~/lib/sanitize-html.server"

/**
 * A published product by handle in the visitor's language, or a 404 Response (thrown). Read from
 * the product page's route (the same prices, promotions and stock as the product page, and its
 * cache), reduced to what the landing page shows.
 */
export async function requireProduct(handle: string | undefined, locale: Locale): Promise<ProductView> {
  if (!handle || !/^[a-z0-9][a-z0-9-]{0,199}$/.test(handle)) throw notFound()
  const stored = await getProductPage(handle, locale)
  if (!stored) throw notFound()
  const page = toProductPageView(stored, sanitizeHtml)
  return {
    id: page.id,
    handle: page.handle,
    title: page.title,
    description: htmlToText(stored.description) || null,
    image: page.gallery[0]?.large.url ?? null,
    category: page.category,
    options: page.options,
    variants: page.variants.map(({ id, title, options, price, originalPrice, inStock }) => ({ id, title, options, price, originalPrice, inStock })),
  }
}

/** The variant named by `?variant=` when it is one of the product's, else the default one. */
export function selectedVariantId(product: ProductView, url: URL): string | null {
  const asked = url.searchParams.get("variant")
  return product.variants.find((v) => v.id === asked)?.id ?? defaultVariant(product)?.id ?? null
}

/** What the product page and the landing page load: the product, its chosen variant, the order form. */
export async function loadProductWithForm({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const [t, product, { form, headers }] = await Promise.all([
    i18next.getFixedT(locale),
    requireProduct(params.product, locale),
    loadOrderForm(storeApi, request, { showsStock: true }),
  ])
  const url = new URL(request.url)
  const meta = { title: `${product.title} | ${t("shop.name")}`, description: t("product.meta_description", { name: product.title }) }
  return { locale, url, headers, page: { locale, product, variantId: selectedVariantId(product, url), meta, form } }
}
