import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import type { DeliveryOffer } from "~/features/delivery/transporters"
import { controlClass } from "~/lib/field-styles"
import { GetForm } from "./get-form"

type Props = {
  locale: Locale
  offer: DeliveryOffer
  keep: Record<string, string>
  onChoose: (optionId: string, deskId: string | null) => void
}

/** One way a transporter delivers (home or stop-desk) with its price; stop-desk asks for a desk. */
export function DeliveryOfferRow({ locale, offer, keep, onChoose }: Props) {
  const { t } = useTranslation()
  const desks = offer.stop_desks ?? []
  const deskField = `desk-${offer.shipping_option_id}`
  return (
    <GetForm
      keep={{ ...keep, option: offer.shipping_option_id }}
      onSubmit={(form) => onChoose(offer.shipping_option_id, (form.get("desk") as string | null) || null)}
      // Stop-desk: the desk picker comes before the button, the price line above them both.
      className="flex flex-wrap items-end gap-x-3 gap-y-2 border-t border-slate-100 py-3 first:border-t-0"
      testId="delivery-offer"
    >
      <div
        className={offer.type === "stop_desk" ? "w-full" : "min-w-0 flex-1"}
        data-delivery-type={offer.type}
        data-shipping-option-id={offer.shipping_option_id}
      >
        <p className="text-sm text-slate-700" data-testid="delivery-type">
          {offer.type === "home" ? t("checkout.delivery_home") : t("checkout.delivery_stop_desk")}
        </p>
        <p className="text-base font-semibold text-slate-900" data-testid="offer-price">
          {formatPrice(offer.price, locale)}
        </p>
      </div>
      {offer.type === "stop_desk" && (
        <div className="min-w-0 flex-1">
          <label htmlFor={deskField} className="block text-xs font-medium text-slate-600">
            {t("checkout.desk")}
          </label>
          <select id={deskField} name="desk" className={controlClass + " h-10 py-1.5 text-sm"} data-testid="stop-desk-select">
            {desks.map((d) => (
              <option key={d.id} value={d.id}>
                {/* the Latin desk name isolated (U+2068…U+2069): in Arabic the bracket stays on its side */}
                {d.in_commune ? `\u2068${d.name}\u2069 (${t("checkout.desk_in_commune")})` : d.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800" data-testid="offer-choose">
        {t("checkout.choose")}
      </button>
    </GetForm>
  )
}
