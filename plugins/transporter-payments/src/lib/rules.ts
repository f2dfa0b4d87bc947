import { MedusaError } from "@medusajs/framework/utils"
import type { DeliveryStatus } from "../modules/transporter-payment/models/order-delivery"

/** none → shipped → delivered; shipped or delivered (unpaid) → returned. */
const NEXT: Record<DeliveryStatus | "none", readonly DeliveryStatus[]> = {
  none: ["shipped"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  returned: [],
}

export function assertDeliveryTransition(from: DeliveryStatus | null | undefined, to: DeliveryStatus) {
  const current = from ?? "none"
  if (!NEXT[current].includes(to)) {
    const what = from ? `is ${from}` : "has not been shipped"
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `status: an order that ${what} cannot become ${to}`, "invalid_status")
  }
}

/** Money in DA with at most 2 decimals, as an exact number of centimes. */
export const toCentimes = (amount: number) => Math.round(amount * 100)
export const fromCentimes = (c: number) => c / 100

export function checkAmount(value: unknown, field: string) {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value.replace(",", ".")) : value
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: must be an amount of at least 0 with at most 2 decimals`, "invalid_data")
  }
  return n
}

/** Expected total, received amount and their difference (received − expected), to the centime. */
export function settle(expected: number[], received: number) {
  const e = expected.reduce((a, x) => a + toCentimes(x), 0)
  const r = toCentimes(received)
  return { amount_expected: fromCentimes(e), amount_received: fromCentimes(r), difference: fromCentimes(r - e) }
}
