import { Table } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { formatDa } from "../shared/price"
import { RTL_TABLE } from "../shared/rtl-table"
import { StatusBadge } from "../shared/status-badge"
import type { CustomerOrder } from "./customers"

type Color = "grey" | "green" | "orange" | "red" | "blue"
const GOOD = new Set(["confirmed", "delivered", "collected_by_courier", "remitted"])
const BAD = new Set(["cancelled", "returning", "returned", "lost", "return_fee_due", "refunded", "written_off"])
const colorOf = (state: string): Color =>
  GOOD.has(state) ? "green" : BAD.has(state) ? "red" : state.startsWith("to_") || state === "not_shipped" ? "grey" : "orange"

/** A buyer's orders, newest first, each with its confirmation, delivery and money states. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  const { t, i18n } = useTranslation()
  const state = (axis: "confirmation" | "delivery" | "money", s: string) => (
    <StatusBadge color={colorOf(s)} data-testid={`order-${axis}`} data-state={s}>
      {t(`dzCustomers.states.${axis}.${s}`)}
    </StatusBadge>
  )
  return (
    <div className="overflow-x-auto">
      <Table className={RTL_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("dzCod.columns.order")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzCod.columns.date")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzCustomers.axes.confirmation")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzCustomers.axes.delivery")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzCustomers.axes.money")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzCustomers.total")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.order_id} data-testid={`customer-order-${o.order_id}`}>
              <Table.Cell>
                <Link to={`/orders/${o.order_id}`} className="text-ui-fg-interactive hover:underline">
                  #{o.display_id ?? "—"}
                </Link>
              </Table.Cell>
              <Table.Cell>{new Date(o.created_at).toLocaleDateString(i18n.language, { dateStyle: "short" })}</Table.Cell>
              <Table.Cell>{state("confirmation", o.confirmation_state)}</Table.Cell>
              <Table.Cell>{state("delivery", o.delivery_state)}</Table.Cell>
              <Table.Cell>{state("money", o.money_state)}</Table.Cell>
              <Table.Cell className="text-end">
                <span dir="ltr">{o.total === null ? "—" : formatDa(o.total)}</span>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </div>
  )
}
