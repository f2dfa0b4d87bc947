import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import type { CheckedDelivery } from "../../../lib/delivery"
import { completeOrderSlot, readOrderSlot, releaseOrderSlot, type RequestRow } from "../../../lib/gate"
import { syntheticEmail } from "../../../lib/normalize"
import { invalidDataBody, type CodOrderForm } from "../../../lib/order-form"
import { placeCodOrderWorkflow } from "../../../workflows/place-cod-order"
import { pgOf, queryOf, reply } from "../../helpers"

/** The shop's Algerian region (DZD, country dz), made by the seed. */
export async function codRegion(req: MedusaRequest) {
  const { data } = await queryOf(req).graph({ entity: "region", fields: ["id", "currency_code", "countries.iso_2"], filters: { currency_code: "dzd" } })
  const region = (data as any[]).find((r) => r.countries?.some((c: any) => c?.iso_2 === "dz"))
  if (!region) throw new MedusaError(MedusaError.Types.NOT_FOUND, "No region sells in DZD to Algeria")
  return region as { id: string; currency_code: string }
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))

/** What the thank-you page shows: the order as Medusa priced it. */
export async function orderSummary(req: MedusaRequest, orderId: string) {
  const { data } = await queryOf(req).graph({
    entity: "order",
    fields: ["id", "display_id", "created_at", "metadata", "currency_code", "item_total", "shipping_total", "total", "items.title", "items.variant_id", "items.quantity", "items.unit_price"],
    filters: { id: orderId },
  })
  const o = data[0] as any
  // only cash-on-delivery orders are shown by id: the page holds no personal data, only items and totals
  if (!o || !o.metadata?.cod) return null
  return {
    id: o.id,
    display_id: o.display_id,
    created_at: new Date(o.created_at).toISOString(),
    currency_code: o.currency_code,
    item_total: num(o.item_total),
    shipping_total: num(o.shipping_total),
    total: num(o.total),
    items: (o.items ?? []).map((i: any) => ({ title: i.title, variant_id: i.variant_id, quantity: num(i.quantity), unit_price: num(i.unit_price) })),
  }
}

/** Workflow errors reach the route as serialized objects, not always Error instances: read their fields. */
export const errorFields = (e: unknown) => (e && typeof e === "object" ? (e as { type?: string; code?: string; message?: string }) : {})

/**
 * A clash with a concurrent checkout on the same rows (Medusa CONFLICT, a released query runner, a
 * PostgreSQL serialization failure or deadlock): the failed run was compensated, so it is safe to run again.
 */
export const isTransientConflict = (e: unknown) => {
  const { type, code, name, message } = errorFields(e) as { type?: string; code?: string; name?: string; message?: string }
  return (
    type === MedusaError.Types.CONFLICT ||
    code === "40001" ||
    code === "40P01" ||
    /QueryRunnerAlreadyReleased|TransactionAlreadyStarted|TransactionNotStarted/.test(name ?? "") ||
    isLockTimeout(message)
  )
}

/**
 * Another checkout held the stock's lock too long (reserve-inventory-step waits 5 s). The Redis
 * locking provider throws this as a CONFLICT; Medusa's in-memory and PostgreSQL providers (no
 * REDIS_URL) throw a bare Error with the same message, which would otherwise end as a 500.
 */
const isLockTimeout = (message?: string) => /^Timed-out acquiring lock|^Failed to acquire lock/.test(message ?? "")

/** Runs a checkout again (up to 3 times, short jittered pause) when it lost a race, so a buyer gets the real answer (order or out of stock). */
export async function withConflictRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (e) {
      if (!isTransientConflict(e)) throw e
      // out of attempts: the same 409 conflict whichever locking provider timed out
      if (attempt >= attempts) throw isLockTimeout(errorFields(e).message) ? new MedusaError(MedusaError.Types.CONFLICT, errorFields(e).message!) : e
      await new Promise((r) => setTimeout(r, 40 * attempt + Math.floor(Math.random() * 60)))
    }
  }
}

