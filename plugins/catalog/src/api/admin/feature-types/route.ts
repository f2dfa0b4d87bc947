import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../lib/localize"
import { replyConflict, typeCodeClash, catalogService, findFeatureType, likePattern, slugFor } from "../../helpers"
import type { GetAdminFeatureTypesType, PostAdminCreateFeatureTypeType } from "./validators"

/** Feature types in merchant order; `q` searches the label and the code. */
export async function GET(req: MedusaRequest<unknown, GetAdminFeatureTypesType>, res: MedusaResponse) {
  const { q, limit, offset } = req.validatedQuery
  const filters = q ? { $or: [{ label: { $ilike: likePattern(q) } }, { code: { $ilike: likePattern(q) } }] } : {}
  const [feature_types, count] = await catalogService(req).listAndCountFeatureTypes(filters, {
    select: req.queryConfig.fields,
    order: { position: "ASC", label: "ASC" },
    take: limit,
    skip: offset,
  })
  res.json({ feature_types, count, limit, offset })
}

/** Creates a feature type; without a code one is made from the French label. */
export async function POST(req: MedusaRequest<PostAdminCreateFeatureTypeType>, res: MedusaResponse) {
  const body = req.validatedBody
  const code = slugFor(body.code, body.label, "code")
  const clash = await typeCodeClash(req, code)
  if (clash) return replyConflict(res, clash)
  const created = await catalogService(req).createFeatureTypes({
    ...body,
    code,
    translations: normalizeTranslations(body.translations) as Record<string, unknown> | null,
  })
  res.status(201).json({ feature_type: { ...(await findFeatureType(req, created.id)), values: [] } })
}
