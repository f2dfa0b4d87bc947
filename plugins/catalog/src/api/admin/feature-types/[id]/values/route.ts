import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../../lib/localize"
import type { PostAdminCreateFeatureValueType } from "../../validators"
import { VALUE_FIELDS, catalogService, findFeatureType, findFeatureValue } from "../../../../helpers"

/** The values of a feature type in merchant order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const type = await findFeatureType(req)
  const values = await catalogService(req).listFeatureValues(
    { feature_type_id: type.id },
    { select: VALUE_FIELDS, order: { position: "ASC", value: "ASC" }, take: null }
  )
  res.json({ feature_values: values, count: values.length })
}

export async function POST(req: MedusaRequest<PostAdminCreateFeatureValueType>, res: MedusaResponse) {
  const type = await findFeatureType(req)
  const body = req.validatedBody
  const created = await catalogService(req).createFeatureValues({
    ...body,
    feature_type_id: type.id,
    translations: normalizeTranslations(body.translations) as Record<string, unknown> | null,
  })
  res.status(201).json({ feature_value: await findFeatureValue(req, created.id) })
}
