import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ParcelDTO } from "@shop/contracts/couriers"
import { couriersOf, iso } from "../../../../helpers"

/** The order's parcels at couriers (newest first) with their histories, the courier's own words kept. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const service = couriersOf(req.scope)
  const parcels = await service.listParcels({ order_id: req.params.id }, { order: { generation: "DESC" } })
  const events = parcels.length ? await service.listParcelEvents({ parcel_id: parcels.map((p) => p.id) }, { order: { occurred_at: "ASC" }, take: null }) : []
  const answer: ParcelDTO[] = parcels.map((p) => ({
    id: p.id,
    order_id: p.order_id,
    account_id: p.account_id,
    reference: p.reference,
    state: p.state,
    tracking: p.tracking ?? null,
    label_url: p.label_url ?? null,
    status: p.status,
    raw_status: p.raw_status ?? null,
    raw_reason: p.raw_reason ?? null,
    last_error: p.last_error ?? null,
    last_event_at: iso(p.last_event_at),
    events: events
      .filter((e) => e.parcel_id === p.id)
      .map((e) => ({
        id: e.id,
        occurred_at: iso(e.occurred_at)!,
        status: e.status,
        raw_status: e.raw_status,
        raw_reason: e.raw_reason ?? null,
        location: e.location ?? null,
        source: e.source,
      })),
  }))
  res.json({ parcels: answer })
}
