import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { bodyHash } from "../../../../../../lib/body-hash"
import { readOrderSlot } from "../../../../../../lib/gate"
import { invalidDataBody, parseOrderForm } from "../../../../../../lib/order-form"
import { placeStaffOrder } from "../../../staff-order"
import { codService, pgOf, reply } from "../../../../../helpers"

/** Staff order on purpose, after a call: no cooldown and no daily cap; the blocklist still holds. */
const STAFF_LIMITS = { cooldown_seconds: 0, max_orders_per_phone_per_day: Number.MAX_SAFE_INTEGER }

/**
 * Places the order of an open lead for the buyer, after a call: the same form as the store's
 * order (names, phone, address, wilaya, commune, delivery option, items), usually the lead's
 * own data completed by staff with the delivery the buyer chose. The form is validated here,
 * after the lead is found, because its `cart_id` is the lead's. Same workflow as the store;
 * the lead becomes `converted`; order type `phone` (decision 0074). One Idempotency-Key per lead, so a double click places one order.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [lead] = await codService(req).listCodLeads({ id: req.params.id }, { select: ["id", "lead_key", "cart_id", "status", "order_id"] })
  if (!lead) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Lead ${req.params.id} was not found`)
  const { cart_id: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>
  const parsed = parseOrderForm({ ...body, cart_id: lead.cart_id })
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  const form = parsed.data
  const idempotency_key = `admin-lead:${lead.id}`
  if (lead.status === "converted") {
    // The same submit again (a double click, a retry after a timeout) gets the first answer.
    const first = await readOrderSlot(pgOf(req), idempotency_key)
    if (first?.status === "completed" && first.body_hash === bodyHash(form)) return reply(res, 200, first.response as Record<string, unknown>)
    return reply(res, 409, {
      type: "conflict",
      code: "lead_converted",
      message: `This lead was already ordered (order ${lead.order_id})`,
      order_id: lead.order_id,
    })
  }

  return placeStaffOrder(req, res, { form, idempotency_key, lead_key: lead.lead_key, limits: STAFF_LIMITS })
}
