import { Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { DayStat } from "./dashboard"
import { formatDa } from "../ops/ops"

const W = 720
const H = 200
const PAD = 28

/**
 * Orders (bars) and revenue (line, own scale) per day, in plain SVG. Time runs left to right in
 * every language, as on any chart axis; the SVG is forced LTR so Arabic does not mirror the days.
 */
export function DayChart({ days }: { days: DayStat[] }) {
  const { t } = useTranslation()
  const [hover, setHover] = useState<DayStat | null>(null)
  const maxOrders = Math.max(1, ...days.map((d) => d.orders))
  const maxRevenue = Math.max(1, ...days.map((d) => d.revenue))
  const step = (W - 2 * PAD) / Math.max(1, days.length)
  const x = (i: number) => PAD + i * step + step / 2
  const yOrders = (n: number) => H - PAD - (n / maxOrders) * (H - 2 * PAD)
  const yRevenue = (n: number) => H - PAD - (n / maxRevenue) * (H - 2 * PAD)
  const line = days.map((d, i) => `${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`).join(" ")
  const label = (d: DayStat) => t("dzDashboard.dayTooltip", { day: d.day, orders: d.orders, revenue: formatDa(d.revenue) })

  return (
    <div className="flex flex-col gap-2" data-testid="dashboard-day-chart">
      <div className="flex flex-wrap gap-4 text-xs">
        <span className="flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-[#0A2FA8]" />
          {t("dzDashboard.orders")}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-[#05BC77]" />
          {t("dzDashboard.revenue")}
        </span>
      </div>
      <div dir="ltr">
        <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={t("dzDashboard.perDay")}>
          <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} stroke="currentColor" className="text-ui-border-base" />
          <text x={4} y={PAD - 8} className="fill-ui-fg-muted text-[10px]">
            {maxOrders}
          </text>
          {/* the revenue line's own scale: its top is the best day's revenue */}
          {days.some((d) => d.revenue > 0) && (
            <text x={W - 4} y={PAD - 8} textAnchor="end" className="text-[10px]" fill="#05BC77" data-testid="dashboard-day-max-revenue">
              {formatDa(maxRevenue)}
            </text>
          )}
          {days.map((d, i) => (
            <g
              key={d.day}
              onMouseEnter={() => setHover(d)}
              onMouseLeave={() => setHover(null)}
              data-testid="dashboard-day"
              data-day={d.day}
              data-orders={d.orders}
              data-revenue={d.revenue}
            >
              <rect x={x(i) - step / 2} y={PAD} width={step} height={H - 2 * PAD} fill="transparent" />
              <rect x={x(i) - step * 0.3} y={yOrders(d.orders)} width={step * 0.6} height={H - PAD - yOrders(d.orders)} fill="#0A2FA8" opacity={0.8}>
                <title>{label(d)}</title>
              </rect>
              {(i === 0 || i === days.length - 1 || (days.length > 10 && i % 7 === 0 && days.length - 1 - i > 3)) && (
                <text x={x(i)} y={H - 8} textAnchor="middle" className="fill-ui-fg-muted text-[10px]">
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          ))}
          <polyline points={line} fill="none" stroke="#05BC77" strokeWidth={2} pointerEvents="none" />
        </svg>
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle min-h-4" data-testid="dashboard-day-hover">
        {hover ? label(hover) : ""}
      </Text>
    </div>
  )
}
