import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { resolvePurchaseOrder } from "../../../../../lib/po-lines"
import { purchaseOrdersOut, purchasing } from "../../../../helpers"
import { lowStock } from "../../../../low-stock"

/**
 * POST /admin/purchasing/low-stock/orders {location_id}: one draft purchase order per supplier for the
 * variants low on stock that have a supplier and a cost, the suggested quantities; staff review and send them.
 */
export async function POST(req: AuthenticatedMedusaRequest<{ location_id: string }>, res: MedusaResponse) {
  const { location_id } = req.validatedBody
  const bySupplier = new Map<string, { variant_id: string; quantity: number; unit_cost: number }[]>()
  for (const v of await lowStock(req)) {
    if (!v.supplier_id || v.unit_cost === null) continue
    bySupplier.set(v.supplier_id, [
      ...(bySupplier.get(v.supplier_id) ?? []),
      { variant_id: v.variant_id, quantity: v.suggested_quantity, unit_cost: v.unit_cost },
    ])
  }
  const ids: string[] = []
  for (const [supplier_id, lines] of bySupplier) {
    const resolved = await resolvePurchaseOrder(req.scope, { supplier_id, location_id, lines })
    if (!resolved.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, resolved.errors.map((e) => e.message).join("; "))
    const [po] = await purchasing(req).createPurchaseOrders([
      { supplier_id, location_id, notes: null, expected_at: null, created_by: req.auth_context.actor_id, lines: resolved.lines as never },
    ])
    ids.push(po.id)
  }
  res.status(201).json({ purchase_orders: await purchaseOrdersOut(req, ids) })
}
