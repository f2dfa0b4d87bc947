// The shop's languages and `langOf` are @shop/shared's (one definition for every plugin).
import { LANGS, langOf, type Lang } from "@shop/shared/lang"
export { LANGS, langOf, type Lang }
export type Texts = Partial<Record<Lang, string | null>>
/** Texts as a JSON column holds them: validated as `Texts` on write, typed by Medusa as a record. */
export type StoredTexts = Texts | Record<string, unknown> | null | undefined

const filled = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0

/** The text in `lang`, else French, else any filled language; null only when all are blank. */
export function pick(stored: StoredTexts, lang: Lang): string | null {
  if (!stored || typeof stored !== "object") return null
  const texts: Record<string, unknown> = stored
  const inLang = texts[lang]
  if (filled(inLang)) return inLang
  const fr = texts.fr
  if (filled(fr)) return fr
  for (const l of LANGS) {
    const t = texts[l]
    if (filled(t)) return t
  }
  return null
}

/** `{fr, en, ar}` with every key present (null when missing) for admin answers. */
export const full = (stored: StoredTexts): Record<Lang, string | null> => {
  const texts = stored as Texts | null | undefined
  return { fr: texts?.fr ?? null, en: texts?.en ?? null, ar: texts?.ar ?? null }
}

/** Plain text of an HTML fragment (tags dropped, entities of the common kind decoded). */
export function textOf(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 100): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
