import { Checkbox, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useRecordPayment, useUnpaidOrders } from "../ops/use-ops"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"
import { PaymentRecordForm, usePaymentRecord, usePaymentToasts } from "./payment-record-form"

/** Without a statement: select the courier's delivered unpaid parcels and record the sum received. */
export function ManualPayment({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<string[]>([])
  const form = usePaymentRecord()
  const toasts = usePaymentToasts()
  const orders = useUnpaidOrders(transporterId)
  const record = useRecordPayment()
  const list = orders.data?.orders ?? []
  // What the courier owes for the selection: each parcel's net (cash − fee, or − return fee), in centimes.
  const total = list.filter((o) => selected.includes(o.id)).reduce((a, o) => a + Math.round(o.amount_expected * 100), 0) / 100
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))

  function submit() {
    record.mutate(
      { transporter_id: transporterId, order_ids: selected, amount_received: form.amount, reference: form.reference, paid_at: form.date },
      {
        onSuccess: ({ payment }) => {
          toasts.recorded(t("dzOps.payments.recorded", { reference: payment.reference }), payment.difference)
          setSelected([])
          form.clear()
        },
        onError: toasts.failed,
      }
    )
  }

  const status = orders.isLoading
    ? t("dzOps.payments.loadingOrders")
    : orders.error
      ? t("dzOps.payments.failedOrders")
      : list.length
        ? t("dzOps.payments.found", { count: list.length })
        : t("dzOps.payments.noOrders")

  return (
    <div className="flex flex-col gap-3 py-4" data-testid="manual-payment">
      <div className="px-6">
        <Heading level="h2">{t("dzRemit.manual.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-3xl">
          {t("dzRemit.manual.description")}
        </Text>
      </div>
      {status && (
        <Text size="small" className={`px-6 ${orders.error ? "text-ui-fg-error" : "text-ui-fg-muted"}`} data-testid="payment-orders-state">
          {status}
        </Text>
      )}
      {list.length > 0 && (
        <>
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>
                  <Checkbox
                    aria-label={t("dzOps.payments.selectAll")}
                    checked={selected.length === list.length}
                    onCheckedChange={(on) => setSelected(on === true ? list.map((o) => o.id) : [])}
                  />
                </Table.HeaderCell>
                <Table.HeaderCell>{t("dzOps.payments.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzOps.payments.delivery")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzOps.payments.customer")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.cash")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzRemit.cols.expected")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((o) => (
                <Table.Row key={o.id} data-testid={`payment-order-${o.id}`}>
                  <Table.Cell>
                    <Checkbox
                      checked={selected.includes(o.id)}
                      onCheckedChange={(on) => toggle(o.id, on === true)}
                      aria-label={`#${o.display_id ?? o.id}`}
                      data-testid="payment-order-check"
                    />
                  </Table.Cell>
                  <Table.Cell>#{o.display_id ?? o.id}</Table.Cell>
                  <Table.Cell>{o.delivery_name ?? "—"}</Table.Cell>
                  <Table.Cell>{o.customer_full_name}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap text-end tabular-nums">{formatDa(o.total)}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap text-end tabular-nums">{formatDa(o.amount_expected)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="px-6 py-4">
            <PaymentRecordForm
              record={form}
              testId="payment"
              amountLabel={t("dzOps.payments.amount")}
              submitLabel={t("dzOps.payments.record")}
              submitTestId="payment-submit"
              disabled={!selected.length}
              pending={record.isPending}
              onSubmit={submit}
            >
              <Text size="small" weight="plus" className="w-full" data-testid="payment-selected-total">
                {t("dzRemit.manual.selectedExpected", { total: formatDa(total) })}
              </Text>
            </PaymentRecordForm>
          </div>
        </>
      )}
    </div>
  )
}
