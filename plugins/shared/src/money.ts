/**
 * Amounts in dinars as the back-office writes them (decision 0066: the admin's `formatDa`), for what
 * the server prints (decision 0069): `1 234,56 DA`, always two decimals, French grouping and Western
 * digits in every language, `د.ج` for the currency in Arabic. The spaces are no-break ones: an amount
 * never splits across lines, and U+00A0 (bidi class CS) keeps "1 234,56" one number in an Arabic line.
 */
import type { Lang } from "./lang"

export const NBSP = "\u00a0"
export const CURRENCY_LABEL: Record<Lang, string> = { fr: "DA", en: "DA", ar: "د.ج" }

/** Whole centimes of an amount (half away from zero on the decimal text, so 1.005 → 101, not 100). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`)
  const sign = amount < 0 ? -1 : 1
  const text = String(Math.abs(amount))
  if (text.includes("e")) return Math.abs(amount) < 1 ? 0 : Math.round(amount * 100)
  return sign * Math.round(Number(`${text}e2`))
}

/** `1 234,56` (no currency). */
export function formatAmount(amount: number): string {
  const cents = toCents(amount)
  const abs = Math.abs(cents)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  return `${cents < 0 ? "-" : ""}${whole},${String(abs % 100).padStart(2, "0")}`
}

/** `1 234,56 DA` (fr, en) or `1 234,56 د.ج` (ar). */
export const formatDa = (amount: number, lang: Lang = "fr") => `${formatAmount(amount)}${NBSP}${CURRENCY_LABEL[lang]}`

/** A payment as Medusa's payment module gives it with its captures (amounts as numbers or numeric strings). */
export type PaymentWithCaptures = { amount: number | string; captures?: ({ amount: number | string } | null | undefined)[] | null }

/** What a payment has captured so far, in centimes: the sum of its captures. */
export const capturedCents = (payment: PaymentWithCaptures) => (payment.captures ?? []).reduce((sum, c) => sum + (c ? toCents(Number(c.amount)) : 0), 0)

/**
 * What is left to capture on a payment, in dinars, never below 0: its amount less its captures. A
 * deposit or installments taken before the courier (decision 0087) leave the rest; a payment captured
 * whole leaves 0.
 */
export const leftToCapture = (payment: PaymentWithCaptures) => Math.max(0, toCents(Number(payment.amount)) - capturedCents(payment)) / 100
