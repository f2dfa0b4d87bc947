// The order form's post, turned into the backend's POST /store/cod-orders and its answer turned back
// into what the form shows. Server-only: the browser never calls the backend (DESIGN.md).
import type { FieldErrors, FormField, FormValues, OrderLine } from "./order-form"
import { normalizeEmail } from "./order-form"
import type { StoreAnswer } from "./medusa.server"

/** What the thank-you overview shows: the order as the backend priced it. */
export type PlacedOrder = {
  id: string
  display_id: number | null
  item_total: number
  shipping_total: number
  total: number
  items: { title: string; variant_id: string; quantity: number; unit_price: number }[]
}

export type OrderOutcome =
  | { kind: "placed"; order: PlacedOrder; placedAt: number }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "out_of_stock"; variant_id: string | null }
  | { kind: "cooldown"; wait_seconds: number }
  | { kind: "blocked" }
  | { kind: "failed" }

/** The backend's body: names as the spec's form, the delivery as chosen, the lines; no price. */
export function orderBody(values: FormValues, post: { shipping_option_id: string; stop_desk_id: string; cart_id: string; lines: OrderLine[] }) {
  const email = normalizeEmail(values.email ?? "")
  const lines = post.lines
  return {
    firstname: values.firstname ?? "",
    lastname: values.lastname ?? "",
    phone: values.phone ?? "",
    ...(email && { email }),
    address: (values.address ?? "").trim(),
    wilaya: Number(values.wilaya),
    commune: Number(values.commune),
    shipping_option_id: post.shipping_option_id,
    ...(post.stop_desk_id && { stop_desk_id: post.stop_desk_id }),
    ...(post.cart_id && { cart_id: post.cart_id }),
    ...(lines.length === 1 && lines[0] ? { variant_id: lines[0].variant_id, quantity: lines[0].quantity } : { items: lines }),
  }
}

/** The backend's field names onto the form's (the delivery choice is the transporter field). */
const FIELD_OF: Record<string, FormField> = {
  firstname: "firstname",
  lastname: "lastname",
  phone: "phone",
  email: "email",
  address: "address",
  wilaya: "wilaya",
  commune: "commune",
  transporter: "transporter",
  shipping_option_id: "transporter",
  stop_desk_id: "transporter",
  quantity: "quantity",
  variant_id: "quantity",
  items: "quantity",
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0)

/** Reads the backend's answer; anything not understood is a failure (the error dialog). */
export function orderOutcome(answer: StoreAnswer, now = Date.now()): OrderOutcome {
  const body = answer.body ?? {}
  if ((answer.status === 201 || answer.status === 200) && body.order && typeof body.order === "object") {
    const o = body.order as Record<string, unknown>
    const items = Array.isArray(o.items) ? (o.items as Record<string, unknown>[]) : []
    return {
      kind: "placed",
      placedAt: now,
      order: {
        id: String(o.id),
        display_id: o.display_id == null ? null : num(o.display_id),
        item_total: num(o.item_total),
        shipping_total: num(o.shipping_total),
        total: num(o.total),
        items: items.map((i) => ({ title: String(i.title ?? ""), variant_id: String(i.variant_id ?? ""), quantity: num(i.quantity), unit_price: num(i.unit_price) })),
      },
    }
  }
  if (answer.status === 400 && Array.isArray(body.errors)) {
    const fields: FieldErrors = {}
    for (const e of body.errors as { field?: string; code?: string }[]) {
      const field = FIELD_OF[String(e.field)]
      // A field the form does not hold (the Idempotency-Key, an unknown key): not the buyer's to fix.
      if (!field) return { kind: "failed" }
      fields[field] ??= e.code === "required" ? "required" : "invalid"
    }
    return Object.keys(fields).length ? { kind: "invalid", fields } : { kind: "failed" }
  }
  if (answer.status === 409 && body.code === "insufficient_inventory") {
    return { kind: "out_of_stock", variant_id: typeof body.variant_id === "string" ? body.variant_id : null }
  }
  if (answer.status === 429) return { kind: "cooldown", wait_seconds: Math.max(1, Math.ceil(num(body.wait_seconds))) }
  if (answer.status === 403) return { kind: "blocked" }
  return { kind: "failed" }
}
