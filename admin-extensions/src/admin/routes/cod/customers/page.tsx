import { Container, Input, Label, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { CodHeader } from "../../../cod/cod-nav"
import { FilterSelect } from "../../../shared/filter-select"
import { CustomerName } from "../../../customers/customer-name"
import { percent, RISK_LEVELS, type RiskLevel } from "../../../customers/customers"
import { RiskBadge } from "../../../customers/risk-badge"
import { useCustomers } from "../../../customers/use-customers"
import { formatDa } from "../../../shared/price"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { StateLine } from "../../../shared/state-line"
import { useDebounced } from "../../../shared/use-debounced"
import { screenFor } from "../../../staff/can"

/** Buyers known by their phone: what their orders became and how risky the next one is. */
const CustomersPage = () => {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState("")
  const [risk, setRisk] = useState<RiskLevel | undefined>()
  const q = useDebounced(search.trim())
  const { data, isLoading, error } = useCustomers({ q: q || undefined, risk })
  const rows = data?.customers ?? []
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzCustomers.empty") : null

  return (
    <Container className="divide-y p-0">
      <CodHeader page="customers">
        {data && (
          <Text size="small" className="text-ui-fg-muted" data-testid="customers-count">
            {t("dzCustomers.count", { count: data.count })}
          </Text>
        )}
      </CodHeader>
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        <div className="flex min-w-[240px] flex-col gap-y-1">
          <Label size="xsmall" weight="plus" htmlFor="customers-search">
            {t("dzCustomers.search")}
          </Label>
          <Input
            id="customers-search"
            type="search"
            size="small"
            placeholder={t("dzCustomers.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="customers-search"
          />
        </div>
        <FilterSelect
          id="filter-risk"
          label={t("dzCustomers.columns.risk")}
          allLabel={t("dzCod.filters.all")}
          value={risk}
          options={RISK_LEVELS.map((r) => ({ value: r, label: t(`dzCustomers.risk.${r}`) }))}
          onChange={(v) => setRisk(v as RiskLevel | undefined)}
        />
      </div>
      <StateLine message={state} isError={!!error} testId="customers-state" />
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzCustomers.columns.customer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCustomers.columns.risk")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCustomers.counts.orders")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCustomers.counts.delivered")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCustomers.counts.refused_or_returned")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCustomers.counts.delivery_rate")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzCustomers.counts.total_collected")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <Table.Row key={c.id} data-testid={`customer-${c.id}`}>
                  <Table.Cell>
                    <Link to={`/cod/customers/${c.id}`} className="text-ui-fg-interactive hover:underline" data-testid="customer-link">
                      <CustomerName customer={c} />
                    </Link>
                    <Text size="xsmall" className="text-ui-fg-subtle" dir="ltr">
                      {c.phone ?? "—"}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <RiskBadge level={c.level} flag={c.flag} />
                  </Table.Cell>
                  <Table.Cell>{c.counts.orders}</Table.Cell>
                  <Table.Cell>{c.counts.delivered}</Table.Cell>
                  <Table.Cell>{c.counts.refused_or_returned}</Table.Cell>
                  <Table.Cell>{percent(i18n.language, c.delivery_rate)}</Table.Cell>
                  <Table.Cell className="text-end">
                    <span dir="ltr">{formatDa(c.total_collected)}</span>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
    </Container>
  )
}

export default screenFor("customers.read", CustomersPage)
