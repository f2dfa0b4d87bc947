import type { Locale } from "./locale"

/**
 * A stop-desk's opening hours as the courier publishes them (French: "Sam–Jeu 08:00–18:00",
 * "Lun-Ven 8h30-17h, Sam fermé") in the visitor's language: day names and "fermé" translated, hours
 * written 08:30, Arabic commas, and in Arabic each time range isolated left to right (U+2066…U+2069)
 * so "08:00–18:00" does not read "18:00–08:00" inside a right-to-left line. Unknown words stay.
 */
const DAY_INDEX: Record<string, number> = {
  dim: 0,
  dimanche: 0,
  lun: 1,
  lundi: 1,
  mar: 2,
  mardi: 2,
  mer: 3,
  mercredi: 3,
  jeu: 4,
  jeudi: 4,
  ven: 5,
  vendredi: 5,
  sam: 6,
  samedi: 6,
}
const DAY_NAMES: Record<Exclude<Locale, "fr">, string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
}
const CLOSED: Record<Exclude<Locale, "fr">, string> = { en: "closed", ar: "مغلق" }
const DAY = /(?<!\p{L})(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|dim|lun|mar|mer|jeu|ven|sam)\.?(?!\p{L})/giu
const HOUR = /(?<!\d)(\d{1,2})h(\d{2})?(?!\d)/g
const RANGE = /\d{2}:\d{2}\s*[–-]\s*\d{2}:\d{2}/g

export function localizeOpeningHours(text: string, locale: Locale): string {
  if (locale === "fr") return text
  const hours = text.replace(HOUR, (_, h: string, m?: string) => `${h.padStart(2, "0")}:${m ?? "00"}`)
  const days = hours.replace(DAY, (_, d: string) => DAY_NAMES[locale][DAY_INDEX[d.toLowerCase()]])
  const closed = days.replace(/(?<!\p{L})fermée?(?!\p{L})/giu, CLOSED[locale])
  if (locale !== "ar") return closed
  return closed.replace(/,\s*/g, "، ").replace(RANGE, (r) => `\u2066${r}\u2069`)
}
