import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../../lib/localize"
import type { PostAdminCreateBrandLineType } from "../../validators"
import { LINE_FIELDS, lineSlugClash, replyConflict, catalogService, findBrand, findBrandLine, slugFor } from "../../../../helpers"

/** The lines of a brand, by name. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const brand = await findBrand(req)
  const lines = await catalogService(req).listBrandLines({ brand_id: brand.id }, { select: LINE_FIELDS, order: { name: "ASC" }, take: null })
  res.json({ brand_lines: lines, count: lines.length })
}

/** Adds a line to a brand; its slug must be free within the brand. */
export async function POST(req: MedusaRequest<PostAdminCreateBrandLineType>, res: MedusaResponse) {
  const brand = await findBrand(req)
  const body = req.validatedBody
  const slug = slugFor(body.slug, body.name, "slug")
  const clash = await lineSlugClash(req, brand.id, slug)
  if (clash) return replyConflict(res, clash)
  const created = await catalogService(req).createBrandLines({
    ...body,
    slug,
    brand_id: brand.id,
    translations: normalizeTranslations(body.translations) as Record<string, unknown> | null,
  })
  res.status(201).json({ brand_line: await findBrandLine(req, created.id) })
}
