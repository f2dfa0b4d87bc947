import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { codService, LEAD_FIELDS, parseOrThrow } from "../../../helpers"
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
  res.json({
    leads: leads.map((l: any) => ({ ...l, call_url: `tel:${l.phone}` })),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}
