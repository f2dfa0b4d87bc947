import type { ParcelDraft } from "../../lib/adapter"

/**
 * Noest's wire format (public API v2.3): what one order looks like on `create/order(s)`, and how
 * its two error styles read.
 *
 * - Validation errors are Laravel's bag, 422 `{message, errors: {field: [text]}}`; in a bulk call the
 *   fields are named `orders.<index>.<field>`.
 * - Business errors are `{success: false, error: <code>, message}`, with HTTP 200, one code per rule.
 */

/** The field each documented business error is about (null: the order as a whole). */
export const BUSINESS_ERROR_FIELDS: Readonly<Record<string, string | null>> = {
  account_suspended: null,
  duplicate_order: "reference",
  inactive_commune: "commune",
  zip_code: "zip_code",
  max_amount_exceeded: "montant",
  stopdesk_disabled: "stop_desk",
  station_expedition: "station_expedition",
  station_code: "station_code",
  disabled_module: "stock",
  wrong_quantities: "quantite",
  invalid_product: "produit",
  out_of_stock: "produit",
  already_validated: "tracking",
}

/** Business errors that are a "no" to this parcel rather than a mistake in it. */
export const REFUSALS = new Set(["account_suspended", "duplicate_order", "already_validated", "out_of_stock"])

export type NoestOrder = {
  reference: string
  client: string
  phone: string
  phone_2?: string
  adresse: string
  wilaya_id: number
  commune: string
  montant: number
  remarque?: string
  produit: string
  type_id: 1 | 2
  poids: number
  stop_desk: 0 | 1
  station_code?: string
  stock: 0
  can_open: 0 | 1
}

const cut = (s: string, n = 255) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const digits = (s: string) => s.replace(/\D/g, "")

/**
 * One draft as Noest takes it. `montant` is what the driver collects (delivery included: Noest adds
 * nothing). An exchange is `type_id` 2; the API has no field for what to take back, so it goes at
 * the head of `remarque`, which the driver reads. `poids` is sent always: the bulk call refuses an
 * order without it.
 */
export function toNoestOrder(d: ParcelDraft): NoestOrder {
  const remark = [d.kind === "exchange" && d.product_to_collect ? `Échange : récupérer ${d.product_to_collect}` : null, d.note?.trim() || null]
    .filter((s): s is string => !!s)
    .join(" — ")
  const order: NoestOrder = {
    reference: d.reference,
    client: cut(`${d.first_name} ${d.last_name}`.trim()),
    phone: digits(d.phone),
    adresse: cut(d.address.trim()),
    wilaya_id: d.wilaya_code,
    commune: d.commune_name,
    montant: Math.round(d.cash_to_collect),
    produit: cut(d.products),
    type_id: d.kind === "exchange" ? 2 : 1,
    poids: Math.max(1, Math.ceil(d.weight_kg ?? 1)),
    stop_desk: d.stop_desk_id ? 1 : 0,
    stock: 0,
    can_open: d.can_open ? 1 : 0,
  }
  if (d.phone_2 && digits(d.phone_2)) order.phone_2 = digits(d.phone_2)
  if (remark) order.remarque = cut(remark)
  if (d.stop_desk_id) order.station_code = d.stop_desk_id
  return order
}

export type Described = { message: string; field: string | null; code: string }

const firstText = (v: unknown): string | null => {
  if (typeof v === "string") return v
  if (Array.isArray(v)) return v.map(firstText).find((s): s is string => !!s) ?? null
  return null
}

/**
 * A Noest error body in either style: the first field of a validation bag (its text), or a business
 * code with its field. `orders.3.phone` is reported as `phone` (the index is the caller's business).
 */
export function describeNoest(body: unknown): Described | null {
  if (!body || typeof body !== "object")
    return typeof body === "string" && body.trim() ? { message: body.trim().slice(0, 300), field: null, code: "error" } : null
  const o = body as Record<string, unknown>
  if (o.errors && typeof o.errors === "object" && !Array.isArray(o.errors)) {
    const [name, texts] = Object.entries(o.errors as Record<string, unknown>)[0] ?? []
    if (name) return { message: firstText(texts) ?? String(o.message ?? "invalid"), field: name.replace(/^orders\.\d+\./, ""), code: "validation" }
  }
  if (typeof o.error === "string" && o.error) {
    const field = o.error in BUSINESS_ERROR_FIELDS ? BUSINESS_ERROR_FIELDS[o.error] : null
    return { message: typeof o.message === "string" && o.message ? `${o.error}: ${o.message}` : o.error, field, code: o.error }
  }
  if (typeof o.message === "string" && o.message) return { message: o.message, field: null, code: "error" }
  return null
}

/**
 * The per-order failures of a bulk answer (`failed`), keyed by index: `{field: [text]}` for a
 * validation failure, `{error, message}` for a business one, or a bare text.
 */
export function describeFailure(item: unknown): Described {
  if (typeof item === "string") return { message: item, field: null, code: "error" }
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>
    if (typeof o.error === "string" || o.errors) return describeNoest(o) ?? { message: "refused", field: null, code: "error" }
    const entry = Object.entries(o).find(([k, v]) => k !== "reference" && k !== "success" && firstText(v))
    if (entry) return { message: firstText(entry[1]) ?? "invalid", field: entry[0].replace(/^orders\.\d+\./, ""), code: "validation" }
    if (typeof o.message === "string") return { message: o.message, field: null, code: "error" }
  }
  return { message: "Noest refused this order without saying why", field: null, code: "error" }
}
