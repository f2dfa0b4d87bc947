import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CodOrderForm } from "../../../lib/order-form"
import { withConflictRetry } from "../../../workflows/conflict-retry"
import { placeCodOrderWorkflow } from "../../../workflows/place-cod-order"
import { recoverAbandonedCodAttempts } from "../../../workflows/recover-cod-attempt"
import { replyCodOrderError } from "../../cod-order-errors"
import { clientIp, storefrontClient } from "@shop/security"
import { leadKey } from "../../../lib/lead-key"
import { reply } from "../../helpers"
import { idempotencyKeyOf } from "./validate-order-form"

const BLOCKED = { type: "not_allowed", message: "This order cannot be placed online. Please contact the shop." }

/**
 * Places a cash-on-delivery order from the product page or the cart. The middleware validated
 * the Idempotency-Key and the form; `place-cod-order` checks the delivery, claims the anti-abuse
 * slot (key, blocklist, cooldown, daily cap) and places the order, undoing all of it on failure.
 * 201 `{order, thank_you_url}`; refusals are answered by `replyCodOrderError`.
 */
export async function POST(req: MedusaStoreRequest<CodOrderForm>, res: MedusaResponse) {
  // Where the buyer came from rides beside the order, not in it: the Idempotency-Key is bound to the
  // order alone, so a retry whose cookies changed meanwhile (the pixel's _fbp) is the same order (decision 0073).
  const { attribution = null, ...form } = req.validatedBody
  const idempotency_key = idempotencyKeyOf(req)
  const sales_channel_id = req.publishable_key_context?.sales_channel_ids?.[0]
  if (!sales_channel_id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The publishable key has no sales channel")
  // A retry after the backend died mid-order: that attempt is settled first (its order finished or
  // undone, decision 0051), so the retry replays its answer or places the only order.
  await recoverAbandonedCodAttempts(req.scope, { key: idempotency_key }).catch(() => [])
  // The buyer's lead of this cart closes with the order only when the storefront vouches for the session.
  const session = storefrontClient(req)?.session
  const lead_key = session && form.cart_id ? leadKey(session, form.cart_id) : null
  const place = async () => {
    const { result } = await withConflictRetry(() =>
      placeCodOrderWorkflow(req.scope).run({
        input: { form, sales_channel_id, client_ip: clientIp(req), idempotency_key, lead_key, attribution },
      })
    )
    return result.answer
  }
  try {
    return reply(res, 201, await place())
  } catch (e) {
    return replyCodOrderError(req, res, e, { idempotency_key, items: form.items, sales_channel_id, blocked: BLOCKED, placeAgain: place })
  }
}
