import type { Lang } from "./lang"

/**
 * The shop's opening hours (issue 22 item 4): ranges per weekday (0 Sunday … 6 Saturday, `HH:MM`,
 * several per day for a lunch break), days without a range closed. Written for the buyer in their
 * language, Saturday first as Algerian shops count their week, consecutive days with the same hours
 * grouped: "sam.–jeu. 08:30–12:00, 13:30–18:00 · ven. fermé".
 */
export type OpeningRange = { day: number; open: string; close: string }

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const WEEK = [6, 0, 1, 2, 3, 4, 5]
const DAYS: Record<Lang, string[]> = {
  fr: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  ar: ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"],
}
const CLOSED: Record<Lang, string> = { fr: "fermé", en: "closed", ar: "مغلق" }
const DASH = "–"
/** Left-to-right isolate: a time range stays "08:00–18:00" inside an Arabic line. */
const ltr = (s: string) => `\u2066${s}\u2069`

/** The ranges' problems by field (`opening_hours.N.close`…): times `HH:MM`, each range opening before it closes, no overlap in a day. */
export function openingHoursErrors(ranges: OpeningRange[]): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = []
  ranges.forEach((r, i) => {
    if (!Number.isInteger(r.day) || r.day < 0 || r.day > 6)
      errors.push({ field: `opening_hours.${i}.day`, message: "a weekday from 0 (Sunday) to 6 (Saturday)" })
    if (!TIME.test(r.open)) errors.push({ field: `opening_hours.${i}.open`, message: "a time HH:MM" })
    if (!TIME.test(r.close)) errors.push({ field: `opening_hours.${i}.close`, message: "a time HH:MM" })
    else if (TIME.test(r.open) && r.close <= r.open) errors.push({ field: `opening_hours.${i}.close`, message: "after the opening time" })
  })
  if (errors.length) return errors
  for (let d = 0; d < 7; d++) {
    const day = ranges
      .map((r, i) => ({ ...r, i }))
      .filter((r) => r.day === d)
      .sort((a, b) => a.open.localeCompare(b.open))
    for (let k = 1; k < day.length; k++)
      if (day[k].open < day[k - 1].close) errors.push({ field: `opening_hours.${day[k].i}.open`, message: "overlaps another range of the same day" })
  }
  return errors
}

/**
 * Each day of the week (Saturday first) with its ranges written `08:30–12:00, 13:30–18:00` (`hours`,
 * isolated in Arabic for plain text), the ranges apart (`ranges`, for a page to set each left to right
 * itself), or closed (`ranges` empty).
 */
export function openingLines(ranges: OpeningRange[], lang: Lang): { days: string; hours: string; ranges: string[] }[] {
  const of = (d: number) =>
    ranges
      .filter((r) => r.day === d)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((r) => (lang === "ar" ? ltr(`${r.open}${DASH}${r.close}`) : `${r.open}${DASH}${r.close}`))
      .join(lang === "ar" ? "، " : ", ")
  const plain = (d: number) =>
    ranges
      .filter((r) => r.day === d)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((r) => `${r.open}${DASH}${r.close}`)
  const lines: { first: number; last: number; hours: string; ranges: string[] }[] = []
  for (const d of WEEK) {
    const hours = of(d) || CLOSED[lang]
    const prev = lines[lines.length - 1]
    if (prev && prev.hours === hours) prev.last = d
    else lines.push({ first: d, last: d, hours, ranges: plain(d) })
  }
  return lines.map((l) => ({
    days: l.first === l.last ? DAYS[lang][l.first] : `${DAYS[lang][l.first]}${DASH}${DAYS[lang][l.last]}`,
    hours: l.hours,
    ranges: l.ranges,
  }))
}
