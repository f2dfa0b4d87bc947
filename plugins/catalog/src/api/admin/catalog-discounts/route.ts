import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { syncDiscountPriceList } from "../../../lib/discount-sync"
import { adminDiscount, assertTargets, discountTranslations, DISCOUNT_FIELDS, findDiscount } from "../../discounts"
import { catalogService, likePattern, parseOrThrow } from "../../helpers"
import { GetAdminDiscountsSchema, type PostAdminCreateDiscountSchemaType } from "../../validators"

/** Catalogue discounts, newest first; `?status=active|ended&q=` (title). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { q, status, limit, offset } = parseOrThrow(GetAdminDiscountsSchema, req.query, "query")
  const filters: Record<string, unknown> = {}
  if (status) filters.status = status
  if (q) filters.title = { $ilike: likePattern(q) }
  const [rows, count] = await catalogService(req).listAndCountCatalogDiscounts(filters, {
    select: DISCOUNT_FIELDS,
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
export async function POST(req: MedusaRequest<PostAdminCreateDiscountSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  await assertTargets(req, body.rule_type, body.target_ids)
  const service = catalogService(req)
  const created = await service.createCatalogDiscounts({
    ...body,
    starts_at: body.starts_at ?? null,
    banner_url: body.banner_url ?? null,
    slogan: body.slogan ?? null,
    translations: discountTranslations(body.translations) as any,
    status: "active",
  } as any)
  try {
    await syncDiscountPriceList(req.scope, created as any)
  } catch (e) {
    await service.deleteCatalogDiscounts(created.id)
    throw e
  }
  res.status(201).json({ discount: adminDiscount(await findDiscount(req, created.id)) })
}
