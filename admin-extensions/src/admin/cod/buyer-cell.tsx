import { Text } from "@medusajs/ui"

/** The buyer's name and phone; the phone is a tel: link, so staff call in one click. */
export function BuyerCell({
  firstName,
  lastName,
  phone,
  callUrl,
  testId,
}: {
  firstName: string
  lastName: string
  phone: string
  callUrl: string
  testId: string
}) {
  return (
    <div className="flex flex-col gap-y-1">
      <Text size="small" weight="plus">
        {firstName} {lastName}
      </Text>
      <a href={callUrl} dir="ltr" className="text-ui-fg-interactive w-fit hover:underline" data-testid={testId}>
        {phone}
      </a>
    </div>
  )
}
