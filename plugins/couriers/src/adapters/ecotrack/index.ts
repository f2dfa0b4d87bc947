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
import { CourierError } from "../../lib/errors"
import { CourierHttp, expectShape, type HttpOptions } from "../../lib/http"
import type { RateRule } from "../../lib/limiter"
import { fold } from "@shop/shared/text"
import { activityStatus, stateStatus, stateToldByActivity } from "./statuses"

/**
 * The EcoTrack platform (decision 0040): 30+ Algerian couriers (DHD, Conexlog, Anderson, World
 * Express, MSM Go, Packers, Rocket…) run the same API on their own tenant URL
 * (`https://<tenant>.ecotrack.dz` or the courier's domain); one adapter, the base URL per account.
 *
 * Contract followed: the official Postman collection "ECOTRACK API"
 * (documenter.getpostman.com/view/14517169/Tz5je15g), cross-checked with open clients
 * (PiteurStudio/CourierDZ's EcotrackProviderIntegration and several shop integrations):
 * - `Authorization: Bearer <token>`; `validate/token` takes the token as `api_token` in the query.
 * - `POST api/v1/create/order` takes every field in the query string (no body); `POST create/orders`
 *   takes `{orders: {"0": {...}, "1": {...}}}` (an object keyed by index, up to 100) and answers
 *   `{results: {<reference>: {success, tracking} | <Laravel bag of that order>}}`, with HTTP 422 as
 *   soon as one order failed — the others are created all the same.
 * - Orders are drafts ("Prêt à expédier") until `POST valid/order?tracking=&ask_collection=1`, after
 *   which nothing can be changed or deleted (`delete/order` answers 200 `{success:false, error:10001}`).
 * - Errors: HTTP 422 `{message:"The given data was invalid.", errors:{field:[...]}}`, or HTTP 200
 *   `{success:false, error:<10001|10002|10003>, message}`; HTTP 401 `{message:"Unauthenticated."}`;
 *   HTTP 429 `{message:"Too Many Attempts."}` with Retry-After.
 * - Limits: 50 requests a minute, 1,500 an hour, 15,000 a day.
 * - No webhooks: statuses are polled with `get/trackings/info?trackings[]=…` (up to 100).
 */

/** Bulk creation and tracking batches (documented: "la limite est de 100 commandes par requête"; 100 trackings). */
export const ECOTRACK_BULK_LIMIT = 100
export const ECOTRACK_TRACKING_BATCH = 100

/**
 * The documented limits are 50/min, 1,500/h and 15,000/day. Our limiter counts fixed windows while a
 * server may count from any instant (Laravel's throttle starts its window at the first hit), so the
 * windows are cut small enough that no sliding window can ever hold more than the courier allows:
 * any 60 s overlaps at most five 15 s windows (5 × 10 = 50), any hour at most six 12 min windows
 * (6 × 250 = 1,500), any day at most seven 4 h windows (7 × 2,140 = 14,980). The price: at most
 * 40 requests a minute in steady state instead of 50.
 */
export const ECOTRACK_RATE_RULES: readonly RateRule[] = [
  { limit: 10, windowMs: 15_000 },
  { limit: 250, windowMs: 12 * 60_000 },
  { limit: 2_140, windowMs: 4 * 3_600_000 },
]

/** The business errors EcoTrack answers with HTTP 200 `{success:false, error}`. */
const BUSINESS_ERRORS: Record<number, { kind: "refused" | "validation"; field?: string; meaning: string }> = {
  10001: { kind: "refused", meaning: "the order can no longer be changed (already validated)" },
  10002: { kind: "validation", field: "code_wilaya", meaning: "the courier does not deliver to this wilaya" },
  10003: { kind: "refused", meaning: "a return cannot be asked for this order" },
}

