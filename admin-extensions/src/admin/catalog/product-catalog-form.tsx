import { Checkbox, Label, Select, Text } from "@medusajs/ui"
import { LtrSwitch } from "../shared/ltr-switch"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useBrand, useBrands, useFeatureTree } from "./use-catalog"
import { labelIn } from "./catalog"
import { Field, SwitchRow } from "../shared/field"

export type CatalogValues = { brand_id: string | null; brand_line_id: string | null; feature_value_ids: string[]; featured: boolean }

const NONE = "none"

/** Brand, then one of its lines, the product's features by type, and "featured". */
export function ProductCatalogFields({
  value,
  onChange,
  errors,
}: {
  value: CatalogValues
  onChange: (v: CatalogValues) => void
  errors: Record<string, string | undefined>
}) {
  const { t, i18n } = useTranslation()
  const brands = useBrands().data?.brands ?? []
  const lines = useBrand(value.brand_id).data?.brand.lines ?? []
  const { data: types = [] } = useFeatureTree()
  const [openType, setOpenType] = useState<string | null>(null)
  useEffect(() => setOpenType(types[0]?.id ?? null), [types.length])

  const toggle = (id: string, on: boolean) =>
    onChange({ ...value, feature_value_ids: on ? [...value.feature_value_ids, id] : value.feature_value_ids.filter((x) => x !== id) })

  return (
    <div className="flex flex-col gap-y-4">
      <Field id="catalog-brand" label={t("dzCatalog.product.brand")} error={errors.brand_id}>
        <Select
          size="small"
          dir={i18n.dir()}
          value={value.brand_id ?? NONE}
          onValueChange={(v) => onChange({ ...value, brand_id: v === NONE ? null : v, brand_line_id: null })}
        >
          <Select.Trigger id="catalog-brand" data-testid="catalog-brand">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value={NONE} data-testid="catalog-brand-none">
              {t("dzCatalog.product.none")}
            </Select.Item>
            {brands.map((b) => (
              <Select.Item key={b.id} value={b.id} data-testid={`catalog-brand-${b.slug}`}>
                {labelIn(i18n.language, b.name, b.translations, "name")}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <Field id="catalog-line" label={t("dzCatalog.product.line")} error={errors.brand_line_id}>
        <Select
          size="small"
          dir={i18n.dir()}
          value={value.brand_line_id ?? NONE}
          disabled={!value.brand_id || !lines.length}
          onValueChange={(v) => onChange({ ...value, brand_line_id: v === NONE ? null : v })}
        >
          <Select.Trigger id="catalog-line" data-testid="catalog-line">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value={NONE}>{t("dzCatalog.product.none")}</Select.Item>
            {lines.map((l) => (
              <Select.Item key={l.id} value={l.id} data-testid={`catalog-line-${l.slug}`}>
                {labelIn(i18n.language, l.name, l.translations, "name")}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <Field id="catalog-features" label={t("dzCatalog.product.features")} error={errors.feature_value_ids}>
        <div className="flex flex-col divide-y rounded-md border" data-testid="catalog-features">
          {types.map((type) => {
            const chosen = (type.values ?? []).filter((v) => value.feature_value_ids.includes(v.id))
            return (
              <div key={type.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between px-3 py-2 text-start text-sm"
                  onClick={() => setOpenType(openType === type.id ? null : type.id)}
                  data-testid={`catalog-type-${type.code}`}
                  aria-expanded={openType === type.id}
                >
                  <span className="font-medium">{labelIn(i18n.language, type.label, type.translations, "label")}</span>
                  <span className="text-ui-fg-subtle text-xs">
                    {chosen.map((v) => labelIn(i18n.language, v.value, v.translations, "value")).join(", ") || "—"}
                  </span>
                </button>
                {openType === type.id && (
                  <div className="grid grid-cols-2 gap-2 px-3 pb-3">
                    {(type.values ?? []).map((v) => (
                      <div key={v.id} className="flex items-center gap-x-2">
                        <Checkbox
                          id={`fv-${v.id}`}
                          checked={value.feature_value_ids.includes(v.id)}
                          onCheckedChange={(on) => toggle(v.id, on === true)}
                          data-testid={`catalog-value-${type.code}-${v.value}`}
                        />
                        <Label htmlFor={`fv-${v.id}`} size="small">
                          {labelIn(i18n.language, v.value, v.translations, "value")}
                        </Label>
                      </div>
                    ))}
                    {!type.values?.length && (
                      <Text size="xsmall" className="text-ui-fg-muted">
                        {t("dzCatalog.features.noValues")}
                      </Text>
                    )}
                  </div>
                )}
              </div>
            )
          })}
          {!types.length && (
            <Text size="small" className="text-ui-fg-muted px-3 py-2">
              {t("dzCatalog.features.empty")}
            </Text>
          )}
        </div>
      </Field>
      <SwitchRow>
        <span>
          {t("dzCatalog.product.featured")}
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("dzCatalog.product.featuredHint")}
          </Text>
        </span>
        <LtrSwitch checked={value.featured} onCheckedChange={(featured) => onChange({ ...value, featured })} data-testid="catalog-featured" />
      </SwitchRow>
    </div>
  )
}
