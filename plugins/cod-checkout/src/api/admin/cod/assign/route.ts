import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { BulkResponse, BulkResult } from "@shop/contracts/cod-admin"
import { deskAgents } from "../../../../lib/agents"
import { lifeService } from "../../../helpers"
import type { PostAdminCodAssign } from "../../../validators"

/**
 * Deals orders to an agent, to nobody (`agent_id: null`), or in turn among the agents on duty
 * (`round_robin`). Each order is one transaction (locked, checked still to call, dealt): the answer
 * says, order by order, where it went or why not; one bad order does not stop the others.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodAssign>, res: MedusaResponse<BulkResponse>) {
  const { order_ids, agent_id, round_robin } = req.validatedBody
  if (agent_id) {
    const agent = (await deskAgents(req.scope)).find((a) => a.user_id === agent_id)
    if (!agent) throw new MedusaError(MedusaError.Types.INVALID_DATA, `agent_id: ${agent_id} is not a confirmation agent`)
  }
  const target = round_robin ? "turn" : (agent_id ?? null)
  const results: BulkResult[] = []
  for (const order_id of [...new Set(order_ids)]) {
    try {
      const to = await lifeService(req).assignOrder(order_id, target)
      results.push({ order_id, ok: true, agent_id: to })
    } catch (e) {
      const err = e as { type?: string; message?: string }
      // an order that is not ours to deal is reported; anything else is a server fault, not the order's
      if (err.type !== MedusaError.Types.NOT_FOUND && err.type !== MedusaError.Types.NOT_ALLOWED) throw e
      results.push({ order_id, ok: false, message: err.message ?? "" })
    }
  }
  const done = results.filter((r) => r.ok).length
  res.json({ results, done, failed: results.length - done })
}
