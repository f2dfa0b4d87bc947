import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { confirmer, deskAgents } from "../../../../../lib/agents"
import { lifeService } from "../../../../helpers"
import type { PostAdminCodAgent } from "../../../../validators"

/**
 * Puts a member of staff on duty (new orders are dealt to them in turn) or off duty. The roles
 * guard lets agents do it for themselves only and the owner for anyone (decision 0068); only a role
 * that confirms orders can be on duty.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodAgent>, res: MedusaResponse) {
  const id = req.params.id
  const who = await confirmer(req.scope, id)
  if (!who) throw new MedusaError(MedusaError.Types.NOT_FOUND, `id: no member of staff ${id}`)
  if (req.validatedBody.on_duty && !who.confirms) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `id: ${who.user.email} does not confirm orders (their role has no orders.confirm)`)
  }
  await lifeService(req).setOnDuty(id, req.validatedBody.on_duty)
  const agent = (await deskAgents(req.scope)).find((a) => a.user_id === id)
  res.json({ agent })
}
