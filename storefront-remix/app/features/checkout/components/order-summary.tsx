import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { OrderSummary as Summary } from "~/features/checkout/order-summary"
import { AmountRow } from "./amount-row"

type Props = {
  locale: Locale
  summary: Summary
  /** Shown instead of the delivery price until there is one ("select commune first", "choose..."). */
  pending: string
  /** The lines are not known yet (the browser cart is read after hydration): placeholders, not 0 DA. */
  loading?: boolean
}

/** Products from the browser cart + the chosen delivery = what the buyer will pay (display only). */
export function OrderSummary({ locale, summary, pending, loading = false }: Props) {
  const { t } = useTranslation()
  const amount = (value: number) =>
    loading ? <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 align-middle" aria-hidden="true" /> : formatPrice(value, locale)
  return (
    <section
      aria-labelledby="summary-heading"
      aria-busy={loading || undefined}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="order-summary"
    >
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("checkout.summary_title")}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-base">
        <AmountRow
          label={loading ? t("checkout.summary_loading") : t("checkout.summary_products", { count: summary.items })}
          value={amount(summary.products)}
          testId="summary-products"
        />
        <AmountRow
          label={t("checkout.summary_delivery")}
          value={summary.delivery === null ? pending : formatPrice(summary.delivery, locale)}
          muted={summary.delivery === null}
          testId="summary-delivery"
        />
        <AmountRow label={t("checkout.summary_total")} value={amount(summary.total)} total testId="summary-total" />
      </dl>
      {loading && (
        <noscript>
          <p className="mt-3 text-sm text-slate-700" data-testid="summary-needs-js">
            {t("checkout.summary_needs_js")}
          </p>
        </noscript>
      )}
      <p className="mt-3 text-sm text-slate-500">{t("checkout.summary_note")}</p>
    </section>
  )
}
