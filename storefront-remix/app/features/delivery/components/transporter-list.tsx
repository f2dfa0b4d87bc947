import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { splitTransporters, type Transporter } from "~/features/delivery/transporters"
import { DeliveryOfferRow } from "./delivery-offer"
import { TransporterLogo } from "./transporter-logo"

type Props = {
  locale: Locale
  transporters: Transporter[]
  keep: Record<string, string>
  onChoose: (optionId: string, deskId: string | null) => void
}

type CardsProps = Omit<Props, "transporters"> & { transporters: Transporter[]; testId: string }

const Cards = ({ locale, transporters, keep, onChoose, testId }: CardsProps) => (
  <ul className="mt-1 grid gap-3" data-testid={testId}>
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

/**
 * The transporters in the backend's order (a desk in the buyer's commune first, then the cheapest);
 * the others behind "see more" (spec §4), a native disclosure that also works without JavaScript.
 */
export function TransporterList(props: Props) {
  const { t } = useTranslation()
  const { first, more } = splitTransporters(props.transporters)
  return (
    <>
      <Cards {...props} transporters={first} testId="transporter-list" />
      {more.length > 0 && (
        <details className="group mt-3" data-testid="transporters-more">
          <summary className="cursor-pointer list-none rounded-lg border border-slate-300 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50 group-open:hidden">
            {t("sfCart.more_transporters", { count: more.length })}
          </summary>
          <Cards {...props} transporters={more} testId="transporter-list-more" />
        </details>
      )}
    </>
  )
}
