import { Button, Container, Table, Tabs, Text } from "@medusajs/ui"
import { StatusBadge } from "../../../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { BuyerCell } from "../../../cod/buyer-cell"
import { CodHeader } from "../../../cod/cod-nav"
import { LeadOrderForm } from "../../../cod/lead-order-form"
import { useLeads } from "../../../cod/use-cod"
import { placeLabel, type Lead } from "../../../cod/cod"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { StateLine } from "../../../shared/state-line"
import { screenFor } from "../../../staff/can"

/** Unfinished orders: whom to call back, and the order to place for them once they said yes. */
const LeadsPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState<"open" | "converted">("open")
  const [ordering, setOrdering] = useState<Lead | null>(null)
  const { data, isLoading, error } = useLeads(status)
  const leads = data?.leads ?? []
  const state = isLoading
    ? t("dzCod.loading")
    : error
      ? t("dzCod.loadError", { message: error.message })
      : !leads.length
        ? t(`dzCod.leads.empty_${status}`)
        : null
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })

  return (
    <Container className="divide-y p-0">
      <CodHeader page="leads" />
      <Tabs value={status} onValueChange={(s) => setStatus(s as "open" | "converted")} dir={i18n.dir()}>
        <div className="px-6 py-3">
          <Tabs.List>
            {(["open", "converted"] as const).map((s) => (
              <Tabs.Trigger key={s} value={s} data-testid={`leads-tab-${s}`}>
                {t(`dzCod.leads.${s}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
      </Tabs>
      <StateLine message={state} isError={!!error} testId="leads-state" />
      {leads.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzCod.columns.date")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCod.columns.buyer")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCod.columns.place")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCod.columns.items")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCod.columns.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {leads.map((l) => (
              <Table.Row key={l.id} data-testid={`lead-${l.cart_id}`}>
                <Table.Cell>{when(l.created_at)}</Table.Cell>
                <Table.Cell>
                  <BuyerCell firstName={l.first_name} lastName={l.last_name} phone={l.phone} callUrl={l.call_url} testId="lead-call" />
                </Table.Cell>
                <Table.Cell>
                  {placeLabel(i18n.language, l.place, l.wilaya_code, l.commune_code)}
                  {l.address && (
                    <Text size="xsmall" className="text-ui-fg-subtle">
                      {l.address}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{t("dzCod.leads.itemCount", { count: l.items.reduce((n, i) => n + i.quantity, 0) })}</Table.Cell>
                <Table.Cell className="text-end">
                  {l.status === "open" ? (
                    <Button size="small" variant="secondary" onClick={() => setOrdering(l)} data-testid="lead-create-order" disabled={!l.items.length}>
                      {t("dzCod.leads.createOrder")}
                    </Button>
                  ) : (
                    <div className="flex items-center justify-end gap-x-2">
                      <StatusBadge color="green">{t("dzCod.leads.converted")}</StatusBadge>
                      {l.order_id && (
                        <Link to={`/orders/${l.order_id}`} className="text-ui-fg-interactive hover:underline" data-testid="lead-order-link">
                          {t("dzCod.leads.viewOrder")}
                        </Link>
                      )}
                    </div>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <LeadOrderForm lead={ordering} onClose={() => setOrdering(null)} />
    </Container>
  )
}

export default screenFor("leads.manage", LeadsPage)
