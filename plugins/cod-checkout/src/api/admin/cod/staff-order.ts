import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { CodOrderForm } from "../../../lib/order-form"
import { withConflictRetry } from "../../../workflows/conflict-retry"
import { placeCodOrderWorkflow } from "../../../workflows/place-cod-order"
import { recoverAbandonedCodAttempts } from "../../../workflows/recover-cod-attempt"
import type { CodOrderLimits } from "../../../workflows/steps/claim-cod-order-slot"
import { replyCodOrderError } from "../../cod-order-errors"
import { reply } from "../../helpers"

/** An order staff place for a buyer on the phone: a lead's (`leads/:id/order`) or one from scratch (`phone-orders`). */
export type StaffOrder = {
  form: CodOrderForm
  idempotency_key: string
  /** The lead this order closes (its own key); null closes the buyer's open leads by phone (decision 0045). */
  lead_key: string | null
  limits: CodOrderLimits
}

/** The store's default sales channel: staff orders are sold where the storefront sells. */
async function defaultSalesChannel(req: AuthenticatedMedusaRequest): Promise<string> {
  const { data: stores } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const id = (stores as { default_sales_channel_id: string | null }[])[0]?.default_sales_channel_id
  if (!id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The store has no default sales channel")
  return id
}

/**
 * Places a staff order through the store's workflow (`place-cod-order`: server prices, delivery
 * re-quoted, blocklist, the limits given, stock holds, idempotency) with order type `phone`
 * (decision 0074), and answers as the store's route does: 201 `{order, thank_you_url}`, a replay
 * 200, refusals through `replyCodOrderError`, the blocklist's 403 telling staff where to lift it.
 */
export async function placeStaffOrder(req: AuthenticatedMedusaRequest, res: MedusaResponse, order: StaffOrder): Promise<void> {
  const { form, idempotency_key, lead_key, limits } = order
  const sales_channel_id = await defaultSalesChannel(req)
  const client_ip = `admin:${req.auth_context?.actor_id ?? "unknown"}`
  // a retry after the backend died mid-order: that attempt is settled first (decision 0051)
  await recoverAbandonedCodAttempts(req.scope, { key: idempotency_key }).catch(() => [])
  const place = async () => {
    const { result } = await withConflictRetry(() =>
      placeCodOrderWorkflow(req.scope).run({ input: { form, sales_channel_id, client_ip, idempotency_key, lead_key, limits, order_type: "phone" } })
    )
    return result.answer
  }
  try {
    return reply(res, 201, await place())
  } catch (e) {
    const blocked = {
      type: "not_allowed",
      code: "phone_blocked",
      message: `phone: ${form.phone} is on the blocklist; remove it there first to order for this buyer`,
    }
    return replyCodOrderError(req, res, e, { idempotency_key, items: form.items, sales_channel_id, blocked, placeAgain: place })
  }
}
