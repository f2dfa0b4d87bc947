import type {
  AdapterFactory,
  CourierAdapter,
  CourierCommune,
  CreatedParcel,
  FeeQuote,
  ParcelDraft,
  RemoteParcel,
  StopDeskInfo,
  TrackingEvent,
} from "../../lib/adapter"
import { CourierError, isCourierError } from "../../lib/errors"
import { CourierHttp, expectShape } from "../../lib/http"
import type { RateRule } from "../../lib/limiter"
import { mapPaymentStatus, mapYalidineStatus, type YalidinePaymentStatus } from "./statuses"
import { sortEventsByTime, yalidineDate, yalidineLocation, yalidineWebhook } from "./webhook"
import { yalidineWilayaName, YALIDINE_WILAYAS } from "./wilayas"

/**
 * Yalidine's API (api.yalidine.app/v1; Guepex, Yalitec and Easy & Speed run the same API on their own
 * host: one adapter, the base URL per account). Sources: Yalidine's developer documentation (as copied
 * in public repositories) and open clients (CourierDZ, feeef's yalidine SDK, community integrations).
 *
 * - Auth: `X-API-ID` + `X-API-TOKEN` headers (credentials `api_id`, `api_token`); refused → 401.
 * - Lists paginate with `page` / `page_size` (1–1000) and answer `{has_more, total_data, data, links}`.
 * - POST /parcels takes an array; the answer is an object keyed by `order_id` with `success`,
 *   `tracking`, `label`, `labels`, `message`. The current documentation creates the valid parcels and
 *   fails the others one by one; an older version failed the whole request on one bad parcel. Both are
 *   handled: a whole-batch refusal is mapped back onto the parcels it names.
 * - Edit (PATCH) and delete (DELETE) only while the parcel is "En préparation"; a refused delete answers
 *   `deleted: false`.
 * - Errors: the HTTP status with `{error: {code, message}}` (what community clients read; `{message}`
 *   and plain text are read too).
 */

/**
 * Yalidine's documented default quotas are 5/s, 50/min, 1,000/h, 10,000/day, reported after every call
 * in `x-second-quota-left`, `x-minute-quota-left`, `x-hour-quota-left`, `x-day-quota-left`. Its windows
 * start with the account's first request (the current documentation: "resets 60 seconds after your
 * first call"; an older one said "every new minute"), so they are not aligned with ours. Our limiter
 * counts fixed windows, and any span of the courier's length overlaps one more of our windows than it
 * holds whole: the second and the minute, where bursts meet, are paced in sub-windows such that
 * (windows per span + 1) × limit stays within the courier's limit whatever the alignment:
 * - 1 per 250 ms → at most 5 in any second (4/s sustained);
 * - 10 per 15 s → at most 50 in any minute (40/min sustained, bursts of 10, never a wait over 15 s).
 * The hour and the day are counted at their documented limits in clock windows: pacing them the same
 * way would cap every burst at 16 calls a minute (a fees sync makes 59) for a quota that only a shop
 * polling a thousand parcels an hour meets; if it is met across a boundary, Yalidine's 429 pauses the
 * account for the Retry-After it gives.
 */
export const YALIDINE_RATE_RULES: readonly RateRule[] = [
  { limit: 1, windowMs: 250 },
  { limit: 10, windowMs: 15_000 },
  { limit: 1000, windowMs: 3_600_000 },
  { limit: 10_000, windowMs: 86_400_000 },
]

/**
 * Parcels per POST /parcels. The documentation states no maximum; 100 per call keeps a request small
 * enough to answer within the time-out, and the fake refuses more (as the couriers that do state one).
 */
export const YALIDINE_BULK_LIMIT = 100
/** Trackings per GET /histories (comma-separated in the query; pages of up to 1,000 lines). */
export const YALIDINE_TRACKING_BATCH = 50
/** The price and the declared value Yalidine accepts (whole DA, both bounds included). */
export const YALIDINE_MAX_AMOUNT = 150_000

