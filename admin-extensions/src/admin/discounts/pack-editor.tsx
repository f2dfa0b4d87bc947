import { Button, Hint, Input, Select, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDebounced } from "../shared/use-debounced"
import { useProductSearch, type ProductHit } from "./use-discounts"
import { searchReady, type PackMode, type PackRow } from "./discounts"
import { Field } from "../shared/field"

const ANY = "any"
export type PackVariants = Record<string, { id: string; title: string | null; sku: string | null }[]>

type Props = {
  productId: string
  mode: PackMode
  rows: PackRow[]
  variants: PackVariants
  errors: Record<number, string>
  onChange: (mode: PackMode, rows: PackRow[], variants: PackVariants) => void
}

/** The pack's mode and its rows: a product, optionally one of its combinations, and a quantity. */
export function PackEditor({ productId, mode, rows, variants, errors, onChange }: Props) {
  const { t, i18n } = useTranslation()
  const [q, setQ] = useState("")
  const settled = useDebounced(q)
  const search = useProductSearch(settled, true)
  const hits = (search.data?.products ?? []).filter((p) => p.id !== productId)
  const setRow = (i: number, patch: Partial<PackRow>) =>
    onChange(
      mode,
      rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
      variants
    )
  const add = (p: ProductHit) => {
    onChange(mode, [...rows, { product_id: p.id, title: p.title, variant_id: null, quantity: "1" }], { ...variants, [p.id]: p.variants ?? [] })
    setQ("")
  }

  return (
    <div className="flex flex-col gap-y-3" data-testid="pack-editor">
      <Field id="pack-mode" label={t("dzCatalog.relations.mode")}>
        <Select size="small" dir={i18n.dir()} value={mode} onValueChange={(m) => onChange(m as PackMode, rows, variants)}>
          <Select.Trigger id="pack-mode" data-testid="pack-mode">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="strict" data-testid="pack-mode-strict">
              {t("dzCatalog.relations.modeStrict")}
            </Select.Item>
            <Select.Item value="flexible" data-testid="pack-mode-flexible">
              {t("dzCatalog.relations.modeFlexible")}
            </Select.Item>
          </Select.Content>
        </Select>
      </Field>
      {rows.map((r, i) => {
        const options = variants[r.product_id] ?? []
        return (
          <div key={`${r.product_id}-${i}`} className="flex flex-col gap-y-1 rounded-md border p-2" data-testid="pack-row">
            <Text size="small" weight="plus" data-testid="pack-row-title">
              {r.title}
            </Text>
            <div className="grid grid-cols-[1fr_80px_auto] items-end gap-2">
              <Select size="small" dir={i18n.dir()} value={r.variant_id ?? ANY} onValueChange={(v) => setRow(i, { variant_id: v === ANY ? null : v })}>
                <Select.Trigger aria-label={t("dzCatalog.relations.variant")} data-testid="pack-row-variant">
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  <Select.Item value={ANY}>{t("dzCatalog.relations.anyVariant")}</Select.Item>
                  {options.map((v) => (
                    <Select.Item key={v.id} value={v.id}>
                      {v.title || v.sku || v.id}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
              <Input
                size="small"
                dir="ltr"
                type="number"
                min={1}
                max={100}
                aria-label={t("dzCatalog.relations.quantity")}
                value={r.quantity}
                onChange={(e) => setRow(i, { quantity: e.target.value })}
                data-testid="pack-row-quantity"
              />
              <Button
                type="button"
                size="small"
                variant="transparent"
                onClick={() =>
                  onChange(
                    mode,
                    rows.filter((_, j) => j !== i),
                    variants
                  )
                }
                data-testid="pack-row-remove"
              >
                {t("dzCatalog.relations.removeItem")}
              </Button>
            </div>
            {errors[i] && (
              <Hint variant="error" data-testid="pack-row-error">
                {t(`dzCatalog.relations.errors.${errors[i]}`)}
              </Hint>
            )}
          </div>
        )
      })}
      <Input
        size="small"
        type="search"
        placeholder={t("dzCatalog.picker.searchPlaceholder")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        data-testid="pack-search"
      />
      {!searchReady(q) ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCatalog.picker.minChars")}
        </Text>
      ) : search.isFetching || settled !== q ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCatalog.loading")}
        </Text>
      ) : !hits.length ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCatalog.picker.noMatch")}
        </Text>
      ) : (
        <ul className="flex max-h-40 flex-col divide-y overflow-y-auto rounded-md border" data-testid="pack-results">
          {hits.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="hover:bg-ui-bg-base-hover w-full px-3 py-1.5 text-start text-sm"
                title={t("dzCatalog.relations.addItem")}
                onClick={() => add(p)}
                data-testid="pack-hit"
              >
                {p.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
