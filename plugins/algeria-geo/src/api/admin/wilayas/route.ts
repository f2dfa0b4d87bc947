import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { GetAdminWilayasSchemaType } from "../../validators"
import { geoService, searchFilter } from "../../helpers"

/** Every wilaya with its commune counts, searchable by French or Arabic name or code. */
export async function GET(req: MedusaRequest<unknown, GetAdminWilayasSchemaType>, res: MedusaResponse) {
  const { q, deliverable, limit, offset } = req.validatedQuery
  const service = geoService(req)
  const filters: Record<string, unknown> = { ...searchFilter(q) }
  if (deliverable !== undefined) filters.deliverable = deliverable
  const [[wilayas, count], counts] = await Promise.all([
    service.listAndCountWilayas(filters, { ...req.listConfig, order: { code: "ASC" } }),
    service.communeCounts(),
  ])
  res.json({
    wilayas: wilayas.map((w) => ({
      ...w,
      commune_count: counts[w.id]?.total ?? 0,
      deliverable_commune_count: counts[w.id]?.deliverable ?? 0,
    })),
    count,
    limit,
    offset,
  })
}
