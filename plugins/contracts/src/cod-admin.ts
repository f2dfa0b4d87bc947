/**
 * Cash-on-delivery back-office (cod-checkout plugin): what `/admin/cod/confirmations`,
 * `/admin/cod/leads` and `/admin/cod/blocked-phones` answer. The lead's order body
 * (`POST /admin/cod/leads/:id/order`) is the store's order form: `./cod-order`.
 */
import type { CustomerFlag, RiskLevel } from "./cod-customers"
import type { OrderType } from "./order-type"

export const CONFIRMATION_STATUSES = ["to_confirm", "no_answer", "postponed", "confirmed", "cancelled"] as const
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number]
/** What a call can end with (the body of `POST /admin/cod/confirmations/:order_id`). */
export type ConfirmationOutcome = Exclude<ConfirmationStatus, "to_confirm">

/**
 * What one call ended with, as the agent says it (issue 19 item 1, decision 0068). Each moves the
 * confirmation axis: busy and switched off are unanswered calls (an attempt more); a wrong number
 * and a duplicate order end it like a cancellation, with that reason.
 */
export const CALL_OUTCOMES = ["confirmed", "no_answer", "busy", "switched_off", "wrong_number", "postponed", "cancelled", "duplicate"] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]
export const OUTCOME_STATE: Record<CallOutcome, ConfirmationOutcome> = {
  confirmed: "confirmed",
  no_answer: "no_answer",
  busy: "no_answer",
  switched_off: "no_answer",
  wrong_number: "cancelled",
  postponed: "postponed",
  cancelled: "cancelled",
  duplicate: "cancelled",
}

/** One logged call of an order: when, who, what it ended with. */
export type AdminCodCall = {
  id: string
  order_id: string
  agent_id: string | null
  /** The agent's name (or e-mail) when the account still exists. */
  agent_name: string | null
  outcome: CallOutcome
  note: string | null
  postponed_until: string | null
  reason: string | null
  created_at: string
}
export type AdminCodCallsResponse = { calls: AdminCodCall[] }

/** A member of staff who confirms orders, whether they take new orders now, and their open queue. */
export type AdminCodAgent = {
  user_id: string
  name: string
  email: string
  on_duty: boolean
  /** Orders assigned to them still to confirm, unanswered or postponed. */
  open: number
}
export type AdminCodAgentsResponse = { agents: AdminCodAgent[]; me: string | null }

/**
 * One agent's figures over a date range (issue 19 item 7, decision 0068), every one counted from the
 * call log and the orders' lives. Rates are null when there is nothing to divide by.
 */
export type AdminCodAgentStat = {
  user_id: string
  name: string
  /** Calls logged in the range, and the distinct orders they were about. */
  calls: number
  orders_called: number
  /** Orders whose confirming call they made in the range; the rate is confirmed / orders_called. */
  confirmed: number
  confirmation_rate: number | null
  /** Orders whose first call they made in the range, and the average time from the order to that call. */
  first_calls: number
  avg_first_call_seconds: number | null
  /** What became of the orders they confirmed: delivered (rate: delivered / confirmed), refused at the door (not the agent's fault, shown apart), cancelled later. */
  delivered: number
  delivered_rate: number | null
  refused: number
  cancelled_after: number
}
export type AdminCodAgentStatsResponse = { from: string; to: string; agents: AdminCodAgentStat[] }

/** One order of a bulk action: done, or why not (nothing half-done: each order is all or nothing). */
export type BulkResult = { order_id: string; ok: boolean; message?: string; agent_id?: string | null }
export type BulkResponse = { results: BulkResult[]; done: number; failed: number }

/** French and Arabic names of a buyer's place; null when the commune code is unknown. */
export type PlaceNames = { wilaya_name_fr: string; wilaya_name_ar: string; commune_name_fr: string; commune_name_ar: string } | null

export type EarlierOrder = {
  order_id: string
  display_id: number | null
  confirmation_status: ConfirmationStatus
  order_status: string | null
  created_at: string
}

export type AdminCodConfirmation = {
  id: string
  order_id: string
  status: ConfirmationStatus
  attempts: number
  postponed_until: string | null
  reason: string | null
  first_name: string
  last_name: string
  phone: string
  /** `tel:` link of the buyer's phone. */
  call_url: string
  wilaya_code: number
  commune_code: number
  place: PlaceNames
  transporter_id: string | null
  delivery_type: string | null
  /** How the order was taken (decision 0074): `online`, `phone`...; `?order_type=` filters on it. */
  order_type: OrderType
  created_at: string
  order: { id: string; display_id: number; status: string; total: number; currency_code: string } | null
  earlier_orders: EarlierOrder[]
  /** The buyer's Medusa customer (their page: `/admin/cod/customers/:id`); null for orders placed before customers were kept by phone. */
  customer_id: string | null
  /** The buyer's risk from their orders' history, and the refusal flag (decision 0037); `?risk=` filters on it. */
  risk: RiskLevel
  risk_flag: CustomerFlag | null
  /** The agent the order is assigned to (null: unassigned) and their name. */
  assigned_to: string | null
  assigned_name: string | null
  /** A postponed order whose call-back time has come: shown first. */
  due: boolean
  last_call: { outcome: CallOutcome; at: string; agent_name: string | null } | null
  /** An earlier live order within 48 h from the same phone, or the same person in the same commune: probably the same order twice. */
  probable_duplicate_of: { order_id: string; display_id: number | null; by: "phone" | "name_commune" } | null
  /** The ad that brought the order (decision 0073): its last touch's utm_source and utm_campaign; null for none. */
  source: string | null
  campaign: string | null
}

export type AdminCodConfirmationsResponse = { confirmations: AdminCodConfirmation[]; count: number }
export type AdminCodConfirmationResponse = { confirmation: AdminCodConfirmation }

export type LeadItem = { variant_id: string; quantity: number }

export type AdminCodLead = {
  id: string
  cart_id: string
  first_name: string
  last_name: string
  phone: string
  call_url: string
  email: string | null
  address: string | null
  wilaya_code: number | null
  commune_code: number | null
  place: PlaceNames
  items: LeadItem[]
  status: "open" | "converted"
  order_id: string | null
  created_at: string
}

export type AdminCodLeadsResponse = { leads: AdminCodLead[]; count: number }

export type BlockedPhone = { id: string; phone: string; reason: string | null; created_at: string }
export type AdminBlockedPhonesResponse = { blocked_phones: BlockedPhone[]; count: number }
