import { useTranslation } from "react-i18next"
import { MenuLink } from "~/features/content/menu/menu-link"
import { useMenus, useOpeningLines, useShopSettings } from "~/features/content/use-shop-settings"
import { usePageLocale } from "~/lib/use-locale"

const SOCIAL = ["facebook", "instagram", "tiktok", "youtube"] as const
const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok", youtube: "YouTube" }

export function SiteFooter() {
  const { t } = useTranslation()
  const shop = useShopSettings()
  const { footer } = useMenus()
  // checked on the server (root-content.server: web links only)
  const social = SOCIAL.map((k) => [k, shop.social[k] ?? null] as const).filter(([, url]) => !!url)
  return (
    <footer className="border-t border-slate-200 bg-white" data-testid="site-footer">
      {footer.length || shop.contact_phone || social.length || shop.opening_hours.length ? (
        <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-6 text-sm sm:grid-cols-3">
          {footer.length ? (
            <nav aria-label={t("content.footer_menu")} data-testid="footer-menu">
              <ul className="space-y-2">
                {footer.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} className="font-semibold text-slate-800 hover:text-theme-primary" testId="footer-menu-item" />
                    {item.children.length ? (
                      <ul className="mt-1 space-y-1 ps-3">
                        {item.children.map((c) => (
                          <li key={c.id}>
                            <MenuLink item={c} className="text-slate-600 hover:text-theme-primary" />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {shop.contact_phone || shop.opening_hours.length ? (
            <div className="space-y-3">
              {shop.contact_phone ? (
                <p data-testid="footer-phone">
                  <a href={`tel:${shop.contact_phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-slate-800 hover:text-theme-primary">
                    {t("content.call_us")} <bdi dir="ltr">{shop.contact_phone}</bdi>
                  </a>
                </p>
              ) : null}
              <OpeningHours testId="footer-opening-hours" />
            </div>
          ) : null}
          {social.length ? (
            <div data-testid="footer-social">
              <p className="font-semibold text-slate-800">{t("content.follow_us")}</p>
              <ul className="mt-1 flex flex-wrap gap-3">
                {social.map(([k, url]) => (
                  <li key={k}>
                    <a href={url!} target="_blank" rel="noopener noreferrer" className="text-slate-600 hover:text-theme-primary">
                      {SOCIAL_NAMES[k]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-1 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between">
        <p>{t("footer.cod")}</p>
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}

/**
 * The shop's opening hours in the visitor's language (Saturday first, same days grouped); nothing when
 * none are set. Kept in the layout's own chunk: the contact page shows it without another file to load.
 */
export function OpeningHours({ className, testId = "opening-hours" }: { className?: string; testId?: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const lines = useOpeningLines()
  if (!lines.length) return null
  return (
    <div className={className} data-testid={testId}>
      <p className="font-semibold text-slate-800">{t("content.opening_hours")}</p>
      <dl className="mt-1 space-y-0.5 text-slate-600">
        {lines.map((l) => (
          <div key={l.days} className="flex flex-wrap gap-x-2">
            <dt>{l.days}</dt>
            {/* each range left to right inside an Arabic line (no control characters: the page keeps none) */}
            <dd>
              {l.ranges.length
                ? l.ranges.map((r, i) => (
                    <span key={r}>
                      {i ? (locale === "ar" ? "، " : ", ") : null}
                      <bdi dir="ltr">{r}</bdi>
                    </span>
                  ))
                : l.hours}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
