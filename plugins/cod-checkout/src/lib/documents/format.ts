import type { Lang } from "@shop/shared/lang"
import { formatDa, NBSP } from "@shop/shared/money"
import { isolate } from "./bidi"
import type { DocumentOrder } from "./model"

/** An amount as the back-office writes it (`1 234,56 DA`, `1 234,56 د.ج`). */
export const money = (amount: number, lang: Lang) => formatDa(amount, lang)

/** `25/11/2026 14:05`, Algiers time (UTC+1 all year), Western digits in every language. */
export function algiersDateTime(d: Date): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Africa/Algiers",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(d)
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]))
  return `${p.day}/${p.month}/${p.year}${NBSP}${p.hour}:${p.minute}`
}

/** A mobile number in pairs, `0550 12 34 56`, with no-break spaces (one number in an Arabic line). */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\s+/g, "")
  return /^0\d{9}$/.test(digits) ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8)].join(NBSP) : phone
}

/** The invoice's number, made from the order's (one invoice per order, reprinted identical): `FAC-001024`. */
export const invoiceNumber = (displayId: number) => `FAC-${String(displayId).padStart(6, "0")}`

/** The order's number in a list of orders (`#1024`), as the back-office shows it. */
export const orderNumber = (displayId: number) => `#${displayId}`

export const buyerName = (o: DocumentOrder) => isolate([o.buyer.first_name, o.buyer.last_name].filter(Boolean).join(" "))

/** `16 - Alger` / `16 - الجزائر`. */
// (no isolate inside: the value's own first letter gives it its direction, so "16" leads in Arabic too)
export const wilayaText = (o: DocumentOrder) => (o.wilaya ? `${o.wilaya.code} - ${o.wilaya.name}` : "")

/** The options of a line on one line: `Couleur : Rouge · Taille : 42` (the colon as the language writes it). */
export const optionsText = (options: { name: string; value: string }[], lang: Lang) =>
  options.map((o) => `${isolate(o.name)}${lang === "fr" ? `${NBSP}:` : ":"} ${isolate(o.value)}`).join("  ·  ")

/** `Label : value` in French, `Label: value` otherwise. */
export const labelled = (label: string, value: string, lang: Lang) => `${label}${lang === "fr" ? `${NBSP}:` : ":"} ${isolate(value)}`
