import type { CustomerCounts, CustomerRisk, RiskLevel } from "@shop/contracts/cod-customers"
import type { ConfirmationState, DeliveryState } from "@shop/contracts/order-life"

/** One order's life as the history reads it. */
export type LifeFacts = {
  confirmation_state: ConfirmationState
  delivery_state: DeliveryState
  cancel_reason?: string | null
  cash_to_collect?: number | string | null
}

const GONE: readonly DeliveryState[] = ["returning", "returned"]

/** Counts and total collected of a buyer's orders (`order_life` rows). */
export function historyOf(lives: LifeFacts[]) {
  const counts: CustomerCounts = { orders: 0, confirmed: 0, handed_over: 0, delivered: 0, refused_or_returned: 0, cancelled: 0 }
  let lost = 0
  let fake = 0
  let total_collected = 0
  for (const l of lives) {
    counts.orders += 1
    if (l.confirmation_state === "confirmed") counts.confirmed += 1
    if (l.confirmation_state === "cancelled") {
      counts.cancelled += 1
      if (l.cancel_reason === "fake_order") fake += 1
    }
    if (l.delivery_state !== "not_shipped") counts.handed_over += 1
    if (l.delivery_state === "delivered") {
      counts.delivered += 1
      // centimes, so a sum of DA amounts with decimals stays exact
      total_collected += Math.round(Number(l.cash_to_collect ?? 0) * 100)
    }
    if (GONE.includes(l.delivery_state)) counts.refused_or_returned += 1
    if (l.delivery_state === "lost") lost += 1
  }
  return { counts, lost, fake_orders: fake, total_collected: total_collected / 100 }
}

/**
 * The risk of taking a buyer's next order, from what their orders became (decision 0037):
 * - the delivery rate is delivered ÷ parcels whose outcome is known (delivered, refused or returned,
 *   lost): parcels still on their way do not count against the buyer;
 * - flagged when refused or returned parcels reach `threshold` (the shop's setting): shown to staff,
 *   never blocking by itself;
 * - `high`: flagged, an order cancelled as fake, or at least 2 refusals with a delivery rate under 50 %;
 * - `medium`: at least one refusal, or a delivery rate under 80 %;
 * - `new`: no parcel with a known outcome yet (and nothing above);
 * - `low`: delivered, and none of the above.
 */
export function customerRisk(lives: LifeFacts[], threshold: number): CustomerRisk & ReturnType<typeof historyOf> {
  const h = historyOf(lives)
  const refusals = h.counts.refused_or_returned
  const known = h.counts.delivered + refusals + h.lost
  const delivery_rate = known ? Math.round((h.counts.delivered / known) * 1000) / 1000 : null
  const flag = threshold > 0 && refusals >= threshold ? { reason: "refusals" as const, refusals, threshold } : null
  let level: RiskLevel
  if (flag || h.fake_orders > 0 || (refusals >= 2 && delivery_rate !== null && delivery_rate < 0.5)) level = "high"
  else if (refusals >= 1 || (delivery_rate !== null && delivery_rate < 0.8)) level = "medium"
  else if (delivery_rate === null) level = "new"
  else level = "low"
  return { ...h, level, delivery_rate, flag }
}
