/**
 * The usual delivery delay of a rate row, in days (docs/decisions/0060-usual-delivery-delay.md):
 * optional, both bounds or neither, each a whole number from 0 to 60, the first not above the second.
 */
export const MAX_DELAY_DAYS = 60

export type DayRange = { min: number; max: number }
export type DelayFields = { delay_min_days?: number | null; delay_max_days?: number | null }

export type DelayProblem = { field: "delay_min_days" | "delay_max_days"; message: string }

/** Why a pair of bounds cannot be saved, naming the field to fix, or null when it can (both null is "no delay"). */
export function delayProblem(min: number | null | undefined, max: number | null | undefined): DelayProblem | null {
  const given = (v: number | null | undefined) => v !== null && v !== undefined
  for (const [field, v] of [
    ["delay_min_days", min],
    ["delay_max_days", max],
  ] as const) {
    if (given(v) && (!Number.isInteger(v) || v! < 0 || v! > MAX_DELAY_DAYS)) {
      return { field, message: `${field} must be a whole number of days from 0 to ${MAX_DELAY_DAYS}` }
    }
  }
  if (given(min) !== given(max)) {
    const missing = given(min) ? "delay_max_days" : "delay_min_days"
    return {
      field: missing,
      message: `${missing} is required with ${missing === "delay_max_days" ? "delay_min_days" : "delay_max_days"} (give both or neither)`,
    }
  }
  if (given(min) && min! > max!) return { field: "delay_max_days", message: "delay_max_days must not be below delay_min_days" }
  return null
}

/** A row's delay as a range, or null when it has none. */
export const delayOf = (row: DelayFields): DayRange | null =>
  row.delay_min_days === null || row.delay_min_days === undefined || row.delay_max_days === null || row.delay_max_days === undefined
    ? null
    : { min: row.delay_min_days, max: row.delay_max_days }

/** Across transporters: the quickest lower bound and the slowest upper bound, from those that give a delay; null when none does. */
export function delaySpan(delays: (DayRange | null)[]): DayRange | null {
  const known = delays.filter((d): d is DayRange => d !== null)
  if (!known.length) return null
  return { min: Math.min(...known.map((d) => d.min)), max: Math.max(...known.map((d) => d.max)) }
}
