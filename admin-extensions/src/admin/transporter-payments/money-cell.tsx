import { Table } from "@medusajs/ui"
import { formatDa } from "../ops/ops"

/** An amount right-aligned in its column; a difference is red when short, green when over, muted at zero. */
export function MoneyCell({ amount, difference, testId }: { amount: number | null; difference?: boolean; testId?: string }) {
  const tone = !difference || amount === null ? "" : amount < 0 ? "text-ui-fg-error" : amount > 0 ? "text-ui-tag-green-text" : "text-ui-fg-muted"
  return (
    <Table.Cell className={`whitespace-nowrap text-end tabular-nums ${tone}`} data-testid={testId}>
      {amount === null ? "—" : formatDa(amount)}
    </Table.Cell>
  )
}
