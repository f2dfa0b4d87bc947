import { useTranslation } from "react-i18next"
import type { StoreOrderTracking } from "@shop/contracts/order-tracking"
import { PARCEL_STATUS_LABELS } from "@shop/contracts/couriers"
import { DeliverySummary } from "~/features/checkout/components/delivery-summary"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { formatWhen, headline, stepKey } from "../tracking"

/** The order found: where it stands, what it holds, where it goes, the courier's parcel, and every step so far. */
export function TrackingResult({ locale, order }: { locale: Locale; order: StoreOrderTracking }) {
  const { t } = useTranslation()
  const status = headline(order)
  return (
    <section className="space-y-5 rounded-2xl border-2 border-brand-600 bg-white p-5 sm:p-8" data-testid="tracking-result" data-order={order.display_id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-brand-800">{t("tracking.order_number", { number: order.display_id })}</h2>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800" data-testid="tracking-status" data-status={status}>
          {t(`tracking.status.${status}`)}
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t("tracking.placed_at")}</dt>
          <dd className="font-medium">{formatWhen(locale, order.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("tracking.total")}</dt>
          <dd className="font-medium tabular-nums" data-testid="tracking-total">
            {formatPrice(order.total, locale)} · {t(`tracking.payment.${order.payment}`)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">{t("tracking.items")}</dt>
          <dd>
            <ul className="list-inside list-disc" data-testid="tracking-items">
              {order.items.map((i, n) => (
                <li key={n}>
                  <bdi>{i.title}</bdi> × {i.quantity}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {order.delivery ? <DeliverySummary locale={locale} delivery={order.delivery} /> : null}
      {order.parcel ? (
        <div className="rounded-lg bg-slate-50 p-4 text-sm" data-testid="tracking-parcel">
          <p>
            {t("tracking.tracking_number")}{" "}
            <span className="font-mono font-semibold" dir="ltr" data-testid="tracking-number">
              {order.parcel.tracking_number}
            </span>
          </p>
          {order.parcel.status ? (
            <p data-testid="tracking-courier-status">
              {t("tracking.courier_status")} <span className="font-semibold">{PARCEL_STATUS_LABELS[locale][order.parcel.status]}</span>
              {order.parcel.status_at ? <span className="text-slate-600"> · {formatWhen(locale, order.parcel.status_at)}</span> : null}
            </p>
          ) : null}
          {order.parcel.tracking_url ? (
            <a href={order.parcel.tracking_url} rel="noopener noreferrer nofollow" target="_blank" className="font-semibold text-brand-800 underline">
              {t("tracking.courier_page")}
            </a>
          ) : null}
        </div>
      ) : null}
      <div>
        <h3 className="mb-2 font-semibold">{t("tracking.timeline")}</h3>
        <ol className="relative space-y-3 border-s-2 border-brand-100 ps-4" data-testid="tracking-timeline">
          {order.timeline.flatMap((s, n) => {
            const key = stepKey(s)
            if (!key) return []
            return [
              <li key={n} className="relative" data-testid="tracking-step" data-axis={s.axis} data-state={s.state}>
                <span className="absolute -start-[1.4rem] top-1.5 h-3 w-3 rounded-full bg-brand-600" aria-hidden="true" />
                <p className="font-medium">
                  {t(key)}
                  {s.attempt && s.attempt > 1 ? <span className="text-slate-600"> ({t("tracking.attempt", { number: s.attempt })})</span> : null}
                </p>
                <p className="text-sm text-slate-600">{formatWhen(locale, s.at)}</p>
              </li>,
            ]
          })}
        </ol>
      </div>
    </section>
  )
}
