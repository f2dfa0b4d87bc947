import { MedusaError } from "@medusajs/framework/utils"
import { parseAmount } from "./statement-csv"

export type ReceivedInput = { order_id: string; amount_received: number | string }
export type Received = { order_id: string; amount_received: number }

/**
 * The per-parcel amounts of a payment recorded from a statement: each names one of the payment's
 * orders, once, with an amount of at most 2 decimals (negative for a returned parcel: the courier
 * deducts its return fee). A 400 names the bad field (`received.2.amount_received`).
 */
export function checkReceived(lines: ReceivedInput[] | null | undefined, orderIds: string[]): Received[] | null {
  if (!lines) return null
  const seen = new Set<string>()
  return lines.map((l, i) => {
    const field = `received.${i}`
    if (!orderIds.includes(l.order_id)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}.order_id: order ${l.order_id} is not among order_ids`, "invalid_data")
    }
    if (seen.has(l.order_id)) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}.order_id: order ${l.order_id} is given twice`, "invalid_data")
    seen.add(l.order_id)
    const parsed = typeof l.amount_received === "number" ? parseAmount(String(l.amount_received)) : parseAmount(l.amount_received)
    if ("error" in parsed || (typeof l.amount_received === "number" && !Number.isFinite(l.amount_received))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}.amount_received: must be an amount with at most 2 decimals`, "invalid_data")
    }
    return { order_id: l.order_id, amount_received: parsed.value }
  })
}
