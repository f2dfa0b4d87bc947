import { Input, Textarea } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSetOutcome } from "./use-cod"
import { fieldErrors } from "../shared/api"
import { localToIso, type Confirmation } from "./cod"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"

export type PendingOutcome = { confirmation: Confirmation; status: "postponed" | "cancelled" }

/** Postpone (to a date and time) or cancel (with a reason) one order: the two outcomes that need more than a click. */
export function OutcomeForm({ pending, onClose }: { pending: PendingOutcome | null; onClose: () => void }) {
  const { t } = useTranslation()
  const save = useSetOutcome()
  const [until, setUntil] = useState("")
  const [reason, setReason] = useState("")
  const [errors, setErrors] = useState<{ postponed_until?: string; reason?: string }>({})
  const [general, setGeneral] = useState<string>()

  useEffect(() => {
    setUntil("")
    setReason("")
    setErrors({})
    setGeneral(undefined)
  }, [pending])

  const label = pending ? `#${pending.confirmation.order?.display_id ?? "?"}` : ""
  const submit = () => {
    if (!pending) return
    const body = pending.status === "postponed" ? { postponed_until: localToIso(until) } : { reason: reason.trim() || null }
    if (pending.status === "postponed" && !body.postponed_until) return setErrors({ postponed_until: t("dzCod.outcome.dateRequired") })
    if (pending.status === "postponed" && new Date(body.postponed_until!) <= new Date()) return setErrors({ postponed_until: t("dzCod.outcome.dateFuture") })
    if (pending.status === "cancelled" && !body.reason) return setErrors({ reason: t("dzCod.outcome.reasonRequired") })
    save.mutate(
      { order_id: pending.confirmation.order_id, status: pending.status, label, ...body },
      {
        onSuccess: onClose,
        onError: (error: Error) => {
          const { byField, general: rest } = fieldErrors(error.message, ["postponed_until", "reason"] as const)
          setErrors(byField)
          setGeneral(rest || undefined)
        },
      }
    )
  }

  return (
    <FormDrawer
      open={!!pending}
      onOpenChange={(open) => !open && onClose()}
      title={
        pending ? t(`dzCod.outcome.${pending.status}Title`, { order: label, name: `${pending.confirmation.first_name} ${pending.confirmation.last_name}` }) : ""
      }
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="outcome-form"
      submitLabel={pending ? t(pending.status === "postponed" ? "dzCod.actions.postpone" : "dzCod.actions.cancel") : undefined}
    >
      {pending?.status === "postponed" && (
        <Field id="outcome-until" label={t("dzCod.outcome.until")} hint={t("dzCod.outcome.untilHint")} error={errors.postponed_until}>
          <Input id="outcome-until" type="datetime-local" dir="ltr" value={until} onChange={(e) => setUntil(e.target.value)} data-testid="outcome-until" />
        </Field>
      )}
      {pending?.status === "cancelled" && (
        <Field id="outcome-reason" label={t("dzCod.outcome.reason")} hint={t("dzCod.outcome.reasonHint")} error={errors.reason}>
          <Textarea id="outcome-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="outcome-reason" />
        </Field>
      )}
    </FormDrawer>
  )
}
