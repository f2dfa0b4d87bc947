import { Container, Heading, Switch, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { AgentStats } from "../../../cod/agent-stats"
import { CodHeader } from "../../../cod/cod-nav"
import { useAgents, useSetDuty } from "../../../cod/use-agents"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { StateLine } from "../../../shared/state-line"
import { Can, screenFor } from "../../../staff/can"
import { useCan } from "../../../staff/use-permissions"

/**
 * The call desk (decision 0068): who confirms orders, who is on duty (new orders are dealt to them
 * in turn) and their open queue. An agent switches their own duty; the owner anyone's. The owner
 * (and whoever reads reports) sees each agent's figures below.
 */
const AgentsPage = () => {
  const { t } = useTranslation()
  const { data, isLoading, error } = useAgents()
  const setDuty = useSetDuty()
  const supervisor = useCan("orders.assign")
  const rows = data?.agents ?? []
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzAgents.empty") : null
  return (
    <Container className="divide-y p-0">
      <CodHeader page="agents" />
      <StateLine message={state} isError={!!error} testId="agents-state" />
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE} data-testid="agents-list">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzAgents.columns.agent")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzAgents.columns.onDuty")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzAgents.columns.open")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => {
                const mine = a.user_id === data?.me
                return (
                  <Table.Row key={a.user_id} data-testid={`agent-${a.email}`}>
                    <Table.Cell>
                      <div className="flex flex-col">
                        <Text size="small" weight="plus">
                          {a.name} {mine && <span className="text-ui-fg-muted">({t("dzAgents.you")})</span>}
                        </Text>
                        <Text size="xsmall" className="text-ui-fg-subtle" dir="ltr">
                          {a.email}
                        </Text>
                      </div>
                    </Table.Cell>
                    <Table.Cell>
                      <div className="flex items-center gap-x-2">
                        <Switch
                          id={`duty-${a.user_id}`}
                          checked={a.on_duty}
                          disabled={!(mine || supervisor) || setDuty.isPending}
                          onCheckedChange={(on) => setDuty.mutate({ user_id: a.user_id, on_duty: on, name: a.name })}
                          data-testid="duty-switch"
                        />
                        <label htmlFor={`duty-${a.user_id}`} className="txt-compact-small">
                          {a.on_duty ? t("dzAgents.onDuty") : t("dzAgents.offDuty")}
                        </label>
                      </div>
                    </Table.Cell>
                    <Table.Cell className="text-end" data-testid="agent-open">
                      {a.open}
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table>
        </div>
      )}
      <Can permission="reports.read">
        <div className="px-6 pt-4">
          <Heading level="h2">{t("dzAgents.stats.title")}</Heading>
        </div>
        <AgentStats />
      </Can>
    </Container>
  )
}

export default screenFor("orders.read", AgentsPage)
