import type { CashPositionTotals } from "@shop/contracts/dashboard"

export type { CashPositionTotals }
/**
 * A courier's cash position (decision 0038): what it collected, what it keeps, what it owes the
 * shop and has not remitted yet, what it remitted and the differences found when it did. Computed in
 * centimes from the amounts frozen on each parcel's life and from the recorded payments.
 */
export type PositionParcel = {
  transporter_id: string | null
  delivery_state: string
  money_state: string
  cash_to_collect: number | null
  courier_fee: number | null
  return_fee: number | null
  /** Decision 0042: the order's earlier parcels (before an exchange parcel), their cash, fees and what is still owed for them. */
  collected_before?: number | null
  fees_before?: number | null
  owed_before?: number | null
}
/** One payment, or (with `count`) the sums of several payments of a courier. */
export type PositionPayment = { transporter_id: string; amount_expected: number; amount_received: number; difference: number; count?: number }

const IN_FLIGHT = new Set(["handed_over", "in_transit", "out_for_delivery", "delivery_attempted", "returning"])
const c = (v: number | null | undefined) => Math.round(Number(v ?? 0) * 100)

/** A courier with no parcel and no payment yet. */
export const emptyPosition = (): CashPositionTotals => ({
  delivered_count: 0,
  collected: 0,
  courier_fees: 0,
  returned_count: 0,
  return_fees: 0,
  owed_count: 0,
  owed: 0,
  in_flight_count: 0,
  in_flight_cash: 0,
  payments_count: 0,
  remitted_expected: 0,
  remitted: 0,
  difference: 0,
})

/** Per transporter id (parcels without a courier are left out). Amounts in DA, exact to the centime. */
export function cashPositions(parcels: PositionParcel[], payments: PositionPayment[]): Map<string, CashPositionTotals> {
  const acc = new Map<string, CashPositionTotals>()
  const of = (id: string) => {
    let a = acc.get(id)
    if (!a) acc.set(id, (a = emptyPosition()))
    return a
  }
  for (const p of parcels) {
    if (!p.transporter_id) continue
    const a = of(p.transporter_id)
    // an exchange: the first parcel was delivered and its cash collected, whatever the exchange parcel does
    if (c(p.collected_before) > 0 || c(p.fees_before) > 0) {
      a.delivered_count += 1
      a.collected += c(p.collected_before)
      a.courier_fees += c(p.fees_before)
    }
    if (p.money_state !== "remitted" && p.money_state !== "written_off" && c(p.owed_before) !== 0) {
      if (p.money_state === "to_collect") a.owed_count += 1
      a.owed += c(p.owed_before)
    }
    if (p.delivery_state === "delivered") {
      a.delivered_count += 1
      a.collected += c(p.cash_to_collect)
      a.courier_fees += c(p.courier_fee)
    }
    if (p.delivery_state === "returned") {
      a.returned_count += 1
      a.return_fees += c(p.return_fee)
    }
    if (IN_FLIGHT.has(p.delivery_state)) {
      a.in_flight_count += 1
      a.in_flight_cash += c(p.cash_to_collect)
    }
    if (p.money_state === "collected_by_courier") {
      a.owed_count += 1
      a.owed += c(p.cash_to_collect) - c(p.courier_fee)
    }
    if (p.money_state === "return_fee_due") {
      a.owed_count += 1
      a.owed -= c(p.return_fee)
    }
  }
  for (const p of payments) {
    const a = of(p.transporter_id)
    a.payments_count += p.count ?? 1
    a.remitted_expected += c(p.amount_expected)
    a.remitted += c(p.amount_received)
    a.difference += c(p.difference)
  }
  const out = new Map<string, CashPositionTotals>()
  for (const [id, a] of acc) {
    out.set(id, {
      ...a,
      collected: a.collected / 100,
      courier_fees: a.courier_fees / 100,
      return_fees: a.return_fees / 100,
      owed: a.owed / 100,
      in_flight_cash: a.in_flight_cash / 100,
      remitted_expected: a.remitted_expected / 100,
      remitted: a.remitted / 100,
      difference: a.difference / 100,
    })
  }
  return out
}
