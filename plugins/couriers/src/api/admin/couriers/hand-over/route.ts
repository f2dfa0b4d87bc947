import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HandOverResultDTO } from "@shop/contracts/couriers"
import { handOverOrders } from "../../../../lib/hand-over"
import type { PostHandOver } from "../../../validators"

/** Hands over the selected confirmed orders (one or many): a result per order, never all-or-nothing. */
export const POST = async (req: AuthenticatedMedusaRequest<PostHandOver>, res: MedusaResponse) => {
  const results = await handOverOrders(req.scope, { order_ids: req.validatedBody.order_ids, actor_id: req.auth_context?.actor_id ?? null })
  res.json({
    results: results satisfies HandOverResultDTO[],
    handed_over: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
  })
}
