import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PostAdminDeliverableSchemaType } from "../../../validators"
import { geoService, wilayaCode } from "../../../helpers"
import { WILAYA_FIELDS } from "../../../query-config"

async function findWilaya(req: MedusaRequest) {
  const code = wilayaCode(req)
  const [wilaya] = await geoService(req).listWilayas({ code }, { select: WILAYA_FIELDS })
  if (!wilaya) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Wilaya ${code} was not found`)
  return wilaya
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ wilaya: await findWilaya(req) })
}

/** Switches a wilaya's deliverable flag; its communes keep their own flags. */
export async function POST(req: MedusaRequest<PostAdminDeliverableSchemaType>, res: MedusaResponse) {
  const wilaya = await findWilaya(req)
  const updated = await geoService(req).updateWilayas({
    id: wilaya.id,
    deliverable: req.validatedBody.deliverable,
  })
  res.json({ wilaya: { ...wilaya, deliverable: updated.deliverable } })
}
