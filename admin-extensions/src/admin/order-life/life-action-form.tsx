import { Input, Select, Text, Textarea } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { LifeAction, OrderLine } from "./order-life"
import { CANCEL_REASONS, RETURN_REASONS } from "@shop/contracts/order-life"
import { returnLines } from "./order-life"
import type { LifeChange } from "./use-order-life"
import { localToIso } from "../cod/cod"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LinePicker } from "./line-picker"

type Props = {
  action: LifeAction | null
  lines: OrderLine[]
  submitting: boolean
  /** The refusal the server gave (its 409 rule, or a 400 naming a field). */
  error?: string
  onSubmit: (change: LifeChange) => void
  onClose: () => void
}

/**
 * The transitions that need more than a click: postpone (date and time), cancel (reason), hand over
 * (tracking number, optional), returned (reason, and some lines for a partial return), lost, refund
 * and write off (a note, required for the money).
 */
export function LifeActionForm({ action, lines, submitting, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation()
  const [until, setUntil] = useState("")
  const [reason, setReason] = useState("")
  const [tracking, setTracking] = useState("")
  const [note, setNote] = useState("")
  const [picked, setPicked] = useState<Record<string, number>>({})
  const [fieldError, setFieldError] = useState<{ until?: string; reason?: string; note?: string }>({})

  useEffect(() => {
    setUntil("")
    setReason("")
    setTracking("")
    setNote("")
    setPicked({})
    setFieldError({})
  }, [action])

  const to = action?.to
  const submit = () => {
    if (!action) return
    const n = note.trim() || null
    if (action.axis === "confirmation") {
      if (to === "postponed") {
        const iso = localToIso(until)
        if (!iso) return setFieldError({ until: t("dzCod.outcome.dateRequired") })
        if (new Date(iso) <= new Date()) return setFieldError({ until: t("dzCod.outcome.dateFuture") })
        return onSubmit({ axis: "confirmation", body: { to: "postponed", postponed_until: iso, note: n } })
      }
      if (!reason) return setFieldError({ reason: t("dzCod.outcome.reasonRequired") })
      return onSubmit({ axis: "confirmation", body: { to: "cancelled", reason: reason as (typeof CANCEL_REASONS)[number], note: n } })
    }
    if (action.axis === "delivery") {
      if (to === "handed_over") return onSubmit({ axis: "delivery", body: { to: "handed_over", tracking_number: tracking.trim() || null, note: n } })
      if (to === "returned") {
        if (!reason) return setFieldError({ reason: t("dzCod.outcome.reasonRequired") })
        return onSubmit({
          axis: "delivery",
          body: { to: "returned", reason: reason as (typeof RETURN_REASONS)[number], lines: returnLines(lines, picked), note: n },
        })
      }
      return onSubmit({ axis: "delivery", body: { to: "lost", note: n } })
    }
    if (!n) return setFieldError({ note: t("dzLife.form.noteRequired") })
    onSubmit({ axis: "money", body: { to: to === "refunded" ? "refunded" : "written_off", note: n } })
  }

  const reasons = to === "cancelled" ? CANCEL_REASONS : to === "returned" ? RETURN_REASONS : null
  return (
    <FormDrawer
      open={!!action}
      onOpenChange={(open) => !open && onClose()}
      title={action ? t(`dzLife.action.${to}`) : ""}
      submitting={submitting}
      error={error}
      onSubmit={submit}
      testId="life-form"
      submitLabel={action ? t(`dzLife.action.${to}`) : undefined}
    >
      {action && (
        <Text size="small" className="text-ui-fg-subtle">
          {t(`dzLife.form.hint.${to}`)}
        </Text>
      )}
      {to === "postponed" && (
        <Field id="life-until" label={t("dzCod.outcome.until")} hint={t("dzCod.outcome.untilHint")} error={fieldError.until}>
          <Input id="life-until" type="datetime-local" dir="ltr" value={until} onChange={(e) => setUntil(e.target.value)} data-testid="life-until" />
        </Field>
      )}
      {reasons && (
        <Field id="life-reason" label={t("dzLife.form.reason")} error={fieldError.reason}>
          <Select value={reason} onValueChange={setReason}>
            <Select.Trigger id="life-reason" data-testid="life-reason">
              <Select.Value placeholder={t("dzLife.form.reasonPlaceholder")} />
            </Select.Trigger>
            <Select.Content>
              {reasons.map((r) => (
                <Select.Item key={r} value={r} data-testid={`life-reason-${r}`}>
                  {t(`dzLife.${to === "cancelled" ? "cancelReason" : "returnReason"}.${r}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </Field>
      )}
      {to === "handed_over" && (
        <Field id="life-tracking" label={t("dzLife.form.tracking")} hint={t("dzLife.form.trackingHint")}>
          <Input id="life-tracking" dir="ltr" value={tracking} onChange={(e) => setTracking(e.target.value)} data-testid="life-tracking" />
        </Field>
      )}
      {to === "returned" && lines.length > 0 && (
        <fieldset className="flex flex-col gap-y-2" data-testid="life-lines">
          <legend className="txt-small-plus mb-1">{t("dzLife.form.lines")}</legend>
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("dzLife.form.linesHint")}
          </Text>
          <LinePicker lines={lines} picked={picked} onChange={setPicked} testIdPrefix="life-line-" />
        </fieldset>
      )}
      {action && (
        <Field id="life-note" label={t(action.axis === "money" ? "dzLife.form.noteRequiredLabel" : "dzLife.form.note")} error={fieldError.note}>
          <Textarea id="life-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} data-testid="life-note" />
        </Field>
      )}
    </FormDrawer>
  )
}
