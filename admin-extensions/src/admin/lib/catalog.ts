/** Shapes of the catalog plugin's admin API (plugins/catalog/src/api/admin). French is the base field. */
export const EXTRA_LOCALES = ["en", "ar"] as const
export type ExtraLocale = (typeof EXTRA_LOCALES)[number]
export type Translations<K extends string> = Partial<Record<ExtraLocale, Partial<Record<K, string>>>> | null

export type Brand = {
  id: string
  name: string
  slug: string
  logo_url: string | null
  description: string | null
  translations: Translations<"name" | "description">
  active: boolean
  lines?: BrandLine[]
}
export type BrandLine = { id: string; name: string; slug: string; logo_url: string | null; translations: Translations<"name">; brand_id: string }
export type FeatureType = { id: string; code: string; label: string; translations: Translations<"label">; position: number; values?: FeatureValue[] }
export type FeatureValue = { id: string; value: string; translations: Translations<"value">; position: number; feature_type_id: string }

export type ProductCatalog = {
  product_id: string
  brand: Brand | null
  brand_line: BrandLine | null
  feature_values: (FeatureValue & { feature_type?: FeatureType })[]
}

/** A text in fr (base field) and its en/ar translations, as one form value. */
export type Localized = { fr: string; en: string; ar: string }
export const emptyLocalized = (): Localized => ({ fr: "", en: "", ar: "" })

export function readLocalized<K extends string>(base: string | null | undefined, translations: Translations<K>, field: K): Localized {
  return { fr: base ?? "", en: translations?.en?.[field] ?? "", ar: translations?.ar?.[field] ?? "" }
}

/** The `translations` body of several fields: `{en: {name, description}, ar: {...}}` (blank ones are dropped by the API). */
export function writeTranslations(fields: Record<string, Localized>) {
  const out: Record<ExtraLocale, Record<string, string>> = { en: {}, ar: {} }
  for (const [field, value] of Object.entries(fields)) for (const l of EXTRA_LOCALES) out[l][field] = value[l].trim()
  return out
}

/** The name to show in the admin's language (French fallback). */
export function labelIn<K extends string>(lang: string | undefined, base: string, translations: Translations<K>, field: K) {
  const l = lang?.slice(0, 2) as ExtraLocale
  return (EXTRA_LOCALES.includes(l) && translations?.[l]?.[field]?.trim()) || base
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
