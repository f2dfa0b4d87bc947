import { DELIVERY_TYPES, LAST_WILAYA_58, type DeliveryType } from "./quote"

export type MatrixWilaya = { code: number; code_58: number; name_fr: string; name_ar: string; deliverable?: boolean }
export type MatrixRate = {
  id: string
  wilaya_code: number
  delivery_type: DeliveryType
  price: number
  return_fee: number | null
  delay_min_days?: number | null
  delay_max_days?: number | null
}
export type MatrixCell = {
  price: number
  return_fee: number | null
  /** The usual delay in days (decision 0060), null when the row gives none. */
  delay_min_days: number | null
  delay_max_days: number | null
  /** "mother_wilaya_rate": no own rate, the 2026 wilaya is priced like `inherited_from`. */
  source: "wilaya_rate" | "mother_wilaya_rate"
  rate_id: string
  inherited_from?: number
}
export type MatrixRow = MatrixWilaya & Record<DeliveryType, MatrixCell | null>

/** Every wilaya × delivery type with the price a buyer there would pay (before commune overrides). */
export function buildRateMatrix(wilayas: MatrixWilaya[], rates: MatrixRate[]): MatrixRow[] {
  const byKey = new Map(rates.map((r) => [`${r.wilaya_code}:${r.delivery_type}`, r]))
  return [...wilayas]
    .sort((a, b) => a.code - b.code)
    .map((w) => {
      const row = { ...w } as MatrixRow
      for (const type of DELIVERY_TYPES) {
        const own = byKey.get(`${w.code}:${type}`)
        const mother = w.code > LAST_WILAYA_58 && w.code_58 !== w.code ? byKey.get(`${w.code_58}:${type}`) : undefined
        const values = (r: MatrixRate) => ({
          price: r.price,
          return_fee: r.return_fee,
          delay_min_days: r.delay_min_days ?? null,
          delay_max_days: r.delay_max_days ?? null,
        })
        row[type] = own
          ? { ...values(own), source: "wilaya_rate", rate_id: own.id }
          : mother
            ? { ...values(mother), source: "mother_wilaya_rate", rate_id: mother.id, inherited_from: w.code_58 }
            : null
      }
      return row
    })
}
