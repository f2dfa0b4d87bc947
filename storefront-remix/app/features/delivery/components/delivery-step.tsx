import { useFetcher } from "@remix-run/react"
import { useState } from "react"
import { communeState } from "~/features/geo/commune-state"
import type { DeliveryQuery } from "~/features/delivery/delivery-loader.server"
import type { WilayaOption } from "~/features/geo/geo"
import type { Locale } from "~/lib/locale"
import type { CommunesPayload } from "~/routes/api.communes.$wilaya"
import { CommuneField } from "~/features/geo/components/commune-field"
import { TransporterField } from "./transporter-field"
import { useDeliveryChoice } from "~/features/delivery/use-delivery-choice"
import { WilayaField } from "~/features/geo/components/wilaya-field"

/**
 * Wilaya -> commune -> transporter (decisions 0004, 0005): the state of the order form's delivery.
 * The page's loader may bring lists for `?wilaya=&commune=&option=` (the no-JavaScript path).
 */
export function useDelivery(initial: DeliveryQuery) {
  const [wilaya, setWilaya] = useState<number | null>(initial.wilaya)
  const fetcher = useFetcher<CommunesPayload>()
  const loaded = initial.communes
  const choice = useDeliveryChoice({ commune: initial.commune, loaded: initial.transporters, pick: initial.pick })
  const load = (code: number) => fetcher.load(`/api/communes/${code}`)

  function chooseWilaya(code: number | null) {
    setWilaya(code)
    choice.chooseCommune(null)
    // The page may already hold this wilaya's communes (it was loaded with ?wilaya=).
    if (code !== null && (loaded?.wilaya !== code || loaded.problem)) load(code)
  }

  const communes = communeState(wilaya, { fetched: fetcher.data, fetching: fetcher.state !== "idle", loaded })
  return { wilaya, chooseWilaya, communes, retryCommunes: () => wilaya !== null && load(wilaya), ...choice }
}

export type Delivery = ReturnType<typeof useDelivery>

type Props = {
  locale: Locale
  wilayas: WilayaOption[] | null
  delivery: Delivery
  /** Query values the page needs back after a GET submit without JavaScript. */
  keep: Record<string, string>
  /** The order form the choice belongs to. */
  form: string
  errors: { wilaya?: string | null; commune?: string | null; transporter?: string | null }
}

const FieldError = ({ name, message }: { name: string; message?: string | null }) =>
  message ? (
    <p className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
      {message}
    </p>
  ) : null

/** The three delivery fields; wilaya and commune ride to the order form in hidden inputs. */
export function DeliveryStep({ locale, wilayas, delivery, keep, form, errors }: Props) {
  const place = { ...keep, wilaya: String(delivery.wilaya), commune: String(delivery.commune) }
  return (
    <>
      <div>
        <WilayaField locale={locale} wilayas={wilayas} value={delivery.wilaya} onChange={delivery.chooseWilaya} keep={keep} />
        <FieldError name="wilaya" message={errors.wilaya} />
      </div>
      <div>
        <CommuneField
          key={delivery.wilaya ?? "none"}
          locale={locale}
          state={delivery.communes}
          wilaya={delivery.wilaya}
          value={delivery.commune}
          onChange={delivery.chooseCommune}
          retryHref={`?${new URLSearchParams({ ...keep, wilaya: String(delivery.wilaya) })}`}
          onRetry={delivery.retryCommunes}
          keep={keep}
        />
        <FieldError name="commune" message={errors.commune} />
      </div>
      <div className="sm:col-span-2">
        <TransporterField
          locale={locale}
          state={delivery.state}
          chosen={delivery.chosen}
          keep={place}
          onChoose={delivery.choose}
          onRemove={delivery.remove}
          onRetry={delivery.retry}
          form={form}
        />
        <FieldError name="transporter" message={errors.transporter} />
      </div>
      <input type="hidden" form={form} name="wilaya" value={delivery.wilaya ?? ""} />
      <input type="hidden" form={form} name="commune" value={delivery.commune ?? ""} />
    </>
  )
}
