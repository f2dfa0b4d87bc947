/**
 * Pure helpers of the dashboard page: percentages with 2 decimals (spec §2, §9: the doughnut shows
 * the clicked segment's label, value and percent with 2 decimals) and doughnut geometry.
 * No React or browser API here, so test/dashboard.test.mjs runs this very file under node.
 */

export type { CashPosition, CourierStat, DashboardStats, DayStat, ProductStat, RateStat, StatusStat, TopProduct, WilayaStat } from "@shop/contracts/dashboard"

/**
 * `value / total` as a percent with exactly 2 decimals, rounded half up on the decimal text
 * (12 / 35 → "34.29", 1 / 8 → "12.50", 1 / 3 → "33.33"); "0.00" when the total is 0.
 */
export function formatPercent(value: number, total: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(total) || total <= 0) return "0.00"
  // Integers first: 100·value/total in hundredths, so 1/8 → 1250 exactly, no binary drift.
  const hundredths = Math.round((value * 10000) / total)
  const sign = hundredths < 0 ? "-" : ""
  const abs = Math.abs(hundredths)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

/** "Alger — 12 — 34.29 %": what a clicked segment shows. */
export const segmentText = (label: string, value: number, total: number) => `${label} — ${value} — ${formatPercent(value, total)} %`

export type Arc = { index: number; start: number; end: number; path: string }

const point = (cx: number, cy: number, r: number, angle: number) => {
  // Angles in turns from 12 o'clock, clockwise.
  const a = angle * 2 * Math.PI - Math.PI / 2
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)].map((n) => Math.round(n * 1000) / 1000)
}

/**
 * SVG ring segments for values (zeros skipped). A single non-zero value is a full ring, drawn
 * as two half arcs because one SVG arc cannot start and end at the same point.
 */
export function doughnutArcs(values: number[], size = 200, thickness = 40): Arc[] {
  const total = values.reduce((a, v) => a + Math.max(0, v), 0)
  if (total <= 0) return []
  const c = size / 2
  const R = c - 2
  const r = R - thickness
  const ring = (start: number, end: number) => {
    const large = end - start > 0.5 ? 1 : 0
    const [x1, y1] = point(c, c, R, start)
    const [x2, y2] = point(c, c, R, end)
    const [x3, y3] = point(c, c, r, end)
    const [x4, y4] = point(c, c, r, start)
    return `M${x1} ${y1}A${R} ${R} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${r} ${r} 0 ${large} 0 ${x4} ${y4}Z`
  }
  const arcs: Arc[] = []
  let at = 0
  values.forEach((v, index) => {
    if (v <= 0) return
    const end = at + v / total
    const path = end - at >= 0.9999 ? `${ring(0, 0.5)} ${ring(0.5, 1)}` : ring(at, end)
    arcs.push({ index, start: at, end, path })
    at = end
  })
  return arcs
}

/** Distinct colours for up to 10 segments, then they repeat (the rest is grouped anyway). */
export const PALETTE = ["#820869", "#0A2FA8", "#05BC77", "#F54705", "#DC2107", "#180882", "#d4a017", "#2aa7c9", "#7a7a7a", "#b05fd0"]

/** The biggest `keep` entries, the rest summed into one "other" entry (a readable doughnut). */
export function topWithOther<T extends { count: number }>(items: T[], keep: number, other: (count: number) => T): T[] {
  if (items.length <= keep + 1) return items
  const sorted = [...items].sort((a, b) => b.count - a.count)
  const rest = sorted.slice(keep).reduce((a, x) => a + x.count, 0)
  return [...sorted.slice(0, keep), other(rest)]
}

/** Today in Algiers (UTC+1 all year) and the day `n` days before, as YYYY-MM-DD. */
export function algiersToday(now = new Date()) {
  return new Date(now.getTime() + 3600_000).toISOString().slice(0, 10)
}
export const minusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86400_000).toISOString().slice(0, 10)
