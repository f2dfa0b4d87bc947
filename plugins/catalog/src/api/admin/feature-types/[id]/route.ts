import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../lib/localize"
import { deleteFeaturesWorkflow } from "../../../../workflows/delete-features"
import type { PostAdminUpdateFeatureTypeType } from "../validators"
import { VALUE_FIELDS, replyConflict, typeCodeClash, catalogService, findFeatureType } from "../../../helpers"

async function typeWithValues(req: MedusaRequest, id: string) {
  const type = await findFeatureType(req, id)
  const values = await catalogService(req).listFeatureValues(
    { feature_type_id: id },
    { select: VALUE_FIELDS, order: { position: "ASC", value: "ASC" }, take: null }
  )
  return { ...type, values }
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ feature_type: await typeWithValues(req, req.params.id) })
}

/** Updates a feature type; `translations`, when sent, replaces the stored ones. */
export async function POST(req: MedusaRequest<PostAdminUpdateFeatureTypeType>, res: MedusaResponse) {
  const type = await findFeatureType(req)
  const { translations, ...rest } = req.validatedBody
  const clash = rest.code && rest.code !== type.code ? await typeCodeClash(req, rest.code, type.id) : null
  if (clash) return replyConflict(res, clash)
  await catalogService(req).updateFeatureTypes({
    ...rest,
    id: type.id,
    ...(translations !== undefined ? { translations: normalizeTranslations(translations) as Record<string, unknown> | null } : {}),
  })
  res.json({ feature_type: await typeWithValues(req, type.id) })
}

/** Deletes a feature type with its values; products using them lose those values. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const type = await findFeatureType(req)
  const values = await catalogService(req).listFeatureValues({ feature_type_id: type.id }, { select: ["id"], take: null })
  await deleteFeaturesWorkflow(req.scope).run({
    input: { type_ids: [type.id], value_ids: [], linked_value_ids: values.map((v) => v.id) },
  })
  res.json({ id: type.id, object: "feature_type", deleted: true })
}
