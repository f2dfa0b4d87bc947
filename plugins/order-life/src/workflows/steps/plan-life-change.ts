import { MedusaError } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { LifeAxis } from "@shop/contracts/order-life"
import { leftToCapture } from "@shop/shared/money"
import { feesOf } from "../../lib/fees"
import {
  authorizedCollection,
  capturedPayment,
  linesValue,
  liveFulfillment,
  loadExchange,
  loadOrder,
  pendingDifference,
  present,
  uncapturedPayment,
  leftToCollect,
  type LifeOrderRow,
} from "../../lib/order"
import { checkTransition, isRepeat, type LifeStates } from "../../lib/rules"
import { ORDER_LIFE_MODULE } from "../../modules/order-life"
import type OrderLifeModuleService from "../../modules/order-life/service"
import type { CallInput, LifeEventInput, LifePatch, OrderLifeRow } from "../../modules/order-life/service"

export type LifeChangeInput = {
  order_id: string
  axis: LifeAxis
  to: string
  actor_id?: string | null
  note?: string | null
  /** confirmation → postponed: ISO date in the future. */
  postponed_until?: string | null
  /** confirmation → cancelled (why the call ended the order), delivery → returned (why it came back). */
  reason?: string | null
  tracking_number?: string | null
  /** delivery → returned: the lines that came back (all when absent). */
  lines?: { line_item_id: string; quantity: number }[] | null
  /**
   * confirmation: the agent's call that led to this change (decision 0068): logged with it, the
   * life's first and last call times set, and an unassigned order becomes the caller's.
   */
  call?: Pick<CallInput, "outcome"> | null
}

export type LifePlan = {
  order_id: string
  /** A repeated post of the state the order is in: nothing to do. */
  noop: boolean
  version: number
  previous: OrderLifeRow
  patch: LifePatch
  events: LifeEventInput[]
  /** confirmation → cancelled: Medusa cancels the order (reservation released, payment cancelled). */
  cancel_order: boolean
  /** delivery → handed_over: the order's lines, fulfilled whole. */
  fulfil_items: { id: string; quantity: number }[] | null
  /** delivery → delivered: the hand-over's fulfillment, marked delivered. */
  deliver_fulfillment_id: string | null
  /** delivery → delivered: the authorized payment, captured. */
  capture_payment_id: string | null
  /** What the courier's delivery captures: what the payment has left (a deposit taken before is not captured again). */
  capture_amount: number | null
  /**
   * delivery → returned: the lines that came back, returned and received through Medusa's own
   * return (which restocks them at the return's location, the fulfillment's) — decision 0036.
   */
  return_items: { id: string; quantity: number }[]
  return_location_id: string | null
  /** delivery → returned before delivery (refused at the door): nothing is owed, the waiting payments are cancelled. */
  unpaid_return: boolean
  /** money → refunded: Medusa refunds the returned lines' value on the captured payment. */
  refund: { payment_id: string; amount: number } | null
  /**
   * An exchange parcel delivered (decision 0042): the exchange's return (the old lines) received
   * at once — Medusa restocks them — and the difference the courier collected recorded as paid.
   */
  receive_return: { return_id: string; items: { id: string; quantity: number }[] } | null
  collect_amount: number
  /** An exchange parcel refused: the exchange's return of the old lines is cancelled (the buyer keeps them). */
  cancel_return_id: string | null
  /** The call to log with the change (confirmation axis, decision 0068). */
  call: CallInput | null
}

/** A refused transition: answered 409 with the rule's sentence (see api/helpers `runChange`). */
export const REFUSED = "transition_refused"
export const refused = (rule: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, rule, REFUSED)

/**
 * The 409 answer of an error a life change threw: a refused transition, or a race lost on the
 * life's version (CONFLICT, whose message Medusa's error handler would replace); null otherwise.
 */
export function refusalOf(e: unknown): { type: "not_allowed"; message: string } | null {
  const err = e as { type?: string; code?: string; message?: string } | null
  if ((err?.type === MedusaError.Types.NOT_ALLOWED && err.code === REFUSED) || err?.type === MedusaError.Types.CONFLICT) {
    return { type: "not_allowed", message: err.message ?? "" }
  }
  return null
}
const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

