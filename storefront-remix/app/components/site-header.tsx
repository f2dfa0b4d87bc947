import { Link, NavLink } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"
import { LanguageSwitch } from "./language-switch"

const navClass = ({ isActive }: { isActive: boolean }) =>
  "rounded-md px-3 py-2 text-sm font-medium transition-colors " +
  (isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900")

export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="site-header">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={localizePath(locale, "/")} className="order-1 text-lg font-bold text-brand-800" data-testid="shop-name">
          {t("shop.name")}
        </Link>
        <div className="order-2 sm:order-3">
          <LanguageSwitch locale={locale} />
        </div>
        <nav aria-label={t("nav.label")} className="order-3 w-full sm:order-2 sm:w-auto sm:flex-1" data-testid="main-nav">
          <ul className="flex gap-1">
            <li>
              <NavLink to={localizePath(locale, "/")} end className={navClass} data-testid="nav-home">
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={localizePath(locale, "/checkout/cart/view")} className={navClass} data-testid="nav-order">
                {t("nav.order")}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
