import ar from "./ar"
import en from "./en"
import fr, { type PosDictionary, type PosKey } from "./fr"

export type { PosKey }
export const POS_LANGS = ["fr", "en", "ar"] as const
export type PosLang = (typeof POS_LANGS)[number]
export const isPosLang = (v: unknown): v is PosLang => typeof v === "string" && (POS_LANGS as readonly string[]).includes(v)

const DICTIONARIES: Record<PosLang, PosDictionary> = { fr, en, ar }

export type Vars = Record<string, string | number>
export type Translate = (key: PosKey, vars?: Vars) => string

/** `{name}` placeholders filled; a missing value is left visible rather than dropped. */
export function translator(lang: PosLang): Translate {
  const dict = DICTIONARIES[lang]
  return (key, vars) => dict[key].replace(/\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole))
}

/**
 * Data inside a sentence (a product's title, a name, an address) isolated from the sentence's own
 * direction (Unicode FSI…PDI, what `<bdi>` does): "12 rue Didouche" keeps its number first in Arabic.
 */
export const iso = (text: string) => `\u2068${text}\u2069`

export const dirOf = (lang: PosLang) => (lang === "ar" ? "rtl" : "ltr")

/** Intl locales for dates: Western digits everywhere (Algerian usage), the shop's time zone. */
export const INTL_LOCALE: Record<PosLang, string> = { fr: "fr-DZ-u-nu-latn", en: "en-GB-u-nu-latn", ar: "ar-DZ-u-nu-latn" }
