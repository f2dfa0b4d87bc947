import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { notFound, storeLocale } from "../../../../helpers"
import { readProductCatalog, storeProductCatalog } from "../../../../product-catalog"
import { channelIds } from "../../../../store-products"

/**
 * Brand, brand line and features (grouped by type) of a published product sold in the
 * publishable key's sales channels, in `?locale=fr|en|ar` with the French fallback.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const locale = storeLocale(req)
  const read = await readProductCatalog(req, req.params.id, ["status", "sales_channels.id"])
  const channels = channelIds(req)
  const sold = (read.product.sales_channels ?? []).some((c) => c && channels.includes(c.id))
  if (read.product.status !== "published" || !sold) throw notFound("Product", req.params.id)
  res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600")
  res.json({ catalog: storeProductCatalog(read.product.id, read, locale) })
}
