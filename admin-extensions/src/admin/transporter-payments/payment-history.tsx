import { Container, Heading, Table, Text } from "@medusajs/ui"
import type { AdminTransporterPayment } from "@shop/contracts/transporter-payments"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"
import { StateLine } from "../shared/state-line"
import { MoneyCell } from "./money-cell"
import { usePayments } from "./use-remittances"

/** A courier's payments; open one to see, per parcel, expected vs received and the difference. */
export function PaymentHistory({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const payments = usePayments(transporterId)
  const [open, setOpen] = useState<string>()
  const list = payments.data?.payments ?? []
  const state = payments.isLoading
    ? t("dzRemit.history.loading")
    : payments.error
      ? t("dzRemit.history.loadError", { message: payments.error.message })
      : list.length
        ? null
        : t("dzRemit.history.empty")
  return (
    <Container className="p-0" data-testid="payment-history">
      <Heading level="h2" className="px-6 py-4">
        {t("dzRemit.history.title")}
      </Heading>
      <StateLine message={state} isError={!!payments.error} testId="payment-history-state" />
      {list.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzRemit.history.date")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzRemit.history.reference")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzRemit.history.parcels")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzRemit.cols.expected")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzRemit.history.received")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzRemit.cols.difference")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((p) => (
              <PaymentRow key={p.id} payment={p} open={open === p.id} onToggle={() => setOpen(open === p.id ? undefined : p.id)} />
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

function PaymentRow({ payment: p, open, onToggle }: { payment: AdminTransporterPayment; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <Table.Row className="cursor-pointer" onClick={onToggle} aria-expanded={open} data-testid={`payment-${p.id}`}>
        <Table.Cell>{new Date(p.paid_at).toLocaleDateString(i18n.language)}</Table.Cell>
        <Table.Cell>
          <span className="me-2">{open ? "▾" : "▸"}</span>
          {p.reference}
        </Table.Cell>
        <Table.Cell className="text-end tabular-nums">{p.orders.length}</Table.Cell>
        <MoneyCell amount={p.amount_expected} />
        <MoneyCell amount={p.amount_received} />
        <MoneyCell amount={p.difference} difference testId="payment-difference" />
      </Table.Row>
      {open && (
        <tr className="border-b">
          <td colSpan={6} className="bg-ui-bg-subtle px-6 py-2">
            <Text size="xsmall" className="text-ui-fg-muted py-1">
              {t("dzRemit.history.perParcel")}
            </Text>
            <table className="w-full text-sm" data-testid={`payment-parcels-${p.id}`}>
              <thead>
                <tr className="text-ui-fg-muted text-start">
                  <th className="py-1 text-start font-normal">{t("dzRemit.cols.order")}</th>
                  <th className="py-1 text-end font-normal">{t("dzRemit.cols.expected")}</th>
                  <th className="py-1 text-end font-normal">{t("dzRemit.history.received")}</th>
                  <th className="py-1 text-end font-normal">{t("dzRemit.cols.difference")}</th>
                </tr>
              </thead>
              <tbody>
                {p.orders.map((o) => (
                  <tr key={o.order_id} data-testid={`payment-parcel-${o.order_id}`}>
                    <td className="py-1">{o.display_id !== null ? `#${o.display_id}` : o.order_id}</td>
                    <td className="whitespace-nowrap py-1 text-end tabular-nums">{formatDa(o.amount_expected)}</td>
                    <td className="whitespace-nowrap py-1 text-end tabular-nums">
                      {o.amount_received === null ? t("dzRemit.history.noStatement") : formatDa(o.amount_received)}
                    </td>
                    <td
                      className={`py-1 text-end tabular-nums ${o.difference ? (o.difference < 0 ? "text-ui-fg-error" : "text-ui-tag-green-text") : "text-ui-fg-muted"}`}
                    >
                      {o.difference === null ? "—" : formatDa(o.difference)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      )}
    </>
  )
}
