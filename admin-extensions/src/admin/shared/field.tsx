import { Hint, Label } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A labelled form control with its hint or error underneath. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-y-1.5">
      <Label htmlFor={id} size="small" weight="plus">
        {label}
      </Label>
      {children}
      {error ? (
        <Hint variant="error" data-testid={`${id}-error`}>
          {error}
        </Hint>
      ) : (
        hint && <Hint>{hint}</Hint>
      )}
    </div>
  )
}

/** A switch with its label on one line. */
export function SwitchRow({ children }: { children: ReactNode }) {
  return <label className="flex items-center justify-between gap-x-3 text-sm">{children}</label>
}
