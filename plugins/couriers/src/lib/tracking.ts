import type { MedusaContainer } from "@medusajs/framework/types"
import type { ParcelStatus } from "@shop/contracts/couriers"
import type { DeliveryState, ReturnReason } from "@shop/contracts/order-life"
import { changeDeliveryWorkflow, checkTransition, isRepeat, ORDER_LIFE_MODULE, type OrderLifeRow } from "@shop/order-life/workflows"
import { fold } from "@shop/shared/text"
import { COURIERS_MODULE, type CouriersModuleService } from "../modules/couriers"
import type { ParcelRow } from "../modules/couriers/service"
import type { TrackingEvent } from "./adapter"

/**
 * What a courier's status does to the order (decision 0041): the parcel's canonical status moves
 * the delivery axis of the order's life through the same workflow an agent's click goes through
 * (delivered captures the payment, returned starts the Medusa return and restocks, lost writes the
 * money off). Statuses before the pickup, on hold and cancelled move nothing on the order.
 */
export const DELIVERY_OF: Partial<Record<ParcelStatus, DeliveryState>> = {
  picked_up: "in_transit",
  in_transit: "in_transit",
  at_hub: "in_transit",
  out_for_delivery: "out_for_delivery",
  delivery_attempted: "delivery_attempted",
  delivered: "delivered",
  returning: "returning",
  returned: "returned",
  lost: "lost",
}

/** The courier's reason text as the order life's return reason (its own words kept in the note). */
export function returnReasonOf(raw: string | null): ReturnReason {
  const t = fold(raw ?? "")
  if (/injoignable|ne repond|repond pas|absent|unreachable|no answer/.test(t)) return "unreachable"
  if (/faux|adresse|address|wrong|erron/.test(t)) return "wrong_address"
  if (/endommag|damag|casse/.test(t)) return "damaged"
  if (/refus|annul|cancel|double/.test(t)) return "refused_at_door"
  return "other"
}

type LifeReader = { listOrderLives(filters: Record<string, unknown>): Promise<OrderLifeRow[]> }

export type ApplyResult = { added: number; moved: DeliveryState[]; skipped: string[] }

/**
 * Records the courier's events for a parcel (each once) and moves the order's delivery axis for
 * every new event, oldest first. A duplicate or replayed event adds nothing and moves nothing; an
 * event that arrives after a later one (out of order) cannot move the order back (the life's rules
 * refuse it, and it is skipped). A move the life refuses for another reason is kept on the parcel as
 * its last error for a person to see.
 */
export async function applyTrackingEvents(
  container: MedusaContainer,
  parcel: Pick<ParcelRow, "id" | "order_id">,
  events: TrackingEvent[],
  source: "webhook" | "poll"
): Promise<ApplyResult> {
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const { added, parcel: after } = await service.recordEvents(parcel.id, events, source)
  const moved: DeliveryState[] = []
  const skipped: string[] = []
  const ordered = [...added].sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at))
  for (const event of ordered) {
    const to = DELIVERY_OF[event.status]
    if (!to) continue
    const [life] = await container.resolve<LifeReader>(ORDER_LIFE_MODULE).listOrderLives({ order_id: parcel.order_id })
    if (!life || isRepeat("delivery", life, to)) continue
    const verdict = checkTransition("delivery", life, to)
    if (!verdict.ok) {
      skipped.push(`${event.raw_status}: ${verdict.rule}`)
      continue
    }
    const note = [event.raw_status, event.raw_reason].filter(Boolean).join(" — ").slice(0, 1000)
    try {
      await changeDeliveryWorkflow(container).run({
        input: {
          order_id: parcel.order_id,
          to,
          actor_id: null,
          note: note || null,
          ...(to === "returned" || to === "returning" ? { reason: returnReasonOf(event.raw_reason ?? event.raw_status) } : {}),
        },
      })
      moved.push(to)
    } catch (e) {
      skipped.push(`${event.raw_status}: ${(e as Error).message}`)
    }
  }
  // the order should now say what the parcel's latest status says; when the life refused it, a person sees why on the parcel
  const target = DELIVERY_OF[after.status]
  if (added.length && target) {
    const [life] = await container.resolve<LifeReader>(ORDER_LIFE_MODULE).listOrderLives({ order_id: parcel.order_id })
    const behind = life && life.delivery_state !== target && !(target === "in_transit" && life.delivery_state !== "handed_over")
    const why = behind ? (skipped[skipped.length - 1] ?? `${after.raw_status}: the order is ${life!.delivery_state}`) : null
    await service.updateParcels({ id: parcel.id, last_error: why?.slice(0, 1000) ?? null, last_error_kind: why ? "refused" : null })
  }
  return { added: added.length, moved, skipped }
}
