import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Button, Checkbox, Container, Heading, Input, Label, Select, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Balances } from "../../transporter-payments/balances"
import { useRecordPayment, useUnpaidOrders } from "../../ops/use-ops"
import { useTransporters } from "../../transporters/use-transporters"
import { formatDa } from "../../ops/ops"
import { RTL_TABLE } from "../../shared/rtl-table"

const today = () => new Date().toISOString().slice(0, 10)

/** Pick a transporter, select its delivered unpaid orders, record what it paid (spec §2, §4, §8). */
const TransporterPaymentsPage = () => {
  const { t } = useTranslation()
  const transporters = useTransporters().data?.transporters ?? []
  const [transporterId, setTransporterId] = useState("")
  const [selected, setSelected] = useState<string[]>([])
  const [amount, setAmount] = useState("")
  const [reference, setReference] = useState("")
  const [date, setDate] = useState(today())
  const orders = useUnpaidOrders(transporterId)
  const record = useRecordPayment()
  const list = orders.data?.orders ?? []
  const total = list.filter((o) => selected.includes(o.id)).reduce((a, o) => a + o.total, 0)
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))

  function choose(id: string) {
    setTransporterId(id)
    setSelected([])
  }

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

  const status = !transporterId
    ? null
    : orders.isLoading
      ? t("dzOps.payments.loadingOrders")
      : orders.error
        ? t("dzOps.payments.failedOrders")
        : list.length
          ? t("dzOps.payments.found", { count: list.length })
          : t("dzOps.payments.noOrders")

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="divide-y p-0">
        <div className="flex flex-col gap-3 px-6 py-4">
          <Heading level="h1">{t("dzOps.payments.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle max-w-2xl">
            {t("dzOps.payments.description")}
          </Text>
          <div className="flex max-w-xs flex-col gap-1">
            <Label size="small">{t("dzOps.payments.transporter")}</Label>
            <Select value={transporterId} onValueChange={choose}>
              <Select.Trigger data-testid="payment-transporter">
                <Select.Value placeholder={t("dzOps.payments.choose")} />
              </Select.Trigger>
              <Select.Content>
                {transporters.map((tr) => (
                  <Select.Item key={tr.id} value={tr.id}>
                    {tr.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          {status && (
            <Text size="small" className={orders.error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid="payment-orders-state">
              {status}
            </Text>
          )}
        </div>
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
      </Container>
      <Balances />
    </div>
  )
}

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex flex-col gap-1">
    <Label size="small">{label}</Label>
    {children}
  </div>
)

export const config = defineRouteConfig({ label: "dzOps.menuPayments", translationNs: "translation", icon: Cash })

export default TransporterPaymentsPage
