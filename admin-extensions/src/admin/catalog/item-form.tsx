import { Input } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCatalogWrite } from "./use-catalog"
import { useFormErrors } from "../shared/use-form-errors"
import { readLocalized, SLUG, writeTranslations, type Localized, type Translations } from "./catalog"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LogoUpload } from "../transporters/logo-upload"
import { LocalizedInput } from "./localized-input"

/** The shape shared by brand lines (name, slug, logo), feature types (label, code, position) and values (value, position). */
export type ItemKind = {
  /** The translated text field. */
  text: "name" | "label" | "value"
  /** The slug-like field, if any. */
  key?: "slug" | "code"
  logo?: boolean
  position?: boolean
}
type Item = { id: string; translations: Translations<string>; logo_url?: string | null; position?: number } & Record<string, unknown>

type Props = {
  kind: ItemKind
  /** The row being edited, or none to create. */
  item?: Item | null
  open: boolean
  onOpenChange: (o: boolean) => void
  /** POST target: the create path, or the row's own path. */
  path: string
  title: string
  toastKey: string
  testId: string
}

/** Create or edit a brand line, a feature type or a feature value: texts in fr/en/ar and the fields of its kind. */
export function ItemForm({ kind, item, open, onOpenChange, path, title, toastKey, testId }: Props) {
  const { t } = useTranslation()
  const save = useCatalogWrite(toastKey)
  const [text, setText] = useState<Localized>({ fr: "", en: "", ar: "" })
  const [key, setKey] = useState("")
  const [logo, setLogo] = useState<string | null>(null)
  const [position, setPosition] = useState("")
  const { errors, setErrors, general, show, fromApi } = useFormErrors<string>([kind.text, kind.key ?? "slug", "logo_url", "position", "translations"])

  useEffect(() => {
    if (!open) return
    setText(readLocalized(item?.[kind.text] as string | undefined, item?.translations ?? null, kind.text))
    setKey(kind.key ? String(item?.[kind.key] ?? "") : "")
    setLogo(item?.logo_url ?? null)
    setPosition(item?.position !== undefined ? String(item.position) : "")
    show()
  }, [open, item, kind, show])

  const submit = () => {
    const local: Record<string, string> = {}
    if (!text.fr.trim()) local[kind.text] = t("dzCatalog.form.frRequired")
    if (kind.key && key.trim() && !SLUG.test(key.trim())) local[kind.key] = t("dzCatalog.form.slugInvalid")
    if (kind.position && position.trim() && !/^\d+$/.test(position.trim())) local.position = t("dzCatalog.form.positionInvalid")
    show(local)
    if (Object.keys(local).length) return
    const body: Record<string, unknown> = { [kind.text]: text.fr.trim(), translations: writeTranslations({ [kind.text]: text }) }
    if (kind.key && key.trim()) body[kind.key] = key.trim()
    if (kind.logo) body.logo_url = logo
    if (kind.position && position.trim()) body.position = Number(position)
    save.mutate(
      { path, body, name: text.fr.trim() },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error: Error & { status?: number }) => {
          if (error.status === 409 && kind.key) return setErrors({ [kind.key]: t("dzCatalog.form.slugTaken") })
          fromApi(error)
        },
      }
    )
  }

  return (
    <FormDrawer open={open} onOpenChange={onOpenChange} title={title} submitting={save.isPending} error={general} onSubmit={submit} testId={testId}>
      {kind.logo && (
        <Field id={`${testId}-logo`} label={t("dzCatalog.fields.logo")} error={errors.logo_url}>
          <LogoUpload id={`${testId}-logo`} value={logo} name={text.fr} onChange={setLogo} />
        </Field>
      )}
      <LocalizedInput
        id={`${testId}-${kind.text}`}
        label={t(`dzCatalog.fields.${kind.text}`)}
        value={text}
        onChange={(v) => {
          setText(v)
          setErrors({ ...errors, [kind.text]: undefined })
        }}
        error={errors[kind.text] ?? errors.translations}
      />
      {kind.key && (
        <Field id={`${testId}-${kind.key}`} label={t(`dzCatalog.fields.${kind.key}`)} hint={t("dzCatalog.form.slugHint")} error={errors[kind.key]}>
          <Input
            id={`${testId}-${kind.key}`}
            size="small"
            dir="ltr"
            value={key}
            onChange={(e) => {
              setKey(e.target.value)
              setErrors({ ...errors, [kind.key!]: undefined })
            }}
            data-testid={`${testId}-${kind.key}`}
          />
        </Field>
      )}
      {kind.position && (
        <Field id={`${testId}-position`} label={t("dzCatalog.fields.position")} hint={t("dzCatalog.form.positionHint")} error={errors.position}>
          <Input
            id={`${testId}-position`}
            size="small"
            type="number"
            min={0}
            dir="ltr"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            data-testid={`${testId}-position`}
          />
        </Field>
      )}
    </FormDrawer>
  )
}
