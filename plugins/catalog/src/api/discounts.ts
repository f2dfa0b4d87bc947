import type { MedusaRequest } from "@medusajs/framework/http"
import { isRunning } from "../lib/discount"
import { defaultAdminDiscountFields } from "./admin/catalog-discounts/query-config"
import { localized, normalizeTranslations, type Locale, type Translations } from "../lib/localize"
import { catalogService, notFound } from "./helpers"

export { defaultAdminDiscountFields as DISCOUNT_FIELDS } from "./admin/catalog-discounts/query-config"

export async function findDiscount(req: MedusaRequest, id = req.params.id) {
  const [d] = await catalogService(req).listCatalogDiscounts({ id }, { select: defaultAdminDiscountFields })
  if (!d) throw notFound("Discount", id)
  return d
}

type DiscountRow = Awaited<ReturnType<typeof findDiscount>>

export const discountTranslations = (t: Translations | null | undefined) => normalizeTranslations(t)

/** The admin's view: the stored discount and whether it runs now. */
export const adminDiscount = (d: DiscountRow) => ({ ...d, running: isRunning(d) })

/** The buyer's view (promotion page, product badges) in one language, French fallback. */
export const storeDiscount = (d: DiscountRow, locale: Locale, productIds: string[]) => ({
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
