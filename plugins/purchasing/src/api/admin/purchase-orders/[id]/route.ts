import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { PostAdminPurchaseOrder } from "@shop/contracts/purchasing"
import { editable } from "../../../../lib/po-rules"
import { resolvePurchaseOrder } from "../../../../lib/po-lines"
import { purchaseOrderOut, purchasing } from "../../../helpers"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ purchase_order: await purchaseOrderOut(req, req.params.id) })
}

/** POST /admin/purchase-orders/:id: a draft's supplier, warehouse, notes and lines replaced (a sent order is not edited). */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPurchaseOrder>, res: MedusaResponse) {
  const service = purchasing(req)
  const po = await service.retrievePurchaseOrder(req.params.id)
  if (!editable(po.status)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Purchase order ${po.number} is ${po.status}: only a draft is edited`)
  const body = req.validatedBody
  const resolved = await resolvePurchaseOrder(req.scope, body)
  if (!resolved.ok)
    return void res.status(400).json({ type: "invalid_data", message: resolved.errors.map((e) => e.message).join("; "), errors: resolved.errors })
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // still a draft when written (compare and set), its lines replaced in the same transaction
  await pg.transaction(async (trx) => {
    const moved = await trx("purchase_order")
      .where({ id: po.id, status: "draft" })
      .update({
        supplier_id: body.supplier_id,
        location_id: body.location_id,
        notes: body.notes ?? null,
        expected_at: body.expected_at ?? null,
        updated_at: new Date(),
      })
    if (!moved) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Purchase order ${po.number} is no longer a draft`)
    await trx("purchase_order_line").where({ purchase_order_id: po.id }).delete()
    const { generateEntityId } = await import("@medusajs/framework/utils")
    await trx("purchase_order_line").insert(
      resolved.lines.map((l) => ({
        id: generateEntityId(undefined, "pol"),
        purchase_order_id: po.id,
        variant_id: l.variant_id,
        inventory_item_id: l.inventory_item_id,
        title: l.title,
        sku: l.sku,
        quantity: l.quantity,
        unit_cost: l.unit_cost,
        raw_unit_cost: JSON.stringify({ value: String(l.unit_cost), precision: 20 }),
      }))
    )
  })
  res.json({ purchase_order: await purchaseOrderOut(req, po.id) })
}