/** Yalidine's parameter names → the draft's, so that a refusal names the field the shop knows. */
const FIELD_OF: Record<string, string> = {
  order_id: "reference",
  firstname: "first_name",
  familyname: "last_name",
  contact_phone: "phone",
  address: "address",
  to_commune_name: "commune_name",
  to_wilaya_name: "wilaya_name",
  from_wilaya_name: "from_wilaya_code",
  product_list: "products",
  price: "cash_to_collect",
  declared_value: "declared_value",
  do_insurance: "declared_value",
  stopdesk_id: "stop_desk_id",
  is_stopdesk: "stop_desk_id",
  product_to_collect: "product_to_collect",
  has_exchange: "kind",
  weight: "weight_kg",
}

/** The draft field a Yalidine message names ("The do_insurance parameter must be…", "to_commune_name: …"), or null. */
export function fieldInMessage(message: string): string | null {
  let best: { at: number; field: string } | null = null
  for (const [param, field] of Object.entries(FIELD_OF)) {
    const at = message.search(new RegExp(`\\b${param}\\b`, "i"))
    if (at >= 0 && (!best || at < best.at)) best = { at, field }
  }
  return best?.field ?? null
}

/** Yalidine's error style: `{error: {code, message}}`, `{message}`, or text. */
export function describeYalidineError(_status: number, body: unknown): { message: string; field: string | null } | null {
  let message: string | null = null
  if (typeof body === "string" && body.trim()) message = body.trim().slice(0, 300)
  else if (body && typeof body === "object") {
    const o = body as { error?: unknown; message?: unknown }
    if (o.error && typeof o.error === "object" && typeof (o.error as { message?: unknown }).message === "string")
      message = (o.error as { message: string }).message
    else if (typeof o.error === "string") message = o.error
    else if (typeof o.message === "string") message = o.message
  }
  return message ? { message, field: fieldInMessage(message) } : null
}

/** A mobile (05/06/07 + 8 digits) or a landline (0 + 8 digits), as Yalidine's `contact_phone` documents them. */
const PHONE = /^(0[567]\d{8}|0[1-49]\d{7})$/

type ListAnswer<T> = { has_more?: unknown; total_data?: unknown; data?: unknown; links?: unknown } & { data: T[] }
type YalParcel = {
  tracking?: unknown
  order_id?: unknown
  label?: unknown
  last_status?: unknown
  delivery_fee?: unknown
  payment_status?: unknown
  payment_id?: unknown
}
type YalHistory = {
  date_status?: unknown
  tracking?: unknown
  status?: unknown
  reason?: unknown
  center_name?: unknown
  commune_name?: unknown
  wilaya_name?: unknown
}
type YalCreated = { success?: unknown; order_id?: unknown; tracking?: unknown; label?: unknown; message?: unknown }

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)
const num = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null
const truthy = (v: unknown) => v === true || v === 1 || v === "1" || v === "true"

/** The account's base URL as the API root: "https://api.yalidine.app" and ".../v1/" both become ".../v1/". */
export function yalidineApiRoot(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, "")
  return /\/v\d+$/.test(trimmed) ? `${trimmed}/` : `${trimmed}/v1/`
}

/** What Yalidine's POST /parcels takes for one draft (the shop's reference is Yalidine's `order_id`). */
export function toYalidineParcel(d: ParcelDraft, fromWilaya: string): Record<string, unknown> {
  return {
    order_id: d.reference,
    from_wilaya_name: fromWilaya,
    firstname: d.first_name.trim(),
    familyname: d.last_name.trim() || d.first_name.trim(),
    contact_phone: [d.phone, d.phone_2].filter((p): p is string => !!p && !!p.trim()).join(","),
    address: d.address.trim(),
    to_commune_name: d.commune_name,
    // Yalidine's own spelling of the wilaya for its id (the draft's name may be the code itself).
    to_wilaya_name: yalidineWilayaName(d.wilaya_code) ?? d.wilaya_name,
    product_list: d.products,
    // The amount to collect already holds the delivery fee (the shop charged it at checkout): free
    // shipping tells Yalidine not to add its own fee on top of it.
    price: Math.round(d.cash_to_collect),
    freeshipping: true,
    do_insurance: false,
    declared_value: Math.round(d.declared_value),
    // Required integers; the shop does not measure its parcels (0 = not given), weight in whole kg.
    length: 0,
    width: 0,
    height: 0,
    weight: Math.max(0, Math.ceil(d.weight_kg ?? 0)),
    is_stopdesk: !!d.stop_desk_id,
    ...(d.stop_desk_id ? { stopdesk_id: /^\d+$/.test(d.stop_desk_id) ? Number(d.stop_desk_id) : d.stop_desk_id } : {}),
    has_exchange: d.kind === "exchange",
    ...(d.kind === "exchange" ? { product_to_collect: d.product_to_collect ?? null } : {}),
    // `note` and `can_open` have no field in Yalidine's documented API: they are not sent.
  }
}

