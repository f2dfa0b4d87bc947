import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { OrderSummary as Summary } from "~/lib/order-summary"
import { AmountRow } from "./amount-row"

type Props = {
  locale: Locale
  summary: Summary
  /** Shown instead of the delivery price until there is one ("select commune first", "choose..."). */
  pending: string
}

/** Products from the browser cart + the chosen delivery = what the buyer will pay (display only). */
export function OrderSummary({ locale, summary, pending }: Props) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="summary-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="order-summary">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("checkout.summary_title")}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-base">
        <AmountRow label={t("checkout.summary_products", { count: summary.items })} value={formatPrice(summary.products, locale)} testId="summary-products" />
        <AmountRow
          label={t("checkout.summary_delivery")}
          value={summary.delivery === null ? pending : formatPrice(summary.delivery, locale)}
          muted={summary.delivery === null}
          testId="summary-delivery"
        />
        <AmountRow label={t("checkout.summary_total")} value={formatPrice(summary.total, locale)} total testId="summary-total" />
      </dl>
      <p className="mt-3 text-sm text-slate-500">{t("checkout.summary_note")}</p>
    </section>
  )
}
