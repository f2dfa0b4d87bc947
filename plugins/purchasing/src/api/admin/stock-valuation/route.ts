import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * GET /admin/stock-valuation: the stock at cost, per warehouse and in all: Σ units stocked × the
 * variant's supply price, to the centime; units of variants without a cost are counted apart.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = (await pg.raw(
    `SELECT l.location_id, sl.name,
            SUM(CASE WHEN vps.supply_price IS NULL THEN 0 ELSE GREATEST(l.stocked_quantity, 0) * ROUND(vps.supply_price * 100) END)::bigint AS cents,
            SUM(GREATEST(l.stocked_quantity, 0))::bigint AS units,
            SUM(CASE WHEN vps.supply_price IS NULL THEN GREATEST(l.stocked_quantity, 0) ELSE 0 END)::bigint AS units_without_cost
       FROM inventory_level l
       JOIN stock_location sl ON sl.id = l.location_id AND sl.deleted_at IS NULL
       -- an item's own variant (a pack's variants use their components' items, by more than one unit)
       LEFT JOIN LATERAL (SELECT variant_id FROM product_variant_inventory_item
                           WHERE inventory_item_id = l.inventory_item_id AND deleted_at IS NULL
                           ORDER BY required_quantity, variant_id LIMIT 1) pvii ON true
       LEFT JOIN variant_price_set vps ON vps.variant_id = pvii.variant_id AND vps.deleted_at IS NULL
      WHERE l.deleted_at IS NULL
      GROUP BY l.location_id, sl.name
      ORDER BY sl.name`
  )) as { rows: { location_id: string; name: string; cents: string; units: string; units_without_cost: string }[] }
  const locations = rows.rows.map((r) => ({
    location_id: r.location_id,
    name: r.name,
    value: Number(r.cents) / 100,
    units: Number(r.units),
    units_without_cost: Number(r.units_without_cost),
  }))
  res.json({
    currency_code: "dzd",
    locations,
    total: locations.reduce((n, l) => n + Math.round(l.value * 100), 0) / 100,
  })
}
