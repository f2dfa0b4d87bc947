import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { PromotionValue } from "~/features/promotion/components/promotion-value"
import type { ProductCard as Card } from "~/features/listing/listing"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { useShopSettings } from "~/features/content/use-shop-settings"
import { showCombinationModal } from "~/features/cart/cart"

/** Product card: first image, second on hover, name, main category, brand, prices, badge. */
export function ProductCard({ product: p, locale }: { product: Card; locale: Locale }) {
  const { t } = useTranslation()
  // Shop setting activeAddToCart off: no add to cart; the button leads to the order form (Buy now) instead.
  const { activeAddToCart } = useShopSettings()
  const href = localizePath(locale, `/catalog/product/${p.category?.handle ?? "all"}/${p.handle}`)
  const [first, second] = p.images
  // With JavaScript, "Add to cart" adds: the options modal (or straight into the cart for a single
  // combination). Without it, the link leads to the product page, where the buyer can choose.
  const adds = activeAddToCart && p.in_stock
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="product-card">
      <Link to={href} className="relative block aspect-square bg-slate-100">
        {first ? <img src={first} alt={p.title} width={400} height={400} loading="lazy" className="absolute inset-0 h-full w-full object-cover" /> : null}
        {second ? (
          <img
            src={second}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity group-hover:opacity-100"
          />
        ) : null}
        {p.badge ? (
          <span
            className={`absolute start-2 top-2 rounded-full px-2 py-0.5 text-xs font-bold text-white ${p.badge.type === "promotion" ? "bg-red-600" : "bg-brand-800"}`}
            data-testid="card-badge"
          >
            {p.badge.type === "promotion" && p.badge.value_type && p.badge.value != null ? (
              <>
                <span className="sr-only">{t("product.promotion")} </span>
                <PromotionValue value_type={p.badge.value_type} value={p.badge.value} locale={locale} />
              </>
            ) : (
              // a tag, or a backend that sends only the plain label
              <bdi>{p.badge.label}</bdi>
            )}
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {p.brand ? (
          <Link
            to={localizePath(locale, `/catalog/brands/${p.brand.slug}`)}
            className="flex h-6 items-center text-xs font-semibold uppercase text-slate-500 hover:text-brand-800"
          >
            {p.brand.has_logo && p.brand.logo_url ? (
              <img src={p.brand.logo_url} alt={p.brand.name} width={72} height={24} className="h-6 w-auto" />
            ) : (
              p.brand.name
            )}
          </Link>
        ) : null}
        <Link to={href} className="font-semibold leading-snug hover:text-brand-800" data-testid="card-title">
          {p.title}
        </Link>
        {p.category ? <span className="text-sm text-slate-500">{p.category.name}</span> : null}
        <div className="mt-auto flex flex-wrap items-baseline gap-2 pt-2" data-testid="card-price">
          <span className={`text-lg font-bold ${p.price.original_amount ? "text-red-700" : ""}`}>{formatPrice(p.price.amount, locale)}</span>
          {p.price.original_amount ? <s className="text-sm text-slate-500">{formatPrice(p.price.original_amount, locale)}</s> : null}
        </div>
        <Link
          to={activeAddToCart || !p.in_stock ? href : `${href}?checkout=1#order`}
          onClick={
            adds
              ? (e) => {
                  e.preventDefault()
                  showCombinationModal(p.id)
                }
              : undefined
          }
          data-adds={adds || undefined}
          className={`mt-2 rounded-lg px-3 py-2 text-center text-sm font-semibold ${p.in_stock ? "bg-brand-800 text-white hover:bg-brand-700" : "bg-slate-200 text-slate-600"}`}
          data-testid="card-action"
        >
          {!p.in_stock
            ? t("listing.out_of_stock")
            : !activeAddToCart
              ? t("product.buy_now")
              : p.add_to_cart_variant_id
                ? t("listing.add_to_cart")
                : t("listing.choose")}
        </Link>
      </div>
    </li>
  )
}