export const isInsufficientInventory = (e: unknown) => {
  const { code, message } = errorFields(e)
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /required inventory|not enough stock/i.test(message ?? "")
}

/** The first line the stock cannot cover now (Medusa's own message names no variant). */
export async function insufficientVariant(req: MedusaRequest, items: { variant_id: string; quantity: number }[], channelId: string) {
  const availability = await getVariantAvailability(queryOf(req) as any, { variant_ids: items.map((i) => i.variant_id), sales_channel_id: channelId })
  const short = items.find((i) => (availability[i.variant_id]?.availability ?? Infinity) < i.quantity)
  return (short ?? items[0]).variant_id
}

const REPLAY_WAIT_MS = 20_000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * A key seen before: the same body gets the first answer (waiting for it while the first submit
 * is still running); another body is refused.
 */
export async function replayExisting(req: MedusaRequest, res: MedusaResponse, key: string, row: RequestRow, hash: string) {
  if (row.body_hash !== hash) {
    return reply(res, 422, { type: "invalid_data", code: "idempotency_key_reused", message: "This Idempotency-Key was used for a different order" })
  }
  const deadline = Date.now() + REPLAY_WAIT_MS
  let current: RequestRow | undefined = row
  while (current?.status === "pending" && Date.now() < deadline) {
    await sleep(250)
    current = await readOrderSlot(pgOf(req), key)
  }
  if (current?.status === "completed") return reply(res, 200, current.response as Record<string, unknown>)
  if (!current) {
    return reply(res, 409, { type: "conflict", code: "previous_attempt_failed", message: "The first submit with this Idempotency-Key failed: send the order again" })
  }
  return reply(res, 409, { type: "conflict", code: "in_progress", message: "This order is still being placed: retry in a few seconds" })
}

export type PlaceOrderInput = {
  form: CodOrderForm
  delivery: CheckedDelivery
  channel_id: string
  region: { id: string; currency_code: string }
  client_ip: string
  idempotency_key: string
  /** The gate's pending row: completed with the answer, or released on failure. */
  slot_id: string
}

/**
 * Runs the checkout workflow for a form that passed every check and the gate, and answers
 * 201 `{order, thank_you_url}`; out of stock → 409 naming the variant, a delivery the rate
 * table no longer prices → 400 on `transporter`. Shared by the store and the admin (lead) routes.
 */
export async function placeOrderAndReply(req: MedusaRequest, res: MedusaResponse, p: PlaceOrderInput) {
  const { form, delivery } = p
  const pg = pgOf(req)
  try {
    const { result } = await withConflictRetry(() => placeCodOrderWorkflow(req.scope).run({
      input: {
        cart: {
          region_id: p.region.id,
          sales_channel_id: p.channel_id,
          currency_code: p.region.currency_code,
          email: form.email ?? syntheticEmail(form.phone),
          items: form.items,
          shipping_address: delivery.shipping_address,
          shipping_option_id: delivery.shipping_option_id,
          shipping_data: delivery.shipping_data,
          metadata: { cod: true, lead_cart_id: form.cart_id ?? null, client_ip: p.client_ip, idempotency_key: p.idempotency_key },
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
    }))
    const body = { order: await orderSummary(req, result.order_id), thank_you_url: `/checkout/thank-you/${result.order_id}` }
    await completeOrderSlot(pg, p.slot_id, result.order_id, body)
    return reply(res, 201, body)
  } catch (e) {
    await releaseOrderSlot(pg, p.slot_id)
    if (isInsufficientInventory(e)) {
      const variant_id = await insufficientVariant(req, form.items, p.channel_id)
      return reply(res, 409, { type: "not_allowed", code: "insufficient_inventory", message: `Variant ${variant_id} is out of stock for this quantity`, variant_id })
    }
    // What the checks before cannot foresee, e.g. the rate table changed in between: the delivery.
    if (errorFields(e).type === MedusaError.Types.INVALID_DATA) {
      return reply(res, 400, invalidDataBody([{ field: "transporter", code: "invalid", message: errorFields(e).message ?? "invalid delivery" }]))
    }
    throw e
  }
}
