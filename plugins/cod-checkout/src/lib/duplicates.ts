import { searchKey } from "@shop/shared/text"

/**
 * Probable duplicates (issue 19 item 2, decision 0070): an order is probably the same as an earlier
 * live one — still to confirm or confirmed, not cancelled — placed within `DUPLICATE_WINDOW_HOURS`
 * before it, from the same phone, or by the same person (names folded: accents, case, Arabic letter
 * variants, first/last in either order) in the same commune (a second phone of the same buyer). The
 * agent then cancels it as a duplicate in one click, after checking with the buyer.
 */
export const DUPLICATE_WINDOW_HOURS = 48

export type DuplicateCandidate = {
  order_id: string
  phone: string
  first_name: string
  last_name: string
  commune_code: number
  confirmation_state: string
  created_at: Date | string
}
export type DuplicateMatch = { order_id: string; by: "phone" | "name_commune" }

const LIVE = new Set(["to_confirm", "no_answer", "postponed", "confirmed"])

/** The person's key: both names folded and sorted, so "Benali Zoé" and "zoe BENALI" are one. */
export const personKey = (first: string, last: string) => [searchKey(first), searchKey(last)].filter(Boolean).sort().join(" ")

export function probableDuplicateOf(order: DuplicateCandidate, others: DuplicateCandidate[], windowHours = DUPLICATE_WINDOW_HOURS): DuplicateMatch | null {
  const at = new Date(order.created_at).getTime()
  const earlier = others
    .filter((o) => o.order_id !== order.order_id && LIVE.has(o.confirmation_state))
    .filter((o) => {
      const t = new Date(o.created_at).getTime()
      return t < at && at - t <= windowHours * 3600_000
    })
    // the closest earlier order first
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
  const byPhone = earlier.find((o) => o.phone === order.phone)
  if (byPhone) return { order_id: byPhone.order_id, by: "phone" }
  const me = personKey(order.first_name, order.last_name)
  const byName = me ? earlier.find((o) => o.commune_code === order.commune_code && personKey(o.first_name, o.last_name) === me) : undefined
  return byName ? { order_id: byName.order_id, by: "name_commune" } : null
}
