import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Phone } from "@medusajs/icons"
import { Checkbox, Container, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { HandOverBar } from "../../couriers/hand-over-bar"
import { CodHeader } from "../../cod/cod-nav"
import { ConfirmationCard, ConfirmationRow } from "../../cod/confirmation-row"
import { useNarrow } from "../../shared/use-narrow"
import { useDebounced } from "../../shared/use-debounced"
import { OutcomeForm, type PendingOutcome } from "../../cod/outcome-form"
import { QueueFiltersBar } from "../../cod/queue-filters"
import { OrdersExportLinks } from "../../cod/export-links"
import { useConfirmations } from "../../cod/use-cod"
import { useTransporters } from "../../transporters/use-transporters"
import type { QueueFilters } from "../../cod/cod"
import { RTL_TABLE } from "../../shared/rtl-table"
import { StateLine } from "../../shared/state-line"
import { Can } from "../../staff/can"
import { useMyPermissions } from "../../staff/use-permissions"
import { AssignBar } from "../../cod/assign-bar"
import { CallNowStrip } from "../../cod/call-now-strip"
import { BulkBar } from "../../cod/bulk-bar"

/** What the queue opens on (decision 0068): an agent's own calls due now; for the others, every order to confirm. */
const AGENT_VIEW: QueueFilters = { to_call: "true", assigned: "me" }
const DESK_VIEW: QueueFilters = { status: "to_confirm" }

/**
 * The phone-confirmation queue: every cash-on-delivery order starts "to confirm". The parcels the
 * courier could not deliver come first ("call now"); an agent opens on their own calls due now.
 */
const CodQueuePage = () => {
  const { t } = useTranslation()
  const role = useMyPermissions().data?.role
  // an agent's phone: one card per order instead of the eight-column table (issue 19 item 10)
  const narrow = useNarrow()
  const [chosen, setFilters] = useState<QueueFilters>()
  const filters = chosen ?? (role === "agent" ? AGENT_VIEW : DESK_VIEW)
  const [pending, setPending] = useState<PendingOutcome | null>(null)
  // one request per pause in typing a phone or an order number
  const q = useDebounced(filters.q?.trim() || undefined, 300)
  const { data, isLoading, error } = useConfirmations({ ...filters, q })
  const transporters = new Map((useTransporters().data?.transporters ?? []).map((tr) => [tr.id, tr.name]))
  const rows = data?.confirmations ?? []
  // the confirmed orders ticked for a hand-over to the courier, kept across filters and reloads
  const [selected, setSelected] = useState<string[]>([])
  const labels = new Map(rows.map((c) => [c.order_id, `#${c.order?.display_id ?? "?"}`]))
  const confirmed = rows.filter((c) => c.status === "confirmed").map((c) => c.order_id)
  // the open orders ticked to be dealt to an agent (the supervisor's), apart from the hand-over's
  const [toAssign, setToAssign] = useState<string[]>([])
  const allTicked = confirmed.length > 0 && confirmed.every((id) => selected.includes(id))
  const select = (id: string, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)))
  const tick = (id: string, on: boolean) => setToAssign((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)))
  const rowProps = (c: (typeof rows)[number]) => ({
    confirmation: c,
    transporter: c.transporter_id ? transporters.get(c.transporter_id) : undefined,
    onAsk: setPending,
    selected: (c.status === "confirmed" ? selected : toAssign).includes(c.order_id),
    onSelect: (on: boolean) => (c.status === "confirmed" ? select(c.order_id, on) : tick(c.order_id, on)),
  })
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzCod.queue.empty") : null

  return (
    <Container className="divide-y p-0">
      <CodHeader page="queue">
        {data && (
          <Text size="small" className="text-ui-fg-muted" data-testid="queue-count">
            {t("dzCod.queue.count", { count: data.count })}
          </Text>
        )}
      </CodHeader>
      <CallNowStrip />
      <QueueFiltersBar filters={filters} onChange={setFilters} />
      {/* the file holds every buyer's phone and address: staff who read reports (owner, accountant) */}
      <Can permission="reports.read">
        <div className="px-6 py-3">
          <OrdersExportLinks filters={filters} />
        </div>
      </Can>
      {/* the queue is every role's to read; the hand-over is the warehouse's, the call outcomes the agents' */}
      <Can permission="parcels.hand_over">
        <HandOverBar selected={selected} labelOf={(id) => labels.get(id) ?? id} onClear={() => setSelected([])} />
      </Can>
      <Can permission="orders.assign">
        <AssignBar selected={toAssign} labelOf={(id) => labels.get(id) ?? id} onClear={() => setToAssign([])} />
      </Can>
      {/* confirm, delivered, returned over every ticked order (each role sees the actions it may do) */}
      <BulkBar
        selected={[...selected, ...toAssign]}
        labelOf={(id) => labels.get(id) ?? id}
        onClear={() => {
          setSelected([])
          setToAssign([])
        }}
      />
      <StateLine message={state} isError={!!error} testId="queue-state" />
      {rows.length > 0 && narrow && (
        <ul className="flex flex-col gap-y-3 px-4 py-4" data-testid="queue-cards">
          {rows.map((c) => (
            <ConfirmationCard key={c.id} {...rowProps(c)} />
          ))}
        </ul>
      )}
      {rows.length > 0 && !narrow && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell className="w-8">
                  {confirmed.length > 0 && (
                    <Checkbox
                      checked={allTicked}
                      onCheckedChange={(v) => setSelected((s) => (v === true ? [...new Set([...s, ...confirmed])] : s.filter((id) => !confirmed.includes(id))))}
                      aria-label={t("dzCouriers.handOver.selectAll")}
                      data-testid="hand-over-check-all"
                    />
                  )}
                </Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.buyer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.delivery")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.status")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzAgents.columns.calls")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.history")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzCod.columns.actions")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <ConfirmationRow key={c.id} {...rowProps(c)} />
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      <OutcomeForm pending={pending} onClose={() => setPending(null)} />
    </Container>
  )
}

export const config = defineRouteConfig({ nested: "/orders", rank: 1, label: "dzCod.menu", translationNs: "translation", icon: Phone })

export default CodQueuePage
