import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRunning } from "../../../../lib/discount"
import { findDiscount, storeDiscount } from "../../../discounts"
import { notFound, storeLocale } from "../../../helpers"
import { sellableProductIds } from "../../../store-products"

/**
 * A running discount for the promotion page: banner, title and slogan in the visitor's
 * language (French fallback), end date, and the published products it lowers. 404 when
 * the discount is not running (not started, ended, deleted).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const locale = storeLocale(req)
  const d = await findDiscount(req)
  if (!isRunning(d)) throw notFound("Discount", req.params.id)
  // `model.json()` is typed as a record; this column holds an array of product ids
  const ids = await sellableProductIds(req, (d.product_ids as unknown as string[] | null) ?? [])
  res.setHeader("Cache-Control", "public, max-age=60")
  res.json({ discount: storeDiscount(d, locale, ids) })
}
