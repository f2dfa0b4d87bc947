import { Link } from "@remix-run/react"
import type { LocalMenuItem } from "~/features/content/menu"

/** A menu entry: a client-side link inside the shop, a plain one (new tab, noopener) outside. */
export function MenuLink({ item, className, testId }: { item: LocalMenuItem; className?: string; testId?: string }) {
  return item.external ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {item.label}
    </a>
  ) : (
    <Link to={item.href} className={className} data-testid={testId} prefetch="intent">
      {item.label}
    </Link>
  )
}
