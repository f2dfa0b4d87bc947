import { localizedText, type Locale, type Translations } from "./localize"

export type FeatureValueRow = {
  id: string
  value: string
  position?: number | null
  translations?: Translations | null
  feature_type?: {
    id: string
    code: string
    label: string
    position?: number | null
    translations?: Translations | null
  } | null
}

export type FeatureGroup = {
  type: { id: string; code: string; label: string }
  values: { id: string; value: string }[]
}

const byPosition = (a: { position?: number | null; key: string }, b: { position?: number | null; key: string }) =>
  (a.position ?? 0) - (b.position ?? 0) || a.key.localeCompare(b.key, "fr")

/** A product's feature values grouped by type, types and values in merchant order, localized. */
export function groupFeatures(rows: FeatureValueRow[], locale: Locale): FeatureGroup[] {
  const groups = new Map<string, { type: NonNullable<FeatureValueRow["feature_type"]>; values: FeatureValueRow[] }>()
  for (const row of rows) {
    const type = row.feature_type
    if (!type) continue
    const group = groups.get(type.id) ?? { type, values: [] }
    group.values.push(row)
    groups.set(type.id, group)
  }
  return [...groups.values()]
    .sort((a, b) => byPosition({ ...a.type, key: a.type.code }, { ...b.type, key: b.type.code }))
    .map(({ type, values }) => ({
      type: { id: type.id, code: type.code, label: localizedText(type, "label", locale) },
      values: values
        .sort((a, b) => byPosition({ ...a, key: a.value }, { ...b, key: b.value }))
        .map((v) => ({ id: v.id, value: localizedText(v, "value", locale) })),
    }))
}