/** EcoTrack's field names → the draft's, so that a refusal points at the order's own field. */
const DRAFT_FIELD: Record<string, keyof ParcelDraft> = {
  reference: "reference",
  nom_client: "last_name",
  telephone: "phone",
  telephone_2: "phone_2",
  adresse: "address",
  commune: "commune_name",
  code_wilaya: "wilaya_code",
  montant: "cash_to_collect",
  remarque: "note",
  produit: "products",
  produit_a_recuperer: "product_to_collect",
  type: "kind",
  stop_desk: "stop_desk_id",
  code_postal: "stop_desk_id",
  weight: "weight_kg",
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)
const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === "") return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}
const messagesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)])

/** A Laravel bag `{field: [messages]}`: whether `v` is one (every value a string or a list of strings). */
function isBag(v: unknown): v is Record<string, unknown> {
  return (
    isObject(v) &&
    Object.keys(v).length > 0 &&
    Object.values(v).every((m) => typeof m === "string" || (Array.isArray(m) && m.every((x) => typeof x === "string")))
  )
}

/** "orders.3.telephone" → telephone; "trackings.2" → trackings. */
const bareField = (field: string) => field.replace(/^orders\.\d+\./, "").replace(/\.\d+$/, "")

/** EcoTrack's error bodies as a message and field (HTTP errors; see `business` for 200 failures). */
export function describeEcotrackError(_status: number, body: unknown): { message: string; field?: string | null } | null {
  if (!isObject(body)) return null
  const errors = body.errors
  if (isBag(errors)) {
    const [first] = Object.keys(errors)
    const text = Object.entries(errors)
      .map(([f, m]) => `${f}: ${messagesOf(m).join(" ")}`)
      .join("; ")
    return { message: text, field: bareField(first) }
  }
  const message = str(body.message)
  return message ? { message } : null
}

/** Throws the CourierError an HTTP 200 `{success:false, error, message}` stands for. */
function business(body: unknown, what: string): void {
  if (!isObject(body) || body.success !== false) return
  const code = num(body.error)
  const known = code !== null ? BUSINESS_ERRORS[code] : undefined
  const message = str(body.message) ?? known?.meaning ?? "refused"
  throw new CourierError(known?.kind ?? "refused", `${what}: ${message}${code !== null ? ` (EcoTrack ${code})` : ""}`, {
    status: 200,
    field: known?.field ?? null,
  })
}

/** Algeria's local time (UTC+1, no summer time) as EcoTrack writes it → ISO instant. */
function toIso(date: unknown, time: unknown): string {
  const d = str(date)
  const t = str(time) ?? "00:00:00"
  expectShape(!!d && /^\d{4}-\d{2}-\d{2}$/.test(d) && /^\d{2}:\d{2}(:\d{2})?$/.test(t), `an activity date "${String(date)} ${String(time)}"`)
  const at = Date.parse(`${d}T${t.length === 5 ? `${t}:00` : t}+01:00`)
  expectShape(Number.isFinite(at), `an activity date "${d} ${t}"`)
  return new Date(at).toISOString()
}

/** Coordinates from a Google Maps link ("…/@36.75,3.05,17z" or "…?q=36.75,3.05"), when it carries them. */
function coordinates(link: unknown): { latitude: number | null; longitude: number | null } {
  const m = typeof link === "string" ? /(?:@|[?&](?:q|query|ll)=)(-?\d{1,2}\.\d+),\s*(-?\d{1,3}\.\d+)/.exec(link) : null
  return m ? { latitude: Number(m[1]), longitude: Number(m[2]) } : { latitude: null, longitude: null }
}

