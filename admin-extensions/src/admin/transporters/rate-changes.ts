import { DELIVERY_TYPES, parseDinars, type RateChange, type RateRow } from "./transporters"

const own = (row: RateRow, type: (typeof DELIVERY_TYPES)[number], field: "price" | "return_fee") => {
  const cell = row[type]
  return cell && cell.source === "wilaya_rate" ? cell[field] : null
}

/**
 * Turns the edited inputs of the matrix into the cells of one PUT. A cell whose price is
 * emptied is cleared (a 2026 wilaya then inherits again); a return fee needs a price.
 * Returns the keys of the cells that cannot be saved instead, when there are any.
 */
export function rateChanges(rows: RateRow[], edits: Record<string, string>): { changes: RateChange[]; invalid: string[] } {
  const changes: RateChange[] = []
  const invalid: string[] = []
  for (const row of rows) {
    for (const type of DELIVERY_TYPES) {
      const priceKey = `${row.code}:${type}:price`
      const feeKey = `${row.code}:${type}:return_fee`
      if (!(priceKey in edits) && !(feeKey in edits)) continue
      const price = priceKey in edits ? parseDinars(edits[priceKey]) : own(row, type, "price")
      const fee = feeKey in edits ? parseDinars(edits[feeKey]) : own(row, type, "return_fee")
      if (price === undefined) invalid.push(priceKey)
      if (fee === undefined) invalid.push(feeKey)
      if (price === undefined || fee === undefined) continue
      if (price === null && fee !== null) {
        invalid.push(priceKey)
        continue
      }
      const unchanged = price === own(row, type, "price") && fee === own(row, type, "return_fee")
      if (unchanged) continue
      // clearing a cell that has no own rate changes nothing
      if (price === null && own(row, type, "price") === null) continue
      changes.push({ wilaya_code: row.code, delivery_type: type, price, ...(price === null ? {} : { return_fee: fee }) })
    }
  }
  return { changes, invalid }
}
