import { openingLines } from "@shop/shared/shop-hours"
import { useTranslation } from "react-i18next"
import { useShopSettings } from "~/features/content/use-shop-settings"
import { usePageLocale } from "~/lib/use-locale"

/** The shop's opening hours in the visitor's language (Saturday first, same days grouped); nothing when none are set. */
export function OpeningHours({ className, testId = "opening-hours" }: { className?: string; testId?: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { opening_hours } = useShopSettings()
  if (!opening_hours.length) return null
  return (
    <div className={className} data-testid={testId}>
      <p className="font-semibold text-slate-800">{t("content.opening_hours")}</p>
      <dl className="mt-1 space-y-0.5 text-slate-600">
        {openingLines(opening_hours, locale).map((l) => (
          <div key={l.days} className="flex flex-wrap gap-x-2">
            <dt>{l.days}</dt>
            <dd>{l.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
