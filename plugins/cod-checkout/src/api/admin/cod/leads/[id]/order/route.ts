import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { bodyHash } from "../../../../../../lib/body-hash"
import { checkDelivery } from "../../../../../../lib/delivery"
import { claimOrderSlot, readOrderSlot } from "../../../../../../lib/gate"
import { invalidDataBody, parseOrderForm } from "../../../../../../lib/order-form"
import { codService, pgOf, reply } from "../../../../../helpers"
import { codRegion, placeOrderAndReply, replayExisting } from "../../../../../store/cod-orders/helpers"

/** Staff orders on purpose, after a call: no cooldown and no daily cap, the blocklist still holds. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER

/**
 * Places the order of an open lead for the buyer, after a call: the same form as the store's
 * order (names, phone, address, wilaya, commune, delivery option, items), usually the lead's
 * own data completed by staff with the delivery the buyer chose. Same checks, same workflow;
 * the lead becomes `converted`. One Idempotency-Key per lead, so a double click places one order.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cod = codService(req)
  const [lead] = await cod.listCodLeads({ id: req.params.id }, { select: ["id", "cart_id", "status", "order_id"] })
  if (!lead) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Lead ${req.params.id} was not found`)

  const { cart_id: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>
  const parsed = parseOrderForm({ ...body, cart_id: lead.cart_id })
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  const form = parsed.data
  const key = `admin-lead:${lead.id}`
  const hash = bodyHash(form)
  if (lead.status === "converted") {
    // The same submit again (a double click, a retry after a timeout) gets the first answer.
    const first = await readOrderSlot(pgOf(req), key)
    if (first?.status === "completed" && first.body_hash === hash) return reply(res, 200, first.response as Record<string, unknown>)
    return reply(res, 409, { type: "conflict", code: "lead_converted", message: `This lead was already ordered (order ${lead.order_id})`, order_id: lead.order_id })
  }
  const checked = await checkDelivery(req.scope, form)
  if (!checked.ok) return reply(res, 400, invalidDataBody(checked.errors))

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: stores } = await query.graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const channelId = (stores as any[])[0]?.default_sales_channel_id
  if (!channelId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The store has no default sales channel")
  const region = await codRegion(req)
  const client_ip = `admin:${req.auth_context?.actor_id ?? "unknown"}`
  const gate = await claimOrderSlot(pgOf(req), {
    idempotency_key: key,
    body_hash: hash,
    phone: form.phone,
    client_ip,
    cooldown_seconds: 0,
    max_orders_per_phone_per_day: NO_LIMIT,
  })
  if (gate.kind === "existing") return replayExisting(req, res, key, gate.row, hash)
  if (gate.kind === "blocked") {
    return reply(res, 403, { type: "not_allowed", code: "phone_blocked", message: `phone: ${form.phone} is on the blocklist; remove it there first to order for this buyer` })
  }
  if (gate.kind !== "claimed") throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `unexpected gate answer ${gate.kind}`)
  return placeOrderAndReply(req, res, { form, delivery: checked.delivery, channel_id: channelId, region, client_ip, idempotency_key: key, slot_id: gate.id })
}

