import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { countdownParts, pad2 } from "~/features/content/countdown"

/** A deal's countdown, ticking each second; empty once the deal has ended (spec §4). */
export function Countdown({ endsAt }: { endsAt: string | null }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const parts = countdownParts(endsAt, now)
  // The box keeps its height when empty, so an ending deal does not move the page.
  return (
    <div className="flex min-h-14 gap-2" data-testid="countdown" data-ended={parts ? "0" : "1"} aria-live="off">
      {parts
        ? (["days", "hours", "minutes", "seconds"] as const).map((unit) => (
            <span key={unit} className="flex min-w-14 flex-col items-center rounded-lg bg-white/90 px-1 py-1 text-slate-900 shadow-sm">
              {/* The server's second and the browser's differ by the time in transit. */}
              <span className="text-xl font-bold tabular-nums" data-testid={`countdown-${unit}`} suppressHydrationWarning>
                {unit === "days" ? parts.days : pad2(parts[unit])}
              </span>
              {/* the word agrees with the number, which differs between the server and the browser */}
              <span className="text-xs" suppressHydrationWarning>
                {t(`countdown.${unit}`, { count: parts[unit] })}
              </span>
            </span>
          ))
        : null}
    </div>
  )
}
