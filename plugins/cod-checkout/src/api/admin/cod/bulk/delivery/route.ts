import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { BulkResponse } from "@shop/contracts/cod-admin"
import { changeDeliveryWorkflow } from "@shop/order-life/workflows"
import { forEachOrder, requireLife } from "../../../../../lib/bulk"
import type { PostAdminCodBulkDelivery } from "../../../../validators"

/**
 * Marks the ticked parcels delivered (payment captured, cash collected by the courier) or returned
 * (the whole order back in stock, once; `reason` required), for a courier without tracking or a
 * parcel the courier's feed missed. Each order through the order life's delivery workflow, with its
 * rules (a parcel not handed over cannot be delivered): a result per order.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodBulkDelivery>, res: MedusaResponse<BulkResponse>) {
  const { order_ids, to, reason, note } = req.validatedBody
  const actor_id = req.auth_context?.actor_id ?? null
  res.json(
    await forEachOrder(order_ids, async (order_id) => {
      await requireLife(req.scope, order_id)
      await changeDeliveryWorkflow(req.scope).run({
        input: { order_id, to, tracking_number: null, reason: reason ?? null, lines: null, note: note || null, actor_id },
      })
    })
  )
}
