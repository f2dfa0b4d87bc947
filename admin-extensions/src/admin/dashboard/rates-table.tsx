import { Button, Table } from "@medusajs/ui"
import type { DashboardStats, RateStat } from "@shop/contracts/dashboard"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"

const GROUPS = ["wilaya", "courier", "product", "source", "type", "day"] as const
type Group = (typeof GROUPS)[number]

/** "85.71 %", or a dash when nothing can be measured yet. */
const rate = (r: number | null) => (r === null ? "—" : `${r.toFixed(2)} %`)

/** Confirmation, delivery and return rates with their counts, by wilaya, courier, product, ad source and campaign, or day. */
export function RatesTable({ data }: { data: DashboardStats }) {
  const { t, i18n } = useTranslation()
  const [group, setGroup] = useState<Group>("wilaya")
  const ar = i18n.language?.startsWith("ar")
  const rows: (RateStat & { key: string; label: string })[] =
    group === "wilaya"
      ? data.by_wilaya.map((w) => ({
          ...w,
          key: String(w.code),
          label: w.code === null ? t("dzDashboard.unknownWilaya") : `${w.code} — ${(ar ? w.name_ar : w.name_fr) ?? ""}`,
        }))
      : group === "courier"
        ? data.by_courier.map((c) => ({
            ...c,
            key: String(c.transporter_id),
            label: c.name ?? (c.transporter_id ? c.transporter_id : t("dzDashboard.noCourier")),
          }))
        : group === "product"
          ? data.by_product.map((p) => ({ ...p, key: p.product_id ?? p.title, label: p.title }))
          : group === "source"
            ? // the ad that brought the orders (decision 0073): utm_source · utm_campaign
              (data.by_source ?? []).map((s) => ({ ...s, key: `${s.source}/${s.campaign}`, label: `${s.source} · ${s.campaign}` }))
            : group === "type"
              ? // how the orders were taken (their life's order type): online, phone, shop, wholesale, installment
                (data.by_order_type ?? []).map((o) => ({
                  ...o,
                  key: o.order_type,
                  label: o.order_type === "none" ? t("dzDashboard.noOrderType") : t(`dzCod.orderType.${o.order_type}`, { defaultValue: o.order_type }),
                }))
              : data.per_day
                  .filter((d) => d.orders > 0)
                  .map((d) => ({ ...d, key: d.day, label: new Date(`${d.day}T12:00:00Z`).toLocaleDateString(i18n.language) }))
  return (
    <div className="flex flex-col gap-2" data-testid="dashboard-rates">
      <div className="flex flex-wrap gap-1 px-6" role="group">
        {GROUPS.map((g) => (
          <Button
            key={g}
            size="small"
            variant={group === g ? "primary" : "secondary"}
            aria-pressed={group === g}
            onClick={() => setGroup(g)}
            data-testid={`rates-by-${g}`}
          >
            {t(`dzDashboard.rateBy.${g}`)}
          </Button>
        ))}
      </div>
      <Table className={RTL_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t(`dzDashboard.rateBy.${group}`)}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzDashboard.orders")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzDashboard.confirmationRate")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzDashboard.deliveryRate")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzDashboard.returnRate")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzDashboard.revenueDelivered")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key} data-testid={`rates-row-${r.key}`}>
              <Table.Cell>{r.label}</Table.Cell>
              <Table.Cell className="text-end tabular-nums">{r.orders}</Table.Cell>
              <RateCell value={rate(r.confirmation_rate)} detail={t("dzDashboard.ofCalls", { count: r.confirmed, total: r.confirmed + r.cancelled })} />
              <RateCell value={rate(r.delivery_rate)} detail={t("dzDashboard.ofParcels", { count: r.delivered, total: r.delivered + r.returned + r.lost })} />
              <RateCell value={rate(r.return_rate)} detail={t("dzDashboard.ofParcels", { count: r.returned, total: r.delivered + r.returned + r.lost })} />
              <Table.Cell className="whitespace-nowrap text-end tabular-nums">{formatDa(r.revenue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </div>
  )
}

const RateCell = ({ value, detail }: { value: string; detail: string }) => (
  <Table.Cell className="whitespace-nowrap text-end tabular-nums">
    <div dir="ltr" className="inline-block">
      {value}
    </div>
    <div className="text-ui-fg-muted text-xs">{detail}</div>
  </Table.Cell>
)
