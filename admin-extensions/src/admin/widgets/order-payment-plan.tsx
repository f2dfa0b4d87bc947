import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Input, Label, Select, Text } from "@medusajs/ui"
import type { AdminPaymentPlan, PlanFieldError } from "@shop/contracts/pos"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"
import { evenSchedule, lineStatus, type LineStatus } from "../payment-plan/plan"
import { useCreatePaymentPlan, usePaymentPlan, useRecordPlanPayment } from "../payment-plan/use-payment-plan"
import { ApiError } from "../shared/api"
import { useMyPermissions } from "../staff/use-permissions"

const STATUS_COLOR: Record<LineStatus, "green" | "red" | "orange" | "grey"> = { paid: "green", overdue: "red", due: "orange", courier: "grey" }

/** Today and a month from now in the shop's time, `YYYY-MM-DD`. */
const shopDay = (offsetDays = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers" }).format(new Date(Date.now() + offsetDays * 86_400_000))

/**
 * The order's payment plan (issue 21, decision 0087): a deposit then the rest on delivery, or
 * installments. Without one, who takes orders can give the order a plan (an even monthly schedule to
 * start from); with one, each line shows its state, and who records money records a line's payment
 * in cash or by card (captured on the order's payment).
 */
const OrderPaymentPlanWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  const plan = usePaymentPlan(order.id)
  const mine = useMyPermissions()
  const can = (p: string) => !!mine.data?.permissions.includes(p as never)
  if (plan.isLoading || mine.isLoading) return null
  // no plan and no right to make one: nothing to show
  if (plan.data === null && !can("orders.create")) return null
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid="payment-plan">
      <Heading level="h2">{t("dzPlan.title")}</Heading>
      {plan.error && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzPlan.loadError", { message: plan.error.message })}
        </Text>
      )}
      {plan.data ? (
        <PlanLines plan={plan.data} orderId={order.id} canRecord={can("payments.record")} />
      ) : plan.data === null ? (
        <NewPlan orderId={order.id} total={Number(order.total ?? 0)} />
      ) : null}
    </Container>
  )
}

