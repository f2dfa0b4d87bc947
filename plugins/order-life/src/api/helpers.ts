import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { AdminOrderLife, AdminOrderLifeResponse, OrderLifeEvent } from "@shop/contracts/order-life"
import { allowedByAxis, checkEdit, checkExchange } from "../lib/rules"
import { ORDER_LIFE_MODULE } from "../modules/order-life"
import type OrderLifeModuleService from "../modules/order-life/service"
import type { OrderLifeRow } from "../modules/order-life/service"
import { refusalOf } from "../workflows/steps/plan-life-change"

export const lifeService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
export const actorOf = (req: AuthenticatedMedusaRequest) => req.auth_context?.actor_id ?? null

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)
const amount = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100)

/** Money states a person records (the others move with the parcel or a courier payment). */
const MONEY_BY_HAND = new Set(["refunded", "written_off"])

/**
 * The row as the contract answers it: amounts as numbers, dates as ISO strings, and the
 * transitions a person may post now (money: only refunded and written_off are posted by hand).
 */
export function toAdminLife(l: OrderLifeRow): AdminOrderLife {
  const states = { confirmation_state: l.confirmation_state, delivery_state: l.delivery_state, money_state: l.money_state }
  const rules = { ...states, delivery_kind: l.delivery_kind }
  return {
    id: l.id,
    order_id: l.order_id,
    display_id: l.display_id ?? null,
    ...states,
    delivery_kind: l.delivery_kind,
    order_type: l.order_type,
    attempts: Number(l.attempts),
    delivery_attempts: Number(l.delivery_attempts),
    postponed_until: iso(l.postponed_until),
    cancel_reason: l.cancel_reason ?? null,
    return_reason: l.return_reason ?? null,
    customer_id: l.customer_id ?? null,
    first_name: l.first_name,
    last_name: l.last_name,
    phone: l.phone,
    wilaya_code: l.wilaya_code,
    commune_code: l.commune_code,
    transporter_id: l.transporter_id ?? null,
    delivery_type: l.delivery_type ?? null,
    tracking_number: l.tracking_number ?? null,
    fulfillment_id: l.fulfillment_id ?? null,
    remittance_id: l.remittance_id ?? null,
    cash_to_collect: amount(l.cash_to_collect),
    courier_fee: amount(l.courier_fee),
    return_fee: amount(l.return_fee),
    handed_over_at: iso(l.handed_over_at),
    delivered_at: iso(l.delivered_at),
    returned_at: iso(l.returned_at),
    created_at: iso(l.created_at)!,
    updated_at: iso(l.updated_at)!,
    exchange_id: l.exchange_id ?? null,
    collected_before: amount(l.collected_before) ?? 0,
    fees_before: amount(l.fees_before) ?? 0,
    owed_before: amount(l.owed_before) ?? 0,
    can_exchange: checkExchange(rules).ok,
    can_edit: checkEdit(rules).ok,
    allowed: (({ money, ...rest }) => ({ ...rest, money: money.filter((m) => MONEY_BY_HAND.has(m)) }))(allowedByAxis(rules)),
  }
}

/** `{ life, events }` of an order (events newest first); 404 when the order has no life. */
export async function lifeView(req: AuthenticatedMedusaRequest, orderId: string): Promise<AdminOrderLifeResponse> {
  const service = lifeService(req)
  const [life] = await service.listOrderLives({ order_id: orderId })
  if (!life) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order ${orderId} has no cash-on-delivery life`)
  const events = await service.listOrderLifeEvents({ order_id: orderId }, { order: { created_at: "DESC" }, take: null })
  return {
    life: toAdminLife(life),
    events: events.map((e): OrderLifeEvent => ({
      id: e.id,
      axis: e.axis,
      from_state: e.from_state,
      to_state: e.to_state,
      actor_id: e.actor_id ?? null,
      note: e.note ?? null,
      data: (e.data as Record<string, unknown> | null) ?? null,
      created_at: iso(e.created_at)!,
    })),
  }
}

/**
 * Runs a transition and answers. A refused transition (and a race lost on the life's version)
 * is a 409 with the rule's sentence (`refusalOf`); anything else goes to Medusa's handler.
 */
export async function runChange(res: MedusaResponse, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (e) {
    const refusal = refusalOf(e)
    if (!refusal) throw e
    res.status(409).json(refusal)
    return false
  }
}

/**
 * A transition route's answer: runs the change (an order without a life is the workflow's own 404,
 * a refusal a 409 with the rule) and answers the life as it is now.
 */
export async function answerChange(req: AuthenticatedMedusaRequest, res: MedusaResponse, run: () => Promise<unknown>) {
  if (await runChange(res, run)) res.json(await lifeView(req, req.params.id))
}
