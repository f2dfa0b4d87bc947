import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { EXPEDITION_MODULE } from "../modules/expedition"
import type ExpeditionModuleService from "../modules/expedition/service"
import { outstanding } from "../lib/rules"
import type { WarehouseStockLine } from "@shop/contracts/expeditions"

export const expeditionService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<ExpeditionModuleService>(EXPEDITION_MODULE)
export const actorOf = (req: AuthenticatedMedusaRequest) => req.auth_context?.actor_id ?? null

/** The stock locations by id; a missing one is a 404 naming the field. */
export async function requireLocations(req: AuthenticatedMedusaRequest, ids: Record<string, string>) {
  const found = await req.scope.resolve(Modules.STOCK_LOCATION).listStockLocations({ id: Object.values(ids) }, { select: ["id", "name"] })
  for (const [field, id] of Object.entries(ids)) {
    if (!found.some((l) => l.id === id)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `${field}: warehouse ${id} not found`)
  }
  return new Map(found.map((l) => [l.id, l.name]))
}

export type StockRow = WarehouseStockLine & { inventory_item_id: string }
/** A row as PostgreSQL sends it: the quantities are numeric, so they may arrive as strings. */
type StockSqlRow = Omit<StockRow, "stocked_quantity" | "reserved_quantity" | "available_quantity"> & {
  stocked_quantity: number | string
  reserved_quantity: number | string
}

/**
 * Variants stocked at a location with Medusa's own quantities, searchable by product title,
 * variant title or SKU. One indexed SQL read with bound parameters; Query cannot search across
 * the product and inventory modules at once.
 */
export async function stockAt(
  req: AuthenticatedMedusaRequest,
  locationId: string,
  opts: { q?: string; availableOnly?: boolean; limit: number; offset: number }
) {
  const pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const base = pg("inventory_level as il")
    .join("product_variant_inventory_item as pvi", function () {
      this.on("pvi.inventory_item_id", "il.inventory_item_id").andOnNull("pvi.deleted_at")
    })
    .join("product_variant as v", function () {
      this.on("v.id", "pvi.variant_id").andOnNull("v.deleted_at")
    })
    .join("product as p", function () {
      this.on("p.id", "v.product_id").andOnNull("p.deleted_at")
    })
    .where("il.location_id", locationId)
    .whereNull("il.deleted_at")
  if (opts.availableOnly) base.whereRaw("il.stocked_quantity - il.reserved_quantity > 0")
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base.where((w) => w.whereILike("p.title", like).orWhereILike("v.title", like).orWhereILike("v.sku", like))
  }
  const [{ count }] = await base.clone().count({ count: "*" })
  const rows: StockSqlRow[] = await base
    .select(
      "p.id as product_id",
      "v.id as variant_id",
      "il.inventory_item_id",
      "p.title as product_title",
      "v.title as variant_title",
      "v.sku",
      "il.stocked_quantity",
      "il.reserved_quantity"
    )
    .orderBy([{ column: "p.title" }, { column: "v.title" }, { column: "v.id" }])
    .limit(opts.limit)
    .offset(opts.offset)
  const stock: StockRow[] = rows.map((r) => ({
    ...r,
    stocked_quantity: Number(r.stocked_quantity),
    reserved_quantity: Number(r.reserved_quantity),
    available_quantity: Math.max(0, Number(r.stocked_quantity) - Number(r.reserved_quantity)),
  }))
  return { stock, count: Number(count) }
}

/** An expedition with its lines (in transit per line) and its warehouses' names. */
export async function expeditionView(req: AuthenticatedMedusaRequest, id: string) {
  const [e] = await expeditionService(req).listInternalExpeditions({ id }, { relations: ["items"] })
  if (!e) throw new MedusaError(MedusaError.Types.NOT_FOUND, `id: expedition ${id} not found`)
  const names = await req.scope
    .resolve(Modules.STOCK_LOCATION)
    .listStockLocations({ id: [e.source_location_id, e.destination_location_id] }, { select: ["id", "name"] })
  const name = (lid: string) => names.find((l) => l.id === lid)?.name ?? null
  const sent = !["inprogress"].includes(e.status)
  // lines in the order they were added, to the millisecond (they were compared as date strings, to
  // the second, so lines added together came in any order); a tie goes by product, variant, id
  const items = [...e.items]
    .sort(
      (a, b) =>
        +new Date(a.created_at) - +new Date(b.created_at) ||
        String(a.product_title ?? "").localeCompare(String(b.product_title ?? ""), "fr") ||
        String(a.variant_title ?? "").localeCompare(String(b.variant_title ?? ""), "fr") ||
        String(a.id).localeCompare(String(b.id))
    )
    .map((i) => ({
      id: i.id,
      variant_id: i.variant_id,
      product_id: i.product_id,
      inventory_item_id: i.inventory_item_id,
      product_title: i.product_title,
      variant_title: i.variant_title,
      sku: i.sku,
      quantity: i.quantity,
      quantity_received: i.quantity_received,
      quantity_returned: i.quantity_returned,
      quantity_in_transit: sent ? outstanding(i) : 0,
    }))
  const { items: _i, ...rest } = e
  return { ...rest, source_location_name: name(e.source_location_id), destination_location_name: name(e.destination_location_id), items }
}
