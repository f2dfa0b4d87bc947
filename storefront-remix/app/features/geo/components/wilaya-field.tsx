import { Form, Link, useLocation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { wilayaLabel, type WilayaOption } from "~/features/geo/geo"
import type { Locale } from "~/lib/locale"
import { controlClass, labelClass, noscriptButtonClass, problemClass, retryClass } from "~/lib/field-styles"

type Props = {
  locale: Locale
  wilayas: WilayaOption[] | null
  value: number | null
  onChange: (code: number | null) => void
  /** Other query values the page needs back after a submit without JavaScript (the product's variant...). */
  keep?: Record<string, string>
  className?: string
}

/**
 * Its own GET form so that, without JavaScript, "show communes" reloads the page with `?wilaya=`
 * and the loader answers with the communes. With JavaScript the change handler does it in place.
 */
export function WilayaField({ locale, wilayas, value, onChange, keep = {}, className }: Props) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <Form method="get" preventScrollReset className={className} data-testid="wilaya-form">
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor="field-wilaya" className={labelClass}>
        {t("checkout.wilaya")}
      </label>
      {wilayas === null ? (
        <div role="alert" className={problemClass}>
          <span data-testid="wilayas-error">{t("checkout.error_wilayas")}</span>
          {/* Loading the same address again runs the page's loader again, with or without JavaScript. */}
          <Link to={pathname + search} replace preventScrollReset className={retryClass} data-testid="wilayas-retry">
            {t("checkout.retry")}
          </Link>
        </div>
      ) : (
        <select
          id="field-wilaya"
          name="wilaya"
          autoComplete="address-level1"
          className={controlClass}
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          data-testid="wilaya-select"
        >
          <WilayaOptions locale={locale} wilayas={wilayas} />
        </select>
      )}
      <noscript>
        <button type="submit" className={noscriptButtonClass} data-testid="show-communes">
          {t("checkout.show_communes")}
        </button>
      </noscript>
    </Form>
  )
}

/** The options of a wilaya select: a prompt, then "16 - Alger" (or its Arabic name) for each. */
export function WilayaOptions({ locale, wilayas }: { locale: Locale; wilayas: WilayaOption[] }) {
  const { t } = useTranslation()
  return (
    <>
      <option value="">{t("checkout.choose_wilaya")}</option>
      {wilayas.map((w) => (
        <option key={w.code} value={w.code}>
          {wilayaLabel(w, locale)}
        </option>
      ))}
    </>
  )
}
