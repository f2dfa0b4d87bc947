import { Form, useNavigation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { TextField } from "~/features/checkout/components/text-field"
import type { Locale } from "~/lib/locale"
import { localizePath } from "~/lib/locale"
import { TRACKING_PATH, type TrackingOutcome } from "../tracking"
import { TrackingResult } from "./tracking-result"

type Props = { locale: Locale; csrf: string; initialOrder: string; initialPhone: string; outcome: TrackingOutcome | null }

/** `/suivi`: the order number and the phone it was placed with, then the order (or one sentence that reveals nothing). */
export function TrackingPage({ locale, csrf, initialOrder, initialPhone, outcome }: Props) {
  const { t } = useTranslation()
  const busy = useNavigation().state === "submitting"
  const fields = outcome?.kind === "invalid" ? outcome.fields : {}
  const message = (field: "order" | "phone") => (fields[field] ? t(`tracking.errors.${field}_${fields[field]}`) : null)
  return (
    <div className="mx-auto max-w-2xl space-y-6" data-testid="tracking-page">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t("tracking.title")}</h1>
        <p className="text-slate-700">{t("tracking.intro")}</p>
      </header>
      <Form
        method="post"
        action={localizePath(locale, TRACKING_PATH)}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
        data-testid="tracking-form"
      >
        <input type="hidden" name="csrf" value={csrf} />
        <TextField
          name="order"
          label={t("tracking.order_label")}
          hint={t("tracking.order_hint")}
          defaultValue={initialOrder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          required
          error={message("order")}
        />
        <TextField
          name="phone"
          label={t("tracking.phone_label")}
          hint={t("tracking.phone_hint")}
          defaultValue={initialPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={30}
          required
          error={message("phone")}
        />
        <button
          type="submit"
          disabled={busy}
          className="h-12 rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 sm:col-span-2"
          data-testid="tracking-submit"
        >
          {busy ? t("tracking.searching") : t("tracking.submit")}
        </button>
      </Form>
      {outcome && outcome.kind !== "invalid" && outcome.kind !== "found" ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid={`tracking-${outcome.kind}`}>
          {t(`tracking.${outcome.kind}`)}
        </p>
      ) : null}
      {outcome?.kind === "found" ? <TrackingResult locale={locale} order={outcome.order} /> : null}
    </div>
  )
}
