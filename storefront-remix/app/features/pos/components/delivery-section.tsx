import { useEffect, useState } from "react"
import type { CommunesPayload } from "~/routes/api.communes.$wilaya"
import type { TransportersPayload } from "~/routes/api.transporters.$commune"
import { localName, wilayaLabel, type CommuneOption, type WilayaOption } from "~/features/geo/geo"
import type { Transporter } from "~/features/delivery/transporters"
import { errorsOf, type FieldError } from "../field-errors"
import { da } from "../format"
import type { ChosenOffer, FulfilmentDraft } from "../fulfilment"
import type { PosLang, Translate } from "../i18n"
import { Choice, Errors, Field, INPUT, SECONDARY, Section } from "./ui"

type Props = {
  t: Translate
  lang: PosLang
  value: FulfilmentDraft
  onChange: (f: FulfilmentDraft) => void
  wilayas: WilayaOption[] | null
  online: boolean
  errors: FieldError[]
}

type Load<T> = { kind: "idle" } | { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; notServed?: boolean }

/** A list from the storefront's own resource routes (the couriers' prices are never cached). */
function useList<T>(url: string | null, pick: (body: unknown) => T): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0)
  const key = url ? `${url}#${attempt}` : null
  const [answer, setAnswer] = useState<{ key: string; load: Load<T> } | null>(null)
  useEffect(() => {
    if (!key || !url) return
    let live = true
    fetch(url, { headers: { accept: "application/json" } })
      .then(async (res) => {
        const body = await res.json().catch(() => null)
        if (!live) return
        if (res.status === 404) setAnswer({ key, load: { kind: "failed", notServed: true } })
        else if (!res.ok) setAnswer({ key, load: { kind: "failed" } })
        else setAnswer({ key, load: { kind: "ready", value: pick(body) } })
      })
      .catch(() => live && setAnswer({ key, load: { kind: "failed" } }))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `pick` is a plain reader; the key holds the URL
  }, [key])
  const load: Load<T> = !key ? { kind: "idle" } : answer?.key === key ? answer.load : { kind: "loading" }
  return [load, () => setAttempt((n) => n + 1)]
}

const offerKey = (o: { shipping_option_id: string; stop_desk_id: string | null }) => `${o.shipping_option_id}|${o.stop_desk_id ?? ""}`

/** Every choice a commune's transporters give: home, or each of their stop desks. */
type Offer = ChosenOffer & { label: string }
function offersOf(transporters: Transporter[]): Offer[] {
  return transporters.flatMap((tr) =>
    tr.delivery_types.flatMap((d): Offer[] =>
      d.type === "home"
        ? [{ shipping_option_id: d.shipping_option_id, stop_desk_id: null, type: "home" as const, transporter: tr.name, price: d.price, label: "" }]
        : (d.stop_desks ?? []).map((desk) => ({
            shipping_option_id: d.shipping_option_id,
            stop_desk_id: desk.id,
            type: "stop_desk" as const,
            transporter: `${tr.name} · ${desk.name}`,
            price: d.price,
            label: desk.address ?? "",
          }))
    )
  )
}

