/**
 * Five stars filled to `value` (0..5, halves and tenths shown as partial fill). The filled layer is
 * clipped from the start side, so in Arabic the stars fill from the right as the text reads.
 */
export function Stars({ value, label, size = 20 }: { value: number; label: string; size?: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className="relative inline-flex shrink-0" role="img" aria-label={label} data-testid="stars" data-value={value}>
      <StarRow size={size} className="text-slate-300" />
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${percent}%` }} aria-hidden>
        <StarRow size={size} className="text-amber-500" />
      </span>
    </span>
  )
}

function StarRow({ size, className }: { size: number; className: string }) {
  return (
    <span className={`flex ${className}`} aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" fill="currentColor" className="shrink-0">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  )
}
