import type { LoaderFunctionArgs } from "@remix-run/node"
import i18next from "~/i18next.server"
import { requireLocale } from "./lang.server"
import type { Locale } from "./locale"
import { medusa, type StoreClient } from "./medusa.server"
import { notFound } from "./not-found.server"
import { loadOrderForm } from "./order-form-loader.server"
import { defaultVariant, toProductView, type ProductView } from "./product"

/** A published product by handle in the visitor's language, or a 404 Response (thrown). */
export async function requireProduct(client: StoreClient, handle: string | undefined, locale: Locale): Promise<ProductView> {
  if (!handle || !/^[a-z0-9][a-z0-9-]{0,199}$/.test(handle)) throw notFound()
  const product = await client.getProduct(handle, locale)
  if (!product) throw notFound()
  return toProductView(product)
}

/** The variant named by `?variant=` when it is one of the product's, else the default one. */
export function selectedVariantId(product: ProductView, url: URL): string | null {
  const asked = url.searchParams.get("variant")
  return product.variants.find((v) => v.id === asked)?.id ?? defaultVariant(product)?.id ?? null
}

/** What the product page and the landing page load: the product, its chosen variant, the order form. */
export async function loadProductWithForm({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const client = medusa()
  const [t, product, { form, headers }] = await Promise.all([
    i18next.getFixedT(locale),
    requireProduct(client, params.product, locale),
    loadOrderForm(client, request),
  ])
  const url = new URL(request.url)
  const meta = { title: `${product.title} | ${t("shop.name")}`, description: t("product.meta_description", { name: product.title }) }
  return { locale, url, headers, page: { locale, product, variantId: selectedVariantId(product, url), meta, form } }
}
