import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { PageVariant } from "~/features/product/product-page"
import { PromotionValue } from "~/features/promotion/components/promotion-value"

/** Price of the chosen combination; with a sale, the old price struck through and the promotion badge. */
export function ProductPrice({ locale, variant }: { locale: Locale; variant: PageVariant | null }) {
  const { t } = useTranslation()
  if (!variant || variant.price === null) return null
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3">
      <span className={"text-2xl font-bold tabular-nums " + (variant.originalPrice ? "text-red-700" : "text-brand-800")} data-testid="product-price">
        {formatPrice(variant.price, locale)}
      </span>
      {variant.originalPrice !== null && (
        <s className="text-base text-slate-500 tabular-nums" data-testid="product-original-price">
          <span className="sr-only">{t("product.was")} </span>
          {formatPrice(variant.originalPrice, locale)}
        </s>
      )}
      {variant.promotion && (
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" data-testid="promotion-badge">
          <span className="sr-only">{t("product.promotion")} </span>
          <PromotionValue value_type={variant.promotion.value_type} value={variant.promotion.value} locale={locale} />
        </span>
      )}
    </p>
  )
}
