import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import type { TransporterState } from "~/features/delivery/transporter-state"
import type { Chosen } from "~/features/delivery/transporters"
import { ChosenTransporter } from "./chosen-transporter"
import { labelClass, placeholderClass, problemClass, retryClass } from "~/lib/field-styles"
import { TransporterList } from "./transporter-list"

type Props = {
  locale: Locale
  state: TransporterState
  chosen: Chosen | null
  /** Query values that bring the page back to this wilaya and commune without JavaScript. */
  keep: Record<string, string>
  onChoose: (optionId: string, deskId: string | null) => void
  onRemove: () => void
  onRetry: () => void
  /** The order form the chosen transporter's hidden inputs belong to. */
  form?: string
  className?: string
}

const search = (keep: Record<string, string>) => `?${new URLSearchParams(keep)}`

/** The step after the commune: who delivers there, how, and at what price. */
export function TransporterField({ locale, state, chosen, keep, onChoose, onRemove, onRetry, form, className }: Props) {
  const { t } = useTranslation()
  return (
    <div className={className} data-testid="transporter-field">
      <p className={labelClass}>{t("checkout.transporter")}</p>
      <div aria-live="polite">
        {state.kind === "no-commune" && (
          <p className={placeholderClass + " border border-dashed border-slate-300 text-slate-500"} data-testid="transporter-prompt">
            {t("checkout.select_commune_first")}
          </p>
        )}
        {state.kind === "loading" && (
          <p className={placeholderClass + " text-slate-500"} data-testid="transporters-loading">
            {t("checkout.loading_transporters")}
          </p>
        )}
        {state.kind === "none" && (
          <p className={placeholderClass + " bg-amber-50 text-amber-900"} data-testid="transporters-none">
            {t("checkout.no_transporters")}
          </p>
        )}
        {state.kind === "problem" && (
          <div role="alert" className={problemClass}>
            <span data-testid="transporters-error">{t("checkout.error_transporters")}</span>
            <a
              href={search(keep)}
              className={retryClass}
              onClick={(e) => {
                e.preventDefault()
                onRetry()
              }}
              data-testid="transporters-retry"
            >
              {t("checkout.retry")}
            </a>
          </div>
        )}
        {state.kind === "ready" &&
          (chosen ? (
            <ChosenTransporter locale={locale} chosen={chosen} keep={keep} onRemove={onRemove} form={form} />
          ) : (
            <TransporterList locale={locale} transporters={state.transporters} keep={keep} onChoose={onChoose} />
          ))}
      </div>
    </div>
  )
}
