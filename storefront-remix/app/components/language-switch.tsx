import { Link, useLocation } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { LOCALE_NAMES, LOCALES, switchLocalePath, type Locale } from "~/lib/locale"

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={t("language.label")} data-testid="language-switch">
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((target) => {
          const current = target === locale
          return (
            <li key={target}>
              {/* A full document load: direction, fonts and every string change at once, as the server renders them. */}
              <Link
                reloadDocument
                to={switchLocalePath(pathname, target) + search}
                lang={target}
                hrefLang={target}
                aria-current={current ? "true" : undefined}
                data-testid={`lang-${target}`}
                className={
                  "block rounded-md px-2 py-1 transition-colors " + (current ? "bg-brand-700 font-semibold text-white" : "text-brand-800 hover:bg-brand-100")
                }
              >
                {LOCALE_NAMES[target]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
