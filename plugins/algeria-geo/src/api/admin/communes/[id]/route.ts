import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PostAdminDeliverableSchemaType } from "../../../validators"
import { communeDto, geoService } from "../../../helpers"
import { COMMUNE_FIELDS } from "../../../query-config"

/** Switches one commune's deliverable flag. */
export async function POST(req: MedusaRequest<PostAdminDeliverableSchemaType>, res: MedusaResponse) {
  const service = geoService(req)
  const [commune] = await service.listCommunes({ id: req.params.id }, { select: COMMUNE_FIELDS })
  if (!commune) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Commune ${req.params.id} was not found`)
  const updated = await service.updateCommunes({ id: commune.id, deliverable: req.validatedBody.deliverable })
  res.json({ commune: { ...communeDto(commune), deliverable: updated.deliverable } })
}
