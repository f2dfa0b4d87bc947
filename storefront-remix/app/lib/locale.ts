// The language lives in the URL: French unprefixed, /en/... and /ar/...
export const LOCALES = ["fr", "en", "ar"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "fr"

/** Autonyms: a language is always offered under its own name, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: "Français", en: "English", ar: "العربية" }

/**
 * The store API's locale code for a page language (decision 0008): French is the base content
 * (fr-DZ), English and Arabic are stored under en-US and ar-DZ, and only the exact code matches.
 */
const STORE_LOCALES: Record<Locale, string> = { fr: "fr-DZ", en: "en-US", ar: "ar-DZ" }
export const storeLocale = (locale: Locale) => STORE_LOCALES[locale]

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value)
}

/** The locale a URL prefix names; French has no prefix, so "fr" here is not a prefix. */
function prefixLocale(segment: string | undefined): Locale | null {
  return segment && segment !== DEFAULT_LOCALE && isLocale(segment) ? segment : null
}

export function localeFromPath(pathname: string): Locale {
  return prefixLocale(pathname.split("/")[1]) ?? DEFAULT_LOCALE
}

export function dirFor(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr"
}

/** A list in running text: Arabic separates with its own comma "،". */
export const listJoin = (items: string[], locale: Locale) => items.join(locale === "ar" ? "، " : ", ")

/** The path without its language prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  const segments = pathname.split("/")
  if (prefixLocale(segments[1])) segments.splice(1, 1)
  const rest = segments.join("/")
  return rest.startsWith("/") ? rest : `/${rest}`
}

/** `path` (unprefixed, starting with "/") as seen in `locale`. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`
}

/** The same page in another language: /ar/checkout/cart/view <-> /checkout/cart/view. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(target, stripLocale(pathname))
}

export type LangParam = { kind: "ok"; locale: Locale } | { kind: "redirect"; to: string } | { kind: "not-found" }

/**
 * Reads the optional `($lang)` segment. "fr" is known but never a prefix: /fr/x redirects to /x
 * so each page has one address. Anything else that is not a locale is a 404.
 */
export function parseLangParam(lang: string | undefined, pathname: string): LangParam {
  if (lang === undefined) return { kind: "ok", locale: DEFAULT_LOCALE }
  if (lang === DEFAULT_LOCALE) {
    const rest = pathname.split("/").slice(2).join("/")
    return { kind: "redirect", to: `/${rest}` }
  }
  if (isLocale(lang)) return { kind: "ok", locale: lang }
  return { kind: "not-found" }
}
