import { Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { PALETTE, doughnutArcs, formatPercent, segmentText } from "./dashboard"

export type Segment = { key: string; label: string; value: number }

/**
 * A hand-made SVG doughnut. Clicking (or Enter on) a segment shows its label, value and percent
 * with 2 decimals (spec §2); the legend buttons do the same for keyboard and small segments.
 */
export function Doughnut({ segments, testId }: { segments: Segment[]; testId: string }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<string | null>(null)
  const total = segments.reduce((a, s) => a + s.value, 0)
  const arcs = doughnutArcs(segments.map((s) => s.value))
  const current = segments.find((s) => s.key === selected)
  // A new data set (other dates, other status kind) clears a selection that no longer exists.
  useEffect(() => setSelected(null), [segments.map((s) => s.key).join("|")])

  if (!total) {
    return (
      <Text size="small" className="text-ui-fg-muted py-6" data-testid={`${testId}-empty`}>
        {t("dzDashboard.empty")}
      </Text>
    )
  }
  return (
    <div className="flex flex-col items-center gap-3" data-testid={testId}>
      <svg viewBox="0 0 200 200" width="200" height="200" role="img" aria-label={t("dzDashboard.doughnutHint")}>
        {arcs.map((a) => {
          const s = segments[a.index]
          return (
            <path
              key={s.key}
              d={a.path}
              fill={PALETTE[a.index % PALETTE.length]}
              stroke="white"
              strokeWidth={selected === s.key || arcs.length === 1 ? 0 : 1}
              opacity={selected && selected !== s.key ? 0.45 : 1}
              className="cursor-pointer outline-none"
              tabIndex={0}
              role="button"
              aria-label={segmentText(s.label, s.value, total)}
              data-testid={`${testId}-segment`}
              data-key={s.key}
              data-start={a.start}
              data-end={a.end}
              onClick={() => setSelected(s.key)}
              onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && setSelected(s.key)}
            >
              <title>{segmentText(s.label, s.value, total)}</title>
            </path>
          )
        })}
        <text x="100" y="106" textAnchor="middle" className="fill-ui-fg-base text-[20px] font-medium">
          {total}
        </text>
      </svg>
      <Text size="small" weight="plus" className="min-h-5 text-center" data-testid={`${testId}-selection`} aria-live="polite">
        {current ? (
          <>
            <bdi>{current.label}</bdi> — <bdi dir="ltr">{current.value}</bdi> — <bdi dir="ltr">{formatPercent(current.value, total)} %</bdi>
          </>
        ) : (
          <span className="text-ui-fg-muted font-normal">{t("dzDashboard.doughnutHint")}</span>
        )}
      </Text>
      <ul className="flex max-w-sm flex-wrap justify-center gap-x-3 gap-y-1">
        {segments.map((s, i) => (
          <li key={s.key}>
            <button type="button" className="text-ui-fg-subtle hover:text-ui-fg-base flex items-center gap-1 text-xs" onClick={() => setSelected(s.key)}>
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: PALETTE[i % PALETTE.length] }} />
              {s.label} ({s.value})
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
