import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { bodyHash } from "../../../lib/body-hash"
import { checkDelivery } from "../../../lib/delivery"
import { claimOrderSlot } from "../../../lib/gate"
import { invalidDataBody, parseOrderForm } from "../../../lib/order-form"
import { clientIp, codService, pgOf, reply } from "../../helpers"
import { codRegion, placeOrderAndReply, replayExisting } from "./helpers"

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/

/**
 * Places a cash-on-delivery order from the product page (`variant_id`, `quantity`) or the cart
 * (`items`). Checks run cheapest first: the form, the delivery, then the anti-abuse gate
 * (idempotency key, blocklist, cooldown, daily cap), then the checkout workflow.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const key = String(req.headers["idempotency-key"] ?? "").trim()
  if (!IDEMPOTENCY_KEY.test(key)) {
    const message = "Idempotency-Key header is required: 8 to 100 visible characters, the same for every retry of one order"
    return reply(res, 400, invalidDataBody([{ field: "Idempotency-Key", code: "required", message }]))
  }
  const parsed = parseOrderForm(req.body)
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  const form = parsed.data
  const checked = await checkDelivery(req.scope, form)
  if (!checked.ok) return reply(res, 400, invalidDataBody(checked.errors))
  const { delivery } = checked

  const channelId = (req as any).publishable_key_context?.sales_channel_ids?.[0]
  if (!channelId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The publishable key has no sales channel")
  const region = await codRegion(req)
  const ip = clientIp(req)
  const pg = pgOf(req)
  const settings = codService(req).settings()
  const gate = await claimOrderSlot(pg, {
    idempotency_key: key,
    body_hash: bodyHash(form),
    phone: form.phone,
    client_ip: ip,
    ...settings,
  })
  switch (gate.kind) {
    case "existing":
      return replayExisting(req, res, key, gate.row, bodyHash(form))
    case "blocked":
      return reply(res, 403, { type: "not_allowed", message: "This order cannot be placed online. Please contact the shop." })
    case "cooldown":
    case "daily_cap":
      res.setHeader("Retry-After", String(gate.wait_seconds))
      return reply(res, 429, {
        type: "too_many_requests",
        code: gate.kind,
        message:
          gate.kind === "cooldown"
            ? `An order was just placed from this phone or connection: wait ${gate.wait_seconds} seconds`
            : `This phone has reached its orders for today: wait ${gate.wait_seconds} seconds`,
        wait_seconds: gate.wait_seconds,
      })
  }

  return placeOrderAndReply(req, res, { form, delivery, channel_id: channelId, region, client_ip: ip, idempotency_key: key, slot_id: gate.id })
}
