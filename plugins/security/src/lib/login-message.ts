/**
 * The login limit's message in the staff member's language (the admin shows the answer's message as
 * it is): the admin's own language choice (its `lng` cookie), else the browser's Accept-Language,
 * else French, the shop's language.
 */
export type Language = "fr" | "en" | "ar"

const LANGUAGES: Language[] = ["fr", "en", "ar"]

const pick = (tag: string | undefined): Language | undefined => {
  const base = tag?.trim().toLowerCase().split(/[-_;]/)[0]
  return LANGUAGES.find((l) => l === base)
}

export function staffLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const cookie = typeof headers.cookie === "string" ? /(?:^|;\s*)lng=([^;]+)/.exec(headers.cookie)?.[1] : undefined
  const fromCookie = pick(cookie ? decodeURIComponent(cookie) : undefined)
  if (fromCookie) return fromCookie
  const accepted = typeof headers["accept-language"] === "string" ? headers["accept-language"].split(",") : []
  for (const tag of accepted) {
    const l = pick(tag)
    if (l) return l
  }
  return "fr"
}

/** "n seconds" in Arabic: the counted noun agrees with the number. */
const arabicSeconds = (n: number) => (n === 1 ? "ثانية واحدة" : n === 2 ? "ثانيتين" : n <= 10 ? `${n} ثوانٍ` : `${n} ثانية`)

export function tooManyLoginsMessage(language: Language, seconds: number): string {
  if (language === "ar") return `محاولات دخول كثيرة جدًا: أعد المحاولة بعد ${arabicSeconds(seconds)}.`
  if (language === "en") return `Too many login attempts: try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`
  return `Trop de tentatives de connexion : réessayez dans ${seconds} ${seconds === 1 ? "seconde" : "secondes"}.`
}