/** A draft checked before anything is sent: the first problem as a field and message, or null. */
function checkDraft(d: ParcelDraft): { field: keyof ParcelDraft; message: string } | null {
  const tooLong = (v: string | null | undefined) => (v ?? "").length > 255
  if (!d.reference?.trim() || tooLong(d.reference)) return { field: "reference", message: "reference: required, 255 characters at most" }
  const name = `${d.first_name ?? ""} ${d.last_name ?? ""}`.trim()
  if (!name || tooLong(name)) return { field: "last_name", message: "the buyer's name is required (255 characters at most)" }
  // EcoTrack: "numeric, entre 9 et 10 chiffres" (landlines have 9 digits, mobiles 10)
  if (!/^0\d{8,9}$/.test(d.phone ?? "")) return { field: "phone", message: `phone "${d.phone}": 9 or 10 digits starting with 0` }
  if (d.phone_2 && !/^0\d{8,9}$/.test(d.phone_2)) return { field: "phone_2", message: `second phone "${d.phone_2}": 9 or 10 digits starting with 0` }
  if (!d.address?.trim() || tooLong(d.address)) return { field: "address", message: "address: required, 255 characters at most" }
  if (!Number.isInteger(d.wilaya_code) || d.wilaya_code < 1 || d.wilaya_code > 58)
    return { field: "wilaya_code", message: `wilaya code ${d.wilaya_code}: EcoTrack takes the 58-wilaya codes 1–58` }
  if (!d.commune_name?.trim() || tooLong(d.commune_name)) return { field: "commune_name", message: "commune: required, 255 characters at most" }
  if (!Number.isFinite(d.cash_to_collect) || d.cash_to_collect < 0) return { field: "cash_to_collect", message: "the amount to collect must be 0 or more" }
  if (d.weight_kg !== undefined && d.weight_kg !== null && (!Number.isFinite(d.weight_kg) || d.weight_kg <= 0))
    return { field: "weight_kg", message: "weight: a positive number of kg" }
  if (d.kind !== "delivery" && d.kind !== "exchange") return { field: "kind", message: "kind: delivery or exchange" }
  return null
}

const clip = (v: string | null | undefined) => {
  const s = (v ?? "").trim()
  return s.length > 255 ? `${s.slice(0, 254)}…` : s
}

/**
 * One draft in EcoTrack's words. `montant` is what the driver collects, delivery fee included (as
 * the draft's `cash_to_collect`). A stop-desk parcel sends `stop_desk=1` and the desk's station code
 * in `code_postal` (the code `get/communes` gives for a commune with `has_stop_desk`). EcoTrack has
 * no field for a declared value or for letting the buyer open the parcel: those stay with us.
 */
function orderFields(d: ParcelDraft): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    reference: d.reference.trim(),
    nom_client: `${d.first_name ?? ""} ${d.last_name ?? ""}`.trim(),
    telephone: d.phone,
    adresse: d.address.trim(),
    commune: d.commune_name.trim(),
    code_wilaya: d.wilaya_code,
    montant: Math.round(d.cash_to_collect),
    type: d.kind === "exchange" ? 2 : 1,
    stop_desk: d.stop_desk_id ? 1 : 0,
  }
  if (d.phone_2) fields.telephone_2 = d.phone_2
  if (d.stop_desk_id) fields.code_postal = d.stop_desk_id
  if (d.products?.trim()) fields.produit = clip(d.products)
  if (d.note?.trim()) fields.remarque = clip(d.note)
  if (d.kind === "exchange" && d.product_to_collect?.trim()) fields.produit_a_recuperer = clip(d.product_to_collect)
  if (d.weight_kg) fields.weight = d.weight_kg
  return fields
}

/** One order's entry of `create/orders`' results (or create/order's answer) → our result. */
function parcelResult(reference: string, entry: unknown): CreatedParcel {
  if (isObject(entry) && entry.success === true) {
    const tracking = str(entry.tracking)
    expectShape(!!tracking, `no tracking for the created order ${reference}`)
    return { reference, ok: true, tracking: tracking!, label_url: null, courier_fee: null }
  }
  if (isObject(entry) && entry.success === false) {
    const code = num(entry.error)
    const known = code !== null ? BUSINESS_ERRORS[code] : undefined
    return {
      reference,
      ok: false,
      code: code !== null ? String(code) : "refused",
      message: str(entry.message) ?? known?.meaning ?? "refused by the courier",
      field: known?.field ? (DRAFT_FIELD[known.field] ?? known.field) : null,
    }
  }
  expectShape(isBag(entry), `the result of order ${reference} is neither a success nor a list of refused fields`)
  const bag = entry as Record<string, unknown>
  const [first] = Object.keys(bag)
  return {
    reference,
    ok: false,
    code: "validation",
    message: Object.entries(bag)
      .map(([f, m]) => `${f}: ${messagesOf(m).join(" ")}`)
      .join("; "),
    field: DRAFT_FIELD[bareField(first)] ?? bareField(first),
  }
}

