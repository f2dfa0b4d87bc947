/**
 * The life of a cash-on-delivery order (order-life plugin, decision 0035): three axes kept apart,
 * each a state machine enforced on the server, every change recorded. What
 * `/admin/orders/:id/life` answers and what its transition routes take.
 */
import { z } from "zod"
import type { OrderType } from "./order-type"

/** The phone confirmation. `no_answer` counts attempts; `postponed` carries a date; `cancelled` a reason. */
export const CONFIRMATION_STATES = ["to_confirm", "no_answer", "postponed", "confirmed", "cancelled"] as const
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number]

/** The parcel, from the hand-over to the courier until it is delivered, returned or lost. */
export const DELIVERY_STATES = [
  "not_shipped",
  "handed_over",
  "in_transit",
  "out_for_delivery",
  "delivery_attempted",
  "delivered",
  "returning",
  "returned",
  "lost",
] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/**
 * The cash. `return_fee_due`: a parcel came back, the courier collected nothing and the shop owes
 * it the return fee, settled (deducted) in a remittance, which makes it `remitted`.
 */
export const MONEY_STATES = ["to_collect", "collected_by_courier", "return_fee_due", "remitted", "refunded", "written_off"] as const
export type MoneyState = (typeof MONEY_STATES)[number]

export const LIFE_AXES = ["confirmation", "delivery", "money"] as const
export type LifeAxis = (typeof LIFE_AXES)[number]

/** Why a call ended the order. */
export const CANCEL_REASONS = ["refused_on_phone", "fake_order", "duplicate", "unreachable", "out_of_stock", "customer_request", "other"] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** Why a parcel came back. */
export const RETURN_REASONS = ["refused_at_door", "unreachable", "wrong_address", "damaged", "customer_return", "other"] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Home delivery or an exchange (the courier brings the new item and takes the old one back). */
export const DELIVERY_KINDS = ["delivery", "exchange"] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

/** One recorded change: who, when, from, to, and why. */
export type OrderLifeEvent = {
  id: string
  axis: LifeAxis
  from_state: string
  to_state: string
  actor_id: string | null
  note: string | null
  /** Extra facts of the change: attempt number, postponed until, reason, return lines, remittance id... */
  data: Record<string, unknown> | null
  created_at: string
}

/** Amounts frozen at hand-over, in DA (2 decimals at most). Null before the hand-over. */
export type FrozenAmounts = {
  /** What the courier collects at the door: the order total. */
  cash_to_collect: number | null
  /** What the courier keeps for the delivery (the rate table, home or stop-desk, commune override first). */
  courier_fee: number | null
  /** What the courier charges when the parcel comes back (the rate table's return fee; 0 when it has none). */
  return_fee: number | null
}

export type AdminOrderLife = FrozenAmounts & {
  id: string
  order_id: string
  display_id: number | null
  confirmation_state: ConfirmationState
  delivery_state: DeliveryState
  money_state: MoneyState
  delivery_kind: DeliveryKind
  /** How the order was taken (decision 0074). */
  order_type: OrderType
  attempts: number
  delivery_attempts: number
  postponed_until: string | null
  cancel_reason: string | null
  return_reason: string | null
  customer_id: string | null
  first_name: string
  last_name: string
  phone: string
  wilaya_code: number
  commune_code: number
  transporter_id: string | null
  delivery_type: string | null
  tracking_number: string | null
  fulfillment_id: string | null
  remittance_id: string | null
  handed_over_at: string | null
  delivered_at: string | null
  returned_at: string | null
  created_at: string
  updated_at: string
  /** The Medusa exchange of the current exchange parcel (decision 0042), null for a first delivery. */
  exchange_id: string | null
  /** Cash collected at the door by the order's earlier parcels (before the current exchange parcel). */
  collected_before: number
  /** Courier fees of those earlier parcels. */
  fees_before: number
  /** What the courier still owes for those earlier parcels (settled with the current parcel; 0 when remitted). */
  owed_before: number
  /** The transitions the server would accept now, per axis (the order page offers only these). */
  allowed: Record<LifeAxis, string[]>
  /** Whether `POST /admin/orders/:id/life/exchange` would be accepted now. */
  can_exchange: boolean
  /** Whether `POST /admin/orders/:id/life/edit` would be accepted now (before hand-over, decision 0071). */
  can_edit: boolean
}

export type AdminOrderLifeResponse = { life: AdminOrderLife; events: OrderLifeEvent[] }

/** `POST /admin/orders/:id/life/confirmation` */
export const ConfirmationChangeSchema = z
  .object({
    to: z.enum(["no_answer", "postponed", "confirmed", "cancelled"]),
    postponed_until: z.string().datetime({ offset: true }).nullish(),
    reason: z.enum(CANCEL_REASONS).nullish(),
    note: z.string().trim().max(1000).nullish(),
  })
  .strict()
export type ConfirmationChange = z.infer<typeof ConfirmationChangeSchema>

/** A line (some of its quantity) that came back. */
export const ReturnLineSchema = z.object({ line_item_id: z.string().min(1), quantity: z.number().int().positive() }).strict()
export type ReturnLine = z.infer<typeof ReturnLineSchema>

/** `POST /admin/orders/:id/life/delivery` */
export const DeliveryChangeSchema = z
  .object({
    to: z.enum(["handed_over", "in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"]),
    tracking_number: z.string().trim().min(1).max(100).nullish(),
    reason: z.enum(RETURN_REASONS).nullish(),
    /** Partial return: the lines that came back; all of them when absent. */
    lines: z.array(ReturnLineSchema).min(1).nullish(),
    note: z.string().trim().max(1000).nullish(),
  })
  .strict()
export type DeliveryChange = z.infer<typeof DeliveryChangeSchema>

/** `POST /admin/orders/:id/life/money` (collected and remitted are set by delivery and remittances). */
export const MoneyChangeSchema = z
  .object({
    to: z.enum(["refunded", "written_off"]),
    note: z.string().trim().min(1).max(1000),
  })
  .strict()
export type MoneyChange = z.infer<typeof MoneyChangeSchema>

/** A line (some of its quantity) the courier takes back in an exchange. */
export const ExchangeReturnLineSchema = z.object({ line_item_id: z.string().min(1), quantity: z.number().int().positive() }).strict()
/** A variant (and how many) the exchange parcel brings; its price is the shop's, computed by the server. */
export const ExchangeNewItemSchema = z.object({ variant_id: z.string().min(1), quantity: z.number().int().positive() }).strict()

/** `POST /admin/orders/:id/life/exchange` (decision 0042) */
export const ExchangeSchema = z
  .object({
    return_lines: z.array(ExchangeReturnLineSchema).min(1).max(50),
    new_items: z.array(ExchangeNewItemSchema).min(1).max(50),
    note: z.string().trim().max(1000).nullish(),
  })
  .strict()
export type ExchangeRequest = z.infer<typeof ExchangeSchema>

/** `POST /admin/orders/:id/life/edit` (decision 0071): a line's new quantity (0 removes it), new items, the delivery re-chosen. */
export type PostOrderEdit = {
  lines?: { line_item_id: string; quantity: number }[]
  new_items?: { variant_id: string; quantity: number }[]
  delivery?: { wilaya: number; commune: number; address?: string | null; shipping_option_id: string; stop_desk_id?: string | null } | null
  note?: string | null
}

/** `POST /admin/orders/:id/life/merge` (decision 0071): this probable duplicate's lines added to `into_order_id`, then this order cancelled as a duplicate. */
export type PostOrderMerge = { into_order_id: string; note?: string | null }
