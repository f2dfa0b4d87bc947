import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCodAgentStat, AdminCodAgentStatsResponse } from "@shop/contracts/cod-admin"
import { deskAgents, staffNames } from "../../../../lib/agents"
import { lifeService } from "../../../helpers"
import type { GetAdminCodAgentStats } from "../../../validators"

const DAY = 24 * 3600 * 1000
const rate = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 1000 : null)

/**
 * Each agent's figures over [from, to] (the last 30 days by default): every agent, and anyone else
 * who logged a call in the range (an owner who took calls). See the contract for what each counts.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodAgentStats>, res: MedusaResponse<AdminCodAgentStatsResponse>) {
  const to = req.validatedQuery.to ?? new Date()
  const from = req.validatedQuery.from ?? new Date(to.getTime() - 30 * DAY)
  const figures = await lifeService(req).agentStats(from, to)
  const agents = await deskAgents(req.scope)
  const names = new Map(agents.map((a) => [a.user_id, a.name]))
  const others = await staffNames(
    req.scope,
    [...figures.keys()].filter((id) => !names.has(id))
  )
  const ids = [...new Set([...agents.map((a) => a.user_id), ...figures.keys()])]
  const rows: AdminCodAgentStat[] = ids.map((user_id) => {
    const f = figures.get(user_id)
    const calls = f?.calls ?? 0
    const orders_called = f?.orders_called ?? 0
    const confirmed = f?.confirmed ?? 0
    const delivered = f?.delivered ?? 0
    return {
      user_id,
      name: names.get(user_id) ?? others.get(user_id) ?? user_id,
      calls,
      orders_called,
      confirmed,
      confirmation_rate: rate(confirmed, orders_called),
      first_calls: f?.first_calls ?? 0,
      avg_first_call_seconds: f?.avg_first_call_seconds ?? null,
      delivered,
      delivered_rate: rate(delivered, confirmed),
      refused: f?.refused ?? 0,
      cancelled_after: f?.cancelled_after ?? 0,
    }
  })
  rows.sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name, "fr"))
  res.json({ from: from.toISOString(), to: to.toISOString(), agents: rows })
}