export const createEcotrackAdapter: AdapterFactory = (ctx) => {
  const token = ctx.account.credentials.token?.trim()
  if (!token) throw new CourierError("auth", "EcoTrack: the account has no API token", { field: "token" })
  // The tenant URL is given with or without the API prefix: "https://dhd.ecotrack.dz" or ".../api/v1".
  const baseUrl = ctx.account.base_url
    .trim()
    .replace(/\/+$/, "")
    .replace(/\/api\/v1$/, "")

  const options = (describeError: HttpOptions["describeError"]): HttpOptions => ({
    baseUrl,
    headers: { authorization: `Bearer ${token}` },
    limiter: ctx.limiter,
    limiterKey: ctx.limiterKey,
    rules: ECOTRACK_RATE_RULES,
    timeoutMs: ctx.timeoutMs,
    describeError,
  })
  const http = new CourierHttp(options(describeEcotrackError))
  /**
   * A client that keeps the body of an error answer: `create/orders` answers 422 with the per-order
   * results when one order failed (the others are created), and `get/trackings/info` names in its
   * 422 the trackings it does not know; both are read, not just thrown.
   */
  const keeping = () => {
    const kept: { body?: unknown } = {}
    const client = new CourierHttp(
      options((status, body) => {
        kept.body = body
        return describeEcotrackError(status, body)
      })
    )
    return { client, kept }
  }
  /** A 422 naming `tracking` as invalid is EcoTrack's "no such parcel". */
  const notFound = (e: unknown, tracking: string): never => {
    if (e instanceof CourierError && e.status === 422 && e.field === "tracking")
      throw new CourierError("not_found", `EcoTrack knows no parcel ${tracking}`, { status: 422, field: "tracking" })
    throw e
  }

  async function createOne(draft: ParcelDraft): Promise<CreatedParcel> {
    try {
      // documented: "Le contenu de la requête est un tableau de paramètres" — query string, no body
      const { body } = await http.request({ method: "POST", path: "api/v1/create/order", query: orderFields(draft) })
      return parcelResult(draft.reference, body)
    } catch (e) {
      if (e instanceof CourierError && e.kind === "validation" && e.status === 422)
        return { reference: draft.reference, ok: false, code: "validation", message: e.message, field: DRAFT_FIELD[e.field ?? ""] ?? e.field }
      throw e
    }
  }

  async function createMany(drafts: ParcelDraft[]): Promise<CreatedParcel[]> {
    const orders = Object.fromEntries(drafts.map((d, i) => [String(i), orderFields(d)]))
    const { client, kept } = keeping()
    let body: unknown
    try {
      body = (await client.request({ method: "POST", path: "api/v1/create/orders", body: { orders } })).body
    } catch (e) {
      if (!(e instanceof CourierError && e.status === 422)) throw e
      body = kept.body
      if (!(isObject(body) && isObject(body.results))) return batchRefused(drafts, body, e.message)
    }
    expectShape(isObject(body) && isObject(body.results), "create/orders answers {results: {...}}")
    const results = (body as { results: Json }).results
    return drafts.map((d, i) => {
      // keyed by the order's reference, or by its index when it has none
      const entry = results[d.reference.trim()] ?? results[String(i)]
      expectShape(entry !== undefined, `create/orders says nothing of order ${d.reference}`)
      return parcelResult(d.reference, entry)
    })
  }

  /** A 422 for the whole request (a Laravel bag keyed "orders.N.field"): nothing was created; the orders it names get its reason. */
  function batchRefused(drafts: ParcelDraft[], body: unknown, fallback: string): CreatedParcel[] {
    const errors = isObject(body) && isBag(body.errors) ? body.errors : {}
    const general = Object.entries(errors)
      .filter(([f]) => !/^orders\.\d+\./.test(f))
      .map(([f, m]) => `${f}: ${messagesOf(m).join(" ")}`)
    return drafts.map((d, i) => {
      const own = Object.entries(errors).filter(([f]) => f.startsWith(`orders.${i}.`))
      if (own.length) {
        const field = bareField(own[0][0])
        const message = own.map(([f, m]) => `${bareField(f)}: ${messagesOf(m).join(" ")}`).join("; ")
        return { reference: d.reference, ok: false, code: "validation", message, field: DRAFT_FIELD[field] ?? field }
      }
      const why = general.length ? general.join("; ") : fallback
      return {
        reference: d.reference,
        ok: false,
        code: "batch_refused",
        message: `EcoTrack refused the whole batch (${why}); this parcel was not created`,
        field: null,
      }
    })
  }

  /** Activities oldest first, mapped; the current state added when no activity tells it. */
  function history(tracking: string, row: Json): TrackingEvent[] {
    const activity = row.activity ?? []
    expectShape(Array.isArray(activity), `the activity of ${tracking} is a list`)
    const steps = (activity as unknown[])
      .map((a, i) => {
        expectShape(isObject(a) && !!str(a.status), `activity ${i} of ${tracking} has a status`)
        const raw = str((a as Json).status)!
        return { a: a as Json, raw, at: toIso((a as Json).date, (a as Json).time), status: activityStatus(raw), i }
      })
      .sort((x, y) => x.at.localeCompare(y.at) || x.i - y.i)
    const events: TrackingEvent[] = []
    for (const s of steps) {
      if (!s.status) continue // a remark, not a move
      events.push({
        tracking,
        event_id: `${tracking}:${str(s.a.date)} ${str(s.a.time) ?? ""}:${s.raw}`,
        occurred_at: s.at,
        status: s.status,
        raw_status: s.raw,
        raw_reason: str(s.a.reason) ?? str(s.a.details),
        location: str(s.a.station) ?? str(s.a.scanLocation),
      })
    }
    const state = str(row.status)
    if (state) {
      const status = stateStatus(state)
      const last = events[events.length - 1]
      const draftOnly = status === "created" && !last
      if (!draftOnly && !stateToldByActivity(status, last?.status ?? null)) {
        // No activity carries this state ("Vers wilaya", "Suspendus", "Annulé"…): it becomes an
        // event of its own, just after the last activity (activities have whole seconds, so it sorts
        // after it and before any later one; its id stays the same on every poll until a new
        // activity comes); without any activity, the time it was first seen.
        events.push({
          tracking,
          event_id: `${tracking}:state:${fold(state).replace(/ /g, "_")}:${last ? last.occurred_at : "none"}`,
          occurred_at: last ? new Date(Date.parse(last.occurred_at) + 1).toISOString() : new Date().toISOString(),
          status,
          raw_status: state,
          raw_reason: null,
          location: str(row.currentStation),
        })
      }
    }
    return events
  }

  /** `get/trackings/info`'s answer → rows by tracking (an object keyed by tracking, maybe under `data`, or a list of rows carrying `tracking`). */
  function rowsOf(body: unknown, asked: string[]): Map<string, Json> {
    const rows = new Map<string, Json>()
    const wanted = new Set(asked)
    if (Array.isArray(body)) {
      for (const r of body) if (isObject(r) && typeof r.tracking === "string" && wanted.has(r.tracking)) rows.set(r.tracking, r)
      return rows
    }
    expectShape(isObject(body), "get/trackings/info answers an object keyed by tracking")
    const container = isObject((body as Json).data) ? ((body as Json).data as Json) : (body as Json)
    for (const [t, r] of Object.entries(container)) if (wanted.has(t) && isObject(r)) rows.set(t, r)
    return rows
  }

  const adapter: CourierAdapter = {
    key: "ecotrack",
    bulkLimit: ECOTRACK_BULK_LIMIT,
    trackingBatch: ECOTRACK_TRACKING_BATCH,
    needsValidation: true,
    webhook: null,

    async testCredentials() {
      // documented as GET validate/token?api_token=…, answering 200 {success, message: VALID_TOKEN | INVALID_TOKEN | TOKEN_NOT_ALLOWED}
      const { body } = await http.request<unknown>({ path: "api/v1/validate/token", query: { api_token: token } })
      expectShape(isObject(body) && typeof body.success === "boolean", "validate/token answers {success, message}")
      if ((body as Json).success !== true)
        throw new CourierError("auth", `EcoTrack refused the token: ${str((body as Json).message) ?? "INVALID_TOKEN"}`, { status: 200, field: "token" })
      return { ok: true as const }
    },

    async fees() {
      const { body } = await http.request<unknown>({ path: "api/v1/get/fees" })
      // Sources disagree on the shape: CourierDZ (and integrations checked against live tenants) read
      // {livraison: [{wilaya_id, tarif, tarif_stopdesk}], retour: [...], pickup, echange, recouvrement};
      // one transcription shows a list per wilaya [{wilaya_id, livraison: {tarif, tarif_stopdesk}, retour: {...}}].
      // The first is what the fake answers; both are read. Amounts are dinars, sent as strings.
      const quotes: FeeQuote[] = []
      if (isObject(body) && Array.isArray(body.livraison)) {
        const returns = new Map<number, Json>()
        for (const r of Array.isArray(body.retour) ? body.retour : []) if (isObject(r) && num(r.wilaya_id) !== null) returns.set(num(r.wilaya_id)!, r)
        for (const row of body.livraison) {
          expectShape(isObject(row) && num(row.wilaya_id) !== null, "get/fees: each livraison line has a wilaya_id")
          const w = num((row as Json).wilaya_id)!
          quotes.push({
            wilaya_code: w,
            commune_name: null,
            home_fee: num((row as Json).tarif),
            desk_fee: num((row as Json).tarif_stopdesk) || null,
            return_fee: num(returns.get(w)?.tarif),
          })
        }
        return quotes
      }
      expectShape(Array.isArray(body), "get/fees answers {livraison: [...]} or a list per wilaya")
      for (const row of body as unknown[]) {
        expectShape(isObject(row) && num(row.wilaya_id) !== null && isObject(row.livraison), "get/fees: each wilaya has a wilaya_id and its livraison fees")
        const r = row as Json
        const home = r.livraison as Json
        const back = isObject(r.retour) ? r.retour : null
        quotes.push({
          wilaya_code: num(r.wilaya_id)!,
          commune_name: null,
          home_fee: num(home.tarif),
          desk_fee: num(home.tarif_stopdesk) || null,
          return_fee: num(back?.tarif),
        })
      }
      return quotes
    },

    async stopDesks() {
      // The id an order needs is the station code of the commune (`code_postal` of get/communes where
      // has_stop_desk = 1); get/desks adds the address, phones and map link of each station.
      const { body: communes } = await http.request<unknown>({ path: "api/v1/get/communes" })
      const { body: desks } = await http.request<unknown>({ path: "api/v1/get/desks" })
      expectShape(isObject(communes) || Array.isArray(communes), "get/communes answers an object keyed by index")
      expectShape(isObject(desks), "get/desks answers {my_desk, other_desks}")
      const rich = new Map<string, Json>()
      const deskList = [...(Array.isArray((desks as Json).other_desks) ? ((desks as Json).other_desks as unknown[]) : [])]
      for (const d of deskList) {
        if (!isObject(d)) continue
        const w = num(d.code_wilaya)
        const c = str(d.commune)
        if (w !== null && c) rich.set(`${w}:${fold(c)}`, d)
      }
      const out: StopDeskInfo[] = []
      for (const c of Object.values(communes as Json)) {
        expectShape(isObject(c) && !!str(c.nom) && num(c.wilaya_id) !== null, "get/communes: each commune has nom and wilaya_id")
        const commune = c as Json
        if (num(commune.has_stop_desk) !== 1) continue
        const code = str(commune.code_postal)
        expectShape(!!code, `get/communes: the stop-desk commune ${String(commune.nom)} has a station code`)
        const w = num(commune.wilaya_id)!
        const desk = rich.get(`${w}:${fold(str(commune.nom)!)}`)
        out.push({
          id: code!,
          name: str(desk?.name) ?? `Stop desk ${str(commune.nom)}`,
          wilaya_code: w,
          commune_name: str(commune.nom),
          address: str(desk?.adresse),
          phone: str(desk?.phone),
          ...coordinates(desk?.map),
        })
      }
      return out
    },

    async communes() {
      const { body: wilayas } = await http.request<unknown>({ path: "api/v1/get/wilayas" })
      expectShape(Array.isArray(wilayas), "get/wilayas answers a list")
      // only the wilayas this tenant delivers to are listed (documented: "the wilayas the account delivers to")
      const served = new Set((wilayas as unknown[]).map((w) => (isObject(w) ? num(w.wilaya_id) : null)).filter((w): w is number => w !== null))
      const { body } = await http.request<unknown>({ path: "api/v1/get/communes" })
      expectShape(isObject(body) || Array.isArray(body), "get/communes answers an object keyed by index")
      return Object.values(body as Json).map((c): CourierCommune => {
        expectShape(isObject(c) && !!str(c.nom) && num(c.wilaya_id) !== null, "get/communes: each commune has nom and wilaya_id")
        const commune = c as Json
        const w = num(commune.wilaya_id)!
        // EcoTrack spells communes in French only
        return { wilaya_code: w, name: str(commune.nom)!, name_ar: null, has_stop_desk: num(commune.has_stop_desk) === 1, deliverable: served.has(w) }
      })
    },

    async createParcels(drafts) {
      if (drafts.length > ECOTRACK_BULK_LIMIT)
        throw new CourierError("validation", `EcoTrack takes at most ${ECOTRACK_BULK_LIMIT} parcels per call, ${drafts.length} given`, { field: "parcels" })
      const results: (CreatedParcel | null)[] = drafts.map(() => null)
      const seen = new Set<string>()
      const toSend: { i: number; draft: ParcelDraft }[] = []
      drafts.forEach((d, i) => {
        const problem = checkDraft(d)
        // the answer is keyed by reference: two orders with one reference could not be told apart
        const duplicate = !problem && seen.has(d.reference.trim())
        if (problem || duplicate) {
          results[i] = {
            reference: d.reference,
            ok: false,
            code: "invalid",
            message: problem?.message ?? `reference ${d.reference} appears twice in one hand-over`,
            field: problem?.field ?? "reference",
          }
        } else {
          seen.add(d.reference.trim())
          toSend.push({ i, draft: d })
        }
      })
      if (toSend.length === 1) results[toSend[0].i] = await createOne(toSend[0].draft)
      else if (toSend.length > 1) {
        const created = await createMany(toSend.map((s) => s.draft))
        created.forEach((r, k) => (results[toSend[k].i] = r))
      }
      return results as CreatedParcel[]
    },

    async findByReference(reference) {
      // get/orders: newest first, 40 a page, the last 90 days, archived orders left out; no filter by
      // reference, so pages are read until it shows (a reconcile follows a lost answer within minutes).
      const MAX_PAGES = 10
      let cancelled: RemoteParcel | null = null
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { body } = await http.request<unknown>({ path: "api/v1/get/orders", query: { page } })
        expectShape(isObject(body) && Array.isArray(body.data), "get/orders answers a page {current_page, data, last_page}")
        for (const row of (body as Json).data as unknown[]) {
          if (!isObject(row) || str(row.reference) !== reference.trim()) continue
          const tracking = str(row.tracking)
          expectShape(!!tracking, `get/orders: order ${reference} has a tracking`)
          const raw = str(row.status) ?? ""
          const found: RemoteParcel = { reference, tracking: tracking!, label_url: null, status: raw ? stateStatus(raw) : "unknown", raw_status: raw }
          // a cancelled parcel may share the reference of the one handed over again: the live one wins
          if (found.status !== "cancelled") return found
          cancelled ??= found
        }
        const last = num((body as Json).last_page)
        if (last === null || page >= last) break
      }
      return cancelled
    },

    async validate(trackings) {
      // one call per parcel (no bulk validation is documented); ask_collection=1 asks the courier to collect it
      for (const tracking of trackings) {
        const { body } = await http
          .request<unknown>({ method: "POST", path: "api/v1/valid/order", query: { tracking, ask_collection: 1 } })
          .catch((e) => notFound(e, tracking))
        business(body, `validate ${tracking}`)
        expectShape(isObject(body) && body.success === true, `valid/order answers {success: true} for ${tracking}`)
      }
    },

    async label(tracking) {
      // documented as raw PDF bytes; a tenant that moved its domain redirects, which fetch follows
      const { body } = await http.request<Buffer>({ path: "api/v1/get/order/label", query: { tracking }, binary: true }).catch((e) => notFound(e, tracking))
      expectShape(Buffer.isBuffer(body), "get/order/label answers bytes")
      if (body.subarray(0, 5).toString("latin1") !== "%PDF-") {
        let parsed: unknown = null
        try {
          parsed = JSON.parse(body.toString("utf8"))
        } catch {
          // neither a PDF nor JSON: malformed below
        }
        business(parsed, `label of ${tracking}`)
        expectShape(false, `the label of ${tracking} is a PDF`)
      }
      return body
    },

    async cancel(tracking) {
      // delete/order works only while the order is a draft; once validated EcoTrack answers 10001
      const { body } = await http.request<unknown>({ method: "DELETE", path: "api/v1/delete/order", query: { tracking } }).catch((e) => notFound(e, tracking))
      if (isObject(body) && body.success === false && num(body.error) === 10001)
        throw new CourierError(
          "refused",
          `cancel ${tracking}: ${str(body.message) ?? "Commande non modifiable"} — already validated, too late to cancel (EcoTrack 10001)`,
          {
            status: 200,
          }
        )
      business(body, `cancel ${tracking}`)
      // an older answer is {delete: "success" | "fail"}
      if (isObject(body) && body.delete === "fail") throw new CourierError("refused", `cancel ${tracking}: EcoTrack did not delete it`, { status: 200 })
      expectShape(isObject(body) && (body.success === true || body.delete === "success"), "delete/order answers {success: true}")
    },

    async tracking(trackings) {
      if (trackings.length > ECOTRACK_TRACKING_BATCH)
        throw new CourierError("validation", `EcoTrack tracks at most ${ECOTRACK_TRACKING_BATCH} parcels per call, ${trackings.length} given`, {
          field: "trackings",
        })
      const out: Record<string, TrackingEvent[]> = {}
      let asked = [...new Set(trackings)]
      // A tracking EcoTrack does not know (deleted, another account's) fails the whole call with a 422
      // naming it ("trackings.3"): it is left out and the others asked again, once.
      for (let attempt = 0; attempt < 2 && asked.length; attempt++) {
        const { client, kept } = keeping()
        try {
          const { body } = await client.request<unknown>({ path: "api/v1/get/trackings/info", query: { "trackings[]": asked } })
          for (const [t, row] of rowsOf(body, asked)) out[t] = history(t, row)
          return out
        } catch (e) {
          const errors = e instanceof CourierError && e.status === 422 && isObject(kept.body) && isBag(kept.body.errors) ? kept.body.errors : null
          const unknown = new Set(
            Object.keys(errors ?? {})
              .map((f) => /^trackings\.(\d+)$/.exec(f)?.[1])
              .filter((i): i is string => i !== undefined)
              .map((i) => asked[Number(i)])
          )
          if (!unknown.size || attempt > 0) throw e
          asked = asked.filter((t) => !unknown.has(t))
        }
      }
      return out
    },
  }
  return adapter
}
