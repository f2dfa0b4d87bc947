import { Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"

/** The buyer's name (a link to their customer page when known) and phone; the phone is a tel: link, so staff call in one click. */
export function BuyerCell({
  firstName,
  lastName,
  phone,
  callUrl,
  testId,
  customerHref,
  children,
}: {
  firstName: string
  lastName: string
  phone: string
  callUrl: string
  testId: string
  customerHref?: string | null
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-y-1">
      <Text size="small" weight="plus">
        {customerHref ? (
          <Link to={customerHref} className="text-ui-fg-interactive hover:underline" data-testid="buyer-customer-link">
            {firstName} {lastName}
          </Link>
        ) : (
          <>
            {firstName} {lastName}
          </>
        )}
      </Text>
      <a href={callUrl} dir="ltr" className="text-ui-fg-interactive w-fit hover:underline" data-testid={testId}>
        {phone}
      </a>
      {children}
    </div>
  )
}
