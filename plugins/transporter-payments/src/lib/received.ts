import { MedusaError } from "@medusajs/framework/utils"
import { parseAmount } from "./statement-csv"

const amountOf = (text: string) => {
  const p = parseAmount(text)
  return "error" in p ? null : p.value
}

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
    // A JSON number is taken as it is ("1.005" read as text would be a thousands mark); text as a courier writes it.
    const n = l.amount_received
    const value =
      typeof n === "number" ? (Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 ? Math.round(n * 100) / 100 : null) : amountOf(n)
    if (value === null) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}.amount_received: must be an amount with at most 2 decimals`, "invalid_data")
    }
    return { order_id: l.order_id, amount_received: value }
  })
}
