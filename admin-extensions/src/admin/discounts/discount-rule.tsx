import { Checkbox, Hint, Label, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useBrands } from "../catalog/use-catalog"
import { useCategories } from "./use-discounts"
import { labelIn } from "../catalog/catalog"
import { RULE_TYPES, type RuleType } from "./discounts"
import { ProductPicker } from "./product-picker"

type Props = { rule: RuleType; targets: string[]; onRule: (r: RuleType) => void; onTargets: (ids: string[]) => void; error?: string }

/**
 * What the discount applies to (spec "Promotion rule form"): the chosen rule reveals only its
 * own picker; "all" shows none. Lists load only when their rule is chosen.
 */
export function DiscountRule({ rule, targets, onRule, onTargets, error }: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-col gap-y-2">
      <legend className="txt-compact-small-plus mb-1.5">{t("dzCatalog.discounts.fields.rule")}</legend>
      <div role="radiogroup" className="bg-ui-bg-subtle grid grid-cols-4 gap-1 rounded-md p-1" data-testid="discount-rule">
        {RULE_TYPES.map((r) => (
          <button
            key={r}
            type="button"
            role="radio"
            aria-checked={rule === r}
            className={`rounded px-2 py-1.5 text-sm ${rule === r ? "bg-ui-bg-base shadow-elevation-card-rest font-medium" : "text-ui-fg-subtle"}`}
            onClick={() => onRule(r)}
            data-testid={`discount-rule-${r}`}
          >
            {t(`dzCatalog.discounts.rule.${r}`)}
          </button>
        ))}
      </div>
      {rule === "product" && <ProductPicker id="discount-products" value={targets} onChange={onTargets} />}
      {rule === "category" && <CategoryPicker value={targets} onChange={onTargets} />}
      {rule === "brand" && <BrandPicker value={targets} onChange={onTargets} />}
      {rule === "all" && (
        <Text size="xsmall" className="text-ui-fg-subtle" data-testid="discount-all-hint">
          {t("dzCatalog.discounts.allHint")}
        </Text>
      )}
      {error && (
        <Hint variant="error" data-testid="discount-targets-error">
          {error}
        </Hint>
      )}
    </fieldset>
  )
}

const toggle = (ids: string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id))

function CheckList({
  testId,
  items,
  value,
  onChange,
  state,
}: {
  testId: string
  items: { id: string; label: string; key: string }[]
  value: string[]
  onChange: (ids: string[]) => void
  state: string | null
}) {
  return (
    <div className="flex max-h-56 flex-col gap-y-1.5 overflow-y-auto rounded-md border p-3" data-testid={testId}>
      {state && (
        <Text size="xsmall" className="text-ui-fg-muted">
          {state}
        </Text>
      )}
      {items.map((i) => (
        <div key={i.id} className="flex items-center gap-x-2">
          <Checkbox
            id={`${testId}-${i.id}`}
            checked={value.includes(i.id)}
            onCheckedChange={(on) => onChange(toggle(value, i.id, on === true))}
            data-testid={`${testId}-${i.key}`}
          />
          <Label htmlFor={`${testId}-${i.id}`} size="small">
            {i.label}
          </Label>
        </div>
      ))}
    </div>
  )
}

function BrandPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t, i18n } = useTranslation()
  const { data, isLoading, error } = useBrands()
  const brands = data?.brands ?? []
  const state = isLoading
    ? t("dzCatalog.loading")
    : error
      ? t("dzCatalog.loadError", { message: error.message })
      : !brands.length
        ? t("dzCatalog.brands.empty")
        : null
  return (
    <CheckList
      testId="discount-brands"
      value={value}
      onChange={onChange}
      state={state}
      items={brands.map((b) => ({ id: b.id, key: b.slug, label: labelIn(i18n.language, b.name, b.translations, "name") }))}
    />
  )
}

function CategoryPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useCategories(true)
  const categories = data?.product_categories ?? []
  const state = isLoading
    ? t("dzCatalog.loading")
    : error
      ? t("dzCatalog.loadError", { message: error.message })
      : !categories.length
        ? t("dzCatalog.discounts.noCategories")
        : null
  return (
    <CheckList
      testId="discount-categories"
      value={value}
      onChange={onChange}
      state={state}
      items={categories.map((c) => ({ id: c.id, key: c.handle, label: c.name }))}
    />
  )
}
