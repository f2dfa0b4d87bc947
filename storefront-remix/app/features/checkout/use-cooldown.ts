import { useCallback, useEffect, useState } from "react"
import { COOLDOWN_SECONDS, LAST_PURCHASE_TIME_KEY, readPurchaseTime, remainingSeconds } from "./cooldown"

function stored(): number | null {
  try {
    return readPurchaseTime(window.localStorage.getItem(LAST_PURCHASE_TIME_KEY))
  } catch {
    return null
  }
}

/**
 * Seconds left of the pause after an order (spec §4): read from `lastPurchaseTime` after hydration,
 * ticking each second, shared by every tab; at 0 the stored time is cleared.
 */
export function useCooldown() {
  const [since, setSince] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setSince(stored())
    const onStorage = (e: StorageEvent) => e.key === LAST_PURCHASE_TIME_KEY && setSince(stored())
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [])
  const left = remainingSeconds(since, now)
  useEffect(() => {
    if (since === null) return
    if (left === 0) {
      try {
        window.localStorage.removeItem(LAST_PURCHASE_TIME_KEY)
      } catch {
        /* storage disabled: nothing to clear */
      }
      return
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - ((Date.now() - since) % 1000))
    return () => window.clearTimeout(timer)
  }, [since, now, left])

  /** Starts the pause as if an order had been placed `COOLDOWN_SECONDS - seconds` ago. */
  const start = useCallback((seconds = COOLDOWN_SECONDS) => {
    const at = Date.now() - (COOLDOWN_SECONDS - Math.min(seconds, COOLDOWN_SECONDS)) * 1000
    try {
      window.localStorage.setItem(LAST_PURCHASE_TIME_KEY, String(at))
    } catch {
      /* storage disabled: the pause lasts as long as the page */
    }
    setSince(at)
    setNow(Date.now())
  }, [])
  return { left, start }
}
