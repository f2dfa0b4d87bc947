import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { cancelExpeditionWorkflow, sendExpeditionWorkflow, setExpeditionStatusWorkflow } from "../../../../../workflows/expeditions"
import { actorOf, expeditionView } from "../../../../helpers"

/**
 * POST /admin/internal-expeditions/:id/{send|arrive|complete|cancel}: the transitions of the
 * state machine (lib/rules.ts). A transition the status does not allow is a 400 naming `status`.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const expedition_id = req.params.id
  const actor_id = actorOf(req)
  await expeditionView(req, expedition_id) // 404 first
  switch (req.params.action) {
    case "send":
      await sendExpeditionWorkflow(req.scope).run({ input: { expedition_id, actor_id } })
      break
    case "cancel":
      await cancelExpeditionWorkflow(req.scope).run({ input: { expedition_id, actor_id } })
      break
    case "arrive":
    case "complete":
      await setExpeditionStatusWorkflow(req.scope).run({ input: { expedition_id, action: req.params.action } })
      break
    default:
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `action: unknown expedition action ${req.params.action}`)
  }
  res.json({ expedition: await expeditionView(req, expedition_id) })
}
