import type { AdminPlanLine } from "@shop/contracts/pos"

/** `YYYY-MM-DD` of a day `months` after `day`, on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10)
}

/**
 * A schedule the staff can start from: `count` monthly installments from `firstDue`, the total less
 * the deposit split evenly to the centime, the last one taking what the split leaves. Null when it
 * cannot be made (nothing left to split, no count).
 */
export function evenSchedule(total: number, deposit: number, count: number, firstDue: string): { amount: number; due_date: string }[] | null {
  const rest = Math.round((total - deposit) * 100)
  if (!Number.isInteger(count) || count < 1 || rest <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(firstDue)) return null
  const each = Math.floor(rest / count)
  return Array.from({ length: count }, (_, i) => ({
    amount: (i === count - 1 ? rest - each * (count - 1) : each) / 100,
    due_date: addMonths(firstDue, i),
  }))
}

export type LineStatus = "paid" | "overdue" | "due" | "courier"

/** What a line shows: paid, overdue (past due and unpaid), due, or the courier's to collect. */
export function lineStatus(line: AdminPlanLine, overdue: number[]): LineStatus {
  if (line.paid_at) return "paid"
  if (line.kind === "on_delivery") return "courier"
  return overdue.includes(line.seq) ? "overdue" : "due"
}
