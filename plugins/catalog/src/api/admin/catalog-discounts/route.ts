import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createCatalogDiscountWorkflow } from "../../../workflows/create-catalog-discount"
import { adminDiscount, discountTranslations, findDiscount } from "../../discounts"
import { catalogService, likePattern } from "../../helpers"
import type { GetAdminDiscountsType, PostAdminCreateDiscountType } from "./validators"

/** Catalogue discounts, newest first; `?status=active|ended&q=` (title). */
export async function GET(req: MedusaRequest<unknown, GetAdminDiscountsType>, res: MedusaResponse) {
  const { q, status, limit, offset } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (status) filters.status = status
  if (q) filters.title = { $ilike: likePattern(q) }
  const [rows, count] = await catalogService(req).listAndCountCatalogDiscounts(filters, {
    select: req.queryConfig.fields,
    order: { created_at: "DESC" },
    take: limit,
    skip: offset,
  })
  res.json({ discounts: rows.map(adminDiscount), count, limit, offset })
}

/**
 * Creates a discount and its Medusa sale price list (prices computed from the targeted
 * variants' base prices). 400 names the field; nothing is kept when the price list fails.
 */
export async function POST(req: MedusaRequest<PostAdminCreateDiscountType>, res: MedusaResponse) {
  const body = req.validatedBody
  const { result } = await createCatalogDiscountWorkflow(req.scope).run({
    input: { ...body, translations: discountTranslations(body.translations) },
  })
  res.status(201).json({ discount: adminDiscount(await findDiscount(req, result.id)) })
}
