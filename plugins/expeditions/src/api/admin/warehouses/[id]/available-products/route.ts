import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { expeditionService, requireLocations, stockAt } from "../../../../helpers"
import type { GetAdminAvailableProductsSchemaType } from "../../../../validators"

/**
 * What can be put in an expedition leaving this warehouse (spec §3 "available warehouse
 * product"): variants with available stock, with how many the given expedition already holds.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminAvailableProductsSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  await requireLocations(req, { id: req.params.id })
  const { stock, count } = await stockAt(req, req.params.id, { ...q, availableOnly: true })
  const lines = q.expedition_id
    ? await expeditionService(req).listExpeditionItems({ expedition_id: q.expedition_id }, { select: ["variant_id", "quantity"] })
    : []
  const inExpedition = new Map(lines.map((l) => [l.variant_id, l.quantity]))
  res.json({
    products: stock.map((s) => ({
      product_id: s.product_id,
      combination_id: s.variant_id,
      variant_id: s.variant_id,
      type: "combination",
      product_name: s.product_title,
      combination_name: s.variant_title,
      sku: s.sku,
      available_stock: s.available_quantity,
      in_expedition: inExpedition.get(s.variant_id) ?? 0,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}
