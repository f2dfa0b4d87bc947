import type { FormEvent, ReactNode } from "react"

type Props = {
  /** Query values the page needs to come back in the same state (wilaya, commune). */
  keep: Record<string, string>
  /** With JavaScript the submit is handled in place; without it the browser loads `?keep...&fields`. */
  onSubmit: (form: FormData) => void
  className?: string
  children: ReactNode
  testId?: string
}

/**
 * A GET form that works without JavaScript (the page's loader reads the query) and, when
 * JavaScript runs, never leaves the page. Only delivery choices go in it, never personal data.
 */
export function GetForm({ keep, onSubmit, className, children, testId }: Props) {
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    onSubmit(new FormData(e.currentTarget))
  }
  return (
    <form method="get" onSubmit={submit} className={className} data-testid={testId}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}
