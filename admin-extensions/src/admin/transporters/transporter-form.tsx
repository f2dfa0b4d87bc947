import { Hint, Input } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { useSaveTransporter } from "./use-transporters"
import { useFormErrors } from "../shared/use-form-errors"
import { SLUG, type Transporter, type TransporterInput } from "./transporters"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LogoUpload } from "./logo-upload"
import { slugify } from "@shop/shared/slug"

const FIELDS = ["name", "code", "phone", "tracking_url_pattern", "logo_url", "supports_home", "supports_stop_desk", "active"] as const
type FieldName = (typeof FIELDS)[number]
const EMPTY: TransporterInput = {
  name: "",
  code: "",
  logo_url: null,
  active: true,
  phone: null,
  tracking_url_pattern: null,
  supports_home: true,
  supports_stop_desk: true,
}

/** Create (no transporter) or edit a transporter in a side panel. */
export function TransporterForm({ transporter, open, onOpenChange }: { transporter?: Transporter; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const save = useSaveTransporter(transporter?.id)
  const [values, setValues] = useState<TransporterInput>(EMPTY)
  const { errors, setErrors, general, show, fromApi } = useFormErrors(FIELDS)
  // an error stays until its field is changed
  const set = <K extends keyof TransporterInput>(key: K, value: TransporterInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  useEffect(() => {
    if (!open) return
    setValues(transporter ? { ...EMPTY, ...pick(transporter) } : EMPTY)
    show()
  }, [open, transporter, show])

  const submit = () => {
    const body = {
      ...values,
      name: values.name.trim(),
      code: values.code.trim(),
      phone: values.phone?.trim() || null,
      tracking_url_pattern: values.tracking_url_pattern?.trim() || null,
    }
    const local: Partial<Record<FieldName, string>> = {}
    if (!body.name) local.name = t("dzTransporters.form.required")
    if (!SLUG.test(body.code)) local.code = t("dzTransporters.form.codeInvalid")
    if (body.tracking_url_pattern && !body.tracking_url_pattern.includes("{tracking}")) local.tracking_url_pattern = t("dzTransporters.form.trackingInvalid")
    show(local)
    if (Object.keys(local).length) return
    save.mutate(body, {
      onSuccess: ({ transporter: saved }) => {
        onOpenChange(false)
        if (!transporter) navigate(`/transporters/${saved.id}`)
      },
      onError: (error: Error & { status?: number }) => {
        // Medusa answers every CONFLICT with a generic "retry" text; the only one here is a taken code
        if (error.status === 409) return setErrors({ code: t("dzTransporters.form.codeTaken", { code: body.code }) })
        fromApi(error)
      },
    })
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(transporter ? "dzTransporters.form.editTitle" : "dzTransporters.form.createTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="transporter-form"
    >
      <Field id="transporter-logo" label={t("dzTransporters.fields.logo")} error={errors.logo_url}>
        <LogoUpload id="transporter-logo" value={values.logo_url} name={values.name} onChange={(url) => set("logo_url", url)} />
      </Field>
      <Field id="transporter-name" label={t("dzTransporters.fields.name")} error={errors.name}>
        <Input
          id="transporter-name"
          value={values.name}
          data-testid="transporter-name"
          onChange={(e) => {
            const name = e.target.value
            setErrors((er) => ({ ...er, name: undefined }))
            setValues((v) => ({ ...v, name, code: transporter || (v.code && v.code !== slugify(v.name)) ? v.code : slugify(name) }))
          }}
        />
      </Field>
      <Field id="transporter-code" label={t("dzTransporters.fields.code")} hint={t("dzTransporters.form.codeHint")} error={errors.code}>
        <Input id="transporter-code" value={values.code} dir="ltr" data-testid="transporter-code" onChange={(e) => set("code", e.target.value)} />
      </Field>
      <Field id="transporter-phone" label={t("dzTransporters.fields.phone")} error={errors.phone}>
        <Input
          id="transporter-phone"
          type="tel"
          dir="ltr"
          value={values.phone ?? ""}
          data-testid="transporter-phone"
          onChange={(e) => set("phone", e.target.value)}
        />
      </Field>
      <Field
        id="transporter-tracking"
        label={t("dzTransporters.fields.tracking")}
        hint={t("dzTransporters.form.trackingHint")}
        error={errors.tracking_url_pattern}
      >
        <Input
          id="transporter-tracking"
          dir="ltr"
          placeholder="https://example.dz/suivi/{tracking}"
          value={values.tracking_url_pattern ?? ""}
          data-testid="transporter-tracking"
          onChange={(e) => set("tracking_url_pattern", e.target.value)}
        />
      </Field>
      {(["active", "supports_home", "supports_stop_desk"] as const).map((key) => (
        <SwitchRow key={key}>
          {t(`dzTransporters.fields.${key}`)}
          <LtrSwitch checked={values[key]} data-testid={`transporter-${key}`} onCheckedChange={(on) => set(key, on)} />
        </SwitchRow>
      ))}
      {(errors.supports_home || errors.supports_stop_desk || errors.active) && (
        <Hint variant="error" data-testid="transporter-flags-error">
          {errors.supports_home ?? errors.supports_stop_desk ?? errors.active}
        </Hint>
      )}
    </FormDrawer>
  )
}

const pick = (t: Transporter): TransporterInput => ({
  name: t.name,
  code: t.code,
  logo_url: t.logo_url,
  active: t.active,
  phone: t.phone,
  tracking_url_pattern: t.tracking_url_pattern,
  supports_home: t.supports_home,
  supports_stop_desk: t.supports_stop_desk,
})
