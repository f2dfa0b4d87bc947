import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import type { PlacedOrder } from "~/features/checkout/cod-order.server"
import { useMetaPurchase } from "~/features/attribution/meta-purchase"
import { formatWhen, trackingUrl } from "~/features/tracking/tracking"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { AmountRow } from "./amount-row"
import { DeliverySummary } from "./delivery-summary"

/** In the form: the new-purchase button (disabled during the cooldown); on its own page: a link home. */
type Props = { locale: Locale; order: PlacedOrder; placedAt: number } & (
  { cooldown: number; onNewPurchase: () => void } | { cooldown?: undefined; onNewPurchase?: undefined }
)

/**
 * The submitted state (spec §4) and the thank-you page: the number to keep, what was ordered with its
 * options, where it goes, as the backend priced it, when, and the way to follow it (decision 0058).
 */
export function ThankYou({ locale, order, placedAt, cooldown, onNewPurchase }: Props) {
  const { t } = useTranslation()
  // the pixel's Purchase (only when the shop set its pixel), deduplicated with the server's by event id
  useMetaPurchase(order)
  const row = "flex items-baseline justify-between gap-4 py-2"
  const time = formatWhen(locale, placedAt)
  return (
    <section
      className="rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-8"
      data-testid="thank-you"
      data-order-id={order.id}
      aria-live="polite"
    >
      <h2 className="text-xl font-bold text-brand-800" data-testid="thank-you-title">
        {t("form.thanks_title")}
      </h2>
      <p className="mt-2 text-slate-700" data-testid="thank-you-intro">
        {t("form.thanks_intro", { number: order.display_id ?? order.id })}
      </p>
      {order.display_id != null ? (
        <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-900" data-testid="thank-you-number">
          {t("thanks.number_label")} <strong className="text-lg tabular-nums">{order.display_id}</strong>
          <span className="block text-sm text-brand-800">{t("thanks.number_keep")}</span>
        </p>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-100">
        {order.items.map((item, i) => (
          <div key={item.variant_id ?? `line-${i}`} className={row} data-testid="thank-you-item">
            <dt className="text-slate-700">
              {t("form.thanks_items")}: <span className="font-medium text-slate-900">{item.title}</span> × {item.quantity}
              {item.options?.length ? (
                <span className="block text-sm text-slate-600" data-testid="thank-you-item-options">
                  {item.options.map((o, n) => (
                    <span key={o.name}>
                      {n ? (locale === "ar" ? "، " : ", ") : null}
                      <bdi>{o.name}</bdi>
                      {locale === "fr" ? " : " : ": "}
                      <bdi>{o.value}</bdi>
                    </span>
                  ))}
                </span>
              ) : null}
            </dt>
            <dd className="tabular-nums">{formatPrice(item.unit_price * item.quantity, locale)}</dd>
          </div>
        ))}
        <AmountRow label={t("form.products_total")} value={formatPrice(order.item_total, locale)} testId="thank-you-products" />
        <AmountRow label={t("form.delivery")} value={formatPrice(order.shipping_total, locale)} testId="thank-you-delivery" />
        <AmountRow label={t("form.grand_total")} value={formatPrice(order.total, locale)} total testId="thank-you-total" />
        <AmountRow label={t("form.purchase_time")} value={<time dateTime={new Date(placedAt).toISOString()}>{time}</time>} testId="thank-you-time" />
      </dl>
      {order.delivery ? (
        <div className="mt-4">
          <DeliverySummary locale={locale} delivery={order.delivery} />
        </div>
      ) : null}
      {order.display_id != null ? (
        <Link
          to={trackingUrl(locale, order.display_id)}
          className="mt-4 flex h-12 w-full items-center justify-center rounded-lg border-2 border-brand-700 px-5 text-base font-semibold text-brand-800 hover:bg-brand-50"
          data-testid="thank-you-tracking"
        >
          {t("thanks.follow")}
        </Link>
      ) : null}
      {onNewPurchase ? (
        <button
          type="button"
          onClick={onNewPurchase}
          disabled={cooldown > 0}
          className="mt-5 h-12 w-full rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          data-testid="new-purchase"
        >
          {cooldown > 0 ? t("form.new_purchase_wait", { seconds: cooldown }) : t("form.new_purchase")}
        </button>
      ) : (
        <Link
          to={localizePath(locale, "/")}
          className="mt-5 flex h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800"
          data-testid="continue-shopping"
        >
          {t("form.continue_shopping")}
        </Link>
      )}
    </section>
  )
}
