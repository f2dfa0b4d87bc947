import { Link, NavLink } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { localizePath, type Locale } from "~/lib/locale"
import { useMenus, useShopSettings } from "~/features/content/use-shop-settings"
import { MiniCart } from "~/features/cart/components/mini-cart"
import { LanguageSwitch } from "./language-switch"
import { DesktopMenu } from "~/features/content/menu/desktop-menu"
import { MobileMenu } from "~/features/content/menu/mobile-menu"
import { SearchBox } from "~/features/search/components/search-box"

const navClass = ({ isActive }: { isActive: boolean }) =>
  "rounded-md px-3 py-2 text-sm font-medium transition-colors " +
  (isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900")

export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const shop = useShopSettings()
  const { header } = useMenus()
  const name = shop.shop_name || t("shop.name")
  return (
    <header className="relative border-b border-slate-200 bg-white" data-testid="site-header">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={localizePath(locale, "/")} className="order-1 flex items-center gap-2 text-lg font-bold text-brand-800" data-testid="shop-name">
          {shop.logo_url ? <img src={shop.logo_url} alt="" width={32} height={32} className="h-8 w-8 object-contain" data-testid="shop-logo" /> : null}
          {name}
        </Link>
        <div className="order-2 flex items-center gap-2 sm:order-3">
          {shop.activeAddToCart && <MiniCart locale={locale} />}
          <LanguageSwitch locale={locale} />
          <MobileMenu items={header} />
        </div>
        <nav aria-label={t("nav.label")} className="order-3 flex w-full flex-wrap items-center gap-1 sm:order-2 sm:w-auto sm:flex-1" data-testid="main-nav">
          <ul className="flex gap-1">
            <li>
              <NavLink to={localizePath(locale, "/")} end className={navClass} data-testid="nav-home">
                {t("nav.home")}
              </NavLink>
            </li>
            {/* the cart's checkout: nothing to check out when the shop sells without a cart */}
            {shop.activeAddToCart && (
              <li>
                <NavLink to={localizePath(locale, "/checkout/cart/view")} className={navClass} data-testid="nav-order">
                  {t("nav.order")}
                </NavLink>
              </li>
            )}
          </ul>
          <DesktopMenu items={header} />
        </nav>
        <SearchBox locale={locale} />
      </div>
    </header>
  )
}
