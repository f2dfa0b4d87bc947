import { DELIVERY_TYPES, parseDays, parseDinars, type RateChange, type RateRow } from "./transporters"

type Field = "price" | "return_fee" | "delay_min_days" | "delay_max_days"
const FIELDS: Field[] = ["price", "return_fee", "delay_min_days", "delay_max_days"]

const own = (row: RateRow, type: (typeof DELIVERY_TYPES)[number], field: Field) => {
  const cell = row[type]
  return cell && cell.source === "wilaya_rate" ? (cell[field] ?? null) : null
}

const parse = (field: Field, value: string) => (field === "price" || field === "return_fee" ? parseDinars(value) : parseDays(value))

/**
 * Turns the edited inputs of the matrix into the cells of one PUT. A cell whose price is
 * emptied is cleared (a 2026 wilaya then inherits again); a return fee or a delay needs a
 * price; a delay is both bounds or neither, the shortest first (decision 0060).
 * Returns the keys of the cells that cannot be saved instead, when there are any.
 */
export function rateChanges(rows: RateRow[], edits: Record<string, string>): { changes: RateChange[]; invalid: string[] } {
  const changes: RateChange[] = []
  const invalid: string[] = []
  for (const row of rows) {
    for (const type of DELIVERY_TYPES) {
      const key = (field: Field) => `${row.code}:${type}:${field}`
      if (!FIELDS.some((f) => key(f) in edits)) continue
      const v = Object.fromEntries(FIELDS.map((f) => [f, key(f) in edits ? parse(f, edits[key(f)]) : own(row, type, f)])) as Record<
        Field,
        number | null | undefined
      >
      const bad = FIELDS.filter((f) => v[f] === undefined)
      if (bad.length) {
        invalid.push(...bad.map(key))
        continue
      }
      const { price, return_fee: fee, delay_min_days: dmin, delay_max_days: dmax } = v as Record<Field, number | null>
      if (price === null && (fee !== null || dmin !== null || dmax !== null)) {
        invalid.push(key("price"))
        continue
      }
      if ((dmin === null) !== (dmax === null)) {
        invalid.push(key(dmin === null ? "delay_min_days" : "delay_max_days"))
        continue
      }
      if (dmin !== null && dmax !== null && dmin > dmax) {
        invalid.push(key("delay_max_days"))
        continue
      }
      if (FIELDS.every((f) => v[f] === own(row, type, f))) continue
      // clearing a cell that has no own rate changes nothing
      if (price === null && own(row, type, "price") === null) continue
      changes.push({
        wilaya_code: row.code,
        delivery_type: type,
        price,
        ...(price === null ? {} : { return_fee: fee, delay_min_days: dmin, delay_max_days: dmax }),
      })
    }
  }
  return { changes, invalid }
}
