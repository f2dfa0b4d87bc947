// The 100-second pause after an order (spec §4, §9), kept in the browser so a reload resumes it.
// The backend enforces its own cooldown (per phone and per address); this one only shapes the page.

export const COOLDOWN_SECONDS = 100
/** Spec §7: the browser keeps the purchase time under this key. */
export const LAST_PURCHASE_TIME_KEY = "lastPurchaseTime"

/** Whole seconds left before another order, 0 when none (or the stored time is garbage or in the future). */
export function remainingSeconds(lastPurchaseTime: number | null, now: number, cooldown = COOLDOWN_SECONDS): number {
  if (lastPurchaseTime === null || !Number.isFinite(lastPurchaseTime)) return 0
  const elapsed = now - lastPurchaseTime
  if (elapsed < 0) return 0
  return Math.max(0, Math.ceil(cooldown - elapsed / 1000))
}

export function readPurchaseTime(raw: string | null): number | null {
  if (!raw || !/^\d{10,16}$/.test(raw)) return null
  return Number(raw)
}
