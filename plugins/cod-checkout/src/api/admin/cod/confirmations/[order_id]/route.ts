import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { OUTCOME_STATE, type CallOutcome } from "@shop/contracts/cod-admin"
import { changeConfirmationWorkflow, refusalOf } from "@shop/order-life/workflows"
import { lifeService, toConfirmation } from "../../../../helpers"
import { CONFIRMATION_FIELDS } from "../../../../query-config"
import type { PostAdminCodConfirmation } from "../../../../validators"

/** The outcomes that end the order without the agent typing why: the outcome is the reason. */
const SELF_REASON: Partial<Record<CallOutcome, string>> = { wrong_number: "wrong_number", duplicate: "duplicate" }

/**
 * Logs one call (decision 0068): its outcome moves the confirmation through the order life's
 * workflow, and the call (the signed-in agent, the time, the outcome, the note) is written in the
 * same transaction, removed by the compensation if the rest fails. Busy and switched off are
 * unanswered calls; a wrong number and a duplicate cancel the order with that reason; "cancelled"
 * (with a reason) cancels the order and releases its stock. `status` is the outcome's older name.
 * A refused transition is a 409 with its rule.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodConfirmation>, res: MedusaResponse) {
  const body = req.validatedBody
  const outcome = (body.outcome ?? body.status)!
  const order_id = req.params.order_id
  const [current] = await lifeService(req).listOrderLives({ order_id }, { select: ["id"] })
  if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${order_id} has no cash-on-delivery confirmation`)
  try {
    await changeConfirmationWorkflow(req.scope).run({
      input: {
        order_id,
        to: OUTCOME_STATE[outcome],
        postponed_until: body.postponed_until ? body.postponed_until.toISOString() : null,
        reason: body.reason?.trim() || SELF_REASON[outcome] || null,
        note: body.note ?? null,
        actor_id: req.auth_context?.actor_id ?? null,
        call: { outcome },
      },
    })
  } catch (e) {
    const refusal = refusalOf(e)
    if (!refusal) throw e
    return void res.status(409).json(refusal)
  }
  const [life] = await lifeService(req).listOrderLives({ order_id }, { select: CONFIRMATION_FIELDS })
  res.json({ confirmation: toConfirmation(life) })
}
