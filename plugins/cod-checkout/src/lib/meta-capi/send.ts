import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cleanAttribution, purchaseEventId } from "@shop/contracts/attribution"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { COD_MODULE } from "../../modules/cod"
import type CodModuleService from "../../modules/cod/service"
import { metaConfig, type MetaConfig } from "./config"
import { GRAPH_API_VERSION, META_WINDOW_SECONDS, outcomeOf, purchaseEvent, retryDelay, type PurchaseEvent } from "./event"

type Knex = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
export type MetaPurchaseStatus = "sent" | "retry" | "failed" | "skipped"

/** A `sending` row older than this was left by a process that died mid-post: taken again (Meta keeps one per event id). */
const STALE_SENDING = "10 minutes"
const TIMEOUT_MS = 10_000

/**
 * Takes the order's Purchase for this process: a new row (first confirmation), or a row due for a
 * retry. Null when another confirmation, event delivery or worker already has it: sent at most once.
 */
async function claim(pg: Knex, order_id: string): Promise<{ id: string; attempts: number } | null> {
  const created = await pg.raw(
    `INSERT INTO cod_meta_purchase (id, order_id, event_id, status, attempts) VALUES (?, ?, ?, 'sending', 1)
     ON CONFLICT (order_id) WHERE deleted_at IS NULL DO NOTHING RETURNING id, attempts`,
    [`codmp_${order_id}`, order_id, purchaseEventId(order_id)]
  )
  if (created.rows[0]) return created.rows[0] as { id: string; attempts: number }
  const due = await pg.raw(
    `UPDATE cod_meta_purchase SET status = 'sending', attempts = attempts + 1, updated_at = now()
     WHERE order_id = ? AND deleted_at IS NULL
       AND ((status = 'retry' AND next_attempt_at <= now()) OR (status = 'sending' AND updated_at < now() - interval '${STALE_SENDING}'))
     RETURNING id, attempts`,
    [order_id]
  )
  return (due.rows[0] as { id: string; attempts: number } | undefined) ?? null
}

type OrderRow = {
  id: string
  created_at: string | Date
  total: unknown
  currency_code: string
  canceled_at: unknown
  metadata: Record<string, unknown> | null
  items?: { variant_id: string | null; product_id: string | null; quantity: unknown }[] | null
}

/** Why this order's Purchase is not sent, or its event (with the order's placing time). */
async function prepare(
  container: MedusaContainer,
  order_id: string,
  config: MetaConfig | { missing: string }
): Promise<{ skip: string } | { event: PurchaseEvent; config: MetaConfig }> {
  const [life] = await container
    .resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
    .listOrderLives({ order_id }, { select: ["confirmation_state", "cancel_reason", "phone", "first_name", "last_name", "customer_id"] })
  if (!life) return { skip: "not a cash-on-delivery order" }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "created_at", "total", "currency_code", "canceled_at", "metadata", "items.variant_id", "items.product_id", "items.quantity"],
    filters: { id: order_id },
  })
  const order = data[0] as OrderRow | undefined
  if (!order) return { skip: "order not found" }
  if (order.canceled_at || life.confirmation_state === "cancelled")
    return { skip: life.cancel_reason === "duplicate" ? "cancelled as a duplicate" : "cancelled" }
  if (life.confirmation_state !== "confirmed") return { skip: `not confirmed (${life.confirmation_state})` }
  const [blocked] = await container.resolve<CodModuleService>(COD_MODULE).listCodBlockedPhones({ phone: life.phone }, { select: ["id"] })
  if (blocked) return { skip: "blocked phone" }
  if ("missing" in config) return { skip: `not configured: ${config.missing}` }
  const event = purchaseEvent(
    {
      id: order.id,
      created_at: order.created_at,
      total: Number(order.total ?? 0),
      currency_code: order.currency_code,
      items: (order.items ?? []).map((i) => ({ variant_id: i.variant_id, product_id: i.product_id, quantity: Number(i.quantity) })),
      first_name: life.first_name,
      last_name: life.last_name,
      phone: life.phone,
      customer_id: life.customer_id ?? null,
      client_ip: typeof order.metadata?.client_ip === "string" ? order.metadata.client_ip : null,
      attribution: cleanAttribution(order.metadata?.attribution),
    },
    process.env.STOREFRONT_URL
  )
  if (Date.now() / 1000 - event.event_time > META_WINDOW_SECONDS) return { skip: "outside Meta's 7-day window" }
  return { event, config }
}

/** Posts one event; the HTTP status (null: no answer in time) and the body Meta gave. */
async function post(config: MetaConfig, event: PurchaseEvent): Promise<{ status: number | null; body: unknown }> {
  try {
    const res = await fetch(`${config.graph_url}/${GRAPH_API_VERSION}/${encodeURIComponent(config.pixel_id)}/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // the token in the body, not the URL: addresses end up in logs
      body: JSON.stringify({ data: [event], access_token: config.access_token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await res.text()
    let body: unknown = text.slice(0, 2000)
    try {
      body = JSON.parse(text)
    } catch {
      /* kept as text */
    }
    return { status: res.status, body }
  } catch (e) {
    return { status: null, body: { error: { message: (e as Error).message } } }
  }
}

/**
 * Sends the Purchase of a confirmed order to Meta's Conversions API once (decision 0073), or records
 * why not. Called on `order_life.confirmed` and by the retry job; null when there was nothing to do.
 */
export async function sendMetaPurchase(container: MedusaContainer, order_id: string): Promise<MetaPurchaseStatus | null> {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const row = await claim(pg, order_id)
  if (!row) return null
  const cod = container.resolve<CodModuleService>(COD_MODULE)
  const config = await metaConfig(container)
  const prepared = await prepare(container, order_id, config)
  if ("skip" in prepared) {
    await cod.updateCodMetaPurchases({ id: row.id, status: "skipped", reason: prepared.skip, next_attempt_at: null })
    return "skipped"
  }
  const { status, body } = await post(prepared.config, prepared.event)
  const outcome = outcomeOf(status)
  const delay = outcome === "retry" ? retryDelay(row.attempts) : null
  const final = outcome === "retry" && delay === null ? "failed" : outcome
  await cod.updateCodMetaPurchases({
    id: row.id,
    status: final,
    payload: { data: [prepared.event] },
    response: { status, body } as Record<string, unknown>,
    reason: final === "sent" ? null : outcome === "retry" && final === "failed" ? "out of attempts" : `Meta answered ${status ?? "nothing"}`,
    sent_at: final === "sent" ? new Date() : null,
    next_attempt_at: delay === null ? null : new Date(Date.now() + delay * 1000),
  })
  return final
}

/** The orders whose Purchase is due for another attempt (the retry job's list). */
export async function dueMetaPurchases(container: MedusaContainer, limit = 50): Promise<string[]> {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `SELECT order_id FROM cod_meta_purchase WHERE deleted_at IS NULL
       AND ((status = 'retry' AND next_attempt_at <= now()) OR (status = 'sending' AND updated_at < now() - interval '${STALE_SENDING}'))
     ORDER BY next_attempt_at NULLS FIRST LIMIT ?`,
    [limit]
  )
  return rows.map((r) => r.order_id as string)
}
