import { Badge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useCallNow } from "../couriers/use-couriers"
import { useCan } from "../staff/use-permissions"

/**
 * The top of the queue (decision 0068): parcels the courier just failed to deliver, the longest
 * waiting first; calling these buyers now saves the parcel. The full list is the "Call now" page.
 */
export function CallNowStrip() {
  const { t } = useTranslation()
  const canCall = useCan("orders.confirm")
  const rows = useCallNow().data ?? []
  if (!canCall || !rows.length) return null
  return (
    <div className="flex flex-col gap-y-2 bg-ui-bg-subtle px-6 py-3" data-testid="call-now-strip">
      <div className="flex flex-wrap items-center gap-2">
        <Badge size="2xsmall" color="orange">
          {t("dzAgents.callNow.badge")}
        </Badge>
        <Text size="small" weight="plus">
          {t("dzAgents.callNow.title", { count: rows.length })}
        </Text>
        <Link to="/cod/call-now" className="text-ui-fg-interactive txt-compact-small hover:underline">
          {t("dzAgents.callNow.all")}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2">
        {rows.slice(0, 6).map((c) => (
          <li key={c.order_id} className="flex items-center gap-x-2 rounded-md border bg-ui-bg-base px-2 py-1" data-testid="call-now-strip-entry">
            <Link to={`/orders/${c.order_id}`} className="text-ui-fg-interactive txt-compact-small-plus hover:underline">
              #{c.display_id ?? c.order_id.slice(-6)}
            </Link>
            <Text size="xsmall">
              {c.first_name} {c.last_name}
            </Text>
            <a href={`tel:${c.phone}`} className="text-ui-fg-interactive txt-compact-small" dir="ltr">
              {c.phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
