import { createHash, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService, type OrderLifeRow } from "@shop/order-life/workflows"
import type { ParcelStatus } from "@shop/contracts/couriers"
import type { StoreOrderTracking, TrackingStep } from "@shop/contracts/order-tracking"
import { orderSummary, type SummaryLang } from "./order-summary"

/** The couriers plugin's module, reached by its registration name (cod-checkout does not depend on it). */
type Couriers = {
  listParcels(
    filters: Record<string, unknown>,
    config?: Record<string, unknown>
  ): Promise<{ tracking: string | null; status: ParcelStatus | null; last_event_at: Date | string | null; state: string; generation: number }[]>
}
type Transporters = { listTransporters(filters: Record<string, unknown>): Promise<{ id: string; tracking_url_pattern: string | null }[]> }

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)
const digest = (s: string) => createHash("sha256").update(s).digest()
/** Compared whatever the stored phone, so an unknown order and a wrong phone take the same path. */
const NO_PHONE = "no-order"

/**
 * Money states the buyer is told about: what they pay at the door, paid, refunded. `remitted`
 * (the courier paid the shop) is still "paid" for them; `return_fee_due` and `written_off` are the
 * shop's business with its courier.
 */
const PAYMENT: Record<string, StoreOrderTracking["payment"]> = {
  to_collect: "to_pay",
  collected_by_courier: "paid",
  remitted: "paid",
  refunded: "refunded",
  return_fee_due: "none",
  written_off: "none",
}
/** Events of the money axis a buyer sees in the timeline. */
const BUYER_MONEY_EVENTS = new Set(["collected_by_courier", "refunded"])

/**
 * The order `displayId` if `phone` (normalised) is the one it was placed with, else null — the same
 * null for an order that does not exist, so the answer reveals nothing without the phone.
 */
export async function trackOrder(scope: MedusaContainer, displayId: number, phone: string, lang: SummaryLang): Promise<StoreOrderTracking | null> {
  const service = scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  const [life] = await service.listOrderLives({ display_id: displayId }, { take: 1 })
  const same = timingSafeEqual(digest(life?.phone ?? NO_PHONE), digest(phone))
  if (!life || !same) return null

  const couriers = scope.hasRegistration("couriers") ? scope.resolve<Couriers>("couriers") : null
  const [summary, events, parcels] = await Promise.all([
    orderSummary(scope, life.order_id, lang),
    service.listOrderLifeEvents({ order_id: life.order_id }, { order: { created_at: "ASC" }, take: null }),
    couriers ? couriers.listParcels({ order_id: life.order_id, state: "created" }, { order: { generation: "DESC" }, take: 1 }) : [],
  ])
  if (!summary) return null

  const timeline: TrackingStep[] = [{ axis: "placed", state: "placed", at: summary.created_at }]
  for (const e of events) {
    if (e.from_state === "none") continue // the life's first event is the order being placed
    if (e.axis === "money" && !BUYER_MONEY_EVENTS.has(e.to_state)) continue
    const data = (e.data as Record<string, unknown> | null) ?? {}
    const attempt = typeof data.attempt === "number" ? data.attempt : undefined
    timeline.push({ axis: e.axis, state: e.to_state, at: iso(e.created_at)!, ...(attempt !== undefined && { attempt }) })
  }
  return {
    display_id: displayId,
    created_at: summary.created_at,
    currency_code: summary.currency_code,
    total: summary.total,
    items: summary.items.map((i) => ({ title: i.title, quantity: i.quantity })),
    confirmation: life.confirmation_state,
    delivery_state: life.delivery_state,
    delivery_kind: life.delivery_kind,
    payment: PAYMENT[life.money_state] ?? "none",
    delivery: summary.delivery,
    parcel: await parcelOf(scope, life, parcels[0] ?? null),
    timeline,
  }
}

/** The tracking number (the courier's parcel, else the one typed at a hand-over by hand), its status and the courier's page. */
async function parcelOf(scope: MedusaContainer, life: OrderLifeRow, parcel: Awaited<ReturnType<Couriers["listParcels"]>>[number] | null) {
  const tracking = parcel?.tracking ?? life.tracking_number
  if (!tracking) return null
  const transporters = scope.hasRegistration("transporter") ? scope.resolve<Transporters>("transporter") : null
  const [transporter] = life.transporter_id && transporters ? await transporters.listTransporters({ id: life.transporter_id }) : []
  const pattern = transporter?.tracking_url_pattern
  return {
    tracking_number: tracking,
    status: parcel?.status ?? null,
    status_at: iso(parcel?.last_event_at),
    tracking_url: pattern ? pattern.replace("{tracking}", encodeURIComponent(tracking)) : null,
  }
}
