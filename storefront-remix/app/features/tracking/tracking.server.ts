import type { StoreOrderTracking } from "@shop/contracts/order-tracking"
import { normalizePhone } from "@shop/shared/phone"
import { parseOrderNumber } from "@shop/contracts/order-tracking"
import { storeLocale, type Locale } from "~/lib/locale"
import { MedusaError } from "~/lib/medusa.server"
import type { ForwardedHeaders, StoreApi } from "~/lib/store-api.server"
import type { TrackingFields, TrackingOutcome } from "./tracking"

/** The same checks as the backend, so a typo is named beside its field without a round trip. */
export function checkTracking(order: string, phone: string): TrackingFields {
  const fields: TrackingFields = {}
  if (!order.trim()) fields.order = "required"
  else if (parseOrderNumber(order) === null) fields.order = "invalid"
  if (!phone.trim()) fields.phone = "required"
  else if (normalizePhone(phone) === null) fields.phone = "invalid"
  return fields
}

/** Asks the backend (with the buyer's address and language) and reads its answer. */
export async function lookUpOrder(
  api: Pick<StoreApi, "trackOrder">,
  input: { order: string; phone: string; locale: Locale },
  forwarded: ForwardedHeaders
): Promise<TrackingOutcome> {
  const fields = checkTracking(input.order, input.phone)
  if (Object.keys(fields).length) return { kind: "invalid", fields }
  try {
    const answer = await api.trackOrder(
      { order: input.order.trim(), phone: input.phone.trim() },
      { "x-medusa-locale": storeLocale(input.locale), ...forwarded }
    )
    const body = answer.body ?? {}
    if (answer.status === 200 && body.order && typeof body.order === "object") return { kind: "found", order: body.order as StoreOrderTracking }
    if (answer.status === 404) return { kind: "not_found" }
    if (answer.status === 429) return { kind: "limited", wait_seconds: Math.max(1, Math.ceil(Number(body.wait_seconds) || 60)) }
    if (answer.status === 400 && Array.isArray(body.errors)) {
      const named: TrackingFields = {}
      for (const e of body.errors as { field?: string; code?: string }[]) {
        if (e.field === "order" || e.field === "phone") named[e.field] = e.code === "required" ? "required" : "invalid"
      }
      if (Object.keys(named).length) return { kind: "invalid", fields: named }
    }
    console.error(`POST /store/order-tracking answered ${answer.status}`)
    return { kind: "failed" }
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    console.error(e.message)
    return { kind: "failed" }
  }
}