function PlanLines({ plan, orderId, canRecord }: { plan: AdminPaymentPlan; orderId: string; canRecord: boolean }) {
  const { t, i18n } = useTranslation()
  const record = useRecordPlanPayment(orderId)
  const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString(i18n.language)
  return (
    <div className="flex flex-col gap-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={plan.status === "paid" ? "green" : "orange"} data-testid="payment-plan-status">
          {t(`dzPlan.status.${plan.status}`)}
        </Badge>
        <Text size="small" data-testid="payment-plan-paid">
          {t("dzPlan.paidOf", { paid: formatDa(plan.state.paid_total), total: formatDa(plan.total) })}
        </Text>
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzPlan.remaining", { amount: formatDa(plan.state.remaining) })}
        </Text>
      </div>
      {/* a list, not a table: the order page's side column is narrow */}
      <ul className="divide-ui-border-base flex flex-col divide-y" data-testid="payment-plan-lines">
        {plan.lines.map((l) => {
          const status = lineStatus(l, plan.state.overdue)
          return (
            <li key={l.seq} className="flex flex-col gap-y-1 py-2" data-testid={`payment-plan-line-${l.seq}`}>
              <div className="flex items-center justify-between gap-x-2">
                <Text size="small" weight="plus">
                  {t(`dzPlan.kind.${l.kind}`, { n: l.seq })}
                </Text>
                <Text size="small" className="whitespace-nowrap tabular-nums">
                  {formatDa(l.amount)}
                </Text>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Text size="small" className="text-ui-fg-subtle">
                  {l.kind === "on_delivery" ? t("dzPlan.onDelivery") : t("dzPlan.dueOn", { date: day(l.due_date) })}
                </Text>
                <Badge size="2xsmall" color={STATUS_COLOR[status]} data-testid={`payment-plan-line-${l.seq}-status`}>
                  {status === "paid" && l.paid_at
                    ? t("dzPlan.paidOn", { date: new Date(l.paid_at).toLocaleDateString(i18n.language), method: t(`dzPlan.method.${l.method ?? "cash"}`) })
                    : t(`dzPlan.lineStatus.${status}`)}
                </Badge>
              </div>
              {canRecord && (status === "due" || status === "overdue") && (
                <div className="flex flex-wrap gap-2">
                  {(["cash", "card"] as const).map((method) => (
                    <Button
                      key={method}
                      size="small"
                      variant="secondary"
                      isLoading={record.isPending && record.variables?.seq === l.seq && record.variables?.method === method}
                      disabled={record.isPending}
                      onClick={() => record.mutate({ seq: l.seq, method })}
                      data-testid={`payment-plan-pay-${l.seq}-${method}`}
                    >
                      {t(`dzPlan.record.${method}`)}
                    </Button>
                  ))}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {record.error && (
        <Text size="small" className="text-ui-fg-error" data-testid="payment-plan-error">
          {record.error instanceof ApiError && record.error.status === 409 ? t("dzPlan.alreadyPaid") : record.error.message}
        </Text>
      )}
    </div>
  )
}

function NewPlan({ orderId, total }: { orderId: string; total: number }) {
  const { t } = useTranslation()
  const create = useCreatePaymentPlan(orderId)
  const [type, setType] = useState<"installments" | "deposit">("installments")
  const [deposit, setDeposit] = useState("")
  const [count, setCount] = useState("3")
  const [firstDue, setFirstDue] = useState(shopDay(30))
  const depositValue = deposit.trim() === "" ? 0 : Number(deposit.replace(",", "."))
  const schedule = useMemo(
    () => (type === "installments" ? evenSchedule(total, Number.isFinite(depositValue) ? depositValue : NaN, Number(count), firstDue) : null),
    [type, total, depositValue, count, firstDue]
  )
  const errors: PlanFieldError[] = create.error instanceof ApiError ? (create.error.errors as unknown as PlanFieldError[]) : []
  const errorText = (e: PlanFieldError) => t(`dzPlan.error.${e.code}`, { defaultValue: e.message, field: e.field })
  const submit = () =>
    create.mutate(
      type === "deposit" ? { type, deposit: depositValue } : { type, ...(depositValue > 0 && { deposit: depositValue }), installments: schedule ?? [] }
    )
  return (
    <div className="flex flex-col gap-y-3" data-testid="payment-plan-new">
      <Text size="small" className="text-ui-fg-subtle">
        {t("dzPlan.none", { total: formatDa(total) })}
      </Text>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="plan-type" size="xsmall">
            {t("dzPlan.type")}
          </Label>
          <Select value={type} onValueChange={(v) => setType(v as "installments" | "deposit")}>
            <Select.Trigger id="plan-type" data-testid="payment-plan-type">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="installments">{t("dzPlan.types.installments")}</Select.Item>
              <Select.Item value="deposit">{t("dzPlan.types.deposit")}</Select.Item>
            </Select.Content>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="plan-deposit" size="xsmall">
            {t(type === "deposit" ? "dzPlan.deposit" : "dzPlan.depositOptional")}
          </Label>
          <Input
            id="plan-deposit"
            inputMode="decimal"
            dir="ltr"
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
            data-testid="payment-plan-deposit"
          />
        </div>
        {type === "installments" && (
          <>
            <div className="flex flex-col gap-1">
              <Label htmlFor="plan-count" size="xsmall">
                {t("dzPlan.count")}
              </Label>
              <Input
                id="plan-count"
                type="number"
                min={1}
                max={24}
                dir="ltr"
                value={count}
                onChange={(e) => setCount(e.target.value)}
                data-testid="payment-plan-count"
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="plan-first" size="xsmall">
                {t("dzPlan.firstDue")}
              </Label>
              <Input id="plan-first" type="date" dir="ltr" value={firstDue} onChange={(e) => setFirstDue(e.target.value)} data-testid="payment-plan-first" />
            </div>
          </>
        )}
      </div>
      {type === "installments" && schedule && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="payment-plan-preview">
          {t("dzPlan.preview", { count: schedule.length, amount: formatDa(schedule[0].amount) })}
        </Text>
      )}
      {type === "deposit" && depositValue > 0 && depositValue < total && (
        <Text size="small" className="text-ui-fg-subtle" data-testid="payment-plan-preview">
          {t("dzPlan.restOnDelivery", { amount: formatDa(Math.round((total - depositValue) * 100) / 100) })}
        </Text>
      )}
      {errors.length > 0 && (
        <ul className="text-ui-fg-error txt-small" data-testid="payment-plan-errors">
          {errors.map((e) => (
            <li key={`${e.field}-${e.code}`}>{errorText(e)}</li>
          ))}
        </ul>
      )}
      {create.error && !errors.length && (
        <Text size="small" className="text-ui-fg-error" data-testid="payment-plan-errors">
          {create.error.message}
        </Text>
      )}
      <div>
        <Button size="small" onClick={submit} isLoading={create.isPending} disabled={type === "installments" && !schedule} data-testid="payment-plan-create">
          {t("dzPlan.create")}
        </Button>
      </div>
    </div>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderPaymentPlanWidget
