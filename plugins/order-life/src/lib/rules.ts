import type { ConfirmationState, DeliveryKind, DeliveryState, LifeAxis, MoneyState } from "@shop/contracts/order-life"

/** The three states of an order's life (what every rule reads), and whether its parcel is an exchange (decision 0042). */
export type LifeStates = { confirmation_state: ConfirmationState; delivery_state: DeliveryState; money_state: MoneyState; delivery_kind?: DeliveryKind }

/** A transition an axis refuses; the message names the rule (answered as 409). */
export type Refusal = { ok: false; rule: string }
export type Verdict = { ok: true } | Refusal

const IN_FLIGHT: readonly DeliveryState[] = ["handed_over", "in_transit", "out_for_delivery", "delivery_attempted"]

/** Confirmation: every outcome can follow an open call; confirmed can still be cancelled before the hand-over. */
const CONFIRMATION: Record<ConfirmationState, readonly ConfirmationState[]> = {
  to_confirm: ["no_answer", "postponed", "confirmed", "cancelled"],
  no_answer: ["no_answer", "postponed", "confirmed", "cancelled"],
  postponed: ["no_answer", "postponed", "confirmed", "cancelled"],
  confirmed: ["cancelled"],
  cancelled: [],
}

/**
 * Delivery: handed over, then the courier's steps in order (a step may be skipped: not every courier
 * reports every step); an attempt can be repeated; a parcel in flight can come back (returning, or
 * returned at once) or be lost; a delivered parcel can still be returned by its buyer.
 */
const DELIVERY: Record<DeliveryState, readonly DeliveryState[]> = {
  not_shipped: ["handed_over"],
  handed_over: ["in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"],
  in_transit: ["out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"],
  out_for_delivery: ["delivery_attempted", "delivered", "returning", "returned", "lost"],
  delivery_attempted: ["out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"],
  delivered: ["returning", "returned"],
  returning: ["returned", "lost"],
  returned: [],
  lost: [],
}

/** Money: collected when delivered, a return fee due when the parcel came back, then settled by a remittance. */
const MONEY: Record<MoneyState, readonly MoneyState[]> = {
  to_collect: ["collected_by_courier", "return_fee_due", "written_off"],
  collected_by_courier: ["remitted", "refunded", "written_off"],
  return_fee_due: ["remitted", "written_off"],
  remitted: ["refunded"],
  refunded: [],
  written_off: [],
}

const TABLES = { confirmation: CONFIRMATION, delivery: DELIVERY, money: MONEY } as const

/** Repeating these adds an attempt (or a new date); any other state repeated is a no-op, not a change. */
export const REPEATABLE = new Set<string>(["no_answer", "postponed", "delivery_attempted"])

const refuse = (rule: string): Refusal => ({ ok: false, rule })

/**
 * Whether `axis` may move to `to` given all three states. Cross-axis rules: nothing is handed over
 * before it is confirmed; an order is cancelled only before its hand-over; a cancelled order moves no
 * further; delivered and returned are what move the money.
 */
export function checkTransition(axis: LifeAxis, states: LifeStates, to: string): Verdict {
  const from = states[`${axis}_state`] as string
  const table = TABLES[axis] as Record<string, readonly string[]>
  if (!(to in table)) return refuse(`${axis}: unknown state ${to}`)
  if (!table[from]?.includes(to)) return refuse(`${axis}: an order that is ${from} cannot become ${to}`)
  const { confirmation_state: c, delivery_state: d, money_state: m } = states
  const exchange = states.delivery_kind === "exchange"
  if (axis === "confirmation" && to === "cancelled" && exchange) {
    return refuse("confirmation: this order was delivered and is being exchanged; it cannot be cancelled")
  }
  if (axis === "confirmation" && to === "cancelled" && d !== "not_shipped") {
    return refuse(`confirmation: an order that is ${d} with its courier cannot be cancelled; mark it returned instead`)
  }
  if (axis === "delivery") {
    if (c === "cancelled") return refuse("delivery: a cancelled order cannot be shipped")
    if (to === "handed_over" && c !== "confirmed") return refuse(`delivery: an order must be confirmed before it is handed over (it is ${c})`)
    if (exchange && from === "delivered" && (to === "returning" || to === "returned")) {
      return refuse("delivery: a delivered exchange parcel is not returned; record a new exchange instead")
    }
    if (from === "delivered" && (to === "returning" || to === "returned") && m === "remitted") {
      return refuse("delivery: the courier has already paid for this order; record a refund before taking it back")
    }
  }
  if (axis === "money") {
    if (c === "cancelled") return refuse("money: a cancelled order has nothing to collect")
    if (to === "written_off" && m === "to_collect" && d !== "lost")
      return refuse(`money: only a lost parcel is written off before it is collected (it is ${d})`)
    if (to === "collected_by_courier" && d !== "delivered") return refuse(`money: cash is collected only on delivery (the parcel is ${d})`)
    if (to === "return_fee_due" && d !== "returned") return refuse(`money: a return fee is due only for a returned parcel (it is ${d})`)
    if (to === "refunded" && d !== "returned" && d !== "returning") return refuse("money: a refund follows a returned parcel")
  }
  return { ok: true }
}

