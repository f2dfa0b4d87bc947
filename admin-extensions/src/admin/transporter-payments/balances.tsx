import { Container, Heading, Table, Text } from "@medusajs/ui"
import type { CashPosition } from "@shop/contracts/dashboard"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"
import { MoneyCell } from "./money-cell"
import { useCashPositions } from "./use-remittances"

/** Per courier: collected, fees, return fees, owed to the shop (not remitted yet), on its way, remitted, differences. */
export function CashPositionTable({ positions }: { positions: CashPosition[] }) {
  const { t } = useTranslation()
  return (
    <Table className={RTL_TABLE} data-testid="cash-positions">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("dzOps.payments.transporter")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.collected")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.fees")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.returnFees")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.owed")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.inFlight")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cash.remitted")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzRemit.cols.difference")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {positions.map((b) => (
          <Table.Row key={b.transporter.id} data-testid={`balance-${b.transporter.id}`}>
            <Table.Cell>{b.transporter.name}</Table.Cell>
            <Counted amount={b.collected} count={b.delivered_count} />
            <MoneyCell amount={b.courier_fees} />
            <Counted amount={b.return_fees} count={b.returned_count} />
            <Counted amount={b.owed} count={b.owed_count} testId="balance-owed" strong />
            <Counted amount={b.in_flight_cash} count={b.in_flight_count} />
            <Counted amount={b.remitted} count={b.payments_count} />
            <MoneyCell amount={b.difference} difference testId="balance-difference" />
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}

/** An amount with, under it, how many parcels (or payments) it sums. */
function Counted({ amount, count, testId, strong }: { amount: number; count: number; testId?: string; strong?: boolean }) {
  const { t } = useTranslation()
  return (
    <Table.Cell className="whitespace-nowrap text-end tabular-nums" data-testid={testId}>
      <div className={strong ? "font-medium" : ""}>{formatDa(amount)}</div>
      <div className="text-ui-fg-muted text-xs">{t("dzRemit.cash.count", { count })}</div>
    </Table.Cell>
  )
}

/** The courier payments screen's cash position section. */
export function Balances() {
  const { t } = useTranslation()
  const balances = useCashPositions()
  return (
    <Container className="p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("dzRemit.cash.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-3xl">
          {t("dzRemit.cash.description")}
        </Text>
      </div>
      <CashPositionTable positions={balances.data?.balances ?? []} />
    </Container>
  )
}
