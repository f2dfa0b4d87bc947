import { Input, Label, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { RTL_TABLE } from "../shared/rtl-table"
import { StateLine } from "../shared/state-line"
import { useAgentStats } from "./use-agents"

/** A rate as a percentage in the admin's language; a dash when there was nothing to count. */
function percent(rate: number | null, lang: string) {
  return rate === null ? "—" : new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(rate)
}

/** A delay in minutes, or hours and minutes past the hour. */
function delay(seconds: number | null, t: (k: string, o?: Record<string, unknown>) => string) {
  if (seconds === null) return "—"
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return t("dzAgents.stats.minutes", { count: minutes })
  return t("dzAgents.stats.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}

/**
 * Each agent's figures over the days picked (issue 19 item 7): calls, confirmations and rate, the
 * time to first call, and what became of the orders they confirmed — delivered (and its rate) and
 * refused at the door shown apart, since a refusal at the door is not the agent's doing.
 */
export function AgentStats() {
  const { t, i18n } = useTranslation()
  const [range, setRange] = useState<{ from?: string; to?: string }>({})
  const { data, isLoading, error } = useAgentStats(range.from, range.to)
  const rows = data?.agents ?? []
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" })
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzAgents.stats.empty") : null
  const cols = ["agent", "calls", "ordersCalled", "confirmed", "rate", "firstCall", "delivered", "deliveredRate", "refused", "cancelledAfter"] as const
  return (
    <div className="flex flex-col" data-testid="agent-stats">
      <div className="flex flex-wrap items-end gap-3 px-6 py-4">
        {(["from", "to"] as const).map((k) => (
          <div key={k} className="flex flex-col gap-y-1">
            <Label size="xsmall" weight="plus" htmlFor={`stats-${k}`}>
              {t(`dzCod.filters.${k}`)}
            </Label>
            <Input
              id={`stats-${k}`}
              size="small"
              type="date"
              dir="ltr"
              value={range[k] ?? ""}
              onChange={(e) => setRange((r) => ({ ...r, [k]: e.target.value || undefined }))}
              data-testid={`stats-${k}`}
            />
          </div>
        ))}
        {data && (
          <Text size="small" className="text-ui-fg-subtle" data-testid="stats-range">
            {t("dzAgents.stats.range", { from: day(data.from), to: day(data.to) })}
          </Text>
        )}
      </div>
      <StateLine message={state} isError={!!error} testId="stats-state" />
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                {cols.map((c) => (
                  <Table.HeaderCell key={c} className={c === "agent" ? undefined : "text-end"}>
                    {t(`dzAgents.stats.${c}`)}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.user_id} data-testid={`stats-${a.user_id}`}>
                  <Table.Cell>{a.name}</Table.Cell>
                  <Table.Cell className="text-end" data-testid="stats-calls">
                    {a.calls}
                  </Table.Cell>
                  <Table.Cell className="text-end">{a.orders_called}</Table.Cell>
                  <Table.Cell className="text-end" data-testid="stats-confirmed">
                    {a.confirmed}
                  </Table.Cell>
                  <Table.Cell className="text-end" data-testid="stats-rate">
                    {percent(a.confirmation_rate, i18n.language)}
                  </Table.Cell>
                  <Table.Cell className="text-end">{delay(a.avg_first_call_seconds, t)}</Table.Cell>
                  <Table.Cell className="text-end">{a.delivered}</Table.Cell>
                  <Table.Cell className="text-end">{percent(a.delivered_rate, i18n.language)}</Table.Cell>
                  <Table.Cell className="text-end" data-testid="stats-refused">
                    {a.refused}
                  </Table.Cell>
                  <Table.Cell className="text-end">{a.cancelled_after}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      <Text size="xsmall" className="text-ui-fg-muted px-6 py-3">
        {t("dzAgents.stats.note")}
      </Text>
    </div>
  )
}
