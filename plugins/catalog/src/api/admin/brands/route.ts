import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../lib/localize"
import { brandSlugClash, replyConflict, catalogService, findBrand, likePattern, slugFor } from "../../helpers"
import type { GetAdminBrandsType, PostAdminCreateBrandType } from "./validators"

/** Brands, by name; `q` searches the name and the slug. */
export async function GET(req: MedusaRequest<unknown, GetAdminBrandsType>, res: MedusaResponse) {
  const { q, limit, offset } = req.validatedQuery
  const filters = q ? { $or: [{ name: { $ilike: likePattern(q) } }, { slug: { $ilike: likePattern(q) } }] } : {}
  const [brands, count] = await catalogService(req).listAndCountBrands(filters, {
    select: req.queryConfig.fields,
    order: { name: "ASC" },
    take: limit,
    skip: offset,
  })
  res.json({ brands, count, limit, offset })
}

/** Creates a brand; without a slug one is made from the French name. */
export async function POST(req: MedusaRequest<PostAdminCreateBrandType>, res: MedusaResponse) {
  const body = req.validatedBody
  const slug = slugFor(body.slug, body.name, "slug")
  const clash = await brandSlugClash(req, slug)
  if (clash) return replyConflict(res, clash)
  const created = await catalogService(req).createBrands({
    ...body,
    slug,
    translations: normalizeTranslations(body.translations) as Record<string, unknown> | null,
  })
  res.status(201).json({ brand: { ...(await findBrand(req, created.id)), lines: [] } })
}
