import type { InputHTMLAttributes } from "react"
import { controlClass, errorClass, hintClass, labelClass } from "~/lib/field-styles"

type Props = { name: string; label: string; hint?: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>

export function TextField({ name, label, hint, error, className, ...input }: Props) {
  const id = `field-${name}`
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={controlClass + (error ? " border-red-500" : "")}
        data-testid={`field-${name}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass} data-testid={`error-${name}`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}
