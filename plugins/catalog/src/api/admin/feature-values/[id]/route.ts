import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../lib/localize"
import { deleteFeaturesWorkflow } from "../../../../workflows/delete-features"
import type { PostAdminUpdateFeatureValueType } from "../../feature-types/validators"
import { catalogService, findFeatureValue } from "../../../helpers"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ feature_value: await findFeatureValue(req) })
}

export async function POST(req: MedusaRequest<PostAdminUpdateFeatureValueType>, res: MedusaResponse) {
  const value = await findFeatureValue(req)
  const { translations, ...rest } = req.validatedBody
  await catalogService(req).updateFeatureValues({
    ...rest,
    id: value.id,
    ...(translations !== undefined ? { translations: normalizeTranslations(translations) as Record<string, unknown> | null } : {}),
  })
  res.json({ feature_value: await findFeatureValue(req, value.id) })
}

/** Deletes a value; products using it simply lose it. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const value = await findFeatureValue(req)
  await deleteFeaturesWorkflow(req.scope).run({ input: { type_ids: [], value_ids: [value.id], linked_value_ids: [value.id] } })
  res.json({ id: value.id, object: "feature_value", deleted: true })
}
