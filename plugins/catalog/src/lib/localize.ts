/** Storefront languages; French is the default and the fallback of the others. */
export const LOCALES = ["fr", "en", "ar"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "fr"

/** `{ en: { name: "..." }, ar: { ... } }`: French is never stored here, it is the base field. */
export type Translations = Partial<Record<Exclude<Locale, "fr">, Record<string, string | null | undefined>>>

const filled = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0

type Localizable = { translations?: Translations | Record<string, unknown> | null; [field: string]: unknown }

/**
 * The value of `field` in `locale`, else the French base value. A blank translation
 * counts as missing, so a buyer never sees an empty name.
 */
export function localized(row: Localizable, field: string, locale: Locale): string | null {
  if (locale !== DEFAULT_LOCALE) {
    const translations = (row.translations ?? {}) as Translations
    const translated = translations[locale as Exclude<Locale, "fr">]?.[field]
    if (filled(translated)) return translated.trim()
  }
  const base = row[field]
  return typeof base === "string" ? base : null
}

/** `localized` for a required French field (a name, a label): always a string. */
export const localizedText = (row: Localizable, field: string, locale: Locale): string => localized(row, field, locale) ?? ""

/**
 * Cleans translations before they are stored: trims, drops blank strings and locales left
 * empty, so "missing" has one shape and the French fallback applies.
 */
export function normalizeTranslations(input: Translations | null | undefined): Translations | null {
  if (!input) return null
  const out: Translations = {}
  for (const locale of ["en", "ar"] as const) {
    const fields = input[locale]
    if (!fields) continue
    const kept: Record<string, string> = {}
    for (const [k, v] of Object.entries(fields)) if (filled(v)) kept[k] = v.trim()
    if (Object.keys(kept).length) out[locale] = kept
  }
  return Object.keys(out).length ? out : null
}

/**
 * The shop language asked for by a request: Medusa moves `?locale=` (or the `x-medusa-locale`
 * header) to `req.locale` in BCP 47 form ("ar", "fr-DZ", "en-US"); the language part decides.
 * Nothing asked → French; a language the shop does not speak → null (the caller answers 400).
 */
export function resolveLocale(raw: unknown): Locale | null {
  if (raw === undefined || raw === null || raw === "") return DEFAULT_LOCALE
  if (typeof raw !== "string") return null
  const language = raw.trim().split(/[-_]/)[0].toLowerCase()
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null
}
