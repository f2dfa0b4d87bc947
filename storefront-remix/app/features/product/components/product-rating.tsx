import { useTranslation } from "react-i18next"

/** Stars, average and count of approved reviews (from the API); 0 reviews reads "no reviews yet". */
export function ProductRating({ rating }: { rating: { count: number; average: number | null } }) {
  const { t } = useTranslation()
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className="mt-2 text-sm text-slate-500" data-testid="product-rating" data-count="0">
        {t("product.no_reviews")}
      </p>
    )
  }
  const average = Math.round(rating.average * 10) / 10
  const label = t("product.rating", { average: average.toFixed(1), count: rating.count })
  return (
    <a
      href="#tab-reviews"
      className="mt-2 inline-flex items-center gap-2 text-sm"
      data-testid="product-rating"
      data-count={rating.count}
      data-average={average}
    >
      <span aria-hidden="true" className="relative inline-block text-lg leading-none tracking-wider text-slate-300">
        ★★★★★
        <span className="absolute inset-y-0 start-0 overflow-hidden text-amber-500" style={{ width: `${(average / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="text-slate-700">{label}</span>
    </a>
  )
}
