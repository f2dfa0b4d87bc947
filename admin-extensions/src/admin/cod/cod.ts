import { pad2 } from "../geo/types"

/** Shapes of the cod-checkout plugin's admin API: @shop/contracts/cod-admin. */
import type { ConfirmationOutcome, ConfirmationStatus, PlaceNames } from "@shop/contracts/cod-admin"
import type { RiskLevel } from "@shop/contracts/cod-customers"
import type { OrderType } from "@shop/contracts/order-type"
export { CONFIRMATION_STATUSES } from "@shop/contracts/cod-admin"
export type {
  AdminBlockedPhonesResponse,
  AdminCodConfirmation as Confirmation,
  AdminCodConfirmationResponse,
  AdminCodConfirmationsResponse,
  AdminCodLead as Lead,
  AdminCodLeadsResponse,
  BlockedPhone,
  ConfirmationStatus,
  EarlierOrder,
  LeadItem,
  PlaceNames,
} from "@shop/contracts/cod-admin"
export type { CommuneTransportersResponse, QuoteTransporter } from "@shop/contracts/transporters"
export type Outcome = ConfirmationOutcome

/** "16 Alger · Alger Centre" in the admin's language (Arabic names in Arabic), codes when the names are unknown. */
export function placeLabel(lang: string | undefined, place: PlaceNames, wilaya: number | null, commune: number | null) {
  if (!wilaya) return "—"
  const ar = lang?.startsWith("ar")
  const code = pad2(wilaya)
  if (!place) return commune ? `${code} · ${commune}` : code
  return `${code} ${ar ? place.wilaya_name_ar : place.wilaya_name_fr} · ${ar ? place.commune_name_ar : place.commune_name_fr}`
}

/** `to_call`: the calls due now, call-backs whose time came first (decision 0068); `assigned`: me, none or an agent's id. */
export type QueueFilters = {
  status?: ConfirmationStatus
  wilaya?: number
  transporter_id?: string
  from?: string
  to?: string
  risk?: RiskLevel
  /** Decision 0074: how the orders were taken. */
  order_type?: OrderType
  to_call?: "true"
  assigned?: string
  /** A phone (6 digits or more, any format) or an order number. */
  q?: string
  /** Decision 0073: the ad that brought the order (utm_source, utm_campaign; `(none)` for none). */
  source?: string
  campaign?: string
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
