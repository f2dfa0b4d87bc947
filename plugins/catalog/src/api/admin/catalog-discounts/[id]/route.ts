import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { deleteDiscount, syncDiscountPriceList } from "../../../../lib/discount-sync"
import { adminDiscount, assertTargets, discountTranslations, findDiscount } from "../../../discounts"
import { catalogService } from "../../../helpers"
import { discountProblems, type PostAdminUpdateDiscountSchemaType } from "../../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ discount: adminDiscount(await findDiscount(req)) })
}

/**
 * Updates a discount and recomputes its price list. A new end date in the future re-opens an
 * ended discount; an end date in the past ends it now.
 */
export async function POST(req: MedusaRequest<PostAdminUpdateDiscountSchemaType>, res: MedusaResponse) {
  const current = await findDiscount(req)
  const body = req.validatedBody
  const merged = {
    ...current,
    ...body,
    ...(body.translations !== undefined && { translations: discountTranslations(body.translations) }),
    starts_at: body.starts_at !== undefined ? body.starts_at : current.starts_at && new Date(current.starts_at),
    ends_at: body.ends_at ?? new Date(current.ends_at),
  }
  if (body.rule_type && body.rule_type !== current.rule_type && body.target_ids === undefined) merged.target_ids = []
  const problem = discountProblems(merged)
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${problem.field}: ${problem.message}`)
  if (body.rule_type || body.target_ids) await assertTargets(req, merged.rule_type, merged.target_ids)
  merged.status = merged.ends_at > new Date() ? "active" : "ended"

  const { id, rule_type, target_ids, value_type, value, starts_at, ends_at, banner_url, title, slogan, translations, status } = merged
  await catalogService(req).updateCatalogDiscounts({
    id, rule_type, target_ids, value_type, value, starts_at, ends_at, banner_url, title, slogan, translations, status,
  } as any)
  await syncDiscountPriceList(req.scope, await findDiscount(req))
  res.json({ discount: adminDiscount(await findDiscount(req)) })
}

/** Deletes the discount and its sale price list: prices return to normal at once. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const d = await findDiscount(req)
  await deleteDiscount(req.scope, d)
  res.json({ id: d.id, object: "catalog_discount", deleted: true })
}
