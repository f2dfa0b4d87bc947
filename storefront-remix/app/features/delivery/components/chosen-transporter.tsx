import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { localizeOpeningHours } from "~/lib/opening-hours"
import { choiceOf, type Chosen } from "~/features/delivery/transporters"
import { GetForm } from "./get-form"
import { TransporterLogo } from "./transporter-logo"

type Props = {
  locale: Locale
  chosen: Chosen
  keep: Record<string, string>
  onRemove: () => void
  /** The id of the order form the choice belongs to (it sits outside it, between GET forms). */
  form?: string
}

/** The buyer's pick, alone, with a remove button (spec §4); it carries the choice for the order. */
export function ChosenTransporter({ locale, chosen, keep, onRemove, form }: Props) {
  const { t } = useTranslation()
  const { transporter, offer, desk } = chosen
  return (
    <div
      className="mt-1 rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3"
      data-testid="transporter-chosen"
      data-transporter-id={transporter.id}
      data-delivery-type={offer.type}
    >
      <div className="flex flex-wrap items-center gap-3">
        <TransporterLogo name={transporter.name} url={transporter.logo_url} />
        {/* Wraps under the name on a narrow phone rather than squeezing it. */}
        <div className="min-w-40 flex-1">
          <p className="text-base font-semibold text-slate-900" data-testid="transporter-name">
            {transporter.name}
          </p>
          <p className="text-sm text-slate-700" data-testid="delivery-type">
            {offer.type === "home" ? t("checkout.delivery_home") : t("checkout.delivery_stop_desk")}
          </p>
        </div>
        <div className="ms-auto flex items-center gap-3">
          <p className="text-base font-bold text-slate-900" data-testid="offer-price">
            {formatPrice(offer.price, locale)}
          </p>
          <GetForm keep={keep} onSubmit={onRemove}>
            <button
              type="submit"
              className="h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              data-testid="transporter-remove"
            >
              {t("checkout.remove")}
            </button>
          </GetForm>
        </div>
      </div>
      {desk && (
        <div className="mt-3 border-t border-brand-100 pt-3 text-sm text-slate-700" data-testid="chosen-desk">
          <p className="font-medium text-slate-900">{desk.name}</p>
          <p>{desk.address}</p>
          {desk.opening_hours && <p className="text-slate-500">{localizeOpeningHours(desk.opening_hours, locale)}</p>}
        </div>
      )}
      {/* What the order form will submit; the price is never sent, the backend prices the option. */}
      {Object.entries(choiceOf(chosen)).map(([name, value]) => (
        <input key={name} type="hidden" form={form} name={name} value={value ?? ""} data-testid={`choice-${name}`} />
      ))}
    </div>
  )
}
