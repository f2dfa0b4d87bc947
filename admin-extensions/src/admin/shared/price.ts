/**
 * Prices are stored tax-inclusive (TTC, what the buyer pays); HT is derived.
 * TTC = HT × (1 + tax/100), both rounded to 2 decimals (tax is a percentage, e.g. 19).
 */

/** Rounds half away from zero at 2 decimals without binary drift (1.005 → 1.01, not 1). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`)
  const sign = value < 0 ? -1 : 1
  const abs = Math.abs(value)
  // Shifting the decimal text, not multiplying the binary value, keeps 1.005 at 1.005; amounts
  // written with an exponent are huge (1e21, no cents) or tiny (1e-7, rounds to 0).
  const text = String(abs)
  if (text.includes("e")) return abs < 1 ? 0 : value
  return (sign * Math.round(Number(`${text}e2`))) / 100
}

const factor = (taxPercent: number) => {
  if (!Number.isFinite(taxPercent) || taxPercent < 0) throw new RangeError(`not a tax percentage: ${taxPercent}`)
  return 1 + taxPercent / 100
}

/** TTC of an HT amount. */
export const ttcFromHt = (ht: number, taxPercent: number) => round2(ht * factor(taxPercent))

/** HT of a TTC amount (the inverse, as the shop stores TTC). */
export const htFromTtc = (ttc: number, taxPercent: number) => round2(ttc / factor(taxPercent))

/**
 * `1 234,56 DA` in every language and on every screen (spec §1, §9: spaces between thousands, a comma
 * and always two decimals). The group spaces are no-break ones, so an amount never splits across lines.
 */
export const formatDa = (amount: number) =>
  `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/\u202f/g, "\u00a0")}\u00a0DA`

/** The same inside a left-to-right isolate: in an Arabic sentence the bidi algorithm would draw "DA 900,00 8". */
export const formatDaIsolated = (amount: number) => `\u2066${formatDa(amount)}\u2069`

/**
 * The price calculator (spec §5 "Calculator"): the chosen price × quantity, 2 decimals. The
 * quantity is a whole number from 1 (default 1 when blank); anything else gives null.
 */
export function calculatorTotal(unitPrice: number, quantity: string): number | null {
  const q = quantity.trim() === "" ? 1 : Number(quantity)
  if (!Number.isInteger(q) || q < 1 || !Number.isFinite(unitPrice)) return null
  return round2(unitPrice * q)
}
