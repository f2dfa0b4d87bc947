import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCodAgentsResponse } from "@shop/contracts/cod-admin"
import { deskAgents } from "../../../../lib/agents"

/** The confirmation agents, on duty first, with their open queue; `me` is the caller (the queue's "my orders"). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminCodAgentsResponse>) {
  res.json({ agents: await deskAgents(req.scope), me: req.auth_context?.actor_id ?? null })
}
