import { Input, Select } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCatalogWrite } from "../catalog/use-catalog"
import { useFormErrors } from "../shared/use-form-errors"
import { emptyLocalized, readLocalized } from "../catalog/catalog"
import { discountBody, discountErrors, toLocalInput, withRule, type Discount, type DiscountField, type DiscountValues } from "./discounts"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LogoUpload } from "../transporters/logo-upload"
import { DiscountRule } from "./discount-rule"
import { LocalizedInput } from "../catalog/localized-input"

const API_FIELDS = ["target_ids", "value_type", "value", "starts_at", "ends_at", "banner_url", "title", "slogan", "translations", "rule_type"] as const
type Errors = Partial<Record<(typeof API_FIELDS)[number], string>>

const fromDiscount = (d?: Discount): DiscountValues =>
  d
    ? {
        rule_type: d.rule_type,
        target_ids: d.target_ids,
        value_type: d.value_type,
        value: String(d.value),
        starts_at: toLocalInput(d.starts_at),
        ends_at: toLocalInput(d.ends_at),
        banner_url: d.banner_url,
        title: readLocalized(d.title, d.translations, "title"),
        slogan: readLocalized(d.slogan, d.translations, "slogan"),
      }
    : {
        rule_type: "brand",
        target_ids: [],
        value_type: "percentage",
        value: "",
        starts_at: "",
        ends_at: "",
        banner_url: null,
        title: emptyLocalized(),
        slogan: emptyLocalized(),
      }

/** Create (no discount) or edit a catalogue discount; the API's refusals show beside their field. */
export function DiscountForm({ discount, open, onOpenChange }: { discount?: Discount; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t, i18n } = useTranslation()
  const save = useCatalogWrite<{ discount: Discount }>(discount ? "dzCatalog.discounts.toast.saved" : "dzCatalog.discounts.toast.created")
  const [v, setV] = useState<DiscountValues>(fromDiscount(discount))
  const { errors, setErrors, general, show, fromApi } = useFormErrors(API_FIELDS)

  useEffect(() => {
    if (!open) return
    setV(fromDiscount(discount))
    show()
  }, [open, discount, show])

  const set = (patch: Partial<DiscountValues>, field?: keyof Errors) => {
    setV({ ...v, ...patch })
    if (field) setErrors({ ...errors, [field]: undefined })
  }

  const submit = () => {
    const local = discountErrors(v, { creating: !discount })
    const shown: Errors = {}
    for (const [field, key] of Object.entries(local) as [DiscountField, string][]) shown[field] = t(`dzCatalog.discounts.errors.${key}`)
    show(shown)
    if (Object.keys(shown).length) return
    const body = discountBody(v)
    save.mutate(
      { path: discount ? `/admin/catalog-discounts/${discount.id}` : "/admin/catalog-discounts", body, name: body.title },
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
      title={t(discount ? "dzCatalog.discounts.editTitle" : "dzCatalog.discounts.createTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="discount-form"
    >
      <LocalizedInput
        id="discount-title"
        label={t("dzCatalog.discounts.fields.title")}
        value={v.title}
        onChange={(title) => set({ title }, "title")}
        error={errors.title ?? errors.translations}
      />
      <LocalizedInput
        id="discount-slogan"
        label={t("dzCatalog.discounts.fields.slogan")}
        value={v.slogan}
        onChange={(slogan) => set({ slogan }, "slogan")}
        error={errors.slogan}
      />
      <DiscountRule
        rule={v.rule_type}
        targets={v.target_ids}
        onRule={(r) => set(withRule(v, r), "target_ids")}
        onTargets={(target_ids) => set({ target_ids }, "target_ids")}
        error={errors.target_ids ?? errors.rule_type}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field id="discount-value-type" label={t("dzCatalog.discounts.fields.valueType")} error={errors.value_type}>
          <Select
            size="small"
            dir={i18n.dir()}
            value={v.value_type}
            onValueChange={(value_type) => set({ value_type: value_type as DiscountValues["value_type"] }, "value")}
          >
            <Select.Trigger id="discount-value-type" data-testid="discount-value-type">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="percentage" data-testid="discount-value-type-percentage">
                {t("dzCatalog.discounts.valueType.percentage")}
              </Select.Item>
              <Select.Item value="fixed" data-testid="discount-value-type-fixed">
                {t("dzCatalog.discounts.valueType.fixed")}
              </Select.Item>
            </Select.Content>
          </Select>
        </Field>
        <Field
          id="discount-value"
          label={t(v.value_type === "percentage" ? "dzCatalog.discounts.fields.valuePercent" : "dzCatalog.discounts.fields.valueFixed")}
          error={errors.value}
        >
          <Input
            id="discount-value"
            size="small"
            dir="ltr"
            inputMode="numeric"
            value={v.value}
            onChange={(e) => set({ value: e.target.value }, "value")}
            data-testid="discount-value"
          />
        </Field>
        <Field id="discount-starts" label={t("dzCatalog.discounts.fields.startsAt")} hint={t("dzCatalog.discounts.startsHint")} error={errors.starts_at}>
          <Input
            id="discount-starts"
            size="small"
            dir="ltr"
            type="datetime-local"
            value={v.starts_at}
            onChange={(e) => set({ starts_at: e.target.value }, "starts_at")}
            data-testid="discount-starts"
          />
        </Field>
        <Field id="discount-ends" label={t("dzCatalog.discounts.fields.endsAt")} error={errors.ends_at}>
          <Input
            id="discount-ends"
            size="small"
            dir="ltr"
            type="datetime-local"
            value={v.ends_at}
            onChange={(e) => set({ ends_at: e.target.value }, "ends_at")}
            data-testid="discount-ends"
          />
        </Field>
      </div>
      <Field id="discount-banner" label={t("dzCatalog.discounts.fields.banner")} error={errors.banner_url}>
        <LogoUpload id="discount-banner" kind="banner" value={v.banner_url} name={v.title.fr} onChange={(banner_url) => set({ banner_url }, "banner_url")} />
      </Field>
    </FormDrawer>
  )
}
