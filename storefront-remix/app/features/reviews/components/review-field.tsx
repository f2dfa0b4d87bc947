import type { InputHTMLAttributes, ReactNode } from "react"
import { controlClass, errorClass, labelClass } from "~/lib/field-styles"

type Props = { name: string; label: string; error?: string | null; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>

/**
 * One review form control. Ids and test ids carry a `review-` prefix: the product page also holds the
 * order form, whose phone and email fields would otherwise share them.
 */
export function ReviewField({ name, label, error, className, children, ...input }: Props) {
  const id = `review-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClass + (error ? " border-red-500" : "")}
          data-testid={`review-field-${name}`}
          {...input}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass} data-testid={`review-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  )
}
