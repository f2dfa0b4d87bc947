import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData, useLocation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { OrderForm } from "~/features/checkout/components/order-form"
import { ProductSummary } from "~/features/product/components/product-summary"
import { useVariantChoice } from "~/features/product/use-variant-choice"
import { VariantPicker } from "~/features/product/components/variant-picker"
import { codOrderAction } from "~/features/checkout/order-action.server"
import { skipRevalidationAfterPost } from "~/features/checkout/order-form"
import { orderFormHeaders } from "~/features/checkout/order-form-loader.server"
import { loadProductWithForm } from "~/features/product/product-loader.server"

export async function loader(args: LoaderFunctionArgs) {
  const { headers, page } = await loadProductWithForm(args)
  return data(page, { headers })
}

export const action = codOrderAction
export const shouldRevalidate = skipRevalidationAfterPost
export const headers = orderFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: "description", content: data.meta.description }] : []

/**
 * The landing page (spec §2: a product, the wilayas, a token and a locale): the product and the order
 * form, nothing else to click away to. The token is the visitor's CSRF token; the locale is the URL's.
 */
export default function LandingPage() {
  const { locale, product, variantId, form } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const { variant, select, query, orderProduct } = useVariantChoice(product, variantId)
  return (
    <article className="mx-auto max-w-3xl" data-testid="landing-page">
      <ProductSummary locale={locale} product={product} variant={variant} />
      <VariantPicker product={product} selected={variant} onSelect={(v) => select(v.id)} query={query} />
      <section className="mt-8" aria-labelledby="order-title">
        <h2 id="order-title" className="mb-4 text-xl font-bold">
          {t("landing.order_title")}
        </h2>
        <OrderForm locale={locale} mode="landing" {...form} action={pathname + search} keep={query} product={orderProduct} />
      </section>
    </article>
  )
}
