/** Storefront languages; French is the base and the fallback of the others. */
export const LANGS = ["fr", "en", "ar"] as const
export type Lang = (typeof LANGS)[number]
export type Texts = Partial<Record<Lang, string | null>>
/** Texts as a JSON column holds them: validated as `Texts` on write, typed by Medusa as a record. */
export type StoredTexts = Texts | Record<string, unknown> | null | undefined

/** `en-US` → en, `ar-DZ` → ar; null for a language the shop does not speak. */
export function langOf(code: unknown): Lang | null {
  if (typeof code !== "string") return null
  const l = code.trim().split(/[-_]/)[0].toLowerCase()
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : null
}

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
