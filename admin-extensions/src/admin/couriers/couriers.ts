/** Shapes of the couriers plugin's admin API (@shop/contracts/couriers) and the rules the screens share. */
import {
  COURIER_ADAPTERS,
  COURIER_CREDENTIALS,
  PARCEL_STATUS_LABELS,
  type CourierAccountDTO,
  type CourierAdapterKey,
  type CourierSyncPlan,
  type HandOverResultDTO,
  type ParcelStatus,
} from "@shop/contracts/couriers"
export { COURIER_ADAPTERS, COURIER_CREDENTIALS }
export type {
  CallNowEntry,
  CourierSyncPlan,
  CourierAccountDTO as CourierAccount,
  CourierAdapterKey,
  HandOverResultDTO as HandOverResult,
  ParcelDTO as Parcel,
  ParcelStatus,
} from "@shop/contracts/couriers"

export type HandOverResponse = { results: HandOverResultDTO[]; handed_over: number; failed: number }

/** An example base URL per platform (the form's placeholder); the hint under the field names the others on the same platform. */
export const BASE_URL_EXAMPLE: Record<CourierAdapterKey, string> = {
  yalidine: "https://api.yalidine.app/v1/",
  ecotrack: "https://dhd.ecotrack.dz/",
  procolis: "https://procolis.com/api_v1/",
  maystro: "https://backend.maystro-delivery.com/api/",
  noest: "https://app.noest-dz.com/",
}

/** The platforms that push status changes to the shop (the others are polled: no URL to register). */
export const PUSHES_WEBHOOKS: ReadonlySet<CourierAdapterKey> = new Set(["yalidine", "maystro"])

/**
 * The absolute URL to register at the courier. Maystro signs nothing, so its URL carries the
 * account's secret as `?token=`; `secret` is what the merchant typed (unknown later: it is never
 * read back), and `placeholder` stands in for it then.
 */
export function webhookUrl(origin: string, account: Pick<CourierAccountDTO, "adapter" | "webhook_path">, secret: string, placeholder: string) {
  const base = `${origin.replace(/\/+$/, "")}${account.webhook_path}`
  if (account.adapter !== "maystro") return base
  return `${base}?token=${secret ? encodeURIComponent(secret) : placeholder}`
}

export type AccountFormValues = {
  adapter: CourierAdapterKey
  name: string
  base_url: string
  credentials: Record<string, string>
  webhook_secret: string
  from_wilaya_code: number
  sandbox: boolean
  active: boolean
}

export type AccountFormErrors = Partial<Record<"name" | "base_url" | "credentials" | "webhook_secret", string>>

/**
 * The request body of the account form, or the fields that are wrong (keys of `messages`). A new
 * account needs every credential of its platform; an edit sends credentials only when some were
 * typed (then all of them: they replace the whole set) and the secret only when one was typed.
 */
export function accountBody(
  values: AccountFormValues,
  editing: boolean
): { body: Record<string, unknown> } | { errors: Record<string, "required" | "url" | "short"> } {
  const errors: Record<string, "required" | "url" | "short"> = {}
  const name = values.name.trim()
  const base_url = values.base_url.trim()
  if (!name) errors.name = "required"
  if (!/^https?:\/\/[^\s/]+/i.test(base_url)) errors.base_url = base_url ? "url" : "required"
  const names = COURIER_CREDENTIALS[values.adapter]
  const typed = Object.fromEntries(names.map((k) => [k, (values.credentials[k] ?? "").trim()]))
  const someTyped = names.some((k) => typed[k])
  if (!editing || someTyped) for (const k of names) if (!typed[k]) errors[`credentials.${k}`] = "required"
  const secret = values.webhook_secret.trim()
  if (secret && secret.length < 8) errors.webhook_secret = "short"
  if (Object.keys(errors).length) return { errors }
  const body: Record<string, unknown> = { name, base_url, from_wilaya_code: values.from_wilaya_code, sandbox: values.sandbox, active: values.active }
  if (!editing) body.adapter = values.adapter
  if (!editing || someTyped) body.credentials = typed
  if (secret) body.webhook_secret = secret
  return { body }
}

/** `GET /admin/couriers/labels` for these orders (one merged PDF, in the order given). */
export const labelsPath = (orderIds: string[]) => `/admin/couriers/labels?${orderIds.map((id) => `order_id=${encodeURIComponent(id)}`).join("&")}`

/** The canonical status in the admin's language (French for an unknown language code is wrong: English then). */
export function parcelStatusLabel(language: string | undefined, status: ParcelStatus) {
  const lang = (language ?? "en").slice(0, 2)
  const labels = lang === "fr" || lang === "ar" ? PARCEL_STATUS_LABELS[lang] : PARCEL_STATUS_LABELS.en
  return labels[status] ?? status
}

export const PARCEL_COLOR: Record<ParcelStatus, "orange" | "grey" | "blue" | "green" | "red"> = {
  created: "grey",
  pending_pickup: "orange",
  picked_up: "blue",
  in_transit: "blue",
  at_hub: "blue",
  out_for_delivery: "blue",
  delivery_attempted: "orange",
  delivered: "green",
  on_hold: "orange",
  returning: "orange",
  returned: "red",
  cancelled: "red",
  lost: "red",
  unknown: "grey",
}

/** Statuses after which a parcel no longer moves (the page stops asking). */
export const FINAL_STATUSES: ReadonlySet<ParcelStatus> = new Set(["delivered", "returned", "cancelled", "lost"])

/**
 * The orders whose labels can be printed among those selected: those the last hand-over created a
 * parcel for, and those it did not touch (handed over earlier: the server names any without a parcel).
 */
export function printable(selected: string[], results: HandOverResultDTO[]) {
  const byId = new Map(results.map((r) => [r.order_id, r]))
  return selected.filter((id) => {
    const r = byId.get(id)
    return !r || (r.ok && !!r.tracking && !r.manual)
  })
}

export type SyncRate = CourierSyncPlan["rates"][number]
export type SyncDesk = CourierSyncPlan["stop_desks"][number]
export type SyncChange = SyncDesk["change"]

/** Rows of a sync preview: the changes (unchanged rows only when asked), and how many unchanged rows are hidden. */
export function syncRows(plan: CourierSyncPlan, showSame: boolean) {
  const keep = <R extends { change: string }>(r: R) => showSame || r.change !== "same"
  return {
    rates: plan.rates.filter(keep),
    desks: plan.stop_desks.filter(keep),
    same: plan.rates.filter((r) => r.change === "same").length + plan.stop_desks.filter((d) => d.change === "same").length,
  }
}

/** Whether applying the plan would save anything (unmatched and missing desks are only reported, never saved). */
export const syncSaves = (plan: CourierSyncPlan) =>
  plan.summary.rates_added + plan.summary.rates_updated + plan.summary.desks_added + plan.summary.desks_updated > 0

export const SYNC_COLOR: Record<SyncChange, "green" | "blue" | "grey" | "orange" | "red"> = {
  add: "green",
  update: "blue",
  same: "grey",
  unmatched: "orange",
  missing: "red",
}

/** "5 min ago", "2 hours ago" in the admin's language, from an instant to `now` (never in the future). */
export function waitedLabel(language: string | undefined, iso: string, now: number) {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000))
  const format = new Intl.RelativeTimeFormat(language || "en", { numeric: "auto" })
  if (minutes < 60) return format.format(-minutes, "minute")
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), "hour")
  return format.format(-Math.round(minutes / 1440), "day")
}
