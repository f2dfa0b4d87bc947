import { formatDa } from "@shop/shared/money"
import { INTL_LOCALE, type PosLang } from "./i18n"

export const SHOP_TIME_ZONE = "Africa/Algiers"

/** `1 234,00 DA` / `1 234,00 د.ج`, as the back-office and the server's receipt write amounts. */
export const da = (amount: number, lang: PosLang) => formatDa(amount, lang)

/** Dinars → centimes, to the nearest centime (amounts are compared in centimes: 0.1 + 0.2 is 0.3). */
export const cents = (amount: number) => Math.round(amount * 100)
export const dinars = (c: number) => c / 100

/**
 * An amount as typed at the till: `1500`, `1 500,50`, `1500.5`; null when blank, NaN when not an amount
 * with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".")
  if (!t) return null
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN
}

/** An amount written back into a field: `1500` or `1500,5` (the till's fields take a comma). */
export const amountText = (amount: number) => String(Math.round(amount * 100) / 100).replace(".", ",")

/** The shop's day, `YYYY-MM-DD`, in Algeria's time (what the server calls today). */
export const shopDay = (at: Date = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(at)

/** `YYYY-MM-DD` of a day `months` after `day`, the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10)
}

export const dateTime = (iso: string, lang: PosLang) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "short", timeStyle: "short", hourCycle: "h23", timeZone: SHOP_TIME_ZONE }).format(new Date(iso))

export const dayText = (day: string, lang: PosLang) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`))
