import { createHmac, timingSafeEqual } from "node:crypto"
import type { TrackingEvent, WebhookHandler } from "../../lib/adapter"
import { CourierError } from "../../lib/errors"
import { mapPaymentStatus, mapYalidineStatus, type YalidinePaymentStatus } from "./statuses"

/**
 * Yalidine's webhooks (its "Webhooks" dashboard, same on Guepex):
 * - subscription check: a GET carrying `subscribe` and `crc_token`, answered with the token as plain
 *   text within 10 s (else the webhook is not created, and later disabled);
 * - deliveries: a POST whose body is one batch `{type, events: [{event_id, occurred_at, data}]}`, one
 *   event type per batch, signed in `X-YALIDINE-SIGNATURE` = hex HMAC-SHA256 of the raw body with the
 *   webhook's secret. Yalidine retries a delivery that did not get a 200 (up to 7 times over about
 *   40 h), so the same event_id comes back, and batches arrive out of order.
 * Types: parcel_created, parcel_edited, parcel_deleted, parcel_status_updated, parcel_payment_updated.
 */
export const SIGNATURE_HEADER = "x-yalidine-signature"

/** Yalidine's dates have no zone ("YYYY-MM-DD HH:MM:SS", Algeria's time, UTC+1 all year): ISO 8601 in UTC. */
export function yalidineDate(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null
  const text = String(value).trim()
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text)
  const at = local ? Date.parse(`${local[1]}T${local[2]}+01:00`) : Date.parse(text)
  return Number.isFinite(at) ? new Date(at).toISOString() : null
}

export function signYalidine(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex")
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | null => {
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() !== name) continue
    return Array.isArray(v) ? (v[0] ?? null) : (v ?? null)
  }
  return null
}

type Batch = { type: string; events: { event_id: string; occurred_at: string; data: Record<string, unknown> }[] }

function readBatch(rawBody: Buffer): Batch {
  let body: unknown
  try {
    body = JSON.parse(rawBody.toString("utf8"))
  } catch {
    throw new CourierError("malformed", "Yalidine webhook: the body is not JSON")
  }
  const o = body as { type?: unknown; events?: unknown }
  if (!o || typeof o !== "object" || typeof o.type !== "string" || !Array.isArray(o.events))
    throw new CourierError("malformed", "Yalidine webhook: expected {type, events: [...]}")
  const events = o.events.map((e, i) => {
    const ev = e as { event_id?: unknown; occurred_at?: unknown; data?: unknown }
    const id = typeof ev?.event_id === "string" || typeof ev?.event_id === "number" ? String(ev.event_id) : ""
    const occurred = yalidineDate(ev?.occurred_at)
    if (!id || !occurred || !ev.data || typeof ev.data !== "object")
      throw new CourierError("malformed", `Yalidine webhook: event ${i} lacks event_id, occurred_at or data`)
    return { event_id: id, occurred_at: occurred, data: ev.data as Record<string, unknown> }
  })
  return { type: o.type, events }
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)

/** Where a history line or event took place: "Centre de Aïn Arnat, Sétif" (null when Yalidine names nothing). */
export function yalidineLocation(d: Record<string, unknown>): string | null {
  const place = text(d.center_name) ?? text(d.commune_name)
  const wilaya = text(d.wilaya_name)
  return [place, wilaya].filter(Boolean).join(", ") || null
}

const byTime = <T extends { occurred_at: string }>(list: T[]): T[] =>
  list
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.occurred_at.localeCompare(b.e.occurred_at) || a.i - b.i)
    .map((x) => x.e)

export const yalidineWebhook: WebhookHandler = {
  challenge(query) {
    const token = query.crc_token
    return typeof token === "string" && token.length > 0 ? token : null
  },

  verify(rawBody, headers, secret) {
    const given = header(headers, SIGNATURE_HEADER)?.trim().toLowerCase()
    if (!secret || !given || !/^[0-9a-f]{64}$/.test(given)) return false
    return timingSafeEqual(Buffer.from(signYalidine(rawBody, secret), "hex"), Buffer.from(given, "hex"))
  },

  /** Status events, oldest first: parcel_status_updated (status + reason), and parcel_deleted as "cancelled". */
  parse(rawBody) {
    const batch = readBatch(rawBody)
    if (batch.type !== "parcel_status_updated" && batch.type !== "parcel_deleted") return []
    const events: TrackingEvent[] = batch.events.map((e) => {
      const tracking = text(e.data.tracking)
      if (!tracking) throw new CourierError("malformed", `Yalidine webhook: event ${e.event_id} has no tracking`)
      if (batch.type === "parcel_deleted")
        return {
          tracking,
          event_id: e.event_id,
          occurred_at: e.occurred_at,
          status: "cancelled",
          raw_status: "parcel_deleted",
          raw_reason: null,
          location: null,
        }
      const raw = text(e.data.status)
      if (!raw) throw new CourierError("malformed", `Yalidine webhook: event ${e.event_id} has no status`)
      return {
        tracking,
        event_id: e.event_id,
        occurred_at: e.occurred_at,
        status: mapYalidineStatus(raw),
        raw_status: raw,
        raw_reason: text(e.data.reason),
        location: yalidineLocation(e.data),
      }
    })
    return byTime(events)
  },
}

/** A `parcel_payment_updated` event: where the cash of a delivered parcel is (not-ready → ready → receivable → paid). */
export type YalidinePaymentEvent = { tracking: string; event_id: string; occurred_at: string; payment_status: YalidinePaymentStatus; payment_id: string | null }

/** The payment events a webhook body carries (empty for the other types); beyond the common interface. */
export function parseYalidinePayments(rawBody: Buffer): YalidinePaymentEvent[] {
  const batch = readBatch(rawBody)
  if (batch.type !== "parcel_payment_updated") return []
  return byTime(
    batch.events.map((e) => {
      const tracking = text(e.data.tracking)
      const status = mapPaymentStatus(e.data.status ?? e.data.payment_status)
      if (!tracking || !status) throw new CourierError("malformed", `Yalidine webhook: payment event ${e.event_id} lacks tracking or a known status`)
      return { tracking, event_id: e.event_id, occurred_at: e.occurred_at, payment_status: status, payment_id: text(e.data.payment_id) }
    })
  )
}

export { byTime as sortEventsByTime }
