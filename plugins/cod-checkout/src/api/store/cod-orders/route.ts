import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CodOrderForm } from "../../../lib/order-form"
import { withConflictRetry } from "../../../workflows/conflict-retry"
import { placeCodOrderWorkflow } from "../../../workflows/place-cod-order"
import { replyCodOrderError } from "../../cod-order-errors"
import { clientIp, reply } from "../../helpers"
import { idempotencyKeyOf } from "./validate-order-form"

const BLOCKED = { type: "not_allowed", message: "This order cannot be placed online. Please contact the shop." }

/**
 * Places a cash-on-delivery order from the product page or the cart. The middleware validated
 * the Idempotency-Key and the form; `place-cod-order` checks the delivery, claims the anti-abuse
 * slot (key, blocklist, cooldown, daily cap) and places the order, undoing all of it on failure.
 * 201 `{order, thank_you_url}`; refusals are answered by `replyCodOrderError`.
 */
export async function POST(req: MedusaStoreRequest<CodOrderForm>, res: MedusaResponse) {
  const form = req.validatedBody
  const idempotency_key = idempotencyKeyOf(req)
  const sales_channel_id = req.publishable_key_context?.sales_channel_ids?.[0]
  if (!sales_channel_id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The publishable key has no sales channel")
  try {
    const { result } = await withConflictRetry(() =>
      placeCodOrderWorkflow(req.scope).run({ input: { form, sales_channel_id, client_ip: clientIp(req), idempotency_key } })
    )
    return reply(res, 201, result.answer)
  } catch (e) {
    return replyCodOrderError(req, res, e, { idempotency_key, items: form.items, sales_channel_id, blocked: BLOCKED })
  }
}
