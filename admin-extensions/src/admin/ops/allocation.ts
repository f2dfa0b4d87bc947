/**
 * The stock allocation form's rules (spec §4, §5): each row an integer 0..maximum, the total at
 * most the maximum; the submit stays disabled while anything is invalid or nothing is allocated.
 * Pure, so test/allocation.test.mjs runs this file under node.
 */
export type AllocationCheck = { rows: (string | null)[]; total: number; global: string | null; valid: boolean }

const parse = (raw: string) => (/^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN)

/** Error codes per row ("invalid_quantity") and globally ("invalid_maximum", "over_maximum"). */
export function checkAllocationRows(maximumRaw: string, rowsRaw: string[]): AllocationCheck {
  const maximum = parse(maximumRaw)
  const values = rowsRaw.map((r) => (r.trim() === "" ? 0 : parse(r)))
  const rows = values.map((v) => (Number.isInteger(v) && v >= 0 && (!Number.isInteger(maximum) || v <= maximum) ? null : "invalid_quantity"))
  const total = values.reduce((a, v) => a + (Number.isInteger(v) ? v : 0), 0)
  const global = !Number.isInteger(maximum) || maximum < 1 ? "invalid_maximum" : total > maximum ? "over_maximum" : null
  return { rows, total, global, valid: !global && rows.every((r) => r === null) && total > 0 }
}
