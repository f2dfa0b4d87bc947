import { Text } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { STATUS_COLOR, type EarlierOrder } from "./cod"

/** The buyer's earlier COD orders (same phone) and how each ended: a fake-order pattern shows at once. */
export function EarlierOrders({ orders, testId }: { orders: EarlierOrder[]; testId: string }) {
  const { t } = useTranslation()
  if (!orders.length) {
    return (
      <Text size="xsmall" className="text-ui-fg-muted" data-testid={testId}>
        {t("dzCod.queue.firstOrder")}
      </Text>
    )
  }
  return (
    <ul className="flex flex-col gap-y-1" data-testid={testId}>
      {orders.map((o) => (
        <li key={o.order_id} className="flex flex-wrap items-center gap-x-2 text-xs">
          <Link to={`/orders/${o.order_id}`} className="text-ui-fg-interactive hover:underline">
            #{o.display_id ?? "?"}
          </Link>
          <StatusBadge color={STATUS_COLOR[o.confirmation_status]} className="whitespace-nowrap text-xs">
            {t(`dzCod.status.${o.confirmation_status}`)}
          </StatusBadge>
          {o.order_status && <span className="text-ui-fg-muted">{t(`dzCod.orderStatus.${o.order_status}`, { defaultValue: o.order_status })}</span>}
        </li>
      ))}
    </ul>
  )
}