/** What Yalidine would refuse in a draft, checked before sending (its documented rules), or null. */
export function checkDraft(d: ParcelDraft): { field: string; message: string } | null {
  if (!d.reference || d.reference.length > 100) return { field: "reference", message: "the reference (Yalidine's order_id) is required" }
  if (!d.first_name?.trim()) return { field: "first_name", message: "the buyer's first name is required" }
  const phones = [d.phone, d.phone_2].filter((p): p is string => !!p && !!p.trim())
  const bad = phones.find((p) => !PHONE.test(p.replace(/[\s.-]/g, "")))
  if (!phones.length || bad)
    return { field: bad === d.phone_2 ? "phone_2" : "phone", message: `Yalidine takes 0 followed by 9 digits (mobile) or 8 (landline): ${bad ?? "none"}` }
  if (!d.address?.trim()) return { field: "address", message: "the address is required" }
  if (!d.commune_name?.trim()) return { field: "commune_name", message: "the commune is required" }
  if (!yalidineWilayaName(d.wilaya_code))
    return { field: "wilaya_code", message: `Yalidine takes the wilayas 1 to 58 (a 2026 wilaya is sent as its mother wilaya): ${d.wilaya_code}` }
  if (!d.products?.trim()) return { field: "products", message: "the product list is required" }
  if (!Number.isFinite(d.cash_to_collect) || d.cash_to_collect < 0 || d.cash_to_collect > YALIDINE_MAX_AMOUNT)
    return { field: "cash_to_collect", message: `Yalidine collects 0 to ${YALIDINE_MAX_AMOUNT} DA: ${d.cash_to_collect}` }
  if (!Number.isFinite(d.declared_value) || d.declared_value < 0 || d.declared_value > YALIDINE_MAX_AMOUNT)
    return { field: "declared_value", message: `Yalidine takes a declared value of 0 to ${YALIDINE_MAX_AMOUNT} DA: ${d.declared_value}` }
  if (d.kind === "exchange" && !d.product_to_collect?.trim()) return { field: "product_to_collect", message: "an exchange names the item to take back" }
  return null
}

export type YalidineAdapter = CourierAdapter & {
  /** Where the cash of each parcel is (`payment_status`, `payment_id`); beyond the common interface. */
  payments(trackings: string[]): Promise<Record<string, { status: YalidinePaymentStatus; payment_id: string | null }>>
}

export const createYalidineAdapter: AdapterFactory = (ctx) => buildYalidineAdapter(ctx)

