import { Container, Heading, Table } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useBalances } from "../ops/use-ops"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"

/** Per transporter: cash collected on delivered orders, paid for, still owed, received, difference. */
export function Balances() {
  const { t } = useTranslation()
  const balances = useBalances().data?.balances ?? []
  const money = (n: number) => <Table.Cell className="text-end tabular-nums">{formatDa(n)}</Table.Cell>
  return (
    <Container className="p-0">
      <Heading level="h2" className="px-6 py-4">
        {t("dzOps.payments.balances")}
      </Heading>
      <Table className={RTL_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("dzOps.payments.transporter")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzOps.payments.delivered")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzOps.payments.paid")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzOps.payments.outstanding")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzOps.payments.received")}</Table.HeaderCell>
            <Table.HeaderCell className="text-end">{t("dzOps.payments.differenceTotal")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {balances.map((b) => (
            <Table.Row key={b.transporter.id} data-testid={`balance-${b.transporter.id}`}>
              <Table.Cell>{b.transporter.name}</Table.Cell>
              {money(b.delivered_total)}
              {money(b.paid_total)}
              {money(b.outstanding_total)}
              {money(b.received_total)}
              {money(b.difference_total)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Container>
  )
}
