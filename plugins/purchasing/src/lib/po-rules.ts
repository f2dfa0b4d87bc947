/** A purchase order's statuses (issue 22 item 2) and which way each may go. */
export const PO_STATUSES = ["draft", "sent", "partially_received", "received", "closed", "cancelled"] as const
export type PoStatus = (typeof PO_STATUSES)[number]

const NEXT: Record<PoStatus, readonly PoStatus[]> = {
  draft: ["sent", "cancelled"],
  sent: ["partially_received", "received", "cancelled"],
  partially_received: ["partially_received", "received", "closed"],
  received: ["closed"],
  closed: [],
  cancelled: [],
}

export const canMove = (from: PoStatus, to: PoStatus) => NEXT[from].includes(to)

/** Lines may be edited while the order is a draft; received only once sent. */
export const editable = (s: PoStatus) => s === "draft"
export const receivable = (s: PoStatus) => s === "sent" || s === "partially_received"

export type ReceiptLine = { line_id: string; quantity: number }
export type PoLineState = { id: string; quantity: number; received_quantity: number }

/**
 * A reception against the order's lines: each quantity a whole number above 0 and no more than what is
 * left to receive on its line. Gives the status the order reaches, or the fields refused.
 */
export function checkReceipt(
  lines: PoLineState[],
  receipt: ReceiptLine[]
): { ok: true; status: PoStatus } | { ok: false; errors: { field: string; code: string; message: string }[] } {
  const errors: { field: string; code: string; message: string }[] = []
  if (!receipt.length) errors.push({ field: "lines", code: "required", message: "lines is required" })
  const byId = new Map(lines.map((l) => [l.id, { ...l }]))
  receipt.forEach((r, i) => {
    const line = byId.get(r.line_id)
    if (!line) return void errors.push({ field: `lines.${i}.line_id`, code: "invalid", message: `lines.${i}.line_id is not a line of this order` })
    if (!Number.isInteger(r.quantity) || r.quantity <= 0)
      return void errors.push({ field: `lines.${i}.quantity`, code: "not_positive", message: `lines.${i}.quantity must be a whole number above 0` })
    const left = line.quantity - line.received_quantity
    if (r.quantity > left)
      return void errors.push({ field: `lines.${i}.quantity`, code: "too_high", message: `lines.${i}.quantity is more than the ${left} left to receive` })
    line.received_quantity += r.quantity
  })
  if (errors.length) return { ok: false, errors }
  const done = [...byId.values()].every((l) => l.received_quantity >= l.quantity)
  return { ok: true, status: done ? "received" : "partially_received" }
}
