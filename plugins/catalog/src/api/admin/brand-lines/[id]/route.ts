import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../lib/localize"
import type { PostAdminUpdateBrandLineType } from "../../brands/validators"
import { catalogService, lineSlugClash, replyConflict, findBrandLine, queryOf } from "../../../helpers"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ brand_line: await findBrandLine(req) })
}

export async function POST(req: MedusaRequest<PostAdminUpdateBrandLineType>, res: MedusaResponse) {
  const line = await findBrandLine(req)
  const { translations, ...rest } = req.validatedBody
  const clash = rest.slug && rest.slug !== line.slug ? await lineSlugClash(req, line.brand_id, rest.slug, line.id) : null
  if (clash) return replyConflict(res, clash)
  await catalogService(req).updateBrandLines({
    ...rest,
    id: line.id,
    ...(translations !== undefined ? { translations: normalizeTranslations(translations) as Record<string, unknown> | null } : {}),
  })
  res.json({ brand_line: await findBrandLine(req, line.id) })
}

/** Deletes a line; refused (409) while products use it, like brands. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const line = await findBrandLine(req)
  const { data } = await queryOf(req).graph({ entity: "brand_line", fields: ["id", "products.id"], filters: { id: line.id } })
  // "products" is the link's field: the types of query.graph do not know links
  const [row] = data as { products?: ({ id: string } | null)[] | null }[]
  const used = (row?.products ?? []).filter(Boolean).length
  if (used) return replyConflict(res, `Brand line ${line.slug} is used by ${used} product(s): move them to another line first`)
  await catalogService(req).softDeleteBrandLines(line.id)
  res.json({ id: line.id, object: "brand_line", deleted: true })
}
