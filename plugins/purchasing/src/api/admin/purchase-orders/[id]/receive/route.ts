import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PostAdminPurchaseReceipt } from "@shop/contracts/purchasing"
import { receivePurchaseWorkflow } from "../../../../../workflows/purchase-orders"
import { answerRefusal, purchaseOrderOut, purchasing } from "../../../../helpers"

/**
 * POST /admin/purchase-orders/:id/receive {lines: [{line_id, quantity}]}: a reception, whole or in part:
 * stock added to the order's warehouse (audited movements), each variant's cost moved to its weighted
 * average (recorded), the order partly received or received. 400 names each line refused.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminPurchaseReceipt>, res: MedusaResponse) {
  const po = await purchasing(req).retrievePurchaseOrder(req.params.id, { relations: ["lines"] })
  const variants = [...new Set((po.lines ?? []).map((l) => l.variant_id))].sort()
  try {
    await receivePurchaseWorkflow(req.scope).run({
      input: {
        purchase_order_id: po.id,
        lines: req.validatedBody.lines,
        actor_id: req.auth_context.actor_id,
        lock_keys: variants.map((v) => `variant-cost:${v}`),
      },
    })
  } catch (e) {
    if (answerRefusal(res, e)) return
    throw e
  }
  res.json({ purchase_order: await purchaseOrderOut(req, po.id) })
}
