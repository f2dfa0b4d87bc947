import { useState } from "react"
import { useTranslation } from "react-i18next"
import { listJoin, type Locale } from "~/lib/locale"
import type { ProductPageView } from "~/features/product/product-page"
import { ReviewsSection } from "~/features/reviews/components/reviews-section"
import { RICH_TEXT } from "~/features/product/rich-text"

type Tab = "description" | "features" | "reviews"

/**
 * Description / features / reviews. Every panel is in the server HTML (crawlers and no-JavaScript
 * visitors read them all); with JavaScript only the chosen one is shown.
 */
export function ProductTabs({ locale, product }: { locale: Locale; product: ProductPageView }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>("description")
  const tabs: { id: Tab; label: string }[] = [
    { id: "description", label: t("product.tab_description") },
    { id: "features", label: t("product.tab_features") },
    { id: "reviews", label: t("product.tab_reviews", { count: product.rating.count }) },
  ]
  return (
    <section className="mt-10" aria-label={t("product.tabs")} data-testid="product-tabs">
      <div role="tablist" className="flex gap-1 border-b border-slate-200">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`panel-${x.id}`}
            onClick={() => setTab(x.id)}
            className={
              "-mb-px border-b-2 px-4 py-2 text-sm font-semibold " +
              (tab === x.id ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900")
            }
            data-testid={`tab-${x.id}`}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-description" aria-labelledby="tab-description" hidden={tab !== "description"} className="pt-5">
        {product.descriptionHtml && (
          <div className={`${RICH_TEXT} text-slate-700`} data-testid="product-long-description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        )}
      </div>
      <div role="tabpanel" id="panel-features" aria-labelledby="tab-features" hidden={tab !== "features"} className="pt-5">
        {product.features.length ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="product-features">
            {product.features.map((f) => (
              <div key={f.label} className="contents" data-testid="product-feature">
                <dt className="font-semibold text-slate-800">{f.label}</dt>
                <dd className="text-slate-700">{listJoin(f.values, locale)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-slate-500">{t("product.no_features")}</p>
        )}
      </div>
      <div role="tabpanel" id="panel-reviews" aria-labelledby="tab-reviews" hidden={tab !== "reviews"} className="pt-5" data-testid="reviews-section">
        <ReviewsSection productId={product.id} locale={locale} rating={product.rating} />
      </div>
    </section>
  )
}
