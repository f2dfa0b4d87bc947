import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, QueryContext } from "@medusajs/framework/utils"
import type { AdminVariantPriceSet, PostAdminVariantPriceSet } from "@shop/contracts/purchasing"
import { shopVatRate } from "@shop/cod-checkout/workflows"
import { htOf, storedTtc } from "../../../../../lib/prices"
import { purchasing } from "../../../../helpers"

/** The variant's retail price (the pricing module's, DZD) and its price set, each side TTC and HT. */
async function priceSetOf(req: AuthenticatedMedusaRequest, variantId: string, taxRate?: number): Promise<AdminVariantPriceSet> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: regions }, rate] = await Promise.all([
    query.graph({ entity: "region", fields: ["id"], filters: { currency_code: "dzd" } }),
    taxRate ?? shopVatRate(req.scope as unknown as MedusaContainer),
  ])
  const region = (regions as { id: string }[])[0]
  const { data } = await query.graph({
    entity: "variant",
    fields: ["id", "calculated_price.calculated_amount"],
    filters: { id: variantId },
    ...(region ? { context: { calculated_price: QueryContext({ region_id: region.id, currency_code: "dzd" }) } } : {}),
  })
  const variant = data[0] as { id: string; calculated_price?: { calculated_amount?: number | null } | null } | undefined
  if (!variant) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Variant ${variantId} was not found`)
  const [set] = await purchasing(req).listVariantPriceSets({ variant_id: variantId })
  const side = (ttc: unknown) => {
    const n = ttc === null || ttc === undefined ? null : Number(ttc)
    return { ttc: n, ht: n === null ? null : htOf(n, rate) }
  }
  return {
    variant_id: variantId,
    tax_rate: rate,
    retail: side(variant.calculated_price?.calculated_amount ?? null),
    supply: side(set?.supply_price),
    wholesale: side(set?.wholesale_price),
    wholesale_min_quantity: set?.wholesale_min_quantity ?? null,
    supplier_id: set?.supplier_id ?? null,
    reorder_point: set?.reorder_point ?? null,
  }
}

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ price_set: await priceSetOf(req, req.params.id) })
}

/**
 * POST /admin/variants/:id/price-set: supply and wholesale prices typed HT or TTC (stored TTC, the
 * spec's rounding), the wholesale minimum, the supplier, the reorder point. A supply price typed by hand
 * is a cost change, recorded.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminVariantPriceSet>, res: MedusaResponse) {
  const body = req.validatedBody
  const before = await priceSetOf(req, req.params.id, body.tax_rate)
  const service = purchasing(req)
  if (body.supplier_id) await service.retrieveSupplier(body.supplier_id)
  const patch: Record<string, unknown> = {}
  if (body.supply !== undefined) patch.supply_price = body.supply === null ? null : storedTtc(body.supply, before.tax_rate)
  if (body.wholesale !== undefined) patch.wholesale_price = body.wholesale === null ? null : storedTtc(body.wholesale, before.tax_rate)
  for (const k of ["wholesale_min_quantity", "supplier_id", "reorder_point"] as const) if (body[k] !== undefined) patch[k] = body[k]
  const [set] = await service.listVariantPriceSets({ variant_id: req.params.id })
  if (set) await service.updateVariantPriceSets({ id: set.id, ...patch })
  else await service.createVariantPriceSets({ variant_id: req.params.id, ...patch })
  if ("supply_price" in patch && patch.supply_price !== before.supply.ttc)
    await service.createCostChanges([
      { variant_id: req.params.id, from_cost: before.supply.ttc, to_cost: patch.supply_price as number | null, actor_id: req.auth_context.actor_id },
    ])
  res.json({ price_set: await priceSetOf(req, req.params.id, body.tax_rate) })
}
