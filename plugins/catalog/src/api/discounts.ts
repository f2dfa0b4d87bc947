import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isRunning } from "../lib/discount"
import { missingTargets } from "../lib/discount-sync"
import { localized, normalizeTranslations, type Locale } from "../lib/localize"
import { catalogService, notFound } from "./helpers"

export const DISCOUNT_FIELDS = [
  "id", "rule_type", "target_ids", "value_type", "value", "starts_at", "ends_at", "banner_url", "title", "slogan",
  "translations", "status", "price_list_id", "variant_count", "product_ids", "created_at", "updated_at",
]

export async function findDiscount(req: MedusaRequest, id = req.params.id) {
  const [d] = await catalogService(req).listCatalogDiscounts({ id }, { select: DISCOUNT_FIELDS })
  if (!d) throw notFound("Discount", id)
  return d as any
}

/** 400 naming `target_ids` when a targeted product, category or brand does not exist. */
export async function assertTargets(req: MedusaRequest, rule: any, ids: string[]) {
  const missing = await missingTargets(req.scope, rule, ids)
  if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid target_ids: no ${rule} ${missing.join(", ")}`)
}

export const discountTranslations = (t: any) => normalizeTranslations(t)

/** The admin's view: the stored discount and whether it runs now. */
export const adminDiscount = (d: any) => ({ ...d, running: isRunning(d) })

/** The buyer's view (promotion page, product badges) in one language, French fallback. */
export const storeDiscount = (d: any, locale: Locale, productIds: string[]) => ({
  id: d.id,
  rule_type: d.rule_type,
  target_ids: d.target_ids,
  value_type: d.value_type,
  value: d.value,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  banner_url: d.banner_url ?? null,
  title: localized(d, "title", locale),
  slogan: localized(d, "slogan", locale),
  product_ids: productIds,
})
