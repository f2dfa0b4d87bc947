import { toCents } from "@shop/shared/money"

/**
 * VAT of the invoice (decision 0069). Prices are stored tax-inclusive (TTC, what the buyer pays): each
 * line's HT is its TTC divided by (1 + rate), rounded to the centime, and its VAT the rest, so a line's
 * HT + VAT is its TTC exactly and the totals (sums of the lines, in whole centimes) add up to the
 * order's TTC to the centime, whatever the rounding of each line.
 */
export type TaxedAmount = { ht: number; vat: number; ttc: number }
export type TaxLine = { ttc: number; rate: number }
export type InvoiceTotals = TaxedAmount & { rates: Array<TaxedAmount & { rate: number }> }

const fromCents = (c: number) => c / 100

function splitCents(ttcCents: number, rate: number) {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`not a tax rate: ${rate}`)
  // Math.round is half-up: on a negative amount (a refund line) round its magnitude instead
  const htAbs = Math.round(Math.abs(ttcCents) / (1 + rate / 100))
  const ht = ttcCents < 0 ? -htAbs : htAbs
  return { ht, vat: ttcCents - ht, ttc: ttcCents }
}

/** HT and VAT of a TTC amount at `rate` percent: HT rounded to the centime, VAT = TTC − HT. */
export function taxOf(ttc: number, rate: number): TaxedAmount {
  const c = splitCents(toCents(ttc), rate)
  return { ht: fromCents(c.ht), vat: fromCents(c.vat), ttc: fromCents(c.ttc) }
}

/** The invoice's totals: the sums of its lines (and per rate, for the VAT summary), exact to the centime. */
export function invoiceTotals(lines: TaxLine[]): InvoiceTotals {
  const byRate = new Map<number, { ht: number; vat: number; ttc: number }>()
  const sum = { ht: 0, vat: 0, ttc: 0 }
  for (const line of lines) {
    const c = splitCents(toCents(line.ttc), line.rate)
    const r = byRate.get(line.rate) ?? { ht: 0, vat: 0, ttc: 0 }
    for (const k of ["ht", "vat", "ttc"] as const) {
      r[k] += c[k]
      sum[k] += c[k]
    }
    byRate.set(line.rate, r)
  }
  return {
    ht: fromCents(sum.ht),
    vat: fromCents(sum.vat),
    ttc: fromCents(sum.ttc),
    rates: [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, c]) => ({ rate, ht: fromCents(c.ht), vat: fromCents(c.vat), ttc: fromCents(c.ttc) })),
  }
}
