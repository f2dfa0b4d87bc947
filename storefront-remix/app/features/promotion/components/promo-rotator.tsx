import { Link } from "@remix-run/react"
import type { FocusEvent } from "react"
import { useTranslation } from "react-i18next"
import { CAROUSELS } from "~/lib/carousel"
import { localizePath, type Locale } from "~/lib/locale"
import type { Promotion } from "~/features/promotion/promotion"
import { useRotator } from "~/features/promotion/use-rotator"
import { PromotionValue } from "./promotion-value"

function Arrow({ side, label, onClick }: { side: "prev" | "next"; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
      data-testid={`promo-rotator-${side}`}
    >
      {/* the glyphs point left and right; mirrored in Arabic, where "previous" sits on the right */}
      <span aria-hidden="true" className="rtl:-scale-x-100">
        {side === "prev" ? "‹" : "›"}
      </span>
    </button>
  )
}

/**
 * The other running promotions, one at a time, moving on every 3 s (spec §4 and §9). Pauses while
 * hovered or focused and never moves by itself for visitors who prefer reduced motion; the
 * arrows and dots always work. Screen readers hear a manual change, not the automatic ones.
 */
export function PromoRotator({ promotions, locale }: { promotions: Promotion[]; locale: Locale }) {
  const { t } = useTranslation()
  const r = useRotator(promotions.length, CAROUSELS.promotions.autoplay)
  if (!promotions.length) return null
  const p = promotions[r.index]
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) r.setFocused(false)
  }
  return (
    <section
      aria-roledescription={t("promotion.rotator_role")}
      aria-label={t("promotion.others")}
      className="rounded-2xl bg-theme-secondary px-3 py-3 text-white sm:px-4"
      onMouseEnter={() => r.setHovered(true)}
      onMouseLeave={() => r.setHovered(false)}
      onFocus={() => r.setFocused(true)}
      onBlur={onBlur}
      data-testid="promo-rotator"
      data-index={r.index}
      data-rotating={r.rotating ? "1" : "0"}
      data-autoplay={CAROUSELS.promotions.autoplay}
    >
      <div className="flex items-center gap-3">
        {promotions.length > 1 ? <Arrow side="prev" label={t("promotion.previous")} onClick={() => r.go(-1)} /> : null}
        {/* fixed height: promotions with and without a slogan take the same room */}
        <div className="flex min-h-[5.25rem] min-w-0 flex-1 items-center sm:min-h-16" aria-live={r.rotating ? "off" : "polite"}>
          <article
            key={p.id}
            aria-roledescription={t("promotion.slide_role")}
            aria-label={t("promotion.slide_of", { n: r.index + 1, count: promotions.length })}
            className={`min-w-0 flex-1 ${r.reduced ? "" : "promo-fade"}`}
            data-testid="promo-slide"
            data-id={p.id}
          >
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={localizePath(locale, `/promotions/${encodeURIComponent(p.id)}`)}
                className="truncate text-lg font-bold hover:underline"
                data-testid="promo-slide-link"
              >
                {p.title}
              </Link>
              <span className="shrink-0 rounded-full bg-theme-warning px-2 py-0.5 text-sm font-bold" data-testid="promo-slide-value">
                <span className="sr-only">{t("promotion.discount")} </span>
                <PromotionValue value_type={p.value_type} value={p.value} locale={locale} />
              </span>
            </p>
            {p.slogan ? <p className="mt-0.5 line-clamp-1 text-sm opacity-90">{p.slogan}</p> : null}
          </article>
        </div>
        {promotions.length > 1 ? <Arrow side="next" label={t("promotion.next")} onClick={() => r.go(1)} /> : null}
      </div>
      {promotions.length > 1 ? (
        <div className="mt-2 flex justify-center gap-1" role="group" aria-label={t("promotion.choose")}>
          {promotions.map((o, i) => (
            <button
              key={o.id}
              type="button"
              onClick={() => r.show(i)}
              aria-label={t("promotion.show", { title: o.title })}
              aria-current={i === r.index ? "true" : undefined}
              className="flex h-6 w-6 items-center justify-center"
              data-testid="promo-rotator-dot"
            >
              <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${i === r.index ? "bg-white" : "bg-white/40"}`} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
