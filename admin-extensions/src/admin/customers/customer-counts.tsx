import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { formatDa } from "../shared/price"
import { percent, type CustomerSummary } from "./customers"

/** The buyer's history in figures: orders, confirmed, delivered, refused or returned, cancelled, delivery rate, collected. */
export function CustomerCounts({ customer }: { customer: CustomerSummary }) {
  const { t, i18n } = useTranslation()
  const c = customer.counts
  const cells: [string, string][] = [
    ["orders", String(c.orders)],
    ["confirmed", String(c.confirmed)],
    ["delivered", String(c.delivered)],
    ["refused_or_returned", String(c.refused_or_returned)],
    ["cancelled", String(c.cancelled)],
    ["delivery_rate", percent(i18n.language, customer.delivery_rate)],
    ["total_collected", formatDa(customer.total_collected)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 px-6 py-4 sm:grid-cols-4 lg:grid-cols-7">
      {cells.map(([k, v]) => (
        <div key={k} className="flex flex-col gap-y-1" data-testid={`customer-count-${k}`}>
          <Text size="xsmall" className="text-ui-fg-subtle" asChild>
            <dt>{t(`dzCustomers.counts.${k}`)}</dt>
          </Text>
          <Text size="large" weight="plus" asChild>
            <dd dir="ltr" className="rtl:text-end">
              {v}
            </dd>
          </Text>
        </div>
      ))}
    </dl>
  )
}
