import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { CommuneState } from "~/features/geo/commune-state"
import { communeLabel, filterCommunes } from "~/features/geo/geo"
import type { Locale } from "~/lib/locale"
import { controlClass, labelClass, noscriptButtonClass, placeholderClass, problemClass, retryClass } from "~/lib/field-styles"

type Props = {
  locale: Locale
  state: CommuneState
  /** The chosen wilaya, sent along with the commune when the form is submitted without JavaScript. */
  wilaya: number | null
  value: number | null
  onChange: (code: number | null) => void
  /** Without JavaScript a retry reloads the page with this address; with it, `onRetry` runs instead. */
  retryHref: string
  onRetry: () => void
  /** Other query values the page needs back after a submit without JavaScript. */
  keep?: Record<string, string>
  className?: string
}

/**
 * Like the wilaya, a GET form of its own: without JavaScript "show transporters" reloads the page
 * with `?wilaya=&commune=` and the loader answers with the transporters; with it, `onChange` does.
 */
/** Fewer communes than this read at a glance: no search box. */
const SEARCH_FROM = 8

export function CommuneField({ locale, state, wilaya, value, onChange, retryHref, onRetry, keep = {}, className }: Props) {
  const { t } = useTranslation()
  const ready = state.kind === "ready" && state.communes.length > 0
  // A wilaya has up to 60 communes: the buyer may type part of the name, in French or Arabic.
  const [query, setQuery] = useState("")
  const communes = state.kind === "ready" ? filterCommunes(state.communes, query, value) : []
  const searchable = state.kind === "ready" && state.communes.length > SEARCH_FROM
  return (
    <form method="get" className={className} data-testid="commune-field">
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {wilaya !== null && <input type="hidden" name="wilaya" value={wilaya} />}
      {ready ? (
        <label htmlFor="field-commune" className={labelClass}>
          {t("checkout.commune")}
        </label>
      ) : (
        <p className={labelClass}>{t("checkout.commune")}</p>
      )}
      {/* A live region, so screen readers hear the list arrive or fail. */}
      <div aria-live="polite">
        {state.kind === "no-wilaya" && (
          <p className={placeholderClass + " border border-dashed border-slate-300 text-slate-500"} data-testid="commune-prompt">
            {t("checkout.select_wilaya_first")}
          </p>
        )}
        {state.kind === "loading" && (
          <p className={placeholderClass + " text-slate-500"} data-testid="communes-loading">
            {t("checkout.loading_communes")}
          </p>
        )}
        {state.kind === "problem" && (
          <div role="alert" className={problemClass}>
            <span data-testid="communes-error">{state.problem === "unknown_wilaya" ? t("checkout.error_unknown_wilaya") : t("checkout.error_communes")}</span>
            {state.problem === "failed" && (
              <a
                href={retryHref}
                className={retryClass}
                onClick={(e) => {
                  e.preventDefault()
                  onRetry()
                }}
                data-testid="communes-retry"
              >
                {t("checkout.retry")}
              </a>
            )}
          </div>
        )}
        {state.kind === "ready" && !ready && (
          <p className={placeholderClass + " text-slate-500"} data-testid="communes-empty">
            {t("checkout.no_communes")}
          </p>
        )}
        {ready && searchable && (
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("sfCart.commune_search")}
            aria-label={t("sfCart.commune_search")}
            aria-controls="field-commune"
            autoComplete="off"
            className={controlClass + " mb-2"}
            data-testid="commune-search"
          />
        )}
        {ready && (
          <select
            id="field-commune"
            name="commune"
            autoComplete="address-level2"
            className={controlClass}
            value={value ?? ""}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
            data-testid="commune-select"
          >
            <option value="">{t("checkout.choose_commune")}</option>
            {communes.map((c) => (
              <option key={c.code} value={c.code}>
                {communeLabel(c, locale)}
              </option>
            ))}
          </select>
        )}
        {ready && searchable && !communes.length && (
          <p className="mt-1 text-sm text-slate-500" data-testid="commune-search-empty">
            {t("sfCart.commune_search_none")}
          </p>
        )}
      </div>
      {ready && (
        <noscript>
          <button type="submit" className={noscriptButtonClass} data-testid="show-transporters">
            {t("checkout.show_transporters")}
          </button>
        </noscript>
      )}
    </form>
  )
}
