/** The shop's languages; French is the base text and the fallback of the others. */
export const LANGS = ["fr", "en", "ar"] as const
export type Lang = (typeof LANGS)[number]

/** `en-US` → en, `ar-DZ` → ar; null for a language the shop does not speak (or no string at all). */
export function langOf(code: unknown): Lang | null {
  if (typeof code !== "string") return null
  const l = code.trim().split(/[-_]/)[0].toLowerCase()
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null
}

/** The language of a store request's `req.locale` (Medusa's `?locale=` / `x-medusa-locale`): French when none or unknown. */
export const shopLanguage = (code: unknown): Lang => langOf(code) ?? "fr"
