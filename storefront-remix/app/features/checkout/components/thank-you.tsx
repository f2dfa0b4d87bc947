import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import type { PlacedOrder } from "~/features/checkout/cod-order.server"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { AmountRow } from "./amount-row"

/** In the form: the new-purchase button (disabled during the cooldown); on its own page: a link home. */
type Props = { locale: Locale; order: PlacedOrder; placedAt: number } & (
  { cooldown: number; onNewPurchase: () => void } | { cooldown?: undefined; onNewPurchase?: undefined }
)

const TIME_LOCALE: Record<Locale, string> = { fr: "fr-DZ", en: "en-GB", ar: "ar-DZ" }

/** The submitted state (spec §4): what was ordered, as the backend priced it, and when. */
export function ThankYou({ locale, order, placedAt, cooldown, onNewPurchase }: Props) {
  const { t } = useTranslation()
  const row = "flex items-baseline justify-between gap-4 py-2"
  const time = new Intl.DateTimeFormat(TIME_LOCALE[locale], { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", numberingSystem: "latn" }).format(
    placedAt
  )
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
      <dl className="mt-4 divide-y divide-slate-100">
        {order.items.map((item, i) => (
          <div key={item.variant_id ?? `line-${i}`} className={row} data-testid="thank-you-item">
            <dt className="text-slate-700">
              {t("form.thanks_items")}: <span className="font-medium text-slate-900">{item.title}</span> × {item.quantity}
            </dt>
            <dd className="tabular-nums">{formatPrice(item.unit_price * item.quantity, locale)}</dd>
          </div>
        ))}
        <AmountRow label={t("form.products_total")} value={formatPrice(order.item_total, locale)} testId="thank-you-products" />
        <AmountRow label={t("form.delivery")} value={formatPrice(order.shipping_total, locale)} testId="thank-you-delivery" />
        <AmountRow label={t("form.grand_total")} value={formatPrice(order.total, locale)} total testId="thank-you-total" />
        <AmountRow label={t("form.purchase_time")} value={<time dateTime={new Date(placedAt).toISOString()}>{time}</time>} testId="thank-you-time" />
      </dl>
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
