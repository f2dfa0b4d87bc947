import { useTranslation } from "react-i18next"
import type { ShownReview } from "~/features/reviews/review-form"
import { Stars } from "./stars"

const DATE_LOCALES = { fr: "fr-DZ", en: "en-GB", ar: "ar-DZ" } as const

/** Approved reviews, newest first; a review's picture as a 100 px thumbnail linking to the full image (spec §9). */
export function ReviewList({ reviews, locale }: { reviews: ShownReview[]; locale: "fr" | "en" | "ar" }) {
  const { t } = useTranslation()
  const format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: "medium" })
  return (
    <ul className="divide-y divide-slate-200" data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="py-4" data-testid="review-item">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars value={r.rating} label={t("reviews.stars", { count: r.rating })} size={16} />
            <span className="font-semibold" data-testid="review-name">
              {r.name}
            </span>
            <time className="text-sm text-slate-500" dateTime={r.created_at}>
              {format.format(new Date(r.created_at))}
            </time>
          </div>
          <p className="mt-2 whitespace-pre-line text-slate-700" data-testid="review-text">
            {r.text}
          </p>
          {r.images.length > 0 && (
            <div className="mt-2 flex gap-2">
              {r.images.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                  <img
                    src={url}
                    alt={t("reviews.image_alt", { name: r.name })}
                    width={100}
                    height={100}
                    loading="lazy"
                    className="h-[100px] w-[100px] rounded-lg border border-slate-200 object-cover"
                    data-testid="review-image"
                  />
                </a>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
