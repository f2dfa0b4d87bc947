export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

/** Time left until `endsAt` in whole days/hours/minutes/seconds; null once ended or when unknown. */
export function countdownParts(endsAt: string | null | undefined, now: number): CountdownParts | null {
  if (!endsAt) return null
  const end = Date.parse(endsAt)
  if (!Number.isFinite(end)) return null
  const left = Math.floor((end - now) / 1000)
  if (left <= 0) return null
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  }
}

/** Two digits, so the clock keeps its width as it ticks. */
export const pad2 = (n: number) => String(n).padStart(2, "0")
