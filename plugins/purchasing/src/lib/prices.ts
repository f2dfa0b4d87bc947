/**
 * The back-office spec's price set (§3 "Price set", §5 "Price calculation"): prices are stored
 * tax-included (TTC, decision in DESIGN "Mapping the spec onto Medusa") and either side may be typed:
 * `TTC = HT × (1 + tax/100)`, both to 2 decimals, HT = 0 when nothing is typed. Centimes inside.
 */

/** Rounds half away from zero at 2 decimals without binary drift (1.005 → 1.01). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`)
  const sign = value < 0 ? -1 : 1
  const text = String(Math.abs(value))
  if (text.includes("e")) return Math.abs(value) < 1 ? 0 : value
  return (sign * Math.round(Number(`${text}e2`))) / 100
}

const factor = (tax: number) => {
  if (!Number.isFinite(tax) || tax < 0 || tax > 100) throw new RangeError(`not a tax percentage: ${tax}`)
  return 1 + round2(tax) / 100
}

/** TTC of an HT amount at `tax` percent (the tax itself rounded to 2 decimals); null or empty HT is 0. */
export const ttcOf = (ht: number | null | undefined, tax: number) => (ht === null || ht === undefined ? 0 : round2(ht * factor(tax)))

/** HT of a TTC amount (the inverse, what the form shows beside the stored TTC). */
export const htOf = (ttc: number | null | undefined, tax: number) => (ttc === null || ttc === undefined ? 0 : round2(ttc / factor(tax)))

/** A price typed on one side: the stored TTC. */
export const storedTtc = (typed: { ht?: number | null; ttc?: number | null }, tax: number): number | null =>
  typed.ttc !== undefined && typed.ttc !== null ? round2(typed.ttc) : typed.ht !== undefined && typed.ht !== null ? ttcOf(typed.ht, tax) : null

/** The spec's calculator: the chosen type's price × quantity (1 when empty), 2 decimals. */
export function calculate(
  prices: { retail: number | null; wholesale: number | null; supply: number | null },
  type: "retail" | "wholesale" | "supply",
  quantity?: number | null
) {
  const unit = prices[type]
  if (unit === null) return null
  const q = quantity === undefined || quantity === null ? 1 : quantity
  if (!Number.isInteger(q) || q < 0) throw new RangeError(`not a quantity: ${q}`)
  return round2(unit * q)
}