/** Taken away, or delivered: address, wilaya, commune and a courier's offer (online only). */
export function DeliverySection({ t, lang, value, onChange, wilayas, online, errors }: Props) {
  const delivery = value.mode === "delivery"
  const [communes, retryCommunes] = useList<CommuneOption[]>(
    delivery && online && value.wilaya !== null ? `/api/communes/${value.wilaya}` : null,
    (b) => (b as CommunesPayload).communes
  )
  const [transporters, retryTransporters] = useList<Transporter[]>(
    delivery && online && value.commune !== null ? `/api/transporters/${value.commune}?lang=${lang}` : null,
    (b) => (b as TransportersPayload).transporters
  )
  const set = (patch: Partial<FulfilmentDraft>) => onChange({ ...value, ...patch })
  const offers = transporters.kind === "ready" ? offersOf(transporters.value) : []

  return (
    <Section title={t("delivery.title")} testId="pos-delivery">
      <Choice<"pickup" | "delivery">
        label={t("delivery.title")}
        value={value.mode}
        onChange={(mode) => set({ mode })}
        testId="pos-fulfilment"
        options={[
          { value: "pickup", label: t("delivery.pickup") },
          { value: "delivery", label: t("delivery.delivery"), disabled: !online },
        ]}
      />
      {!online ? (
        <p className="mt-1 text-sm text-amber-800" data-testid="pos-delivery-offline">
          {t("delivery.offline")}
        </p>
      ) : null}
      {delivery ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <p className="col-span-2 text-xs text-slate-500">{t("delivery.retail_only")}</p>
          <Field
            className="col-span-2"
            t={t}
            label={t("delivery.address")}
            value={value.address}
            onChange={(e) => set({ address: e.target.value })}
            errors={errorsOf(errors, "fulfilment.address").concat(errorsOf(errors, "address"))}
            testId="pos-delivery-address"
            autoComplete="off"
          />
          <div>
            <label className="mb-1 block text-sm font-medium text-slate-700" htmlFor="pos-wilaya">
              {t("delivery.wilaya")}
            </label>
            <select
              id="pos-wilaya"
              className={INPUT}
              value={value.wilaya ?? ""}
              disabled={!online || !wilayas}
              onChange={(e) => {
                const code = e.target.value ? Number(e.target.value) : null
                const w = wilayas?.find((x) => x.code === code)
                set({ wilaya: code, wilaya_name: w ? localName(w, lang) : null, commune: null, commune_name: null, offer: null })
              }}
              data-testid="pos-delivery-wilaya"
            >
              <option value="">{t("delivery.choose")}</option>
              {(wilayas ?? []).map((w) => (
                <option key={w.code} value={w.code}>
                  {wilayaLabel(w, lang)}
                </option>
              ))}
            </select>
            {!wilayas ? <p className="mt-1 text-sm text-red-700">{t("delivery.no_wilayas")}</p> : null}
            <Errors errors={errorsOf(errors, "fulfilment.wilaya").concat(errorsOf(errors, "wilaya"))} t={t} />
          </div>
          <div>
            <label className="mb-1 block text-sm font-medium text-slate-700" htmlFor="pos-commune">
              {t("delivery.commune")}
            </label>
            <select
              id="pos-commune"
              className={INPUT}
              value={value.commune ?? ""}
              disabled={!online || communes.kind !== "ready"}
              onChange={(e) => {
                const code = e.target.value ? Number(e.target.value) : null
                const c = communes.kind === "ready" ? communes.value.find((x) => x.code === code) : undefined
                set({ commune: code, commune_name: c ? localName(c, lang) : null, offer: null })
              }}
              data-testid="pos-delivery-commune"
            >
              <option value="">{communes.kind === "loading" ? t("delivery.loading") : t("delivery.choose")}</option>
              {communes.kind === "ready"
                ? communes.value.map((c) => (
                    <option key={c.code} value={c.code}>
                      {localName(c, lang)}
                    </option>
                  ))
                : null}
            </select>
            {communes.kind === "failed" ? (
              <button type="button" className={`${SECONDARY} mt-1`} onClick={retryCommunes}>
                {t("delivery.retry")}
              </button>
            ) : null}
            <Errors errors={errorsOf(errors, "fulfilment.commune").concat(errorsOf(errors, "commune"))} t={t} />
          </div>
          <div className="col-span-2">
            <p className="mb-1 text-sm font-medium text-slate-700">{t("delivery.transporter")}</p>
            {transporters.kind === "loading" ? <p className="text-sm text-slate-500">{t("delivery.loading")}</p> : null}
            {transporters.kind === "failed" ? (
              <p className="text-sm text-red-700">
                {transporters.notServed ? t("delivery.not_served") : t("delivery.failed")}{" "}
                {!transporters.notServed ? (
                  <button type="button" className="underline" onClick={retryTransporters}>
                    {t("delivery.retry")}
                  </button>
                ) : null}
              </p>
            ) : null}
            {transporters.kind === "ready" && !offers.length ? <p className="text-sm text-slate-600">{t("delivery.not_served")}</p> : null}
            {offers.length ? (
              <ul className="max-h-56 space-y-1 overflow-y-auto" role="radiogroup" aria-label={t("delivery.transporter")} data-testid="pos-delivery-offers">
                {offers.map((o) => {
                  const chosen = value.offer && offerKey(value.offer) === offerKey(o)
                  return (
                    <li key={offerKey(o)}>
                      <button
                        type="button"
                        role="radio"
                        aria-checked={!!chosen}
                        onClick={() =>
                          set({
                            offer: {
                              shipping_option_id: o.shipping_option_id,
                              stop_desk_id: o.stop_desk_id,
                              type: o.type,
                              transporter: o.transporter,
                              price: o.price,
                            },
                          })
                        }
                        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border px-3 py-1 text-start ${chosen ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-300 bg-white"}`}
                        data-testid="pos-delivery-offer"
                      >
                        <span className="min-w-0">
                          <span className="block truncate text-sm font-medium">{o.transporter}</span>
                          <span className="block truncate text-xs text-slate-500">
                            {t(o.type === "home" ? "delivery.home" : "delivery.stop_desk")}
                            {o.label ? ` · ${o.label}` : ""}
                          </span>
                        </span>
                        <span className="shrink-0 text-sm font-semibold tabular-nums">{da(o.price, lang)}</span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            ) : null}
            <Errors
              errors={[
                ...errorsOf(errors, "fulfilment.shipping_option_id"),
                ...errorsOf(errors, "fulfilment.stop_desk_id"),
                ...errorsOf(errors, "shipping_option_id"),
                ...errorsOf(errors, "stop_desk_id"),
              ]}
              t={t}
            />
          </div>
        </div>
      ) : null}
      <Errors errors={[...errorsOf(errors, "fulfilment"), ...errorsOf(errors, "fulfilment.lines")]} t={t} testId="pos-delivery-error" />
    </Section>
  )
}
