import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { changeConfirmationWorkflow, REFUSED } from "@shop/order-life/workflows"
import { lifeService, toConfirmation } from "../../../../helpers"
import { CONFIRMATION_FIELDS } from "../../../../query-config"
import type { PostAdminCodConfirmation } from "../../../../validators"

/**
 * Records a call outcome through the order life's confirmation workflow; "cancelled" (with a
 * reason) cancels the order and releases its stock. A refused transition is a 409 with its rule.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodConfirmation>, res: MedusaResponse) {
  const body = req.validatedBody
  const order_id = req.params.order_id
  const [current] = await lifeService(req).listOrderLives({ order_id }, { select: ["id"] })
  if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${order_id} has no cash-on-delivery confirmation`)
  try {
    await changeConfirmationWorkflow(req.scope).run({
      input: {
        order_id,
        to: body.status,
        postponed_until: body.postponed_until ? body.postponed_until.toISOString() : null,
        reason: body.reason ?? null,
        actor_id: req.auth_context?.actor_id ?? null,
      },
    })
  } catch (e) {
    const err = e as { type?: string; code?: string; message?: string }
    if ((err?.type === MedusaError.Types.NOT_ALLOWED && err.code === REFUSED) || err?.type === MedusaError.Types.CONFLICT) {
      return void res.status(409).json({ type: "not_allowed", message: err.message })
    }
    throw e
  }
  const [life] = await lifeService(req).listOrderLives({ order_id }, { select: CONFIRMATION_FIELDS })
  res.json({ confirmation: toConfirmation(life) })
}
