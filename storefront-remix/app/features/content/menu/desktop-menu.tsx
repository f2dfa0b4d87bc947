import { useTranslation } from "react-i18next"
import type { LocalMenuItem } from "~/features/content/menu"
import { MenuLink } from "./menu-link"

const linkClass = "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-theme-primary"

/**
 * The header menu from sm up: children open as a dropdown on hover and on keyboard focus
 * (focus-within), with no script, so it works before hydration.
 */
export function DesktopMenu({ items }: { items: LocalMenuItem[] }) {
  const { t } = useTranslation()
  if (!items.length) return null
  return (
    <ul className="hidden flex-wrap gap-1 sm:flex" data-testid="header-menu">
      {items.map((item) => (
        <li key={item.id} className="group relative">
          <MenuLink item={item} className={linkClass} testId="header-menu-item" />
          {item.children.length ? (
            <ul
              aria-label={t("content.submenu", { label: item.label })}
              className="invisible absolute start-0 top-full z-30 min-w-48 rounded-lg border border-slate-200 bg-white p-1 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
              data-testid="header-submenu"
            >
              {item.children.map((child) => (
                <li key={child.id} className="group/sub relative">
                  <MenuLink item={child} className={linkClass} />
                  {child.children.length ? (
                    <ul className="ms-3 border-s border-slate-200">
                      {child.children.map((c) => (
                        <li key={c.id}>
                          <MenuLink item={c} className={linkClass} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
