/** Storefront languages (French is the base and the fallback) and their Translation module codes. */
export const LANGS = ["fr", "en", "ar"] as const
export type Lang = (typeof LANGS)[number]

/** `en-US` → en, `ar-DZ` → ar; null for a language the shop does not speak. */
export function langOf(code: unknown): Lang | null {
  if (typeof code !== "string") return null
  const l = code.trim().split(/[-_]/)[0].toLowerCase()
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null
}

/** Facet keys are lowercase so filters match whatever case the URL has. */
const norm = (s: string) => s.trim().toLowerCase()
export const featureKey = (typeCode: string, value: string) => `${norm(typeCode)}:${norm(value)}`
export const attributeKey = (optionTitle: string, value: string) => `${norm(optionTitle)}:${norm(value)}`
/** `couleur:noir` → ["couleur", "noir"] (values may hold ":", type codes never do). */
export function splitKey(key: string): [string, string] {
  const i = key.indexOf(":")
  return [key.slice(0, i), key.slice(i + 1)]
}
