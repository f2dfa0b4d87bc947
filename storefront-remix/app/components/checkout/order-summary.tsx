import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { OrderSummary as Summary } from "~/lib/order-summary"

type Props = {
  locale: Locale
  summary: Summary
  /** Shown instead of the delivery price until there is one ("select commune first", "choose..."). */
  pending: string
}

/** Products from the browser cart + the chosen delivery = what the buyer will pay (display only). */
export function OrderSummary({ locale, summary, pending }: Props) {
  const { t } = useTranslation()
  const row = "flex items-baseline justify-between gap-4 py-2"
  return (
    <section aria-labelledby="summary-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="order-summary">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("checkout.summary_title")}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-base">
        <div className={row}>
          <dt className="text-slate-600">{t("checkout.summary_products", { count: summary.items })}</dt>
          <dd className="font-medium tabular-nums" data-testid="summary-products">
            {formatPrice(summary.products, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("checkout.summary_delivery")}</dt>
          <dd className={summary.delivery === null ? "text-sm text-slate-500" : "font-medium tabular-nums"} data-testid="summary-delivery">
            {summary.delivery === null ? pending : formatPrice(summary.delivery, locale)}
          </dd>
        </div>
        <div className={row + " text-lg"}>
          <dt className="font-semibold">{t("checkout.summary_total")}</dt>
          <dd className="font-bold tabular-nums text-brand-800" data-testid="summary-total">
            {formatPrice(summary.total, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-500">{t("checkout.summary_note")}</p>
    </section>
  )
}
