import { Input, Text } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSaveTransporterItem } from "./use-transporter-items"
import { useFormErrors } from "../shared/use-form-errors"
import { communeLabel } from "./commune-label"
import type { StopDesk, StopDeskInput, StopDeskTranslations } from "./transporters"
import { CommunePicker } from "../geo/commune-picker"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"

const FIELDS = ["commune_code", "name", "address", "opening_hours", "phone", "active", "translations"] as const
const TEXTS = ["name", "address", "opening_hours", "phone"] as const
/** The name and address on the shop's Arabic and English pages (decision 0062); typed right to left in Arabic. */
const TRANSLATED = [
  { key: "name_ar", lang: "ar", field: "name", label: "nameAr" },
  { key: "address_ar", lang: "ar", field: "address", label: "addressAr" },
  { key: "name_en", lang: "en", field: "name", label: "nameEn" },
  { key: "address_en", lang: "en", field: "address", label: "addressEn" },
] as const
type TranslatedKey = (typeof TRANSLATED)[number]["key"]
const EMPTY = { name: "", address: "", opening_hours: "", phone: "", active: true, name_ar: "", address_ar: "", name_en: "", address_en: "" }

/** The form's values of a saved desk. */
function valuesOf(desk: StopDesk): typeof EMPTY {
  const tr = desk.translations ?? {}
  return {
    name: desk.name,
    address: desk.address,
    opening_hours: desk.opening_hours ?? "",
    phone: desk.phone ?? "",
    active: desk.active,
    name_ar: tr.ar?.name ?? "",
    address_ar: tr.ar?.address ?? "",
    name_en: tr.en?.name ?? "",
    address_en: tr.en?.address ?? "",
  }
}

/** The translations to save: the filled texts by language; null when none is filled. */
function translationsOf(values: typeof EMPTY): StopDeskTranslations | null {
  const out: StopDeskTranslations = {}
  for (const { key, lang, field } of TRANSLATED) {
    const text = values[key].trim()
    if (text) out[lang] = { ...out[lang], [field]: text }
  }
  return Object.keys(out).length ? out : null
}
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
    setValues(desk ? valuesOf(desk) : EMPTY)
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
      translations: translationsOf(values),
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
      <Text size="small" className="text-ui-fg-subtle">
        {t("dzTransporters.desks.translationsHint")}
      </Text>
      {TRANSLATED.map(({ key, lang, label }) => (
        <Field key={key} id={`desk-${key}`} label={t(`dzTransporters.desks.${label}`)} error={key === "name_ar" ? errors.translations : undefined}>
          <Input
            id={`desk-${key}`}
            dir={lang === "ar" ? "rtl" : "ltr"}
            lang={lang}
            value={values[key as TranslatedKey]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [key]: e.target.value }))
              setErrors((er) => ({ ...er, translations: undefined }))
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
