import type { Locale } from "~/lib/locale"
import type { Transporter } from "~/features/delivery/transporters"
import { DeliveryOfferRow } from "./delivery-offer"
import { TransporterLogo } from "./transporter-logo"

type Props = {
  locale: Locale
  transporters: Transporter[]
  keep: Record<string, string>
  onChoose: (optionId: string, deskId: string | null) => void
}

/** The transporters in the backend's order (a desk in the buyer's commune first, then the cheapest). */
export function TransporterList({ locale, transporters, keep, onChoose }: Props) {
  return (
    <ul className="mt-1 grid gap-3" data-testid="transporter-list">
      {transporters.map((tr) => (
        <li key={tr.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid="transporter-card" data-transporter-id={tr.id}>
          <div className="flex items-center gap-3">
            <TransporterLogo name={tr.name} url={tr.logo_url} />
            <p className="text-base font-semibold text-slate-900" data-testid="transporter-name">
              {tr.name}
            </p>
          </div>
          <div className="mt-2">
            {tr.delivery_types.map((offer) => (
              <DeliveryOfferRow key={offer.shipping_option_id} locale={locale} offer={offer} keep={keep} onChoose={onChoose} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
