import { Input, Text } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSaveTransporterItem } from "./use-transporter-items"
import { useFormErrors } from "../shared/use-form-errors"
import { communeLabel } from "./commune-label"
import type { StopDesk, StopDeskInput } from "./transporters"
import { CommunePicker } from "../geo/commune-picker"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"

const FIELDS = ["commune_code", "name", "address", "opening_hours", "phone", "active"] as const
const TEXTS = ["name", "address", "opening_hours", "phone"] as const
const EMPTY = { name: "", address: "", opening_hours: "", phone: "", active: true }
type Props = { transporterId: string; desk?: StopDesk; open: boolean; onOpenChange: (o: boolean) => void }

/** Adds or edits a stop-desk: where it is, what it is called, when it opens. */
export function StopDeskForm({ transporterId, desk, open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const save = useSaveTransporterItem(transporterId, "desks")
  const [wilaya, setWilaya] = useState<number | null>(null)
  const [commune, setCommune] = useState<number | null>(null)
  const [values, setValues] = useState(EMPTY)
  const { errors, setErrors, general, show, fromApi } = useFormErrors(FIELDS)

  useEffect(() => {
    if (!open) return
    setWilaya(desk?.wilaya_code ?? null)
    setCommune(desk?.commune_code ?? null)
    setValues(desk ? { name: desk.name, address: desk.address, opening_hours: desk.opening_hours ?? "", phone: desk.phone ?? "", active: desk.active } : EMPTY)
    show()
  }, [open, desk, show])

  const submit = () => {
    const local: typeof errors = {}
    if (!commune) local.commune_code = t("dzTransporters.form.pickCommune")
    if (!values.name.trim()) local.name = t("dzTransporters.form.required")
    if (!values.address.trim()) local.address = t("dzTransporters.form.required")
    show(local)
    if (Object.keys(local).length) return
    const body: StopDeskInput = {
      commune_code: commune!,
      name: values.name.trim(),
      address: values.address.trim(),
      opening_hours: values.opening_hours.trim() || null,
      phone: values.phone.trim() || null,
      active: values.active,
    }
    save.mutate(
      { itemId: desk?.id, body },
      {
        onSuccess: () => onOpenChange(false),
        onError: fromApi,
      }
    )
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(desk ? "dzTransporters.desks.editTitle" : "dzTransporters.desks.addTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="desk-form"
    >
      <Field id="desk-commune" label={t("dzTransporters.fields.commune")} error={errors.commune_code}>
        {desk && commune === desk.commune_code && <Text size="small">{communeLabel(desk.commune_code, desk.commune)}</Text>}
        <CommunePicker
          wilaya={wilaya}
          commune={commune}
          onWilaya={(w) => {
            setWilaya(w)
            setCommune(null)
          }}
          onCommune={(c) => {
            setCommune(c)
            setErrors((er) => ({ ...er, commune_code: undefined }))
          }}
        />
      </Field>
      {TEXTS.map((key) => (
        <Field key={key} id={`desk-${key}`} label={t(`dzTransporters.fields.${key === "opening_hours" ? "openingHours" : key}`)} error={errors[key]}>
          <Input
            id={`desk-${key}`}
            type={key === "phone" ? "tel" : "text"}
            dir={key === "phone" ? "ltr" : undefined}
            placeholder={key === "opening_hours" ? t("dzTransporters.desks.hoursPlaceholder") : undefined}
            value={values[key]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [key]: e.target.value }))
              setErrors((er) => ({ ...er, [key]: undefined }))
            }}
            data-testid={`desk-${key}`}
          />
        </Field>
      ))}
      <SwitchRow>
        {t("dzTransporters.fields.active")}
        <LtrSwitch checked={values.active} onCheckedChange={(active) => setValues((v) => ({ ...v, active }))} data-testid="desk-active" />
      </SwitchRow>
    </FormDrawer>
  )
}
