// The backend's answer to POST /store/cod-orders turned into what the form shows. Server-only: the
// browser never calls the backend (DESIGN.md). The body and the answers are @shop/contracts/cod-order's.
import type { FieldError, PostStoreCodOrderResponse, StoreCodOrder } from "@shop/contracts/cod-order"
import type { StoreAnswer } from "~/lib/store-api.server"
import { formErrors, type FieldErrors } from "./order-form"

/** What the thank-you overview shows: the order as the backend priced it. */
export type PlacedOrder = Omit<StoreCodOrder, "created_at" | "currency_code">

export type OrderOutcome =
  | { kind: "placed"; order: PlacedOrder; placedAt: number }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "out_of_stock"; variant_id: string | null }
  | { kind: "cooldown"; wait_seconds: number }
  | { kind: "blocked" }
  | { kind: "failed" }

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0)

/** The placed order's fields the overview shows, read defensively (the answer crosses the network). */
export function placedOrder(o: Partial<StoreCodOrder>): PlacedOrder {
  const items = Array.isArray(o.items) ? o.items : []
  return {
    id: String(o.id),
    display_id: o.display_id == null ? null : num(o.display_id),
    item_total: num(o.item_total),
    shipping_total: num(o.shipping_total),
    total: num(o.total),
    items: items.map((i) => ({
      title: String(i.title ?? ""),
      variant_id: typeof i.variant_id === "string" ? i.variant_id : null,
      quantity: num(i.quantity),
      unit_price: num(i.unit_price),
      options: Array.isArray(i.options) ? i.options.map((x) => ({ name: String(x?.name ?? ""), value: String(x?.value ?? "") })) : [],
    })),
    delivery: o.delivery && typeof o.delivery === "object" ? o.delivery : null,
  }
}

/** Reads the backend's answer; anything not understood is a failure (the error dialog). */
export function orderOutcome(answer: StoreAnswer, now = Date.now()): OrderOutcome {
  const body = answer.body ?? {}
  if ((answer.status === 201 || answer.status === 200) && body.order && typeof body.order === "object") {
    return { kind: "placed", placedAt: now, order: placedOrder((body as Partial<PostStoreCodOrderResponse>).order ?? {}) }
  }
  if (answer.status === 400 && Array.isArray(body.errors)) {
    const fields = formErrors(body.errors as FieldError[])
    return fields && Object.keys(fields).length ? { kind: "invalid", fields } : { kind: "failed" }
  }
  if (answer.status === 409 && body.code === "insufficient_inventory") {
    return { kind: "out_of_stock", variant_id: typeof body.variant_id === "string" ? body.variant_id : null }
  }
  if (answer.status === 429) return { kind: "cooldown", wait_seconds: Math.max(1, Math.ceil(num(body.wait_seconds))) }
  if (answer.status === 403) return { kind: "blocked" }
  return { kind: "failed" }
}
