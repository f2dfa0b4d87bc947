import type { InputHTMLAttributes } from "react"
import { controlClass, hintClass, labelClass } from "./field-styles"

type Props = { name: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>

export function TextField({ name, label, hint, className, ...input }: Props) {
  const id = `field-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={controlClass}
        data-testid={`field-${name}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}
