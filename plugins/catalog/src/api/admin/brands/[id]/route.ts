import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeTranslations } from "../../../../lib/localize"
import type { PostAdminUpdateBrandType } from "../validators"
import { LINE_FIELDS, brandSlugClash, catalogService, replyConflict, findBrand, productsUsingBrand } from "../../../helpers"

async function brandWithLines(req: MedusaRequest, id: string) {
  const brand = await findBrand(req, id)
  const lines = await catalogService(req).listBrandLines({ brand_id: id }, { select: LINE_FIELDS, order: { name: "ASC" }, take: null })
  return { ...brand, lines }
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ brand: await brandWithLines(req, req.params.id) })
}

/** Updates a brand; `translations`, when sent, replaces the stored ones. */
export async function POST(req: MedusaRequest<PostAdminUpdateBrandType>, res: MedusaResponse) {
  const brand = await findBrand(req)
  const body = req.validatedBody
  const clash = body.slug && body.slug !== brand.slug ? await brandSlugClash(req, body.slug, brand.id) : null
  if (clash) return replyConflict(res, clash)
  const { translations, ...rest } = body
  await catalogService(req).updateBrands({
    ...rest,
    id: brand.id,
    ...(translations !== undefined ? { translations: normalizeTranslations(translations) as Record<string, unknown> | null } : {}),
  })
  res.json({ brand: await brandWithLines(req, brand.id) })
}

/**
 * Deletes a brand and its lines. Refused (409) while products use the brand or one of its
 * lines: the merchant reassigns them first (docs/decisions/0006-catalog-brands-features.md).
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const brand = await findBrand(req)
  const s = catalogService(req)
  const lines = await s.listBrandLines({ brand_id: brand.id }, { select: ["id"], take: null })
  const used = await productsUsingBrand(
    req,
    brand.id,
    lines.map((l) => l.id)
  )
  if (used) return replyConflict(res, `Brand ${brand.slug} is used by ${used} product(s): move them to another brand first`)
  await s.softDeleteBrands(brand.id)
  res.json({ id: brand.id, object: "brand", deleted: true })
}
