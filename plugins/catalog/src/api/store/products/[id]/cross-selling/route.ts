import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { parseOrThrow, storeLocale } from "../../../../helpers"
import { CROSS_SELL_LIMIT, crossSelling } from "../../../../store-products"

const Query = z.object({ limit: z.coerce.number().int().min(1).max(24).default(CROSS_SELL_LIMIT) })

/**
 * Cross-selling lists of a product (storefront spec §7): `related_products` (curated in the
 * admin), `same_brand`, `same_category` (its main category), `new_products`. Each list leaves out
 * the product itself and products that are out of stock or not sold in the key's channels.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const locale = storeLocale(req)
  const { limit } = parseOrThrow(Query, { limit: req.query.limit }, "query")
  res.json({ locale, ...(await crossSelling(req, req.params.id, locale, limit)) })
}
