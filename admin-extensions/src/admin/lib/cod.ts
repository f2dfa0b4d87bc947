import { pad2 } from "./types"

/** Shapes of the cod-checkout plugin's admin API (plugins/cod-checkout/src/api/admin/cod). */
export const CONFIRMATION_STATUSES = ["to_confirm", "no_answer", "postponed", "confirmed", "cancelled"] as const
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number]
export type Outcome = Exclude<ConfirmationStatus, "to_confirm">

export type PlaceNames = { wilaya_name_fr: string; wilaya_name_ar: string; commune_name_fr: string; commune_name_ar: string } | null

/** "16 Alger · Alger Centre" in the admin's language (Arabic names in Arabic), codes when the names are unknown. */
export function placeLabel(lang: string | undefined, place: PlaceNames, wilaya: number | null, commune: number | null) {
  if (!wilaya) return "—"
  const ar = lang?.startsWith("ar")
  const code = pad2(wilaya)
  if (!place) return commune ? `${code} · ${commune}` : code
  return `${code} ${ar ? place.wilaya_name_ar : place.wilaya_name_fr} · ${ar ? place.commune_name_ar : place.commune_name_fr}`
}

export type EarlierOrder = {
  order_id: string
  display_id: number | null
  confirmation_status: ConfirmationStatus
  order_status: string | null
  created_at: string
}

export type Confirmation = {
  id: string
  order_id: string
  status: ConfirmationStatus
  attempts: number
  postponed_until: string | null
  reason: string | null
  first_name: string
  last_name: string
  phone: string
  call_url: string
  wilaya_code: number
  commune_code: number
  place: PlaceNames
  transporter_id: string | null
  delivery_type: string | null
  created_at: string
  order: { id: string; display_id: number; status: string; total: number; currency_code: string } | null
  earlier_orders: EarlierOrder[]
}

export type QueueFilters = { status?: ConfirmationStatus; wilaya?: number; transporter_id?: string; from?: string; to?: string }

export type LeadItem = { variant_id: string; quantity: number }

export type Lead = {
  id: string
  cart_id: string
  first_name: string
  last_name: string
  phone: string
  call_url: string
  email: string | null
  address: string | null
  wilaya_code: number | null
  commune_code: number | null
  place: PlaceNames
  items: LeadItem[]
  status: "open" | "converted"
  order_id: string | null
  created_at: string
}

export type BlockedPhone = { id: string; phone: string; reason: string | null; created_at: string }

/** One delivery choice of a commune, as GET /admin/commune-quotes/:code gives it. */
export type QuoteTransporter = {
  id: string
  name: string
  code: string
  delivery_types: { type: "home" | "stop_desk"; price: number; shipping_option_id: string; stop_desks?: { id: string; name: string; address: string; in_commune: boolean }[] }[]
}

/**
 * `from`/`to` of the queue filter are days picked in the operator's calendar: the whole day,
 * from its first to its last millisecond in the browser's time zone.
 */
export function dayBounds(from?: string, to?: string) {
  const at = (day: string, end: boolean) => new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString()
  return { ...(from ? { from: at(from, false) } : {}), ...(to ? { to: at(to, true) } : {}) }
}

/** A `datetime-local` value (browser time) as the ISO instant the API wants; null when empty or invalid. */
export function localToIso(value: string) {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

export const STATUS_COLOR: Record<ConfirmationStatus, "orange" | "grey" | "blue" | "green" | "red"> = {
  to_confirm: "orange",
  no_answer: "grey",
  postponed: "blue",
  confirmed: "green",
  cancelled: "red",
}
