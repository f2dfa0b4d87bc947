import type { Locale } from "./locale"

/**
 * U+00A0, not a plain space: it never wraps, and its bidi class (CS) keeps "1 234" one number
 * inside an Arabic sentence, where a plain space would let the browser show "234 1".
 */
export const NBSP = "\u00A0"

/** The currency label by language: "DA" in French and English, "د.ج" in Arabic (no Latin in ar). */
export const CURRENCY_LABEL: Record<Locale, string> = { fr: "DA", en: "DA", ar: "د.ج" }

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
}

/**
 * A price in dinars as the shop shows it, in every language: `1 234 DA`, `1 234,50 DA`,
 * `1 234 د.ج`. Western digits and French grouping everywhere (Algerian usage, Arabic included);
 * whole amounts (courier rates) without decimals, centimes with a decimal comma when present.
 */
export function formatPrice(amount: number, locale: Locale): string {
  return `${formatAmount(amount)}${NBSP}${CURRENCY_LABEL[locale]}`
}

/**
 * The number of `formatPrice` without its currency label, for markup that places the label
 * itself (a promotion's "-1 000" kept left to right, then "د.ج" in the text's direction).
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`)
  const negative = amount < 0
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = group(String(Math.floor(cents / 100)))
  const rest = cents % 100
  const number = rest === 0 ? whole : `${whole},${String(rest).padStart(2, "0")}`
  return `${negative ? "-" : ""}${number}`
}
