/** Catalogue discount arithmetic (pure, unit-tested). Shop prices are whole dinars. */
export type DiscountValueType = "percentage" | "fixed"
export type DiscountRuleType = "product" | "category" | "brand" | "all"

/**
 * The sale price of a variant whose base price is `base` DA, or null when the discount would
 * not lower it (0 %) or would make it free (a fixed amount ≥ the price): such a variant keeps
 * its price rather than being given away.
 */
export function saleAmount(base: number, type: DiscountValueType, value: number): number | null {
  if (!(base > 0) || !(value > 0)) return null
  const amount = type === "percentage" ? Math.round((base * (100 - value)) / 100) : Math.round(base - value)
  return amount > 0 && amount < base ? amount : null
}

/** Running now: started (or no start) and not ended. */
export function isRunning(d: { status: string; starts_at?: Date | string | null; ends_at: Date | string }, now = new Date()) {
  if (d.status !== "active") return false
  if (d.starts_at && new Date(d.starts_at) > now) return false
  return new Date(d.ends_at) > now
}

/** Rules shared by create and update (after merging with the stored discount). */
export function discountProblems(d: {
  rule_type: string
  target_ids: string[]
  value_type: string
  value: number
  starts_at?: Date | null
  ends_at: Date
}): { field: string; message: string } | null {
  if (d.rule_type !== "all" && !d.target_ids.length) return { field: "target_ids", message: `at least one ${d.rule_type} id is required` }
  if (d.rule_type === "all" && d.target_ids.length) return { field: "target_ids", message: "must be empty when rule_type is all" }
  if (d.value_type === "percentage" && (d.value < 1 || d.value > 95)) return { field: "value", message: "a percentage must be between 1 and 95" }
  if (d.value_type === "fixed" && (d.value < 1 || d.value > 10_000_000)) return { field: "value", message: "a fixed amount must be between 1 and 10000000 DA" }
  if (d.starts_at && d.starts_at >= d.ends_at) return { field: "ends_at", message: "must be after starts_at" }
  return null
}
