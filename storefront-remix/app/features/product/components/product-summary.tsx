import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { ProductView, VariantView } from "~/features/product/product"

/** Picture, name and price of the chosen combination (sizes fixed so nothing moves while loading). */
export function ProductSummary({ locale, product, variant }: { locale: Locale; product: ProductView; variant: VariantView | null }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        {product.image && (
          <img src={product.image} alt={product.title} width={600} height={600} className="h-full w-full object-cover" data-testid="product-image" />
        )}
      </div>
      <div>
        {product.category && <p className="text-sm font-medium text-brand-700">{product.category.name}</p>}
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl" data-testid="product-title">
          {product.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-baseline gap-3">
          {variant?.price != null && (
            <span className="text-2xl font-bold tabular-nums text-brand-800" data-testid="product-price">
              {formatPrice(variant.price, locale)}
            </span>
          )}
          {variant?.originalPrice != null && (
            <span className="text-base text-slate-500 line-through tabular-nums" data-testid="product-original-price">
              <span className="sr-only">{t("product.was")} </span>
              {formatPrice(variant.originalPrice, locale)}
            </span>
          )}
        </p>
        {variant && !variant.inStock && (
          <p className="mt-2 inline-block rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-800" data-testid="product-out-of-stock">
            {t("product.out_of_stock")}
          </p>
        )}
        {product.description && (
          <p className="mt-4 text-slate-700" data-testid="product-description">
            {product.description}
          </p>
        )}
      </div>
    </div>
  )
}
