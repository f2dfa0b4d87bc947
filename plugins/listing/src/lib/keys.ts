// The shop's languages and `langOf` are @shop/shared's (one definition for every plugin).
import { LANGS, langOf, type Lang } from "@shop/shared/lang"
export { LANGS, langOf, type Lang }

/** Facet keys are lowercase so filters match whatever case the URL has. */
const norm = (s: string) => s.trim().toLowerCase()
export const featureKey = (typeCode: string, value: string) => `${norm(typeCode)}:${norm(value)}`
export const attributeKey = (optionTitle: string, value: string) => `${norm(optionTitle)}:${norm(value)}`
/** `couleur:noir` → ["couleur", "noir"] (values may hold ":", type codes never do). */
export function splitKey(key: string): [string, string] {
  const i = key.indexOf(":")
  return [key.slice(0, i), key.slice(i + 1)]
}
