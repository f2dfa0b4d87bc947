import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PostAdminPurchaseOrder } from "@shop/contracts/purchasing"
import { resolvePurchaseOrder } from "../../../lib/po-lines"
import { purchaseOrderOut, purchaseOrdersOut, purchasing } from "../../helpers"
import type { GetAdminListSchemaType } from "../../validators"

/** GET /admin/purchase-orders?status=&supplier_id=: newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const q = req.validatedQuery as unknown as GetAdminListSchemaType
  const filters: Record<string, unknown> = {}
  if (q.status) filters.status = q.status.split(",")
  if (q.supplier_id) filters.supplier_id = q.supplier_id
  const [rows, count] = await purchasing(req).listAndCountPurchaseOrders(filters, {
    select: ["id"],
    order: { created_at: "DESC" },
    take: q.limit,
    skip: q.offset,
  })
  res.json({
    purchase_orders: await purchaseOrdersOut(
      req,
      rows.map((r) => r.id)
    ),
    count,
  })
}

/** POST /admin/purchase-orders: a draft to a supplier, to be received into a warehouse. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPurchaseOrder>, res: MedusaResponse) {
  const body = req.validatedBody
  const resolved = await resolvePurchaseOrder(req.scope, body)
  if (!resolved.ok)
    return void res.status(400).json({ type: "invalid_data", message: resolved.errors.map((e) => e.message).join("; "), errors: resolved.errors })
  const service = purchasing(req)
  const [po] = await service.createPurchaseOrders([
    {
      supplier_id: body.supplier_id,
      location_id: body.location_id,
      notes: body.notes ?? null,
      expected_at: body.expected_at ?? null,
      created_by: req.auth_context.actor_id,
      lines: resolved.lines as never,
    },
  ])
  res.status(201).json({ purchase_order: await purchaseOrderOut(req, po.id) })
}
