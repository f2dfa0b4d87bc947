import { useTranslation } from "react-i18next"
import type { StoreCodOrderDelivery } from "@shop/contracts/cod-order"
import type { Locale } from "~/lib/locale"
import { localizeOpeningHours } from "~/lib/opening-hours"

/** Parts of a list joined the way the language writes them (the Arabic comma in Arabic). */
export const joinList = (locale: Locale, parts: (string | null | undefined)[]) => parts.filter(Boolean).join(locale === "ar" ? "، " : ", ")

/** Where an order goes (thank-you and tracking pages): home with the street, or the courier's stop-desk with its address and hours. */
export function DeliverySummary({ locale, delivery: d }: { locale: Locale; delivery: StoreCodOrderDelivery }) {
  const { t } = useTranslation()
  const desk = d.type === "stop_desk"
  const place = joinList(locale, [d.commune, d.wilaya])
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm" data-testid="delivery-summary" data-delivery-type={d.type ?? ""}>
      <p className="font-semibold" data-testid="delivery-summary-type">
        {desk ? t("checkout.delivery_stop_desk") : t("checkout.delivery_home")}
        {d.transporter ? (
          <>
            {" · "}
            <bdi>{d.transporter}</bdi>
          </>
        ) : null}
      </p>
      {desk && d.stop_desk ? (
        <div data-testid="delivery-summary-desk">
          <p>
            <bdi>{d.stop_desk.name}</bdi>
          </p>
          <p className="text-slate-700">
            <bdi>{d.stop_desk.address}</bdi>
          </p>
          {d.stop_desk.opening_hours ? (
            <p className="text-slate-600">
              {t("thanks.desk_hours")} <bdi>{localizeOpeningHours(d.stop_desk.opening_hours, locale)}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}
      {!desk && d.address ? (
        <p data-testid="delivery-summary-address">
          <bdi>{d.address}</bdi>
        </p>
      ) : null}
      {place ? (
        <p className="text-slate-700" data-testid="delivery-summary-place">
          {place}
        </p>
      ) : null}
    </div>
  )
}
