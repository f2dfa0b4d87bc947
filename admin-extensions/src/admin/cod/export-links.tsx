import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { exportUrl } from "../shared/api"
import { dayBounds, type QueueFilters } from "./cod"

/**
 * Downloads of the orders the queue's filters select (status, wilaya, transporter, days), every
 * delivery and cash state included, as CSV or Excel in the admin's language (decision 0064). Plain
 * links: the session cookie goes with them, and the file is made for this request only.
 */
export function OrdersExportLinks({ filters }: { filters: QueueFilters }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language?.startsWith("ar") ? "ar" : i18n.language?.startsWith("en") ? "en" : "fr"
  const href = (format: "csv" | "xlsx") => {
    const q = new URLSearchParams({ format, lang })
    if (filters.status) q.set("status", filters.status)
    if (filters.wilaya) q.set("wilaya", String(filters.wilaya))
    if (filters.transporter_id) q.set("transporter_id", filters.transporter_id)
    for (const [k, v] of Object.entries(dayBounds(filters.from, filters.to))) q.set(k, v)
    return exportUrl(`/admin/cod/orders/export?${q}`)
  }
  const link = "txt-compact-small-plus text-ui-fg-interactive hover:text-ui-fg-interactive-hover underline"
  return (
    <div className="flex items-center gap-x-3" data-testid="orders-export">
      <Text size="small" className="text-ui-fg-subtle">
        {t("dzCod.export.label")}
      </Text>
      <a className={link} href={href("csv")} download data-testid="orders-export-csv">
        {t("dzCod.export.csv")}
      </a>
      <a className={link} href={href("xlsx")} download data-testid="orders-export-xlsx">
        {t("dzCod.export.xlsx")}
      </a>
    </div>
  )
}
