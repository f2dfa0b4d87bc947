import type { ReactNode } from "react"

type Props = { label: ReactNode; value: ReactNode; testId: string; total?: boolean; muted?: boolean }

/** One line of a summary: a label and an amount, the total line larger (order summary, thank-you). */
export function AmountRow({ label, value, testId, total = false, muted = false }: Props) {
  return (
    <div className={"flex items-baseline justify-between gap-4 py-2" + (total ? " text-lg" : "")}>
      <dt className={total ? "font-semibold" : "text-slate-600"}>{label}</dt>
      <dd className={total ? "font-bold tabular-nums text-brand-800" : muted ? "text-sm text-slate-500" : "font-medium tabular-nums"} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
