import { MedusaError } from "@medusajs/framework/utils"
import type { ExpeditionStatus } from "../modules/expedition/models/internal-expedition"

/**
 * Error codes the admin screens translate (spec §8); every message also names its field.
 * `invalid_data` is the reception's "Invalid data".
 */
export const ERROR_CODES = ["invalid_quantity", "invalid_data", "invalid_status", "invalid_allocation"] as const

export const invalid = (field: string, code: (typeof ERROR_CODES)[number], detail: string) =>
  new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: ${detail}`, code)

export type ExpeditionAction = "edit" | "send" | "arrive" | "receive" | "complete" | "cancel"

/**
 * The state machine. inprogress (items editable) → sent (stock left the source) → received
 * (the destination confirmed the arrival) → partially_received / fully_received (parts counted)
 * → completed. Cancelling is possible until everything has been received; it returns what is
 * still in transit to the source.
 */
export const ALLOWED_FROM: Record<ExpeditionAction, readonly ExpeditionStatus[]> = {
  edit: ["inprogress"],
  send: ["inprogress"],
  arrive: ["sent"],
  receive: ["sent", "received", "partially_received"],
  complete: ["fully_received"],
  cancel: ["inprogress", "sent", "received", "partially_received"],
}

export function assertAllowed(status: ExpeditionStatus, action: ExpeditionAction) {
  if (!ALLOWED_FROM[action].includes(status)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `status: an expedition that is ${status} cannot be ${ACTION_PAST[action]}`, "invalid_status")
  }
}

const ACTION_PAST: Record<ExpeditionAction, string> = {
  edit: "edited",
  send: "sent",
  arrive: "marked as received",
  receive: "received",
  complete: "completed",
  cancel: "cancelled",
}

export type LineCount = { quantity: number; quantity_received: number; quantity_returned?: number }

export const outstanding = (l: LineCount) => l.quantity - l.quantity_received - (l.quantity_returned ?? 0)

/** Status once a reception is counted: fully received when nothing is outstanding. */
export const statusAfterReception = (lines: LineCount[]): ExpeditionStatus =>
  lines.every((l) => outstanding(l) === 0) ? "fully_received" : "partially_received"

/** An integer within [min, max]; otherwise the invalid-quantity error naming the field. */
export function checkQuantity(value: unknown, field: string, min: number, max: number, code: (typeof ERROR_CODES)[number] = "invalid_quantity"): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`
    throw invalid(field, code, `invalid quantity: must be ${range}`)
  }
  return n
}

/** Stock allocation rows: each 0..max, the sum at most max (spec §5). */
export function checkAllocation(max: number, rows: { quantity: unknown }[]) {
  const quantities = rows.map((r, i) => checkQuantity(r.quantity, `allocations.${i}.quantity`, 0, max, "invalid_allocation"))
  const total = quantities.reduce((a, b) => a + b, 0)
  if (total > max) throw invalid("allocations", "invalid_allocation", `the total ${total} exceeds the maximum ${max}`)
  if (total === 0) throw invalid("allocations", "invalid_allocation", "allocate at least one unit")
  return quantities
}