const lifeService = (c: MedusaContainer) => c.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)

export async function lifeOf(c: MedusaContainer, orderId: string) {
  const [life] = await lifeService(c).listOrderLives({ order_id: orderId })
  if (!life) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} has no cash-on-delivery life`)
  return life
}

const statesOf = (l: OrderLifeRow): LifeStates => ({
  confirmation_state: l.confirmation_state,
  delivery_state: l.delivery_state,
  money_state: l.money_state,
  delivery_kind: l.delivery_kind,
})

function check(axis: LifeAxis, states: LifeStates, to: string) {
  const verdict = checkTransition(axis, states, to)
  if (!verdict.ok) throw refused(verdict.rule)
}

const event = (input: LifeChangeInput, axis: LifeAxis, from: string, to: string, data: Record<string, unknown> | null = null): LifeEventInput => ({
  axis,
  from_state: from,
  to_state: to,
  actor_id: input.actor_id ?? null,
  note: input.note?.trim() || null,
  data,
})

/** The lines that came back (all when none are named), checked against the order's lines. */
function returnItemsOf(order: LifeOrderRow, lines: LifeChangeInput["lines"]) {
  const ordered = new Map(present(order.items).map((i) => [i.id, Number(i.quantity)]))
  const wanted = lines ?? present(order.items).map((i) => ({ line_item_id: i.id, quantity: Number(i.quantity) }))
  const items = new Map<string, number>()
  wanted.forEach((l, i) => {
    const max = ordered.get(l.line_item_id)
    if (max === undefined) throw invalid(`lines.${i}.line_item_id: ${l.line_item_id} is not a line of this order`)
    const total = (items.get(l.line_item_id) ?? 0) + l.quantity
    if (total > max) throw invalid(`lines.${i}.quantity: at most ${max} came back on this line`)
    items.set(l.line_item_id, total)
  })
  return [...items].filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ id, quantity }))
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/**
 * Reads the life and the order (under the order's lock), checks the transition against the
 * three axes' rules (409 with the rule when refused), and plans the change: the life's patch,
 * its events, and the Medusa side effects the workflow then runs. A repeated post of the state
 * the order is already in (not an attempt) is a no-op.
 */
export const planLifeChangeStep = createStep("plan-order-life-change", async (input: LifeChangeInput, { container }) => {
  const life = await lifeOf(container, input.order_id)
  const states = statesOf(life)
  const base: LifePlan = {
    order_id: input.order_id,
    noop: false,
    version: Number(life.version),
    previous: life,
    patch: {},
    events: [],
    cancel_order: false,
    fulfil_items: null,
    deliver_fulfillment_id: null,
    capture_payment_id: null,
    capture_amount: null,
    return_items: [],
    return_location_id: null,
    unpaid_return: false,
    refund: null,
    receive_return: null,
    collect_amount: 0,
    cancel_return_id: null,
    call: null,
  }
  if (isRepeat(input.axis, states, input.to)) return new StepResponse({ ...base, noop: true })
  check(input.axis, states, input.to)
  const from = states[`${input.axis}_state`] as string
  const now = new Date()

  if (input.axis === "confirmation") {
    const to = input.to as OrderLifeRow["confirmation_state"]
    const patch: LifePatch = { confirmation_state: to, postponed_until: null }
    let data: Record<string, unknown> | null = null
    if (to === "no_answer") {
      patch.attempts = Number(life.attempts) + 1
      data = { attempt: patch.attempts }
    } else if (to === "postponed") {
      const until = input.postponed_until ? new Date(input.postponed_until) : null
      if (!until || Number.isNaN(until.getTime()) || until.getTime() <= Date.now()) {
        throw invalid("postponed_until: a postponed call needs a date in the future")
      }
      patch.postponed_until = until
      data = { postponed_until: until.toISOString() }
    } else if (to === "cancelled") {
      if (!input.reason?.trim()) throw invalid("reason: a cancellation needs a reason")
      patch.cancel_reason = input.reason.trim()
      data = { reason: patch.cancel_reason }
    }
    let call: CallInput | null = null
    if (input.call) {
      call = {
        outcome: input.call.outcome,
        agent_id: input.actor_id ?? null,
        note: input.note?.trim() || null,
        postponed_until: (patch.postponed_until as Date | null | undefined) ?? null,
        reason: (patch.cancel_reason as string | null | undefined) ?? null,
      }
      patch.last_call_at = now
      if (!life.first_call_at) patch.first_call_at = now
      if (!life.assigned_to && input.actor_id?.startsWith("user_")) Object.assign(patch, { assigned_to: input.actor_id, assigned_at: now })
      data = { ...(data ?? {}), outcome: input.call.outcome }
    }
    return new StepResponse({ ...base, patch, call, events: [event(input, "confirmation", from, to, data)], cancel_order: to === "cancelled" })
  }

  if (input.axis === "money") {
    const to = input.to as OrderLifeRow["money_state"]
    if (!input.note?.trim()) throw invalid(`note: say why the money is ${to}`)
    let refund: LifePlan["refund"] = null
    let data: Record<string, unknown> | null = null
    if (to === "refunded") {
      // the buyer gets back what came back: the returned lines' value, on the captured payment
      // the value the returned event froze (the lines' totals before Medusa's return); for a
      // return recorded before it was frozen, what Medusa says is owed back
      const order = await loadOrder(container, input.order_id)
      const [returned] = await lifeService(container).listOrderLifeEvents({ order_id: input.order_id, axis: "delivery", to_state: "returned" })
      const frozen = returned?.data && typeof returned.data.returned_value === "number" ? returned.data.returned_value : null
      const amount = frozen ?? Math.max(0, -pendingDifference(order))
      const payment = capturedPayment(order)
      if (payment && amount > 0) refund = { payment_id: payment.id, amount }
      data = { refund_amount: refund?.amount ?? 0, payment_id: refund?.payment_id ?? null }
    }
    return new StepResponse({ ...base, patch: { money_state: to }, events: [event(input, "money", from, to, data)], refund })
  }

  // delivery
  const to = input.to as OrderLifeRow["delivery_state"]
  const order = await loadOrder(container, input.order_id)
  const patch: LifePatch = { delivery_state: to }
  const events: LifeEventInput[] = []
  const plan: LifePlan = { ...base, patch, events }
  let data: Record<string, unknown> | null = null
  /** The money axis moves with the parcel when its rules allow it (one change, two events). */
  const moveMoney = (m: OrderLifeRow["money_state"]) => {
    if (life.money_state === m || !checkTransition("money", { ...states, delivery_state: to }, m).ok) return
    patch.money_state = m
    events.push(event({ ...input, note: null }, "money", life.money_state, m, { by: `delivery:${to}` }))
  }

  const exchange = life.delivery_kind === "exchange" && life.exchange_id ? await loadExchange(container, life.exchange_id) : null
  if (to === "handed_over" && exchange) {
    // an exchange parcel: its amounts were frozen when the exchange was recorded; it carries the new lines
    Object.assign(patch, {
      transporter_id: life.transporter_id ?? null,
      tracking_number: input.tracking_number?.trim() || null,
      handed_over_at: now,
    })
    plan.fulfil_items = exchange.new_items
    data = { kind: "exchange", exchange_id: exchange.id, new_items: exchange.new_items, ...lifeNumbers(life) }
    if (patch.tracking_number) data.tracking_number = patch.tracking_number
  } else if (to === "handed_over") {
    if (order.status === "canceled") throw refused("delivery: a cancelled order cannot be shipped")
    const shipping = present(order.shipping_methods).reduce((a, m) => a + Number(m.amount ?? 0), 0)
    const fees = await feesOf(container, life, shipping)
    const transporter = present(order.shipping_methods).find((m) => typeof m.data?.transporter_id === "string")?.data?.transporter_id
    // the courier collects what is not paid yet: the total less a deposit or installments taken before (decision 0087)
    const toCollect = leftToCollect(order)
    Object.assign(patch, {
      cash_to_collect: toCollect,
      courier_fee: fees.courier_fee,
      return_fee: fees.return_fee,
      transporter_id: life.transporter_id ?? (transporter as string | undefined) ?? null,
      tracking_number: input.tracking_number?.trim() || life.tracking_number || null,
      handed_over_at: now,
    })
    plan.fulfil_items = present(order.items).map((i) => ({ id: i.id, quantity: Number(i.quantity) }))
    data = { cash_to_collect: toCollect, courier_fee: fees.courier_fee, return_fee: fees.return_fee, fee_source: fees.source }
    if (patch.tracking_number) data.tracking_number = patch.tracking_number
  } else if (to === "delivery_attempted") {
    patch.delivery_attempts = Number(life.delivery_attempts) + 1
    data = { attempt: patch.delivery_attempts }
  } else if (to === "delivered") {
    const fulfillment = liveFulfillment(order, life.fulfillment_id)
    plan.deliver_fulfillment_id = fulfillment && !fulfillment.delivered_at ? fulfillment.id : null
    const uncaptured = exchange ? null : uncapturedPayment(order)
    const left = uncaptured ? leftToCapture(uncaptured) : 0
    plan.capture_payment_id = left > 0 ? uncaptured!.id : null
    plan.capture_amount = left > 0 ? left : null
    patch.delivered_at = now
    data = { captured_payment_id: plan.capture_payment_id }
    if (exchange) {
      // the old lines came back with the courier: received (and restocked) once, with the delivery
      if (exchange.return_id && exchange.return_items.length) plan.receive_return = { return_id: exchange.return_id, items: exchange.return_items }
      plan.collect_amount = Number(life.cash_to_collect ?? 0)
      data = { kind: "exchange", exchange_id: exchange.id, received_items: exchange.return_items, collected: plan.collect_amount }
    }
  } else if (to === "returned" || to === "returning") {
    if (to === "returned" && !input.reason?.trim()) throw invalid("reason: say why the parcel came back")
    if (input.reason?.trim()) patch.return_reason = input.reason.trim()
    if (to === "returned") {
      const fulfillment = liveFulfillment(order, life.fulfillment_id)
      // an exchange parcel refused: what comes back is the new lines it carried (the buyer keeps the old ones)
      plan.return_items = exchange ? exchange.new_items : returnItemsOf(order, input.lines)
      plan.return_location_id = fulfillment?.location_id ?? life.location_id ?? null
      if (!fulfillment) plan.return_items = []
      if (exchange) plan.cancel_return_id = exchange.return_id
      // refused at the door (never delivered): nothing was paid, the authorization is cancelled
      // (only with a Medusa return: a life migrated without its fulfillment keeps Medusa's order as it was)
      plan.unpaid_return = !life.delivered_at && plan.return_items.length > 0 && !!authorizedCollection(order)
      patch.returned_at = now
      data = {
        reason: patch.return_reason,
        lines: input.lines ?? null,
        returned_items: plan.return_items,
        returned_value: exchange ? 0 : linesValue(order, plan.return_items),
        location_id: plan.return_location_id,
        payment_cancelled: plan.unpaid_return,
        ...(exchange ? { kind: "exchange", exchange_id: exchange.id, exchange_return_cancelled: exchange.return_id } : {}),
      }
    } else data = { reason: patch.return_reason ?? null }
  } else if (input.tracking_number?.trim()) {
    patch.tracking_number = input.tracking_number.trim()
    data = { tracking_number: patch.tracking_number }
  }
  events.push(event(input, "delivery", from, to, data))
  if (to === "delivered") moveMoney("collected_by_courier")
  // Came back before it was delivered: nothing collected, the courier's return fee is owed.
  // Delivered then returned: the cash stays as collected until a refund is recorded.
  if (to === "returned" && life.money_state === "to_collect") moveMoney("return_fee_due")
  if (to === "lost") moveMoney("written_off")
  return new StepResponse(plan)
})

export const lifeNumbers = (l: OrderLifeRow) => ({ cash_to_collect: num(l.cash_to_collect), courier_fee: num(l.courier_fee), return_fee: num(l.return_fee) })
