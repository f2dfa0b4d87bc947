import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { AdminCodCallsResponse } from "@shop/contracts/cod-admin"
import { staffNames } from "../../../../../../lib/agents"
import { lifeService } from "../../../../../helpers"

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

/** An order's logged calls, newest first: when, who, what it ended with, the agent's note. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminCodCallsResponse>) {
  const order_id = req.params.order_id
  const [life] = await lifeService(req).listOrderLives({ order_id }, { select: ["id"] })
  if (!life) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${order_id} has no cash-on-delivery confirmation`)
  const rows = await lifeService(req).listOrderCalls({ order_id }, { order: { created_at: "DESC" }, take: null })
  const names = await staffNames(
    req.scope,
    rows.map((r) => r.agent_id)
  )
  res.json({
    calls: rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      agent_id: r.agent_id ?? null,
      agent_name: r.agent_id ? (names.get(r.agent_id) ?? null) : null,
      outcome: r.outcome,
      note: r.note ?? null,
      postponed_until: iso(r.postponed_until),
      reason: r.reason ?? null,
      created_at: iso(r.created_at)!,
    })),
  })
}
