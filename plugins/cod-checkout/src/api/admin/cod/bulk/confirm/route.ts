import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { BulkResponse } from "@shop/contracts/cod-admin"
import { changeConfirmationWorkflow } from "@shop/order-life/workflows"
import { forEachOrder, requireLife } from "../../../../../lib/bulk"
import type { PostAdminCodBulkConfirm } from "../../../../validators"

/**
 * Confirms the ticked orders at once (a supervisor who got the buyers' yes by message): each goes
 * through the order life's confirmation workflow as one agent's "confirmed" would, without a call in
 * the call log (none was made); the note, when given, is in each order's history. A result per order.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodBulkConfirm>, res: MedusaResponse<BulkResponse>) {
  const { order_ids, note } = req.validatedBody
  const actor_id = req.auth_context?.actor_id ?? null
  res.json(
    await forEachOrder(order_ids, async (order_id) => {
      await requireLife(req.scope, order_id)
      await changeConfirmationWorkflow(req.scope).run({
        input: { order_id, to: "confirmed", postponed_until: null, reason: null, note: note || null, actor_id },
      })
    })
  )
}
