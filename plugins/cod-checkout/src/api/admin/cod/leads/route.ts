import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { codService, placeNames } from "../../../helpers"
import type { GetAdminCodLeads } from "../../../validators"

/** Unfinished orders to call back (`open`) or already ordered (`converted`), newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodLeads>, res: MedusaResponse) {
  const q = req.validatedQuery
  const { select, take, skip } = req.listConfig
  const [leads, count] = await codService(req).listAndCountCodLeads(q.status ? { status: q.status } : {}, {
    select,
    order: { created_at: "DESC" },
    take,
    skip,
  })
  const places = await placeNames(
    req,
    leads.map((l) => l.commune_code)
  )
  res.json({
    leads: leads.map((l) => ({ ...l, call_url: `tel:${l.phone}`, place: (l.commune_code === null ? undefined : places.get(l.commune_code)) ?? null })),
    count,
    limit: take,
    offset: skip,
  })
}
