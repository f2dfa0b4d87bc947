// The till's small building blocks: touch-sized (44 px at least) fields and choices, errors beside them.
import { useId, type InputHTMLAttributes, type ReactNode } from "react"
import { errorText, type FieldError } from "../field-errors"
import type { Translate } from "../i18n"

export const INPUT =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600"
export const BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-medium disabled:cursor-not-allowed disabled:opacity-50"
export const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`
export const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`

export function Errors({ errors, t, testId }: { errors: FieldError[]; t: Translate; testId?: string }) {
  if (!errors.length) return null
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-red-700" data-testid={testId} role="alert">
      {errors.map((e, i) => (
        <li key={`${e.field}:${e.code}:${i}`}>{errorText(e, t)}</li>
      ))}
    </ul>
  )
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; errors?: FieldError[]; t: Translate; hint?: ReactNode; testId?: string }

export function Field({ label, errors = [], t, hint, testId, className, ...input }: FieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={INPUT} aria-invalid={errors.length > 0} data-testid={testId} {...input} />
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      <Errors errors={errors} t={t} testId={testId ? `${testId}-error` : undefined} />
    </div>
  )
}

/** A row of mutually exclusive buttons (a radio group that fits a finger). */
export function Choice<T extends string>({
  value,
  options,
  onChange,
  label,
  testId,
  disabled,
  caption,
}: {
  value: T
  options: { value: T; label: ReactNode; disabled?: boolean }[]
  onChange: (v: T) => void
  label: string
  testId?: string
  disabled?: boolean
  /** The label shown above the choices too (a field of a form), not only read by screen readers. */
  caption?: boolean
}) {
  const group = (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          disabled={disabled || o.disabled}
          onClick={() => onChange(o.value)}
          data-testid={testId ? `${testId}-${o.value}` : undefined}
          className={`${BUTTON} border px-3 ${value === o.value ? "border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700" : "border-slate-300 bg-white text-slate-700"}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
  if (!caption) return group
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700">{label}</p>
      {group}
    </div>
  )
}

export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="border-b border-slate-200 py-3" data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {children}
    </section>
  )
}
