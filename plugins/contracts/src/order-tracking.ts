/**
 * Order tracking for buyers (`POST /store/order-tracking`, cod-checkout plugin, decision 0058): the
 * order number and the phone it was placed with → the order's three axes (order-life, decision
 * 0035) as a timeline, and the courier's tracking number and status. Nothing without the matching
 * phone: an unknown number and a wrong phone get the same 404.
 */
import type { StoreCodOrderDelivery } from "./cod-order"
import type { ConfirmationState, DeliveryKind, DeliveryState, LifeAxis } from "./order-life"
import type { ParcelStatus } from "./couriers"

export const ORDER_NUMBER_MAX = 30
export const TRACKING_PHONE_MAX = 30

/**
 * "1042", "#1042", "n° 1042", "CMD-1042" (the courier's reference, decision 0041) → 1042; null when
 * it is none of these.
 */
export function parseOrderNumber(raw: unknown): number | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null
  const m = /^\s*(?:cmd\s*-?\s*|n\s*°\s*|no\.?\s*|#\s*)?(\d{1,9})\s*$/i.exec(String(raw))
  return m ? Number(m[1]) : null
}

/** The body: `order` as the buyer keeps it, `phone` as typed (normalised like the order form's). */
export type PostStoreOrderTracking = { order: string; phone: string }

/** One step of the timeline: an axis reaching a state, when. `attempt` counts calls or delivery attempts. */
export type TrackingStep = { axis: LifeAxis | "placed"; state: string; at: string; attempt?: number }

export type StoreOrderTracking = {
  display_id: number
  created_at: string
  currency_code: string
  total: number
  items: { title: string; quantity: number }[]
  confirmation: ConfirmationState
  delivery_state: DeliveryState
  delivery_kind: DeliveryKind
  /** What the buyer sees of the money: to pay at the door, paid, refunded (the shop's settlements with couriers are not theirs). */
  payment: "to_pay" | "paid" | "refunded" | "none"
  delivery: StoreCodOrderDelivery | null
  /** The courier's parcel, once handed over. */
  parcel: { tracking_number: string; status: ParcelStatus | null; status_at: string | null; tracking_url: string | null } | null
  /** Oldest first. */
  timeline: TrackingStep[]
}

/** 200. */
export type PostStoreOrderTrackingResponse = { order: StoreOrderTracking }
/** 404 for an unknown order and for a wrong phone alike. */
export type OrderTrackingNotFound = { type: "not_found"; message: string }
/** 429 (with `Retry-After`): too many lookups from this address or for this order number. */
export type OrderTrackingLimited = { type: "too_many_requests"; message: string; wait_seconds: number }
