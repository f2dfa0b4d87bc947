import { StatusBadge as UiStatusBadge, clx } from "@medusajs/ui"
import type { ComponentProps } from "react"

/**
 * Medusa UI's status badge, right to left too: its padding is `pl-0 pr-1` (the dot sits on the
 * left in a left-to-right page), so in Arabic the text touched, and in a narrow column was cut at,
 * the badge's left edge. It never wraps or shrinks inside a table cell either.
 */
export function StatusBadge({ className, ...props }: ComponentProps<typeof UiStatusBadge>) {
  return <UiStatusBadge className={clx("shrink-0 whitespace-nowrap rtl:pl-1 rtl:pr-0", className)} {...props} />
}
