import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { isLow, suggestedQuantity } from "../lib/low-stock"

export type LowStockRow = {
  variant_id: string
  title: string
  sku: string | null
  available: number
  reorder_point: number
  suggested_quantity: number
  supplier_id: string | null
  unit_cost: number | null
}

/** Variants at or under their reorder point, with the purchase suggested (their usual supplier, their cost). */
export async function lowStock(req: AuthenticatedMedusaRequest): Promise<LowStockRow[]> {
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = (await pg.raw(
    `SELECT vps.variant_id, vps.reorder_point, vps.supplier_id, vps.supply_price, pv.title AS variant_title, pv.sku, p.title AS product_title,
            COALESCE(SUM(GREATEST(l.stocked_quantity - l.reserved_quantity, 0)), 0)::int AS available
       FROM variant_price_set vps
       JOIN product_variant pv ON pv.id = vps.variant_id AND pv.deleted_at IS NULL
       JOIN product p ON p.id = pv.product_id AND p.deleted_at IS NULL
       LEFT JOIN product_variant_inventory_item pvii ON pvii.variant_id = pv.id AND pvii.deleted_at IS NULL AND pvii.required_quantity = 1
       LEFT JOIN inventory_level l ON l.inventory_item_id = pvii.inventory_item_id AND l.deleted_at IS NULL
      WHERE vps.deleted_at IS NULL AND vps.reorder_point IS NOT NULL
      GROUP BY vps.variant_id, vps.reorder_point, vps.supplier_id, vps.supply_price, pv.title, pv.sku, p.title
      ORDER BY p.title, pv.title`
  )) as {
    rows: {
      variant_id: string
      reorder_point: number
      supplier_id: string | null
      supply_price: string | null
      variant_title: string | null
      sku: string | null
      product_title: string
      available: number
    }[]
  }
  return rows
    .filter((r) => isLow(r.available, r.reorder_point))
    .map((r) => ({
      variant_id: r.variant_id,
      title: [r.product_title, r.variant_title].filter(Boolean).join(" · "),
      sku: r.sku,
      available: r.available,
      reorder_point: r.reorder_point,
      suggested_quantity: suggestedQuantity(r.available, r.reorder_point),
      supplier_id: r.supplier_id,
      unit_cost: r.supply_price === null ? null : Number(r.supply_price),
    }))
}
