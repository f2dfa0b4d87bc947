import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidDataAnswer, type FieldError } from "@shop/contracts/cod-order"
import {
  ORDER_NUMBER_MAX,
  parseOrderNumber,
  TRACKING_PHONE_MAX,
  type OrderTrackingLimited,
  type OrderTrackingNotFound,
  type PostStoreOrderTrackingResponse,
} from "@shop/contracts/order-tracking"
import { normalizePhone } from "@shop/shared/phone"
import { trackOrder } from "../../../lib/tracking"
import { clientIp, takeAttempt, type ThrottleRule } from "@shop/security"
import { pgOf, reply, summaryLang } from "../../helpers"

/** Lookups allowed per window of ten minutes: from one address, and for one order number (any phone). */
const WINDOW_SECONDS = 600
const rules = (): { address: ThrottleRule; order: ThrottleRule } => ({
  address: { scope: "order_tracking_address", limit: Number(process.env.ORDER_TRACKING_MAX_PER_ADDRESS) || 30, window_seconds: WINDOW_SECONDS },
  order: { scope: "order_tracking_order", limit: Number(process.env.ORDER_TRACKING_MAX_PER_ORDER) || 10, window_seconds: WINDOW_SECONDS },
})

/**
 * Counts one lookup from the address and one for the order number (the shop's one attempt counter,
 * @shop/security's `takeAttempt`, shared by every server process), before the order is read, right
 * phone or not: guessing phones for one number, or numbers from one address, stops at the limit.
 * Answers the seconds to wait when either is over, else 0.
 */
async function countLookup(req: MedusaRequest, number: number): Promise<number> {
  const r = rules()
  const verdicts = [await takeAttempt(pgOf(req), r.address, clientIp(req)), await takeAttempt(pgOf(req), r.order, String(number))]
  return Math.max(0, ...verdicts.map((v) => (v.allowed ? 0 : v.retry_after)))
}

const NOT_FOUND: OrderTrackingNotFound = { type: "not_found", message: "No order matches this number and phone number" }

/** Every bad field of the body at once, named (`order`, `phone`); both must be short strings. */
function parse(body: unknown): { ok: true; number: number; phone: string } | { ok: false; errors: FieldError[] } {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  const errors: FieldError[] = []
  const text = (field: "order" | "phone", max: number) => {
    const v = b[field]
    if (v === undefined || v === null || (typeof v === "string" && !v.trim())) errors.push({ field, code: "required", message: `${field} is required` })
    else if (typeof v !== "string" || v.length > max) errors.push({ field, code: "invalid", message: `${field} must be text of at most ${max} characters` })
    else return v
    return null
  }
  const rawOrder = text("order", ORDER_NUMBER_MAX)
  const rawPhone = text("phone", TRACKING_PHONE_MAX)
  const number = rawOrder === null ? null : parseOrderNumber(rawOrder)
  const phone = rawPhone === null ? null : normalizePhone(rawPhone)
  if (rawOrder !== null && number === null) errors.push({ field: "order", code: "invalid", message: "order must be an order number such as 1042" })
  if (rawPhone !== null && phone === null) errors.push({ field: "phone", code: "invalid_phone", message: "phone must be an Algerian mobile number" })
  const unknown = Object.keys(b).filter((k) => k !== "order" && k !== "phone")
  for (const k of unknown) errors.push({ field: k, code: "unknown_field", message: `${k} is not accepted` })
  return errors.length || number === null || phone === null ? { ok: false, errors } : { ok: true, number, phone }
}

/**
 * POST /store/order-tracking `{order, phone}` (decision 0058): the order's three axes as a timeline,
 * its delivery and the courier's tracking, in the asked locale — only with the phone it was placed
 * with. An unknown number and a wrong phone get the same 404 after the same reads. Lookups are
 * counted per client address and per order number (`countLookup`): over the limit, 429 with `Retry-After`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const parsed = parse(req.body)
  if (!parsed.ok) return reply(res, 400, invalidDataAnswer(parsed.errors))
  const wait = await countLookup(req, parsed.number)
  res.setHeader("Cache-Control", "no-store")
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    const limited: OrderTrackingLimited = { type: "too_many_requests", message: `Too many lookups: try again in ${wait} seconds`, wait_seconds: wait }
    return reply(res, 429, limited)
  }
  const order = await trackOrder(req.scope, parsed.number, parsed.phone, summaryLang(req))
  if (!order) return reply(res, 404, NOT_FOUND)
  res.json({ order } satisfies PostStoreOrderTrackingResponse)
}
