import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPosCatalogue } from "@shop/contracts/pos"
import { availableAt, factsOf, tillRegion, tillVariants, wholesaleTerms } from "../../../../workflows/pos-sale"
import { NOT_ASSIGNED, tillContext } from "../../../till"

/**
 * GET /admin/pos/catalogue: every variant of the published products with the price the server will
 * charge, its wholesale price and minimum, and the units the cashier's shop has: the till keeps it for
 * its offline sales and searches it itself (name, SKU, barcode).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPosCatalogue | typeof NOT_ASSIGNED>) {
  const ctx = await tillContext(req)
  if (!ctx) return void res.status(403).json(NOT_ASSIGNED)
  const region = await tillRegion(req.scope)
  const [rows, terms] = await Promise.all([tillVariants(req.scope, null, region), wholesaleTerms(req.scope, null)])
  const variants = rows
    .filter((v) => v.product?.status === "published" && v.calculated_price?.calculated_amount != null)
    .map((v) => {
      const f = factsOf(v, terms.get(v.id))
      return {
        variant_id: v.id,
        product_id: v.product.id,
        title: f.title,
        variant_title: f.variant_title,
        sku: f.sku,
        barcode: v.barcode,
        thumbnail: v.thumbnail ?? v.product.thumbnail,
        price: f.price!,
        wholesale_price: f.wholesale_price,
        wholesale_min_quantity: f.wholesale_min_quantity,
        stock: availableAt(v, ctx.location.id),
      }
    })
    .sort((a, b) => a.title.localeCompare(b.title, "fr") || (a.variant_title ?? "").localeCompare(b.variant_title ?? "", "fr"))
  res.setHeader("Cache-Control", "private, no-store")
  res.json({ location_id: ctx.location.id, generated_at: new Date().toISOString(), currency_code: region.currency_code, variants })
}
