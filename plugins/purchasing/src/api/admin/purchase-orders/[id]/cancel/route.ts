import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { movePurchaseOrder } from "../../../../../workflows/purchase-orders"
import { purchaseOrderOut } from "../../../../helpers"

/** POST /admin/purchase-orders/:id/cancel: the order becomes `cancelled` (409 when it changed meanwhile, 400 from a status it cannot leave that way). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await movePurchaseOrder(req.scope, req.params.id, "cancelled")
  res.json({ purchase_order: await purchaseOrderOut(req, req.params.id) })
}
