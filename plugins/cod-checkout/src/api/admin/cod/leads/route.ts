import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { codService, LEAD_FIELDS, parseOrThrow, placeNames } from "../../../helpers"
import { GetAdminLeadsSchema } from "../../../validators"

/** Unfinished orders to call back (`open`) or already ordered (`converted`), newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = parseOrThrow(GetAdminLeadsSchema, req.query, "query")
  const [leads, count] = await codService(req).listAndCountCodLeads(q.status ? { status: q.status } : {}, {
    select: LEAD_FIELDS,
    order: { created_at: "DESC" },
    take: q.limit,
    skip: q.offset,
  })
  const places = await placeNames(req, leads.map((l: any) => l.commune_code))
  res.json({
    leads: leads.map((l: any) => ({ ...l, call_url: `tel:${l.phone}`, place: places.get(l.commune_code) ?? null })),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}
