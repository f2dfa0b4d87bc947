import { useLocation } from "@remix-run/react"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { LocalMenuItem } from "~/features/content/menu"
import { MenuLink } from "./menu-link"

const linkClass = "block flex-1 px-3 py-2 font-medium text-slate-800"

function Entries({ items, depth }: { items: LocalMenuItem[]; depth: number }) {
  return (
    <ul className={depth ? "ms-3 border-s border-slate-200" : "divide-y divide-slate-100"}>
      {items.map((item) =>
        item.children.length ? (
          // An accordion per parent: <details> opens and closes with no script.
          <li key={item.id}>
            <details className="group/acc">
              <summary
                className="flex cursor-pointer list-none items-center justify-between px-3 py-2 font-medium text-slate-800"
                data-testid="mobile-menu-parent"
              >
                {item.label}
                <span aria-hidden="true" className="transition-transform group-open/acc:rotate-180">
                  ▾
                </span>
              </summary>
              <MenuLink item={item} className={`${linkClass} ms-3 text-sm text-theme-primary`} />
              <Entries items={item.children} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={item.id} className="flex">
            <MenuLink item={item} className={linkClass} testId="mobile-menu-item" />
          </li>
        )
      )}
    </ul>
  )
}

/** The header menu on phones: a toggle opening the whole tree, parents as accordions. */
export function MobileMenu({ items }: { items: LocalMenuItem[] }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  // Following a link closes the menu.
  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname])
  if (!items.length) return null
  return (
    <details ref={ref} className="group sm:hidden" data-testid="mobile-menu">
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-200 text-xl"
        aria-label={t("content.menu_open")}
        data-testid="mobile-menu-toggle"
      >
        <span aria-hidden="true">☰</span>
      </summary>
      <nav className="absolute inset-x-0 z-30 mt-3 border-y border-slate-200 bg-white shadow-lg" aria-label={t("nav.label")}>
        <Entries items={items} depth={0} />
      </nav>
    </details>
  )
}
