import { Button, Checkbox, Heading, Input, Label, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useRecordPayment, useUnpaidOrders } from "../ops/use-ops"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"

const today = () => new Date().toISOString().slice(0, 10)

/** Without a statement: select the courier's delivered unpaid parcels and record the sum received. */
export function ManualPayment({ transporterId }: { transporterId: string }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<string[]>([])
  const [amount, setAmount] = useState("")
  const [reference, setReference] = useState("")
  const [date, setDate] = useState(today())
  const orders = useUnpaidOrders(transporterId)
  const record = useRecordPayment()
  const list = orders.data?.orders ?? []
  const total = list.filter((o) => selected.includes(o.id)).reduce((a, o) => a + o.total, 0)
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))

  function submit() {
    record.mutate(
      { transporter_id: transporterId, order_ids: selected, amount_received: amount, reference, paid_at: date },
      {
        onSuccess: ({ payment }) => {
          toast.success(t("dzOps.messages.titleSuccess"), {
            description: [
              t("dzOps.payments.recorded", { reference: payment.reference }),
              payment.difference ? t("dzOps.payments.difference", { amount: formatDa(payment.difference) }) : "",
            ]
              .filter(Boolean)
              .join(" · "),
          })
          setSelected([])
          setAmount("")
          setReference("")
        },
        onError: (e) => toast.error(t("dzOps.messages.titleError"), { description: t("dzOps.payments.failed", { message: e.message }) }),
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
                <Table.HeaderCell className="text-end">{t("dzOps.payments.total")}</Table.HeaderCell>
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
                  <Table.Cell className="text-end tabular-nums">{formatDa(o.total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="flex flex-wrap items-end gap-3 px-6 py-4">
            <Text size="small" weight="plus" className="w-full" data-testid="payment-selected-total">
              {t("dzOps.payments.selectedTotal", { total: formatDa(total) })}
            </Text>
            <Field label={t("dzOps.payments.amount")}>
              <Input size="small" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="payment-amount" />
            </Field>
            <Field label={t("dzOps.payments.reference")}>
              <Input size="small" value={reference} onChange={(e) => setReference(e.target.value)} data-testid="payment-reference" />
            </Field>
            <Field label={t("dzOps.payments.date")}>
              <Input size="small" type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="payment-date" />
            </Field>
            <Button
              size="small"
              onClick={submit}
              isLoading={record.isPending}
              disabled={!selected.length || !amount.trim() || !reference.trim() || !date}
              data-testid="payment-submit"
            >
              {t("dzOps.payments.record")}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex flex-col gap-1">
    <Label size="small">{label}</Label>
    {children}
  </div>
)
