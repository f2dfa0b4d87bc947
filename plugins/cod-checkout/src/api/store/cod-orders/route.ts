import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { bodyHash } from "../../../lib/body-hash"
import { checkDelivery } from "../../../lib/delivery"
import { claimOrderSlot, completeOrderSlot, releaseOrderSlot } from "../../../lib/gate"
import { syntheticEmail } from "../../../lib/normalize"
import { invalidDataBody, parseOrderForm } from "../../../lib/order-form"
import { placeCodOrderWorkflow } from "../../../workflows/place-cod-order"
import { clientIp, codService, pgOf, reply } from "../../helpers"
import { codRegion, errorFields, insufficientVariant, isInsufficientInventory, orderSummary, replayExisting } from "./helpers"

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

  try {
    const { result } = await placeCodOrderWorkflow(req.scope).run({
      input: {
        cart: {
          region_id: region.id,
          sales_channel_id: channelId,
          currency_code: region.currency_code,
          email: form.email ?? syntheticEmail(form.phone),
          items: form.items,
          shipping_address: delivery.shipping_address,
          shipping_option_id: delivery.shipping_option_id,
          shipping_data: delivery.shipping_data,
          metadata: { cod: true, lead_cart_id: form.cart_id ?? null, client_ip: ip, idempotency_key: key },
        },
        confirmation: {
          first_name: form.first_name,
          last_name: form.last_name,
          phone: form.phone,
          wilaya_code: form.wilaya,
          commune_code: form.commune,
          transporter_id: delivery.transporter_id,
          delivery_type: delivery.delivery_type,
        },
        lead_cart_id: form.cart_id,
      },
    })
    const body = { order: await orderSummary(req, result.order_id), thank_you_url: `/checkout/thank-you/${result.order_id}` }
    await completeOrderSlot(pg, gate.id, result.order_id, body)
    return reply(res, 201, body)
  } catch (e) {
    await releaseOrderSlot(pg, gate.id)
    if (isInsufficientInventory(e)) {
      const variant_id = await insufficientVariant(req, form.items)
      return reply(res, 409, { type: "not_allowed", code: "insufficient_inventory", message: `Variant ${variant_id} is out of stock for this quantity`, variant_id })
    }
    // What the checks above cannot foresee, e.g. the rate table changed in between: the delivery.
    if (errorFields(e).type === MedusaError.Types.INVALID_DATA) {
      return reply(res, 400, invalidDataBody([{ field: "transporter", code: "invalid", message: errorFields(e).message ?? "invalid delivery" }]))
    }
    throw e
  }
}
