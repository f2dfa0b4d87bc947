import { createHash } from "node:crypto"
import { purchaseEventId, type Attribution } from "@shop/contracts/attribution"
import { normalizePhone } from "@shop/shared/phone"

/**
 * The Conversions API's Purchase of one order (decision 0073), as Meta documents its parameters:
 * contact data normalised then SHA-256 hashed (`ph`, `fn`, `ln`, `country`, `external_id`), browser
 * ids (`fbc`, `fbp`), address and user agent sent as they are. Pure: the sender gives it the order.
 */

/** Meta's window: a website event older than 7 days is refused. */
export const META_WINDOW_SECONDS = 7 * 24 * 3600
export const GRAPH_API_VERSION = "v21.0"

export const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex")

/** An Algerian mobile number in E.164 without the +: `0555 12 34 56` → `213555123456`; null when it is not one. */
export function e164Digits(phone: string): string | null {
  const local = normalizePhone(phone)
  return local ? `213${local.slice(1)}` : null
}

/** A name as Meta hashes it: lowercase, trimmed, no punctuation (letters of any script kept). */
export function normalizedName(name: string): string | null {
  const n = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}]/gu, "")
  return n || null
}

const hashed = (v: string | null | undefined) => (v ? [sha256(v)] : undefined)

export type PurchaseOrder = {
  id: string
  /** When the order was placed. */
  created_at: Date | string
  total: number
  currency_code: string
  items: { variant_id: string | null; product_id: string | null; quantity: number }[]
  first_name: string
  last_name: string
  phone: string
  customer_id: string | null
  client_ip: string | null
  attribution: Attribution | null
}

export type PurchaseEvent = {
  event_name: "Purchase"
  event_time: number
  event_id: string
  action_source: "website"
  event_source_url?: string
  user_data: Record<string, string | string[]>
  custom_data: { value: number; currency: string; order_id: string; content_ids: string[]; content_type: "product"; num_items: number }
}

/** An address the Conversions API may take as the buyer's (`client_ip_address`): not a staff marker, not empty. */
const buyerIp = (ip: string | null) => (ip && !ip.startsWith("admin:") && /^[0-9a-f.:]{3,45}$/i.test(ip) ? ip : undefined)

export function purchaseEvent(order: PurchaseOrder, shopUrl?: string): PurchaseEvent {
  const a = order.attribution ?? {}
  const user_data: Record<string, string | string[] | undefined> = {
    ph: hashed(e164Digits(order.phone)),
    fn: hashed(normalizedName(order.first_name)),
    ln: hashed(normalizedName(order.last_name)),
    country: hashed("dz"),
    external_id: hashed(order.customer_id),
    fbc: a.fbc,
    fbp: a.fbp,
    client_ip_address: buyerIp(order.client_ip),
    client_user_agent: a.user_agent,
  }
  const source = a.source_url ?? (shopUrl && a.landing_path ? `${shopUrl.replace(/\/$/, "")}${a.landing_path}` : shopUrl)
  // the variants bought, as the browser's pixel names them (the thank-you page knows the variants)
  const content_ids = [...new Set(order.items.map((i) => i.variant_id ?? i.product_id).filter((v): v is string => !!v))]
  return {
    event_name: "Purchase",
    event_time: Math.floor(new Date(order.created_at).getTime() / 1000),
    event_id: purchaseEventId(order.id),
    action_source: "website",
    ...(source ? { event_source_url: source } : {}),
    user_data: Object.fromEntries(Object.entries(user_data).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>,
    custom_data: {
      value: order.total,
      currency: order.currency_code.toUpperCase(),
      order_id: order.id,
      content_ids,
      content_type: "product",
      num_items: order.items.reduce((n, i) => n + i.quantity, 0),
    },
  }
}

/** What to do after Meta answered: sent, refused for good (4xx but 429), or again later (5xx, 429, no answer). */
export function outcomeOf(status: number | null): "sent" | "failed" | "retry" {
  if (status !== null && status >= 200 && status < 300) return "sent"
  if (status !== null && status >= 400 && status < 500 && status !== 429) return "failed"
  return "retry"
}

/** Backoff before attempt `n + 1` (n attempts made): 1 min, 5 min, 30 min, 2 h, then give up. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200]
export const retryDelay = (attempts: number): number | null => RETRY_DELAYS_SECONDS[attempts - 1] ?? null
