import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_LIFE_MODULE, type OrderLifeRow } from "@shop/order-life/workflows"
import type { CallNowEntry } from "@shop/contracts/couriers"
import { couriersOf } from "../../../helpers"

type LifeReader = { listOrderLives(f: Record<string, unknown>, c?: Record<string, unknown>): Promise<OrderLifeRow[]> }

/**
 * "Call the buyer now": orders whose courier just failed a delivery attempt (delivery_attempted),
 * the longest-waiting first (a call within the hour saves many parcels), with the courier's own
 * reason and the number of attempts. An order leaves the list when the courier moves it on
 * (out for delivery again, delivered, returning).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const lives = await req.scope
    .resolve<LifeReader>(ORDER_LIFE_MODULE)
    .listOrderLives({ delivery_state: "delivery_attempted" }, { order: { updated_at: "ASC" }, take: 200 })
  const parcels = lives.length ? await couriersOf(req.scope).listParcels({ order_id: lives.map((l) => l.order_id), state: "created" }) : []
  const parcelOf = new Map(parcels.map((p) => [p.order_id, p]))
  const calls: CallNowEntry[] = lives.map((l) => {
    const p = parcelOf.get(l.order_id)
    return {
      order_id: l.order_id,
      display_id: l.display_id ?? null,
      first_name: l.first_name,
      last_name: l.last_name,
      phone: l.phone,
      wilaya_code: l.wilaya_code,
      commune_code: l.commune_code,
      delivery_attempts: l.delivery_attempts,
      tracking: p?.tracking ?? l.tracking_number ?? null,
      raw_status: p?.raw_status ?? null,
      raw_reason: p?.raw_reason ?? null,
      attempted_at: (p?.last_event_at ? new Date(p.last_event_at) : new Date(l.updated_at)).toISOString(),
    }
  })
  res.json({ calls, count: calls.length })
}