/**
 * An exchange (decision 0042): a delivered parcel whose buyer wants another size, colour or product.
 * The delivery axis goes back to not_shipped (kind exchange) for a new hand-over, the money axis
 * back to to_collect (the difference, frozen then), the earlier parcel's cash staying accounted on
 * the life. Only a confirmed, delivered order whose cash the courier collected (or already remitted)
 * can be exchanged; not one being returned, refunded, lost or written off.
 */
export function checkExchange(states: LifeStates): Verdict {
  const { confirmation_state: c, delivery_state: d, money_state: m } = states
  if (c !== "confirmed") return refuse(`exchange: only a confirmed order is exchanged (it is ${c})`)
  if (d !== "delivered") return refuse(`exchange: only a delivered order is exchanged (it is ${d})`)
  if (m !== "collected_by_courier" && m !== "remitted") {
    return refuse(`exchange: the first parcel's cash must be collected or remitted before an exchange (it is ${m})`)
  }
  return { ok: true }
}

/**
 * An edit during the call (issue 19 item 2, decision 0071): lines, variants, address, commune,
 * courier or home/desk change while nothing left the warehouse — an order not cancelled, its parcel
 * not handed over, a first delivery (an exchange parcel's lines were fixed by the exchange).
 */
export function checkEdit(states: LifeStates): Verdict {
  const { confirmation_state: c, delivery_state: d, money_state: m } = states
  if (c === "cancelled") return refuse("edit: a cancelled order cannot be edited")
  if (d !== "not_shipped") return refuse(`edit: only an order not handed over yet can be edited (it is ${d})`)
  if (states.delivery_kind === "exchange") return refuse("edit: an exchange parcel's lines are the exchange's; record another exchange instead")
  if (m !== "to_collect") return refuse(`edit: the order's money already moved (it is ${m})`)
  return { ok: true }
}

/** The states an exchange moves the life to (outside the per-axis tables: only the exchange action takes these edges). */
export const EXCHANGE_TARGET = { delivery_state: "not_shipped", money_state: "to_collect", delivery_kind: "exchange" } as const

/** Every state `axis` could move to now (what the order page offers). */
export function allowedTransitions(axis: LifeAxis, states: LifeStates): string[] {
  const from = states[`${axis}_state`] as string
  const table = TABLES[axis] as Record<string, readonly string[]>
  return (table[from] ?? []).filter((to) => checkTransition(axis, states, to).ok)
}

export const allowedByAxis = (states: LifeStates): Record<LifeAxis, string[]> => ({
  confirmation: allowedTransitions("confirmation", states),
  delivery: allowedTransitions("delivery", states),
  money: allowedTransitions("money", states),
})

/** Whether moving to `to` is the state the order is already in and not an attempt: a repeated post, answered as it is. */
export const isRepeat = (axis: LifeAxis, states: LifeStates, to: string) => states[`${axis}_state`] === to && !REPEATABLE.has(to)

/** The in-flight delivery states (handed over, not yet delivered, returned or lost). */
export const inFlight = (d: DeliveryState) => IN_FLIGHT.includes(d)
