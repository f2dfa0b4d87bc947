import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalid } from "../../../lib/rules"
import { actorOf, expeditionService, requireLocations } from "../../helpers"
import type { GetAdminExpeditionsSchemaType, PostAdminExpeditionSchemaType } from "../../validators"

export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminExpeditionsSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (q.status) filters.status = q.status
  if (q.location_id) filters.$or = [{ source_location_id: q.location_id }, { destination_location_id: q.location_id }]
  const [expeditions, count] = await expeditionService(req).listAndCountInternalExpeditions(filters, {
    ...req.listConfig,
    relations: ["items"],
    order: { created_at: "DESC" },
  })
  res.json({
    expeditions: expeditions.map(({ items, ...e }) => ({
      ...e,
      item_count: items.length,
      quantity: items.reduce((n: number, i) => n + i.quantity, 0),
      quantity_received: items.reduce((n: number, i) => n + i.quantity_received, 0),
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}

/** A new expedition, in progress, between two different warehouses. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminExpeditionSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  if (body.source_location_id === body.destination_location_id) {
    throw invalid("destination_location_id", "invalid_data", "the destination must differ from the source")
  }
  await requireLocations(req, { source_location_id: body.source_location_id, destination_location_id: body.destination_location_id })
  const expedition = await expeditionService(req).createInternalExpeditions({ ...body, note: body.note ?? null, created_by: actorOf(req) })
  res.status(201).json({ expedition })
}
