import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChartPie } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { DayChart } from "../../dashboard/day-chart"
import { Doughnut, type Segment } from "../../dashboard/doughnut"
import { TopProducts } from "../../dashboard/top-products"
import { StateLine } from "../../shared/state-line"
import { useDashboard } from "../../dashboard/use-dashboard"
import { algiersToday, minusDays, topWithOther, type DashboardStats } from "../../dashboard/dashboard"
import { formatDa } from "../../ops/ops"
import { RatesTable } from "../../dashboard/rates-table"
import { CashPositionTable } from "../../transporter-payments/balances"
import { screenFor } from "../../staff/can"

type StatusKind = "confirmation" | "delivery"

/**
 * The orders placed in a period: revenue delivered vs pipeline, confirmation/delivery/return rates
 * by wilaya, courier, product and day, orders by status, best sellers, cash per courier (issue 15 item 6).
 */
const DashboardPage = () => {
  const { t, i18n } = useTranslation()
  const [to, setTo] = useState(algiersToday())
  const [from, setFrom] = useState(minusDays(algiersToday(), 29))
  const [kind, setKind] = useState<StatusKind>("confirmation")
  const invalid = !from || !to || from > to
  const stats = useDashboard(from, to)
  const data = stats.data
  const ar = i18n.language?.startsWith("ar")

  const wilayaSegments = (d: DashboardStats): Segment[] =>
    topWithOther(d.by_wilaya, 9, (count) => ({ ...d.totals, code: -1, count })).map((w) => ({
      key: String(w.code),
      value: w.count,
      label:
        w.code === -1 ? t("dzDashboard.otherWilayas") : w.code === null ? t("dzDashboard.unknownWilaya") : ((ar ? w.name_ar : w.name_fr) ?? String(w.code)),
    }))
  const statusSegments = (d: DashboardStats): Segment[] =>
    (kind === "confirmation" ? d.by_confirmation_status : d.by_delivery_status).map((s) => ({
      key: `${kind}:${s.status}`,
      value: s.count,
      label: t(`dzDashboard.${kind}.${s.status}`, { defaultValue: s.status }),
    }))

  const state = invalid
    ? t("dzDashboard.invalidRange")
    : stats.isLoading
      ? t("dzDashboard.loading")
      : stats.error
        ? t("dzDashboard.loadError", { message: stats.error.message })
        : data && data.totals.orders === 0
          ? t("dzDashboard.noOrders")
          : null

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="flex flex-col gap-3 px-6 py-4">
        <Heading level="h1">{t("dzDashboard.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle max-w-2xl">
          {t("dzDashboard.description")}
        </Text>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label size="small">{t("dzDashboard.from")}</Label>
            <Input size="small" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} data-testid="dashboard-from" />
          </div>
          <div className="flex flex-col gap-1">
            <Label size="small">{t("dzDashboard.to")}</Label>
            <Input size="small" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} data-testid="dashboard-to" />
          </div>
          {stats.isFetching && !stats.isLoading && (
            <Text size="small" className="text-ui-fg-muted">
              {t("dzDashboard.loading")}
            </Text>
          )}
        </div>
        {data && !invalid && (
          <div className="flex flex-wrap gap-6" data-testid="dashboard-totals">
            <Figure label={t("dzDashboard.orders")} value={String(data.totals.orders)} testId="dashboard-total-orders" />
            <Figure label={t("dzDashboard.canceled")} value={String(data.totals.canceled)} testId="dashboard-total-canceled" />
            <Figure
              label={t("dzDashboard.revenueDelivered")}
              value={formatDa(data.totals.revenue)}
              detail={t("dzDashboard.deliveredOrders", { count: data.totals.delivered })}
              testId="dashboard-total-revenue"
            />
            <Figure
              label={t("dzDashboard.pipeline")}
              value={formatDa(data.totals.pipeline)}
              detail={t("dzDashboard.pipelineOrders", { count: data.totals.pipeline_orders })}
              testId="dashboard-total-pipeline"
            />
            <Figure label={t("dzDashboard.confirmationRate")} value={percentText(data.totals.confirmation_rate)} testId="dashboard-confirmation-rate" />
            <Figure label={t("dzDashboard.deliveryRate")} value={percentText(data.totals.delivery_rate)} testId="dashboard-delivery-rate" />
            <Figure label={t("dzDashboard.returnRate")} value={percentText(data.totals.return_rate)} testId="dashboard-return-rate" />
          </div>
        )}
      </Container>
      <StateLine message={state} isError={invalid || !!stats.error} testId="dashboard-state" />
      {data && !invalid && !stats.error && (
        <>
          <Container className="flex flex-col gap-2 px-6 py-4">
            <Heading level="h2">{t("dzDashboard.perDay")}</Heading>
            <DayChart days={data.per_day} />
          </Container>
          <div className="grid gap-3 lg:grid-cols-2">
            <Container className="flex flex-col gap-3 px-6 py-4">
              <Heading level="h2">{t("dzDashboard.byWilaya")}</Heading>
              <Doughnut segments={wilayaSegments(data)} testId="doughnut-wilaya" />
            </Container>
            <Container className="flex flex-col gap-3 px-6 py-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading level="h2">{t("dzDashboard.byStatus")}</Heading>
                <div className="flex gap-1" role="group">
                  {(["confirmation", "delivery"] as const).map((k) => (
                    <Button
                      key={k}
                      size="small"
                      variant={kind === k ? "primary" : "secondary"}
                      aria-pressed={kind === k}
                      onClick={() => setKind(k)}
                      data-testid={`dashboard-status-${k}`}
                    >
                      {t(`dzDashboard.statusKind.${k}`)}
                    </Button>
                  ))}
                </div>
              </div>
              <Doughnut segments={statusSegments(data)} testId="doughnut-status" />
            </Container>
          </div>
          <Container className="flex flex-col gap-2 p-0">
            <div className="px-6 pt-4">
              <Heading level="h2">{t("dzDashboard.rates")}</Heading>
              <Text size="small" className="text-ui-fg-subtle mt-1 max-w-3xl">
                {t("dzDashboard.ratesHelp")}
              </Text>
            </div>
            <RatesTable data={data} />
          </Container>
          <Container className="flex flex-col gap-2 p-0">
            <div className="px-6 pt-4">
              <Heading level="h2">{t("dzRemit.cash.title")}</Heading>
              <Text size="small" className="text-ui-fg-subtle mt-1 max-w-3xl">
                {t("dzRemit.cash.description")}
              </Text>
            </div>
            <CashPositionTable positions={data.cash_by_courier} />
          </Container>
          <Container className="flex flex-col gap-2 p-0">
            <Heading level="h2" className="px-6 pt-4">
              {t("dzDashboard.topProducts")}
            </Heading>
            {data.top_products.length ? (
              <TopProducts products={data.top_products} />
            ) : (
              <StateLine message={t("dzDashboard.empty")} isError={false} testId="dashboard-top-empty" />
            )}
          </Container>
        </>
      )}
    </div>
  )
}

/** "85.71 %" kept left to right inside Arabic text; a dash when nothing can be measured yet. */
const percentText = (r: number | null) => (r === null ? "—" : `\u2066${r.toFixed(2)} %\u2069`)

const Figure = ({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) => (
  <div className="flex flex-col">
    <Text size="xsmall" className="text-ui-fg-muted">
      {label}
    </Text>
    <Text size="large" weight="plus" className="tabular-nums" data-testid={testId}>
      {value}
    </Text>
    {detail && (
      <Text size="xsmall" className="text-ui-fg-muted">
        {detail}
      </Text>
    )}
  </div>
)

export const config = defineRouteConfig({ rank: 1, label: "dzDashboard.menu", translationNs: "translation", icon: ChartPie })

export default screenFor("reports.read", DashboardPage)
