/**
 * A month's attendance sheet for one member of staff (issue 22 item 4): each stretch counted on the
 * Algiers day it began (a night shift stays one day), minutes worked per day and in the month; a stretch
 * still open counts until `now`.
 */
export type Stretch = { location_id: string; clock_in: Date; clock_out: Date | null }
export type SheetDay = { day: string; minutes: number; stretches: { location_id: string; clock_in: string; clock_out: string | null; minutes: number }[] }

const ALGIERS_MS = 60 * 60 * 1000
export const algiersDay = (d: Date) => new Date(d.getTime() + ALGIERS_MS).toISOString().slice(0, 10)

/** The month's bounds (UTC instants of its first and next month's first Algiers midnight), or null for a bad `YYYY-MM`. */
export function monthBounds(month: string): { start: Date; end: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!m) return null
  const y = Number(m[1])
  const mo = Number(m[2])
  const start = new Date(Date.UTC(y, mo - 1, 1) - ALGIERS_MS)
  const end = new Date(Date.UTC(mo === 12 ? y + 1 : y, mo === 12 ? 0 : mo, 1) - ALGIERS_MS)
  return { start, end }
}

export function sheet(stretches: Stretch[], now: Date): { days: SheetDay[]; minutes: number } {
  const days = new Map<string, SheetDay>()
  for (const s of [...stretches].sort((a, b) => a.clock_in.getTime() - b.clock_in.getTime())) {
    const end = s.clock_out ?? now
    const minutes = Math.max(0, Math.floor((end.getTime() - s.clock_in.getTime()) / 60_000))
    const day = algiersDay(s.clock_in)
    const d = days.get(day) ?? { day, minutes: 0, stretches: [] }
    d.minutes += minutes
    d.stretches.push({ location_id: s.location_id, clock_in: s.clock_in.toISOString(), clock_out: s.clock_out?.toISOString() ?? null, minutes })
    days.set(day, d)
  }
  const list = [...days.values()]
  return { days: list, minutes: list.reduce((n, d) => n + d.minutes, 0) }
}
