import { Input } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { useCatalogWrite } from "./use-catalog"
import { useFormErrors } from "../shared/use-form-errors"
import { emptyLocalized, readLocalized, SLUG, writeTranslations, type Brand, type Localized } from "./catalog"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LogoUpload } from "../transporters/logo-upload"
import { LocalizedInput } from "./localized-input"

type Values = { name: Localized; description: Localized; slug: string; logo_url: string | null; active: boolean }
const FIELDS = ["name", "slug", "logo_url", "description", "translations"] as const
type Errors = Partial<Record<(typeof FIELDS)[number], string>>

const fromBrand = (b?: Brand): Values =>
  b
    ? {
        name: readLocalized(b.name, b.translations, "name"),
        description: readLocalized(b.description, b.translations, "description"),
        slug: b.slug,
        logo_url: b.logo_url,
        active: b.active,
      }
    : { name: emptyLocalized(), description: emptyLocalized(), slug: "", logo_url: null, active: true }

/** Create (no brand) or edit a brand: logo, names and descriptions in fr/en/ar, slug, active. */
export function BrandForm({ brand, open, onOpenChange }: { brand?: Brand; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const save = useCatalogWrite<{ brand: Brand }>(brand ? "dzCatalog.toast.brandSaved" : "dzCatalog.toast.brandCreated")
  const [v, setV] = useState<Values>(fromBrand(brand))
  const { errors, setErrors, general, show, fromApi } = useFormErrors(FIELDS)

  useEffect(() => {
    if (!open) return
    setV(fromBrand(brand))
    show()
  }, [open, brand, show])

  const submit = () => {
    const local: Errors = {}
    if (!v.name.fr.trim()) local.name = t("dzCatalog.form.frRequired")
    if (v.slug.trim() && !SLUG.test(v.slug.trim())) local.slug = t("dzCatalog.form.slugInvalid")
    show(local)
    if (Object.keys(local).length) return
    const body = {
      name: v.name.fr.trim(),
      description: v.description.fr.trim() || null,
      translations: writeTranslations({ name: v.name, description: v.description }),
      logo_url: v.logo_url,
      active: v.active,
      ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    }
    save.mutate(
      { path: brand ? `/admin/brands/${brand.id}` : "/admin/brands", body, name: body.name },
      {
        onSuccess: (res) => {
          onOpenChange(false)
          if (!brand) navigate(`/brands/${res.brand.id}`)
        },
        onError: (error: Error & { status?: number }) => {
          if (error.status === 409) return setErrors({ slug: t("dzCatalog.form.slugTaken") })
          fromApi(error)
        },
      }
    )
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(brand ? "dzCatalog.brands.editTitle" : "dzCatalog.brands.createTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="brand-form"
    >
      <Field id="brand-logo" label={t("dzCatalog.fields.logo")} error={errors.logo_url}>
        <LogoUpload id="brand-logo" value={v.logo_url} name={v.name.fr} onChange={(logo_url) => setV({ ...v, logo_url })} />
      </Field>
      <LocalizedInput
        id="brand-name"
        label={t("dzCatalog.fields.name")}
        value={v.name}
        onChange={(name) => {
          setV({ ...v, name })
          setErrors({ ...errors, name: undefined })
        }}
        error={errors.name ?? errors.translations}
      />
      <Field id="brand-slug" label={t("dzCatalog.fields.slug")} hint={t("dzCatalog.form.slugHint")} error={errors.slug}>
        <Input
          id="brand-slug"
          dir="ltr"
          size="small"
          value={v.slug}
          onChange={(e) => {
            setV({ ...v, slug: e.target.value })
            setErrors({ ...errors, slug: undefined })
          }}
          data-testid="brand-slug"
        />
      </Field>
      <LocalizedInput
        id="brand-description"
        label={t("dzCatalog.fields.description")}
        value={v.description}
        onChange={(description) => setV({ ...v, description })}
        error={errors.description}
        multiline
      />
      <SwitchRow>
        {t("dzCatalog.fields.active")}
        <LtrSwitch checked={v.active} onCheckedChange={(active) => setV({ ...v, active })} data-testid="brand-active" />
      </SwitchRow>
    </FormDrawer>
  )
}
