import { MedusaError } from "@medusajs/framework/utils"

/** A parcel as a remittance reads it from its order life (amounts frozen at hand-over). */
export type Parcel = {
  delivery_state: string
  money_state: string
  cash_to_collect: unknown
  courier_fee: unknown
  return_fee: unknown
  /** An exchange parcel (decision 0042): what the courier still owes for the order's earlier parcel, settled with this one. */
  owed_before?: unknown
}

/**
 * Whether a courier's remittance settles this parcel: delivered with the cash collected by the
 * courier, or returned with the courier's return fee due.
 */
export const payable = (p: Pick<Parcel, "delivery_state" | "money_state">) =>
  (p.delivery_state === "delivered" && p.money_state === "collected_by_courier") || (p.delivery_state === "returned" && p.money_state === "return_fee_due")

/**
 * What the courier owes the shop for one parcel, to the centime: the cash it collected minus the
 * fee it keeps for a delivered parcel; minus its return fee (a negative amount) for a returned one.
 * For an exchange parcel, plus what it still owes for the order's first parcel when that one was
 * not remitted yet (`owed_before`): both are settled together (decision 0042).
 */
export function parcelExpected(p: Parcel): number {
  const c = (v: unknown) => toCentimes(Number(v ?? 0))
  const before = c(p.owed_before)
  if (p.delivery_state === "returned") return fromCentimes(before - c(p.return_fee))
  return fromCentimes(before + c(p.cash_to_collect) - c(p.courier_fee))
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
