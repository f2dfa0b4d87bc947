import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { GetAdminCommunesSchemaType } from "../../../../validators"
import { communeDto, geoService, searchFilter, wilayaCode } from "../../../../helpers"

/** All communes of a wilaya, deliverable or not, searchable. */
export async function GET(req: MedusaRequest<unknown, GetAdminCommunesSchemaType>, res: MedusaResponse) {
  const code = wilayaCode(req)
  const { q, deliverable, limit, offset } = req.validatedQuery
  const service = geoService(req)
  const [wilaya] = await service.listWilayas({ code }, { select: ["id"] })
  if (!wilaya) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Wilaya ${code} was not found`)
  const filters: Record<string, unknown> = { wilaya_id: wilaya.id, ...searchFilter(q) }
  if (deliverable !== undefined) filters.deliverable = deliverable
  const [communes, count] = await service.listAndCountCommunes(filters, { ...req.listConfig, order: { name_fr: "ASC" } })
  res.json({ communes: communes.map(communeDto), count, limit, offset })
}
