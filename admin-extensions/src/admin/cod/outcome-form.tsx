import { Input, Label, RadioGroup, Textarea } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSetOutcome } from "./use-cod"
import { fieldErrors } from "../shared/api"
import { localToIso, type Confirmation } from "./cod"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"

export type PendingOutcome = { confirmation: Confirmation; status: "postponed" | "cancelled" }

/** How a call ends an order: cancelled with a reason, or a wrong number / duplicate (the outcome is the reason). */
const ENDINGS = ["cancelled", "wrong_number", "duplicate"] as const
type Ending = (typeof ENDINGS)[number]

/**
 * Postpone (to a date and time) or end one order (cancelled with a reason, wrong number, duplicate):
 * the outcomes that need more than a click. The agent's note goes with the call (decision 0068).
 */
export function OutcomeForm({ pending, onClose }: { pending: PendingOutcome | null; onClose: () => void }) {
  const { t } = useTranslation()
  const save = useSetOutcome()
  const [until, setUntil] = useState("")
  const [reason, setReason] = useState("")
  const [note, setNote] = useState("")
  const [ending, setEnding] = useState<Ending>("cancelled")
  const [errors, setErrors] = useState<{ postponed_until?: string; reason?: string; note?: string }>({})
  const [general, setGeneral] = useState<string>()

  useEffect(() => {
    setUntil("")
    setReason("")
    setNote("")
    setEnding("cancelled")
    setErrors({})
    setGeneral(undefined)
  }, [pending])

  const label = pending ? `#${pending.confirmation.order?.display_id ?? "?"}` : ""
  const submit = () => {
    if (!pending) return
    const postponing = pending.status === "postponed"
    const outcome = postponing ? "postponed" : ending
    const body = postponing ? { postponed_until: localToIso(until) } : { reason: reason.trim() || null }
    if (postponing && !body.postponed_until) return setErrors({ postponed_until: t("dzCod.outcome.dateRequired") })
    if (postponing && new Date(body.postponed_until!) <= new Date()) return setErrors({ postponed_until: t("dzCod.outcome.dateFuture") })
    if (outcome === "cancelled" && !body.reason) return setErrors({ reason: t("dzCod.outcome.reasonRequired") })
    save.mutate(
      { order_id: pending.confirmation.order_id, outcome, label, note: note.trim() || null, ...body },
      {
        onSuccess: onClose,
        onError: (error: Error) => {
          const { byField, general: rest } = fieldErrors(error.message, ["postponed_until", "reason", "note"] as const)
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
        <div className="flex flex-col gap-y-2">
          <Label size="small" weight="plus">
            {t("dzAgents.outcome.why")}
          </Label>
          <RadioGroup value={ending} onValueChange={(v) => setEnding(v as Ending)} data-testid="outcome-ending">
            {ENDINGS.map((e) => (
              <div key={e} className="flex items-center gap-x-2">
                <RadioGroup.Item value={e} id={`outcome-ending-${e}`} data-testid={`outcome-ending-${e}`} />
                <Label htmlFor={`outcome-ending-${e}`} size="small">
                  {t(`dzAgents.outcomes.${e}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </div>
      )}
      {pending?.status === "cancelled" && ending === "cancelled" && (
        <Field id="outcome-reason" label={t("dzCod.outcome.reason")} hint={t("dzCod.outcome.reasonHint")} error={errors.reason}>
          <Textarea id="outcome-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="outcome-reason" />
        </Field>
      )}
      {pending && (
        <Field id="outcome-note" label={t("dzAgents.outcome.note")} hint={t("dzAgents.outcome.noteHint")} error={errors.note}>
          <Textarea id="outcome-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} data-testid="outcome-note" />
        </Field>
      )}
    </FormDrawer>
  )
}
