import { useFetcher } from "@remix-run/react"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { delayLabel, readVisitWilaya, rangeLabel, rememberVisitWilaya } from "~/features/delivery/delivery-estimate"
import type { WilayaOption } from "~/features/geo/geo"
import { WilayaOptions } from "~/features/geo/components/wilaya-field"
import type { Locale } from "~/lib/locale"
import type { DeliveryEstimatePayload } from "~/routes/api.delivery-estimate.$wilaya"

/**
 * The product page's delivery line: once the buyer names their wilaya (remembered for the visit),
 * what home delivery and desk pick-up cost there, from the rate table, and the usual delay when the
 * rate rows give one (decision 0060). Needs JavaScript; without it
 * the order form below prices the delivery.
 */
export function DeliveryEstimatePanel({ locale, wilayas }: { locale: Locale; wilayas: WilayaOption[] | null }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<DeliveryEstimatePayload>()
  const [wilaya, setWilaya] = useState<number | null>(null)
  const choose = (code: number | null) => {
    setWilaya(code)
    rememberVisitWilaya(code)
    if (code !== null) fetcher.load(`/api/delivery-estimate/${code}`)
  }
  useEffect(() => {
    const remembered = readVisitWilaya()
    if (remembered !== null && wilayas?.some((w) => w.code === remembered)) choose(remembered)
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!wilayas?.length) return null
  const answer = fetcher.data?.wilaya === wilaya && fetcher.state === "idle" ? fetcher.data : null
  const rows = [
    ["home", t("sfCart.estimate_home")],
    ["stop_desk", t("sfCart.estimate_desk")],
  ] as const
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby="estimate-title" data-testid="delivery-estimate">
      <h2 id="estimate-title" className="font-semibold">
        {t("sfCart.estimate_title")}
      </h2>
      <label htmlFor="estimate-wilaya" className="mt-2 block text-sm text-slate-700">
        {t("sfCart.estimate_wilaya")}
      </label>
      <select
        id="estimate-wilaya"
        value={wilaya ?? ""}
        onChange={(e) => choose(e.target.value ? Number(e.target.value) : null)}
        className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2"
        data-testid="estimate-wilaya"
      >
        <WilayaOptions locale={locale} wilayas={wilayas} />
      </select>
      <div aria-live="polite" className="mt-3 text-sm">
        {wilaya !== null && !answer && <p className="text-slate-500">{t("sfCart.estimate_loading")}</p>}
        {answer?.problem && (
          <p className="text-amber-900" data-testid="estimate-problem">
            {answer.problem === "not_served" ? t("sfCart.estimate_not_served") : t("sfCart.estimate_failed")}
          </p>
        )}
        {answer?.estimate && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {rows.map(([type, label]) => {
              const range = answer.estimate?.[type]
              const delay = range ? answer.estimate?.delay?.[type] : null
              return (
                <div key={type} className="contents" data-testid={`estimate-${type}`}>
                  <dt className="text-slate-700">{label}</dt>
                  <dd>
                    <span className="font-semibold tabular-nums">{range ? rangeLabel(range, locale) : t("sfCart.estimate_none")}</span>
                    {delay && (
                      <span className="block text-slate-600" data-testid={`estimate-${type}-delay`}>
                        {delayLabel(delay, t)}
                      </span>
                    )}
                  </dd>
                </div>
              )
            })}
          </dl>
        )}
      </div>
    </section>
  )
}