export function buildYalidineAdapter(ctx: Parameters<AdapterFactory>[0]): YalidineAdapter {
  const { account } = ctx
  const apiId = account.credentials.api_id ?? ""
  const apiToken = account.credentials.api_token ?? ""
  const http = new CourierHttp({
    baseUrl: yalidineApiRoot(account.base_url),
    headers: { "X-API-ID": apiId, "X-API-TOKEN": apiToken },
    limiter: ctx.limiter,
    limiterKey: ctx.limiterKey,
    rules: YALIDINE_RATE_RULES,
    timeoutMs: ctx.timeoutMs,
    describeError: describeYalidineError,
  })
  // Labels are public signed URLs on Yalidine's web host (not the API): fetched without the API
  // credentials (never sent to another host) and outside the API quota, politely paced.
  const labels = new CourierHttp({
    baseUrl: yalidineApiRoot(account.base_url),
    headers: {},
    limiter: ctx.limiter,
    limiterKey: `${ctx.limiterKey}:labels`,
    rules: [{ limit: 5, windowMs: 1000 }],
    timeoutMs: ctx.timeoutMs,
    describeError: describeYalidineError,
  })

  const fromWilaya = (): string => {
    const name = yalidineWilayaName(account.from_wilaya_code)
    if (!name)
      throw new CourierError("validation", "Yalidine needs the wilaya parcels leave from (from_wilaya_name): set the account's departure wilaya (1–58)", {
        field: "from_wilaya_code",
      })
    return name
  }

  /** Every page of a list endpoint (has_more / page), at most `maxPages`. */
  async function list<T>(path: string, query: Record<string, string | number | undefined>, maxPages = 50): Promise<T[]> {
    const out: T[] = []
    for (let page = 1; page <= maxPages; page++) {
      const { body } = await http.request<ListAnswer<T>>({ path, query: { ...query, page, page_size: query.page_size ?? 1000 } })
      expectShape(!!body && typeof body === "object" && Array.isArray(body.data), `${path} answers {has_more, data: [...]}`)
      out.push(...body.data)
      if (!truthy(body.has_more) || body.data.length === 0) break
    }
    return out
  }

  const toRemote = (p: YalParcel, reference: string): RemoteParcel => {
    const tracking = str(p.tracking)
    expectShape(!!tracking, "a parcel has a tracking")
    const raw = str(p.last_status) ?? ""
    return { reference, tracking: tracking!, label_url: str(p.label), status: mapYalidineStatus(raw), raw_status: raw }
  }

  async function parcel(tracking: string): Promise<YalParcel | null> {
    const { body } = await http.request<ListAnswer<YalParcel>>({ path: `parcels/${encodeURIComponent(tracking)}` })
    expectShape(!!body && typeof body === "object" && Array.isArray(body.data), "GET /parcels/:tracking answers {total_data, data: [...]}")
    return body.data.find((p) => str(p.tracking) === tracking) ?? null
  }

  /** Sends one batch; maps Yalidine's per-parcel answers (or its whole-batch refusal) back onto the drafts. */
  async function send(drafts: ParcelDraft[], from: string): Promise<CreatedParcel[]> {
    let body: unknown
    try {
      body = (await http.request<unknown>({ method: "POST", path: "parcels/", body: drafts.map((d) => toYalidineParcel(d, from)) })).body
    } catch (e) {
      if (!isCourierError(e) || e.kind !== "validation") throw e
      // The whole batch was refused (the older behaviour): the parcels the message names carry its
      // reason; the others were refused with them and may be sent again without them.
      // When it names none, each parcel carries the refusal.
      const named = drafts.filter((d) => e.message.includes(d.reference))
      return drafts.map((d) =>
        named.includes(d) || !named.length
          ? { reference: d.reference, ok: false, code: "validation", message: e.message, field: e.field ?? fieldInMessage(e.message) }
          : {
              reference: d.reference,
              ok: false,
              code: "batch_refused",
              message: `not created: Yalidine refused the whole batch because of ${named.map((n) => n.reference).join(", ")}`,
              field: null,
            }
      )
    }
    expectShape(!!body && typeof body === "object" && !Array.isArray(body), "POST /parcels answers an object keyed by order_id")
    const answers = body as Record<string, YalCreated>
    return drafts.map((d): CreatedParcel => {
      const a = answers[d.reference] ?? Object.values(answers).find((x) => x && str(x.order_id) === d.reference)
      if (!a || typeof a !== "object")
        return {
          reference: d.reference,
          ok: false,
          code: "no_answer",
          message: "Yalidine's answer does not mention this parcel: find it by reference before sending it again",
          field: null,
        }
      const tracking = str(a.tracking)
      if (truthy(a.success) && tracking) return { reference: d.reference, ok: true, tracking, label_url: str(a.label), courier_fee: null }
      const message = str(a.message) ?? "refused by Yalidine"
      return { reference: d.reference, ok: false, code: "validation", message, field: fieldInMessage(message) }
    })
  }

  const adapter: YalidineAdapter = {
    key: "yalidine",
    bulkLimit: YALIDINE_BULK_LIMIT,
    trackingBatch: YALIDINE_TRACKING_BATCH,
    needsValidation: false,
    webhook: yalidineWebhook,

    async testCredentials() {
      const { body } = await http.request<ListAnswer<unknown>>({ path: "wilayas/", query: { page_size: 1 } })
      expectShape(!!body && typeof body === "object" && Array.isArray(body.data), "GET /wilayas answers {data: [...]}")
      return { ok: true }
    },

    async fees() {
      const from = account.from_wilaya_code
      fromWilaya()
      const wilayas = await list<{ id?: unknown; is_deliverable?: unknown }>("wilayas/", {})
      const targets = wilayas
        .filter((w) => truthy(w.is_deliverable ?? 1))
        .map((w) => num(w.id))
        .filter((id): id is number => !!id && id >= 1 && id <= YALIDINE_WILAYAS.length)
      const quotes: FeeQuote[] = []
      for (const to of targets) {
        const { body } = await http.request<{ retour_fee?: unknown; per_commune?: unknown }>({
          path: "fees/",
          query: { from_wilaya_id: from!, to_wilaya_id: to },
        })
        expectShape(!!body && typeof body === "object" && !!body.per_commune && typeof body.per_commune === "object", "GET /fees answers {per_commune: {...}}")
        const returnFee = num(body.retour_fee)
        const lines = Object.values(body.per_commune as Record<string, Record<string, unknown>>).filter((c) => c && typeof c === "object")
        // The wilaya's own line: its chef-lieu's fees (ONS commune id wilaya × 100 + 1), else the cheapest.
        const capital = lines.find((c) => num(c.commune_id) === to * 100 + 1)
        const cheapest = (k: string) =>
          lines
            .map((c) => num(c[k]))
            .filter((v): v is number => v !== null)
            .sort((a, b) => a - b)[0] ?? null
        quotes.push({
          wilaya_code: to,
          commune_name: null,
          home_fee: capital ? num(capital.express_home) : cheapest("express_home"),
          desk_fee: capital ? num(capital.express_desk) : cheapest("express_desk"),
          return_fee: returnFee,
        })
        for (const c of lines) {
          const name = str(c.commune_name)
          if (!name) continue
          quotes.push({ wilaya_code: to, commune_name: name, home_fee: num(c.express_home), desk_fee: num(c.express_desk), return_fee: returnFee })
        }
      }
      return quotes
    },

    async stopDesks() {
      const centers = await list<Record<string, unknown>>("centers/", {})
      return centers.map((c): StopDeskInfo => {
        const [lat, lng] = (str(c.gps) ?? "").split(",").map((v) => num(v.trim()))
        const id = str(c.center_id)
        expectShape(!!id, "a center has a center_id")
        // The documentation's example gives "latitude,longitude" (its field table says the reverse; the example is followed).
        return {
          id: id!,
          name: str(c.name) ?? id!,
          wilaya_code: num(c.wilaya_id) ?? 0,
          commune_name: str(c.commune_name),
          address: str(c.address),
          phone: null,
          latitude: lat ?? null,
          longitude: lng ?? null,
        }
      })
    },

    async communes() {
      const communes = await list<Record<string, unknown>>("communes/", {})
      return communes.map((c): CourierCommune => ({
        wilaya_code: num(c.wilaya_id) ?? 0,
        name: str(c.name) ?? "",
        name_ar: null,
        has_stop_desk: truthy(c.has_stop_desk),
        deliverable: truthy(c.is_deliverable),
      }))
    },

    async createParcels(drafts) {
      if (drafts.length > YALIDINE_BULK_LIMIT)
        throw new CourierError("validation", `Yalidine takes at most ${YALIDINE_BULK_LIMIT} parcels per call: ${drafts.length} given (nothing sent)`)
      const results = new Map<ParcelDraft, CreatedParcel>()
      const seen = new Set<string>()
      const sendable: ParcelDraft[] = []
      for (const d of drafts) {
        if (seen.has(d.reference)) {
          results.set(d, {
            reference: d.reference,
            ok: false,
            code: "duplicate_reference",
            message: "Yalidine refuses a repeated order_id in one request",
            field: "reference",
          })
          continue
        }
        seen.add(d.reference)
        const bad = checkDraft(d)
        if (bad) results.set(d, { reference: d.reference, ok: false, code: "validation", message: bad.message, field: bad.field })
        else sendable.push(d)
      }
      if (sendable.length) {
        const answers = await send(sendable, fromWilaya())
        sendable.forEach((d, i) => results.set(d, answers[i]))
      }
      return drafts.map((d) => results.get(d)!)
    },

    async findByReference(reference) {
      const found = await list<YalParcel>("parcels/", { order_id: reference, page_size: 100 }, 1)
      const p = found.find((x) => str(x.order_id) === reference)
      return p ? toRemote(p, reference) : null
    },

    async validate() {
      // Yalidine has no drafts: a created parcel is "En préparation" and picked up as it is.
    },

    async label(tracking) {
      const p = await parcel(tracking)
      if (!p) throw new CourierError("not_found", `Yalidine has no parcel ${tracking}`, { status: 404 })
      const url = str(p.label)
      if (!url) throw new CourierError("malformed", `Yalidine gave no label URL for ${tracking}`)
      // The label is a public URL (bordereau) that may redirect to a signed one: fetch follows it.
      const { body } = await labels.request<Buffer>({ path: url, binary: true })
      expectShape(Buffer.isBuffer(body) && body.subarray(0, 5).toString("latin1") === "%PDF-", `the label of ${tracking} is a PDF`)
      return body
    },

    async cancel(tracking) {
      const { body } = await http.request<unknown>({ method: "DELETE", path: `parcels/${encodeURIComponent(tracking)}` })
      const answers = (Array.isArray(body) ? body : body && typeof body === "object" ? Object.values(body as object) : []) as {
        tracking?: unknown
        deleted?: unknown
      }[]
      const mine = answers.find((a) => a && str(a.tracking) === tracking) ?? (answers.length === 1 ? answers[0] : undefined)
      expectShape(!!mine && typeof mine === "object" && "deleted" in mine, "DELETE /parcels/:tracking answers {tracking, deleted}")
      if (truthy(mine!.deleted)) return
      // Refused: it does not exist, or it has left "En préparation" (too late to cancel).
      const p = await parcel(tracking)
      if (!p) throw new CourierError("not_found", `Yalidine has no parcel ${tracking}`, { status: 404 })
      throw new CourierError(
        "refused",
        `Yalidine no longer cancels ${tracking}: its status is "${str(p.last_status) ?? "?"}" (cancelling is possible only while "En préparation")`
      )
    },

    async tracking(trackings) {
      if (trackings.length > YALIDINE_TRACKING_BATCH)
        throw new CourierError("validation", `at most ${YALIDINE_TRACKING_BATCH} trackings per call: ${trackings.length} given`)
      const out: Record<string, TrackingEvent[]> = Object.fromEntries(trackings.map((t) => [t, []]))
      if (!trackings.length) return out
      const lines = await list<YalHistory>("histories/", { tracking: trackings.join(","), order_by: "date_status", asc: "" })
      const seen = new Map<string, number>()
      for (const h of lines) {
        const tracking = str(h.tracking)
        const raw = str(h.status)
        const at = yalidineDate(h.date_status)
        if (!tracking || !(tracking in out)) continue
        expectShape(!!raw && !!at, "a history line has a status and a date_status")
        const reason = str(h.reason)
        // No event id in /histories: one from what the line says, numbered when the same line repeats.
        const base = `${tracking}|${h.date_status}|${raw}|${reason ?? ""}`
        const n = (seen.get(base) ?? 0) + 1
        seen.set(base, n)
        out[tracking].push({
          tracking,
          event_id: n === 1 ? base : `${base}|${n}`,
          occurred_at: at!,
          status: mapYalidineStatus(raw),
          raw_status: raw!,
          raw_reason: reason,
          location: yalidineLocation(h as Record<string, unknown>),
        })
      }
      for (const t of trackings) out[t] = sortEventsByTime(out[t])
      return out
    },

    async payments(trackings) {
      const found = trackings.length ? await list<YalParcel>("parcels/", { tracking: trackings.join(","), page_size: 1000 }) : []
      const out: Record<string, { status: YalidinePaymentStatus; payment_id: string | null }> = {}
      for (const p of found) {
        const tracking = str(p.tracking)
        const status = mapPaymentStatus(p.payment_status)
        if (tracking && status) out[tracking] = { status, payment_id: str(p.payment_id) }
      }
      return out
    },
  }
  return adapter
}
