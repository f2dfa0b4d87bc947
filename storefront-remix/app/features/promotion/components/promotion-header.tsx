import { useTranslation } from "react-i18next"
import { Countdown } from "~/features/content/blocks/countdown"
import type { Locale } from "~/lib/locale"
import type { PromotionContext } from "~/features/promotion/promotion"
import { PromotionValue } from "./promotion-value"

/** Banner size of the seed and of the admin's hint: 1600 × 500 (a wider or taller one is cropped, never shifts the page). */
const BANNER = { width: 1600, height: 500 }

/** The promotion page's head: banner, title (the page's h1), discount, slogan and the countdown to its end. */
export function PromotionHeader({ promotion, title, locale }: { promotion: PromotionContext; title: string; locale: Locale }) {
  const { t } = useTranslation()
  const value = promotion.value_type && promotion.value ? { value_type: promotion.value_type, value: promotion.value } : null
  return (
    <header className="overflow-hidden rounded-2xl bg-theme-primary text-white" data-testid="promotion-header">
      {promotion.banner_url ? (
        // decorative: the title and the discount are written beside it
        <img
          src={promotion.banner_url}
          alt=""
          width={BANNER.width}
          height={BANNER.height}
          className="aspect-[16/5] h-auto w-full bg-white/10 object-cover"
          data-testid="promotion-banner"
        />
      ) : null}
      <div className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-bold sm:text-3xl" data-testid="listing-title">
              {title}
            </h1>
            {value ? (
              <span className="rounded-full bg-theme-warning px-3 py-1 text-lg font-bold" data-testid="promotion-value">
                <span className="sr-only">{t("promotion.discount")} </span>
                <PromotionValue {...value} locale={locale} />
              </span>
            ) : null}
          </div>
          {promotion.slogan ? (
            <p className="mt-2 text-lg opacity-90" data-testid="promotion-slogan">
              {promotion.slogan}
            </p>
          ) : null}
        </div>
        {promotion.ends_at ? (
          <div className="shrink-0">
            <p className="mb-1 text-sm opacity-90">{t("content.ends_in")}</p>
            <Countdown endsAt={promotion.ends_at} />
          </div>
        ) : null}
      </div>
    </header>
  )
}
