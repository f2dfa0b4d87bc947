import { createHash } from "node:crypto"
import type { ParcelStatus } from "@shop/contracts/couriers"
import type { TrackingEvent } from "../../lib/adapter"
import { expectShape } from "../../lib/http"
import { noestLabel, noestStatus } from "./statuses"

/**
 * One parcel's `activity` from `get/trackings/info`, as canonical events, oldest first.
 *
 * Noest sends no event id: the id is a hash of the tracking, the event's date and key, and how many
 * identical (date, key) pairs came before it, so the same history read twice gives the same ids
 * (the couriers module dedupes on them) and a second identical attempt on the same second still
 * counts. Non-movement events (payouts, edits) carry the status the parcel had before them.
 */
export function noestEvents(tracking: string, entry: unknown): TrackingEvent[] {
  expectShape(!!entry && typeof entry === "object", `tracking ${tracking} is not an object`)
  const activity = (entry as { activity?: unknown }).activity ?? []
  expectShape(Array.isArray(activity), `tracking ${tracking}: activity is not a list`)
  const rows = (activity as unknown[]).map((a, i) => {
    expectShape(!!a && typeof a === "object", `tracking ${tracking}: activity ${i} is not an object`)
    const o = a as Record<string, unknown>
    const date = typeof o.date === "string" ? o.date : null
    expectShape(!!date && Number.isFinite(parseNoestDate(date)), `tracking ${tracking}: activity ${i} has no readable date`)
    return { o, date: date as string, at: parseNoestDate(date as string), i }
  })
  rows.sort((a, b) => a.at - b.at || a.i - b.i)

  let current: ParcelStatus = "created"
  const seen = new Map<string, number>()
  return rows.map(({ o, date, at }) => {
    const key = text(o.event_key)
    const label = text(o.event)
    const mapped = noestStatus(key, label)
    const status = mapped ?? current
    if (mapped && mapped !== "unknown") current = mapped
    const base = `${tracking}|${date}|${key ?? label ?? ""}`
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    return {
      tracking,
      event_id: `noest:${createHash("sha256").update(`${base}|${n}`).digest("hex").slice(0, 32)}`,
      occurred_at: new Date(at).toISOString(),
      status,
      raw_status: noestLabel(key, label),
      raw_reason: text(o.remarque) ?? text(o.motif) ?? null,
      // Noest's activity names who acted (`by`, `causer`), not where: no location to report.
      location: null,
    }
  })
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null)

/**
 * Noest's dates: Laravel's ISO form ("2026-05-04T09:12:00.000000Z"), or "2026-05-04 10:12:00" in
 * Algeria's time (UTC+1 all year, no summer time) when no zone is written.
 */
export function parseNoestDate(value: string): number {
  const v = value.trim().replace(" ", "T")
  return Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(v) ? v : `${v}+01:00`)
}
