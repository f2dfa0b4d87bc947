import { Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { RTL_TABLE } from "../shared/rtl-table"
import { StatusBadge } from "../shared/status-badge"
import type { HandOverResult } from "./couriers"

/** One line per order of a hand-over: its tracking number, or why it was refused and whether to try again. */
export function HandOverResults({ results, labelOf }: { results: HandOverResult[]; labelOf: (orderId: string) => string }) {
  const { t } = useTranslation()
  return (
    <Table className={RTL_TABLE} data-testid="hand-over-results">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("dzCouriers.handOver.order")}</Table.HeaderCell>
          <Table.HeaderCell>{t("dzCouriers.handOver.result")}</Table.HeaderCell>
          <Table.HeaderCell>{t("dzCouriers.handOver.detail")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {results.map((r) => (
          <Table.Row key={r.order_id} data-testid={`hand-over-result-${r.order_id}`} data-ok={r.ok ? "true" : "false"}>
            <Table.Cell>
              <Link to={`/orders/${r.order_id}`} className="text-ui-fg-interactive hover:underline">
                {labelOf(r.order_id)}
              </Link>
            </Table.Cell>
            <Table.Cell>
              <StatusBadge color={r.ok ? "green" : r.retryable ? "orange" : "red"}>
                {t(r.ok ? (r.manual ? "dzCouriers.handOver.manual" : "dzCouriers.handOver.ok") : "dzCouriers.handOver.failed")}
              </StatusBadge>
            </Table.Cell>
            <Table.Cell>
              {r.ok ? (
                <div className="flex flex-col">
                  {r.tracking ? (
                    <span dir="ltr" className="font-mono text-start" data-testid="hand-over-tracking">
                      {r.tracking}
                    </span>
                  ) : (
                    <Text size="small" className="text-ui-fg-subtle">
                      {t("dzCouriers.handOver.noAccount")}
                    </Text>
                  )}
                  {r.warning && (
                    <Text size="xsmall" className="text-ui-fg-subtle">
                      {r.warning}
                    </Text>
                  )}
                </div>
              ) : (
                <div className="flex flex-col" data-testid="hand-over-error">
                  <Text size="small">{r.message}</Text>
                  {r.retryable && (
                    <Text size="xsmall" className="text-ui-fg-subtle" data-testid="hand-over-retry">
                      {t("dzCouriers.handOver.retry")}
                    </Text>
                  )}
                </div>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
