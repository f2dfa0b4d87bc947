import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { Link, useLoaderData, useLocation } from "@remix-run/react"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { OrderForm } from "~/features/checkout/components/order-form"
import { readLast } from "~/features/checkout/use-order-submit"
import { BrandLogo } from "~/features/product/components/brand-logo"
import { CrossSelling } from "~/features/product/components/cross-selling"
import { PackContents } from "~/features/product/components/pack-contents"
import { ProductGallery } from "~/features/product/components/product-gallery"
import { ProductPrice } from "~/features/product/components/product-price"
import { ProductRating } from "~/features/product/components/product-rating"
import { ProductTabs } from "~/features/product/components/product-tabs"
import { RICH_TEXT } from "~/features/product/rich-text"
import { useVariantChoice } from "~/features/product/use-variant-choice"
import { VariantPicker } from "~/features/product/components/variant-picker"
import { codOrderAction } from "~/features/checkout/order-action.server"
import { skipRevalidationAfterPost } from "~/features/checkout/order-form"
import { orderFormHeaders } from "~/features/checkout/order-form-loader.server"
import { cartLineFor } from "~/features/product/product"
import type { PageVariant } from "~/features/product/product-page"
import { loadProductPage } from "~/features/product/product-page-loader.server"
import { jsonLdText } from "~/features/seo/seo"
import { addToBrowserCart } from "~/features/cart/use-browser-cart"
import { useShopSettings } from "~/features/content/use-shop-settings"
import { WhatsAppButton } from "~/features/product/components/whatsapp-button"
import { DeliveryEstimatePanel } from "~/features/delivery/components/delivery-estimate-panel"

export async function loader(args: LoaderFunctionArgs) {
  const { headers, page } = await loadProductPage(args)
  return data(page, { headers })
}

export const action = codOrderAction
export const shouldRevalidate = skipRevalidationAfterPost
// The page embeds the visitor's CSRF token (order form): never stored by a shared cache (decision 0015).
export const headers = orderFormHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? data.seo.meta : [])

/** The product page (spec §2): gallery, brand, rating, price, combinations, descriptions, tabs, cross-selling, cart, order form. */
export default function ProductPage() {
  const { locale, product, variantId, checkoutOpen, form, seo } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const { variant, buyable, select, query, orderProduct } = useVariantChoice(product, variantId)
  const [open, setOpen] = useState(checkoutOpen)
  const { activeAddToCart } = useShopSettings()
  // A reload during the cooldown shows the order's overview again, so the form section is open.
  useEffect(() => {
    if (readLast(pathname)) setOpen(true)
  }, [pathname])

  return (
    <article data-testid="product-page" data-product-id={product.id}>
      {seo.jsonLd.map((doc, n) => (
        <script key={n} type="application/ld+json" data-testid="json-ld" dangerouslySetInnerHTML={{ __html: jsonLdText(doc) }} />
      ))}
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery
          images={product.gallery}
          title={product.title}
          focus={product.variants.find((v) => v.id === variant?.id)?.imageIndex ?? null}
          focusAtLoad={new URLSearchParams(search).has("variant")}
        />
        <div>
          <BrandLogo locale={locale} brand={product.brand} />
          {product.category && <p className="mt-2 text-sm font-medium text-brand-700">{product.category.name}</p>}
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl" data-testid="product-title">
            {product.title}
          </h1>
          <ProductRating rating={product.rating} />
          <ProductPrice locale={locale} variant={variant as PageVariant | null} />
          {variant && !variant.inStock && (
            <p className="mt-2 inline-block rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-800" data-testid="product-out-of-stock">
              {t("product.out_of_stock")}
            </p>
          )}
          {product.summaryHtml && (
            <div className={`${RICH_TEXT} mt-4 text-slate-700`} data-testid="product-description" dangerouslySetInnerHTML={{ __html: product.summaryHtml }} />
          )}
          <VariantPicker product={product} selected={variant} onSelect={(v) => select(v.id)} query={query} />
          <div className="mt-6 flex flex-wrap gap-3">
            {activeAddToCart && (
              <button
                type="button"
                disabled={!buyable}
                onClick={() => variant && addToBrowserCart(cartLineFor(product, variant, 1))}
                className="h-12 flex-1 rounded-xl border-2 border-brand-700 px-5 font-semibold text-brand-800 disabled:opacity-40"
                data-testid="add-to-cart"
              >
                {t("product.add_to_cart")}
              </button>
            )}
            <Link
              to={`?${new URLSearchParams({ ...query, ...(open ? {} : { checkout: "1" }) })}#order`}
              preventScrollReset
              aria-expanded={open}
              aria-controls="order"
              onClick={(e) => {
                e.preventDefault()
                setOpen((o) => !o)
              }}
              className={
                "flex h-12 flex-1 items-center justify-center rounded-xl px-5 font-semibold " +
                (buyable ? "bg-brand-700 text-white hover:bg-brand-800" : "pointer-events-none bg-slate-300 text-slate-600")
              }
              data-testid="buy-now"
            >
              {open ? t("product.hide_checkout") : t("product.buy_now")}
            </Link>
          </div>
          <WhatsAppButton locale={locale} product={product} variant={variant} />
          <DeliveryEstimatePanel locale={locale} wilayas={form.wilayas} />
          {product.pack && <PackContents locale={locale} pack={product.pack} category={product.category?.handle ?? "all"} />}
        </div>
      </div>
      <section id="order" hidden={!open} className="mx-auto mt-8 max-w-3xl" aria-labelledby="order-title">
        <h2 id="order-title" className="mb-4 text-xl font-bold">
          {t("product.order_title")}
        </h2>
        <OrderForm locale={locale} mode="product" {...form} action={pathname + search} keep={{ ...query, checkout: "1" }} product={orderProduct} />
      </section>
      <ProductTabs locale={locale} product={product} />
      <CrossSelling productId={product.id} locale={locale} />
    </article>
  )
}
