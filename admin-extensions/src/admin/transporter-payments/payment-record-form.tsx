import { Button, Input, Label, toast } from "@medusajs/ui"
import { useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { formatDa } from "../ops/ops"

const today = () => new Date().toISOString().slice(0, 10)

/** What the courier says it paid: amount, its reference, the day. Kept by the screen that records it. */
export function usePaymentRecord() {
  const [amount, setAmount] = useState("")
  const [reference, setReference] = useState("")
  const [date, setDate] = useState(today())
  return {
    amount,
    setAmount,
    reference,
    setReference,
    date,
    setDate,
    /** All three filled in. */
    complete: !!amount.trim() && !!reference.trim() && !!date,
    /** After a payment was recorded: the date stays (the next one is often the same day). */
    clear: () => {
      setAmount("")
      setReference("")
    },
  }
}

export type PaymentRecord = ReturnType<typeof usePaymentRecord>

/**
 * The fields and the button that record a courier's payment, shared by the manual selection and
 * the statement import; `testId` prefixes each control's data-testid (`<testId>-amount`, ...).
 */
export function PaymentRecordForm(props: {
  record: PaymentRecord
  testId: string
  amountLabel: string
  submitLabel: string
  submitTestId: string
  disabled?: boolean
  pending: boolean
  onSubmit: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { record, testId } = props
  return (
    <div className="flex flex-wrap items-end gap-3">
      {props.children}
      <Field label={props.amountLabel}>
        <Input size="small" inputMode="decimal" value={record.amount} onChange={(e) => record.setAmount(e.target.value)} data-testid={`${testId}-amount`} />
      </Field>
      <Field label={t("dzOps.payments.reference")}>
        <Input size="small" value={record.reference} onChange={(e) => record.setReference(e.target.value)} data-testid={`${testId}-reference`} />
      </Field>
      <Field label={t("dzOps.payments.date")}>
        <Input size="small" type="date" value={record.date} onChange={(e) => record.setDate(e.target.value)} data-testid={`${testId}-date`} />
      </Field>
      <Button size="small" onClick={props.onSubmit} isLoading={props.pending} disabled={props.disabled || !record.complete} data-testid={props.submitTestId}>
        {props.submitLabel}
      </Button>
    </div>
  )
}

/** The toasts after recording: the reference (and the difference when the courier paid more or less), or the server's reason. */
export function usePaymentToasts() {
  const { t } = useTranslation()
  return {
    recorded: (recorded: string, difference: number | null | undefined) =>
      toast.success(t("dzOps.messages.titleSuccess"), {
        description: [recorded, difference ? t("dzOps.payments.difference", { amount: formatDa(difference) }) : ""].filter(Boolean).join(" · "),
      }),
    failed: (e: Error) => toast.error(t("dzOps.messages.titleError"), { description: t("dzOps.payments.failed", { message: e.message }) }),
  }
}

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-1">
    <Label size="small">{label}</Label>
    {children}
  </div>
)
