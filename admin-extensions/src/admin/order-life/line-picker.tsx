import { Input } from "@medusajs/ui"
import type { OrderLine } from "./order-life"

/** One quantity input per order line ("n / ordered"): the lines a return or an exchange takes back. */
export function LinePicker({
  lines,
  picked,
  onChange,
  testIdPrefix,
}: {
  lines: OrderLine[]
  picked: Record<string, number>
  onChange: (picked: Record<string, number>) => void
  testIdPrefix: string
}) {
  return (
    <>
      {lines.map((l) => (
        <label key={l.id} className="flex items-center justify-between gap-x-3 txt-small">
          <span className="truncate">{l.title}</span>
          <span className="flex items-center gap-x-1" dir="ltr">
            <Input
              type="number"
              min={0}
              max={l.quantity}
              className="w-16"
              value={picked[l.id] ?? ""}
              placeholder="0"
              onChange={(e) => onChange({ ...picked, [l.id]: Number(e.target.value) })}
              data-testid={`${testIdPrefix}${l.id}`}
            />
            <span className="text-ui-fg-muted">/ {l.quantity}</span>
          </span>
        </label>
      ))}
    </>
  )
}
