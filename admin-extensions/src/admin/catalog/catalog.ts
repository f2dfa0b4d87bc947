/** Shapes of the catalog plugin's admin API: @shop/contracts/catalog. French is the base field. */
import { EXTRA_LOCALES, type ExtraLocale, type Translations } from "@shop/contracts/catalog"
export { EXTRA_LOCALES }
export type { Brand, BrandLine, ExtraLocale, FeatureType, FeatureValue, ProductCatalog, Translations } from "@shop/contracts/catalog"

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
