import { Badge, Heading, Table, Text } from "@medusajs/ui"
import type { StatementPreview } from "@shop/contracts/transporter-payments"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"
import { MoneyCell } from "./money-cell"

/** A statement read against the courier's parcels: matched lines with expected vs statement, unmatched lines, missing parcels. */
export function StatementPreviewTables({ preview }: { preview: StatementPreview }) {
  const { t } = useTranslation()
  const { matched, unmatched, missing, totals } = preview
  const order = (display: number | null, id: string | null) => (display !== null ? `#${display}` : (id ?? "—"))
  return (
    <div className="flex flex-col gap-4" data-testid="statement-preview">
      <Text size="small" weight="plus" data-testid="statement-totals">
        {totals.difference === 0 && !unmatched.length && !missing.length
          ? t("dzRemit.statement.noDifference", { expected: formatDa(totals.expected) })
          : t("dzRemit.statement.totals", {
              expected: formatDa(totals.expected),
              statement: formatDa(totals.statement),
              difference: formatDa(totals.difference),
            })}
      </Text>
      <Section title={t("dzRemit.statement.matched", { count: matched.length })}>
        {matched.length > 0 && (
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzRemit.statement.lineShort")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.customer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.state")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.cash")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.fee")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.returnFee")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.expected")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.statement")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.difference")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {matched.map((m) => (
                <Table.Row key={m.order_id} data-testid={`statement-matched-${m.order_id}`}>
                  <Table.Cell className="font-mono">{m.line}</Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-col whitespace-nowrap">
                      <span>{order(m.display_id, m.order_id)}</span>
                      <span className="text-ui-fg-muted text-xs">
                        {m.tracking_number && (
                          <span dir="ltr" className="font-mono">
                            {m.tracking_number}
                          </span>
                        )}{" "}
                        · {t(`dzRemit.matchedBy.${m.matched_by}`)}
                      </span>
                    </div>
                  </Table.Cell>
                  <Table.Cell>{m.customer_name}</Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall" className="whitespace-nowrap" color={m.delivery_state === "delivered" ? "green" : "orange"}>
                      {t(`dzDashboard.delivery.${m.delivery_state}`, { defaultValue: m.delivery_state })}
                    </Badge>
                  </Table.Cell>
                  <MoneyCell amount={m.expected.cash} />
                  <MoneyCell amount={m.expected.fee} />
                  <MoneyCell amount={m.expected.return_fee} />
                  <MoneyCell amount={m.expected.net} />
                  <MoneyCell amount={m.statement.net} />
                  <MoneyCell amount={m.difference} difference testId="statement-difference" />
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Section>
      {unmatched.length > 0 && (
        <Section title={t("dzRemit.statement.unmatched", { count: unmatched.length })} tone="error">
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzRemit.statement.lineShort")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.tracking")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.order")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.statement")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.reason")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {unmatched.map((u) => (
                <Table.Row key={u.line} data-testid={`statement-unmatched-${u.line}`}>
                  <Table.Cell className="font-mono">{u.line}</Table.Cell>
                  <Table.Cell className="font-mono" dir="ltr">
                    {u.tracking_number ?? "—"}
                  </Table.Cell>
                  <Table.Cell>{u.order_number !== null ? `#${u.order_number}` : "—"}</Table.Cell>
                  <MoneyCell amount={u.net} />
                  <Table.Cell>{t(`dzRemit.reason.${u.reason}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </Section>
      )}
      {missing.length > 0 && (
        <Section title={t("dzRemit.statement.missing", { count: missing.length })} tone="warning">
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzRemit.cols.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.tracking")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzRemit.cols.customer")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.expected")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {missing.map((m) => (
                <Table.Row key={m.order_id} data-testid={`statement-missing-${m.order_id}`}>
                  <Table.Cell>{order(m.display_id, m.order_id)}</Table.Cell>
                  <Table.Cell className="font-mono" dir="ltr">
                    {m.tracking_number ?? "—"}
                  </Table.Cell>
                  <Table.Cell>{m.customer_name}</Table.Cell>
                  <MoneyCell amount={m.expected.net} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </Section>
      )}
    </div>
  )
}

function Section({ title, tone, children }: { title: string; tone?: "error" | "warning"; children?: React.ReactNode }) {
  const color = tone === "error" ? "text-ui-fg-error" : tone === "warning" ? "text-ui-tag-orange-text" : ""
  return (
    <div className="flex flex-col gap-1 rounded-md border">
      <Heading level="h3" className={`px-4 py-2 text-sm ${color}`}>
        {title}
      </Heading>
      {children}
    </div>
  )
}
