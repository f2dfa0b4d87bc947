import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { readOrderSlot, type RequestRow } from "../../../lib/gate"
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
    fields: ["id", "display_id", "currency_code", "item_total", "shipping_total", "total", "items.title", "items.variant_id", "items.quantity", "items.unit_price"],
    filters: { id: orderId },
  })
  const o = data[0] as any
  return {
    id: o.id,
    display_id: o.display_id,
    currency_code: o.currency_code,
    item_total: num(o.item_total),
    shipping_total: num(o.shipping_total),
    total: num(o.total),
    items: (o.items ?? []).map((i: any) => ({ title: i.title, variant_id: i.variant_id, quantity: num(i.quantity), unit_price: num(i.unit_price) })),
  }
}

/** Workflow errors reach the route as serialized objects, not always Error instances: read their fields. */
export const errorFields = (e: unknown) => (e && typeof e === "object" ? (e as { type?: string; code?: string; message?: string }) : {})

export const isInsufficientInventory = (e: unknown) => {
  const { code, message } = errorFields(e)
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /required inventory|not enough stock/i.test(message ?? "")
}

/** The first line the stock cannot cover now (Medusa's own message names no variant). */
export async function insufficientVariant(req: MedusaRequest, items: { variant_id: string; quantity: number }[]) {
  const channelId = (req as any).publishable_key_context?.sales_channel_ids?.[0]
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
