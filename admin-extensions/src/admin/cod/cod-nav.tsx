import { Badge, Heading, Text, clx } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router-dom"
import { useCallNow } from "../couriers/use-couriers"

const PAGES = [
  { to: "/cod", key: "queue" },
  { to: "/cod/leads", key: "leads" },
  { to: "/cod/phone-order", key: "phoneOrder" },
  { to: "/cod/customers", key: "customers" },
  { to: "/cod/blocked-phones", key: "blocked" },
  { to: "/cod/call-now", key: "callNow" },
  { to: "/cod/agents", key: "agents" },
] as const

/** Title of a cash-on-delivery page and the links between its pages; "Call now" counts the buyers waiting for a call. */
export function CodHeader({ page, children }: { page: (typeof PAGES)[number]["key"]; children?: ReactNode }) {
  const { t } = useTranslation()
  const waiting = useCallNow().data?.length ?? 0
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <nav className="flex flex-wrap gap-2" aria-label={t("dzCod.menu")}>
        {PAGES.map((p) => (
          <NavLink
            key={p.key}
            to={p.to}
            end
            data-testid={`cod-nav-${p.key}`}
            className={({ isActive }) =>
              clx(
                "txt-compact-small-plus inline-flex items-center gap-x-1.5 rounded-md px-3 py-1.5",
                isActive ? "bg-ui-bg-base-pressed text-ui-fg-base" : "text-ui-fg-subtle hover:bg-ui-bg-base-hover"
              )
            }
          >
            {t(`dzCod.nav.${p.key}`)}
            {p.key === "callNow" && waiting > 0 && (
              <Badge size="2xsmall" color="orange" data-testid="cod-nav-callNow-count">
                {waiting}
              </Badge>
            )}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level="h1">{t(`dzCod.${page}.title`)}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t(`dzCod.${page}.description`)}
          </Text>
        </div>
        {children}
      </div>
    </div>
  )
}
