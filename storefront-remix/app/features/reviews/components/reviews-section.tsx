import { useFetcher } from "@remix-run/react"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewForm } from "./review-form"
import { ReviewList } from "./review-list"
import { Stars } from "./stars"
import type { ReviewsPage } from "~/features/reviews/review-form"

/**
 * Reviews tab of the product page (spec storefront.md §2-§5, §8-§9). Mounted by the product page,
 * which wraps it in data-testid="reviews-section". The first paint shows the loader's real summary
 * of approved reviews (the old site hard-coded "5 stars, 25 reviews"); the list itself is fetched
 * through /api/reviews/:id once the section nears the viewport, and refreshes the summary.
 */
export type ReviewsRating = { count: number; average: number | null }

export function ReviewsSection({ productId, locale, rating }: { productId: string; locale: "fr" | "en" | "ar"; rating: ReviewsRating }) {
  const { t } = useTranslation()
  const list = useFetcher<ReviewsPage & { error?: string }>()
  const [pages, setPages] = useState<ReviewsPage["reviews"]>([])
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const ref = useRef<HTMLElement>(null)
  const requested = useRef(false)

  const load = (offset = 0) => {
    requested.current = true
    list.load(`/api/reviews/${productId}?offset=${offset}`)
  }

  // Lazy: the list is fetched when the section comes within 200 px of the viewport (as cross-selling).
  useEffect(() => {
    const node = ref.current
    if (!node || requested.current) return
    if (typeof IntersectionObserver === "undefined") return load()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !requested.current) {
          load()
          observer.disconnect()
        }
      },
      { rootMargin: "200px" }
    )
    observer.observe(node)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId])

  const data = list.data && !list.data.error ? list.data : null
  useEffect(() => {
    if (!data) return
    setPages((prev) => {
      const known = new Set(prev.map((r) => r.id))
      return [...prev, ...data.reviews.filter((r) => !known.has(r.id))]
    })
  }, [data])

  const summary = data?.summary ?? rating
  const average = summary.count > 0 && summary.average != null ? summary.average : null
  const formatted = average != null ? new Intl.NumberFormat(locale === "ar" ? "ar-DZ" : locale, { maximumFractionDigits: 1 }).format(average) : null

  return (
    <section ref={ref} aria-labelledby="reviews-title" className="py-2" data-testid="reviews-block">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="reviews-title" className="text-xl font-bold">
            {t("reviews.title")}
          </h2>
          {average != null ? (
            <p className="flex items-center gap-2" data-testid="reviews-summary" data-count={summary.count} data-average={average}>
              <Stars value={average} label={t("reviews.average", { average: formatted })} />
              <span className="font-semibold tabular-nums">{formatted}</span>
              <span className="text-slate-600" data-testid="reviews-count">
                {t("reviews.count", { count: summary.count })}
              </span>
            </p>
          ) : (
            <p className="text-slate-600" data-testid="reviews-summary" data-count={0}>
              {t("reviews.none")}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open)
            setSent(false)
            if (!requested.current) load()
          }}
          className="rounded-xl border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          data-testid="review-toggle"
        >
          {open ? t("reviews.close") : t("reviews.write")}
        </button>
      </div>
      {sent && (
        <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-green-800" role="status" data-testid="review-thanks">
          {t("reviews.thanks")}
        </p>
      )}
      {open && (
        <ReviewForm
          productId={productId}
          locale={locale}
          csrf={data?.csrf ?? null}
          onSent={() => {
            setOpen(false)
            setSent(true)
          }}
        />
      )}
      <div className="mt-4">
        {list.state === "loading" && pages.length === 0 && (
          <p className="text-slate-500" data-testid="reviews-loading">
            {t("reviews.loading")}
          </p>
        )}
        {list.data?.error && (
          <p className="text-red-700" data-testid="reviews-error">
            {t("reviews.load_error")}
          </p>
        )}
        {pages.length > 0 && <ReviewList reviews={pages} locale={locale} />}
        {data && pages.length < data.count && (
          <button
            type="button"
            onClick={() => load(pages.length)}
            className="mt-2 font-semibold text-brand-800 underline underline-offset-2"
            data-testid="reviews-more"
          >
            {t("reviews.more")}
          </button>
        )}
      </div>
    </section>
  )
}
