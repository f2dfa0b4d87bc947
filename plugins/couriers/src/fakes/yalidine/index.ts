import { createHmac, randomBytes } from "node:crypto"
import type { ParcelStatus } from "@shop/contracts/couriers"
import { signYalidine } from "../../adapters/yalidine/webhook"
import { labelPdf, startFake, type CourierFake, type FakeReply, type FakeRequest, type FakeRoute, type FakeServer } from "../harness"
import type { FakeStartOptions } from "../index"
import { loadYalidineGeo, yalidineFees, type YCenter, type YCommune } from "./data"

/**
 * Yalidine's API as a local fake (decision 0040), following its documentation: /v1/ parcels,
 * histories, centers, communes, wilayas, fees; `X-API-ID` + `X-API-TOKEN`; lists paginated with
 * `{has_more, total_data, data, links}`; POST /parcels answering per `order_id`; edit and delete only
 * while "En préparation"; quotas 5/s, 50/min, 1,000/h, 10,000/day counted over the last second,
 * minute, hour and day, reported in `x-*-quota-left` and answered 429 with Retry-After beyond; labels
 * as public URLs on a second host (Yalidine's web site) that redirect to a short-lived signed PDF;
 * signed webhook batches pushed to the shop when a parcel moves.
 */

export type YalidineFakeOptions = FakeStartOptions & {
  /** Quotas per second, minute, hour, day (Yalidine's defaults when omitted; accounts can be granted more). */
  quotas?: Partial<Record<"second" | "minute" | "hour" | "day", number>>
  /** The older documented behaviour: one invalid parcel fails the whole POST /parcels (400), nothing created. */
  atomicBatches?: boolean
  /** Parcels per POST /parcels (100). */
  bulkLimit?: number
  /** data/algeria (found above this file when omitted). */
  dataDir?: string
}

export type YalidineWebhookDelivery = { body: string; signature: string; status: number }

export type YalidineFake = CourierFake & {
  /** The label host's URL (Yalidine's web site, where `label` URLs point). */
  labelUrl: string
  /** Moves the parcel to a raw Yalidine status (any text: unknown ones included). */
  advanceRaw(tracking: string, rawStatus: string, reason?: string | null): Promise<void>
  /** Several moves pushed as one webhook batch (as Yalidine batches them). */
  advanceBatch(steps: { tracking: string; status: ParcelStatus; reason?: string | null }[]): Promise<void>
  /** Sets the payment status (not-ready, ready, receivable, payed) and pushes `parcel_payment_updated`. */
  setPayment(tracking: string, status: "not-ready" | "ready" | "receivable" | "payed", paymentId?: string | null): Promise<void>
  /** The subscription check: GET `?subscribe&crc_token=…` on the webhook URL; true when the token came back. */
  subscribeWebhook(): Promise<boolean>
  /** Sends the last webhook batch again, byte for byte (Yalidine's retries); answers the receiver's status. */
  replayLastWebhook(): Promise<number>
  /** Every webhook sent (body, signature, the receiver's status; 0 when it could not be reached). */
  webhooks(): YalidineWebhookDelivery[]
}

type History = {
  date_status: string
  status: string
  reason: string
  center_id: number | null
  center_name: string | null
  wilaya_id: number
  wilaya_name: string
  commune_id: number
  commune_name: string
}

type Parcel = {
  tracking: string
  order_id: string
  firstname: string
  familyname: string
  contact_phone: string
  address: string
  is_stopdesk: number
  stopdesk_id: number | null
  stopdesk_name: string | null
  from_wilaya_id: number
  from_wilaya_name: string
  to_commune_id: number
  to_commune_name: string
  to_wilaya_id: number
  to_wilaya_name: string
  product_list: string
  price: number
  do_insurance: boolean
  declared_value: number
  delivery_fee: number
  freeshipping: number
  import_id: number
  date_creation: string
  date_expedition: string | null
  date_last_status: string
  last_status: string
  taxe_percentage: number
  taxe_from: number
  taxe_retour: number
  parcel_type: string
  parcel_sub_type: string | null
  has_receipt: null
  length: number
  width: number
  height: number
  weight: number
  has_recouvrement: number
  current_center_id: number | null
  current_center_name: string | null
  current_wilaya_id: number
  current_wilaya_name: string
  current_commune_id: number
  current_commune_name: string
  payment_status: string
  payment_id: string | null
  has_exchange: number
  product_to_collect: string | null
  label: string
  pin: string
  qr_text: string
  /** Not in the API: the parcel's clock (each status at least a second after the previous one). */
  clock: number
  history: History[]
}

/** The raw status the fake uses for each canonical one (the adapter maps them back). */
export const YALIDINE_RAW_FOR: Record<Exclude<ParcelStatus, "cancelled" | "lost">, string> = {
  created: "En préparation",
  pending_pickup: "Prêt à expédier",
  picked_up: "Ramassé",
  in_transit: "Vers Wilaya",
  at_hub: "Centre",
  out_for_delivery: "Sorti en livraison",
  delivery_attempted: "Tentative échouée",
  delivered: "Livré",
  on_hold: "En attente",
  returning: "Retour vers centre",
  returned: "Retourné au vendeur",
  unknown: "Statut inconnu",
}
const DEFAULT_REASON: Partial<Record<ParcelStatus, string>> = { delivery_attempted: "Client ne répond pas", on_hold: "Document manquant" }
/** Statuses at the destination (the parcel's location moves there from "Vers Wilaya" on). */
const AT_DESTINATION = new Set([
  "Vers Wilaya",
  "Reçu à Wilaya",
  "Centre",
  "Sorti en livraison",
  "Tentative échouée",
  "Livré",
  "En attente du client",
  "Echèc livraison",
])

const pad = (n: number) => String(n).padStart(2, "0")
/** Yalidine's date style: "YYYY-MM-DD HH:MM:SS" in Algeria's time (UTC+1). */
const yalDate = (ms: number) => {
  const d = new Date(ms + 3_600_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
const err = (status: number, message: string): FakeReply => ({ status, body: { error: { code: status, message } } })
const isBool = (v: unknown) => v === true || v === false || v === 0 || v === 1 || v === "0" || v === "1" || v === "true" || v === "false"
const asBool = (v: unknown) => v === true || v === 1 || v === "1" || v === "true"
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = typeof v === "string" && v.trim() ? Number(v) : v
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max
}
const PHONE = /^(0[567]\d{8}|0[1-49]\d{7})$/
/** An optional path part (the harness hands an absent capture group over as the text "undefined"). */
const part = (v: string | undefined) => (v && v !== "undefined" ? v : undefined)
/** The harness hands an absent optional path part over as the text "undefined": the routes get undefined. */
const routes = (list: FakeRoute[]): FakeRoute[] => list.map((r) => ({ ...r, handle: (req, params) => r.handle(req, params.map(part) as string[]) }))
const lower = (s: unknown) => (typeof s === "string" ? s.trim().toLowerCase() : "")

export async function startYalidineFake(opts: YalidineFakeOptions): Promise<YalidineFake> {
  const geo = loadYalidineGeo(opts.dataDir)
  const quotas = { second: 5, minute: 50, hour: 1000, day: 10_000, ...opts.quotas }
  const bulkLimit = opts.bulkLimit ?? 100
  const labelKey = randomBytes(16)
  const parcels = new Map<string, Parcel>()
  const deliveries: YalidineWebhookDelivery[] = []
  let importId = 1000
  let trackingSeq = 0
  let apiUrl = ""

  const wilayaByName = new Map(geo.wilayas.map((w) => [lower(w.name), w]))
  const communesOf = new Map<number, YCommune[]>()
  for (const c of geo.communes) communesOf.set(c.wilaya_id, [...(communesOf.get(c.wilaya_id) ?? []), c])
  const centerById = new Map(geo.centers.map((c) => [c.center_id, c]))
  const centerOf = (wilayaId: number): YCenter | null => geo.centers.find((c) => c.wilaya_id === wilayaId) ?? null

  // --- labels: the public web host (bordereau.php → a signed, short-lived PDF URL) ---------------
  const sign = (text: string) => createHmac("sha256", labelKey).update(text).digest("base64url").slice(0, 32)
  const labelServer = await startFake({
    routes: [
      {
        method: "GET",
        pattern: /^\/app\/bordereau\.php$/,
        handle: (req) => {
          const tracking = req.query.get("tracking")
          const batch = req.query.get("import_id")
          const subject = tracking ?? (batch ? `import:${batch}` : "")
          if (!subject || req.query.get("token") !== sign(subject)) return { status: 403, body: "<html><body>Bordereau introuvable</body></html>" }
          const expires = Date.now() + 60_000
          const file = tracking ? `${tracking}.pdf` : `import-${batch}.pdf`
          const sig = sign(`${file}:${expires}`)
          return { status: 302, headers: { location: `/app/labels/${file}?expires=${expires}&sig=${sig}` } }
        },
      },
      {
        method: "GET",
        pattern: /^\/app\/labels\/([^/]+)\.pdf$/,
        handle: (req, [name]) => {
          const expires = Number(req.query.get("expires"))
          if (!(expires > Date.now()) || req.query.get("sig") !== sign(`${name}.pdf:${expires}`))
            return { status: 403, body: "<html><body>Lien expiré</body></html>" }
          const list = name.startsWith("import-") ? [...parcels.values()].filter((p) => `import-${p.import_id}` === name) : [parcels.get(name)].filter(Boolean)
          if (!list.length) return { status: 404, body: "<html><body>Bordereau introuvable</body></html>" }
          const lines = list.flatMap((p) => [
            p!.tracking,
            `${p!.firstname} ${p!.familyname} - ${p!.contact_phone}`,
            `${p!.to_commune_name}, ${p!.to_wilaya_name}${p!.is_stopdesk ? ` (stop-desk ${p!.stopdesk_name})` : ""}`,
            `Montant: ${p!.price + (p!.freeshipping ? 0 : p!.delivery_fee)} DA`,
            `Commande ${p!.order_id} - PIN ${p!.pin}`,
          ])
          // The harness's PDF font is Latin-1 text: accents are dropped rather than printed as "?" (Sétif → Setif).
          return { status: 200, bytes: labelPdf(lines.map((l) => l.normalize("NFD").replace(/\p{M}/gu, ""))) }
        },
      },
    ],
  })
  const labelFor = (subject: string, param: "tracking" | "import_id", value: string | number) =>
    `${labelServer.url}/app/bordereau.php?${param}=${encodeURIComponent(String(value))}&token=${sign(subject)}`

  // --- webhooks ---------------------------------------------------------------------------------------
  async function push(body: string): Promise<number> {
    if (!opts.webhook) return 0
    const signature = signYalidine(body, opts.webhook.secret)
    const delivery = { body, signature, status: 0 }
    deliveries.push(delivery)
    try {
      const res = await fetch(opts.webhook.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-yalidine-signature": signature },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      delivery.status = res.status
    } catch {
      delivery.status = 0
    }
    return delivery.status
  }
  const event = (data: Record<string, unknown>, at: number) => ({ event_id: `evt_${randomBytes(12).toString("hex")}`, occurred_at: yalDate(at), data })

  // --- parcels -----------------------------------------------------------------------------------------
  function move(p: Parcel, raw: string, reason: string | null): History {
    p.clock = Math.max(Date.now(), p.clock + 1000)
    const there = AT_DESTINATION.has(raw)
    const wilaya = there ? p.to_wilaya_id : p.from_wilaya_id
    const center = there && p.is_stopdesk && p.stopdesk_id ? (centerById.get(p.stopdesk_id) ?? centerOf(wilaya)) : centerOf(wilaya)
    const commune = center ? { id: center.commune_id, name: center.commune_name } : { id: p.to_commune_id, name: p.to_commune_name }
    const h: History = {
      date_status: yalDate(p.clock),
      status: raw,
      reason: reason ?? "",
      center_id: center?.center_id ?? null,
      center_name: center?.name ?? null,
      wilaya_id: wilaya,
      wilaya_name: geo.wilayas[wilaya - 1].name,
      commune_id: commune.id,
      commune_name: commune.name,
    }
    p.history.push(h)
    p.last_status = raw
    p.date_last_status = h.date_status
    Object.assign(p, {
      current_center_id: h.center_id,
      current_center_name: h.center_name,
      current_wilaya_id: h.wilaya_id,
      current_wilaya_name: h.wilaya_name,
      current_commune_id: h.commune_id,
      current_commune_name: h.commune_name,
    })
    if (raw === "Expédié" || raw === "Ramassé") p.date_expedition ??= h.date_status
    if (raw === "Livré" && p.payment_status === "not-ready") p.payment_status = "ready"
    return h
  }

  /** Yalidine's checks of one parcel of POST /parcels; the message names the parameter, as its own do. */
  function check(x: Record<string, unknown>): string | null {
    for (const k of [
      "order_id",
      "from_wilaya_name",
      "firstname",
      "familyname",
      "contact_phone",
      "address",
      "to_commune_name",
      "to_wilaya_name",
      "product_list",
    ])
      if (typeof x[k] !== "string" || !(x[k] as string).trim()) return `The ${k} parameter is required`
    for (const k of ["do_insurance", "freeshipping", "is_stopdesk", "has_exchange"]) if (!isBool(x[k])) return `The ${k} parameter must be of type boolean`
    if (!isInt(x.price, 0, 150_000)) return "The price parameter must be an integer between 0 and 150000"
    if (!isInt(x.declared_value, 0, 150_000)) return "The declared_value parameter must be an integer between 0 and 150000"
    for (const k of ["length", "width", "height", "weight"]) if (!isInt(x[k], 0)) return `The ${k} parameter must be an integer greater than or equal to 0`
    const phones = String(x.contact_phone)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
    if (!phones.length || phones.some((p) => !PHONE.test(p)))
      return "The contact_phone parameter must start with 0 and contain 9 digits (mobile) or 8 digits (landline)"
    if (!wilayaByName.has(lower(x.from_wilaya_name))) return `The from_wilaya_name "${x.from_wilaya_name}" is not a wilaya`
    const to = wilayaByName.get(lower(x.to_wilaya_name))
    if (!to) return `The to_wilaya_name "${x.to_wilaya_name}" is not a wilaya`
    const commune = (communesOf.get(to.id) ?? []).find((c) => lower(c.name) === lower(x.to_commune_name))
    if (!commune) return `The to_commune_name "${x.to_commune_name}" is not a commune of the wilaya ${to.name}`
    if (!commune.is_deliverable) return `The to_commune_name "${commune.name}" is not deliverable`
    if (asBool(x.is_stopdesk)) {
      const center = centerById.get(Number(x.stopdesk_id))
      if (x.stopdesk_id === undefined || x.stopdesk_id === null || x.stopdesk_id === "") return "The stopdesk_id parameter is required when is_stopdesk is true"
      if (!center || center.wilaya_id !== to.id) return `The stopdesk_id ${x.stopdesk_id} is not a stop-desk of the wilaya ${to.name}`
    }
    if (asBool(x.has_exchange) && (typeof x.product_to_collect !== "string" || !x.product_to_collect.trim()))
      return "The product_to_collect parameter is required when has_exchange is true"
    return null
  }

  function create(x: Record<string, unknown>, batch: number): Parcel {
    const from = wilayaByName.get(lower(x.from_wilaya_name))!
    const to = wilayaByName.get(lower(x.to_wilaya_name))!
    const commune = (communesOf.get(to.id) ?? []).find((c) => lower(c.name) === lower(x.to_commune_name))!
    const stopdesk = asBool(x.is_stopdesk) ? centerById.get(Number(x.stopdesk_id))! : null
    const fees = yalidineFees(geo, from.id, to.id)
    const line = fees.per_commune[String(commune.id)] as { express_home: number | null; express_desk: number | null }
    let tracking: string
    do tracking = `yal-${(++trackingSeq).toString(36).toUpperCase().padStart(2, "0")}${randomBytes(3).toString("hex").toUpperCase().slice(0, 4)}`
    while (parcels.has(tracking))
    const now = Date.now()
    const p: Parcel = {
      tracking,
      order_id: String(x.order_id),
      firstname: String(x.firstname),
      familyname: String(x.familyname),
      contact_phone: String(x.contact_phone),
      address: String(x.address),
      is_stopdesk: stopdesk ? 1 : 0,
      stopdesk_id: stopdesk?.center_id ?? null,
      stopdesk_name: stopdesk?.name ?? null,
      from_wilaya_id: from.id,
      from_wilaya_name: from.name,
      to_commune_id: commune.id,
      to_commune_name: commune.name,
      to_wilaya_id: to.id,
      to_wilaya_name: to.name,
      product_list: String(x.product_list),
      price: Number(x.price),
      do_insurance: asBool(x.do_insurance),
      declared_value: Number(x.declared_value),
      delivery_fee: (stopdesk ? line.express_desk : line.express_home) ?? 0,
      freeshipping: asBool(x.freeshipping) ? 1 : 0,
      import_id: batch,
      date_creation: yalDate(now),
      date_expedition: null,
      date_last_status: yalDate(now),
      last_status: "En préparation",
      taxe_percentage: fees.cod_percentage,
      taxe_from: 10_000,
      taxe_retour: fees.retour_fee,
      parcel_type: "ecommerce",
      parcel_sub_type: asBool(x.has_exchange) ? "exchange" : null,
      has_receipt: null,
      length: Number(x.length),
      width: Number(x.width),
      height: Number(x.height),
      weight: Number(x.weight),
      has_recouvrement: Number(x.price) > 0 ? 1 : 0,
      current_center_id: null,
      current_center_name: null,
      current_wilaya_id: from.id,
      current_wilaya_name: from.name,
      current_commune_id: from.id * 100 + 1,
      current_commune_name: from.name,
      payment_status: "not-ready",
      payment_id: null,
      has_exchange: asBool(x.has_exchange) ? 1 : 0,
      product_to_collect: asBool(x.has_exchange) ? String(x.product_to_collect) : null,
      label: labelFor(tracking, "tracking", tracking),
      pin: String(1000 + (trackingSeq % 9000)),
      qr_text: `${to.id},${tracking},${commune.id},Boutique,${trackingSeq},${from.id},`,
      clock: now - 1000,
      history: [],
    }
    move(p, "En préparation", null)
    parcels.set(tracking, p)
    return p
  }

  const publicParcel = (p: Parcel) => {
    const { clock: _clock, history: _history, ...rest } = p
    return rest
  }

  /** Yalidine's list answer: filters already applied, then order, `fields`, page and page_size. */
  function page<T extends Record<string, unknown>>(req: FakeRequest, rows: T[], orderBy: string | null, defaultDesc: boolean): FakeReply {
    const pageNo = req.query.has("page") ? Number(req.query.get("page")) : 1
    const size = req.query.has("page_size") ? Number(req.query.get("page_size")) : 100
    if (!Number.isInteger(pageNo) || pageNo < 1) return err(400, "The page parameter must be an integer greater than 0")
    if (!Number.isInteger(size) || size < 1 || size > 1000) return err(400, "The page_size parameter must be an integer between 1 and 1000")
    const key = req.query.get("order_by") ?? orderBy
    const desc = req.query.has("desc") || (!req.query.has("asc") && defaultDesc)
    const sorted = key
      ? rows
          .map((r, i) => ({ r, i }))
          .sort((a, b) => {
            const x = a.r[key] as string | number
            const y = b.r[key] as string | number
            const c = x < y ? -1 : x > y ? 1 : 0
            return (desc ? -c : c) || (desc ? b.i - a.i : a.i - b.i)
          })
          .map((x) => x.r)
      : rows
    const fields = req.query
      .get("fields")
      ?.split(",")
      .map((f) => f.trim())
      .filter(Boolean)
    const slice = sorted
      .slice((pageNo - 1) * size, pageNo * size)
      .map((r) => (fields ? Object.fromEntries(Object.entries(r).filter(([k]) => fields.includes(k) || k === "tracking")) : r))
    const base = `${apiUrl}${req.path}`
    const at = (n: number) => {
      const q = new URLSearchParams(req.query)
      q.set("page", String(n))
      return `${base}?${q.toString()}`
    }
    const hasMore = pageNo * size < sorted.length
    return {
      status: 200,
      body: {
        has_more: hasMore,
        total_data: sorted.length,
        data: slice,
        links: { self: at(pageNo), ...(pageNo > 1 ? { before: at(pageNo - 1) } : {}), ...(hasMore ? { next: at(pageNo + 1) } : {}) },
      },
    }
  }

  /** Comma-separated filter values (Yalidine's style: `?tracking=a,b,c`). */
  const values = (req: FakeRequest, name: string) =>
    req.query
      .get(name)
      ?.split(",")
      .map((v) => v.trim())
      .filter(Boolean) ?? null
  const matches = (req: FakeRequest, name: string, value: unknown) => {
    const wanted = values(req, name)
    return !wanted || wanted.some((w) => lower(w) === lower(String(value)))
  }
  const flag = (req: FakeRequest, name: string, value: unknown) => !req.query.has(name) || asBool(req.query.get(name)) === asBool(value)

  function remove(tracking: string): { tracking: string; deleted: boolean } {
    const p = parcels.get(tracking)
    if (!p || p.last_status !== "En préparation") return { tracking, deleted: false }
    parcels.delete(tracking)
    void push(JSON.stringify({ type: "parcel_deleted", events: [event({ tracking, order_id: p.order_id }, Date.now())] }))
    return { tracking, deleted: true }
  }

  const V = "^/v1"
  const api: FakeServer = await startFake({
    port: opts.port,
    authenticate: (req) =>
      req.headers["x-api-id"] === opts.credentials.api_id && req.headers["x-api-token"] === opts.credentials.api_token && !!opts.credentials.api_id
        ? null
        : err(401, "Unauthorized: the X-API-ID or the X-API-TOKEN is missing or invalid"),
    limits: [
      { limit: quotas.second, windowMs: 1000 },
      { limit: quotas.minute, windowMs: 60_000 },
      { limit: quotas.hour, windowMs: 3_600_000 },
      { limit: quotas.day, windowMs: 86_400_000 },
    ],
    tooMany: (waitMs) => ({ ...err(429, "Too Many Requests"), headers: { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) } }),
    quotaHeaders: (used) => ({
      "x-second-quota-left": String(Math.max(0, quotas.second - used(1000))),
      "x-minute-quota-left": String(Math.max(0, quotas.minute - used(60_000))),
      "x-hour-quota-left": String(Math.max(0, quotas.hour - used(3_600_000))),
      "x-day-quota-left": String(Math.max(0, quotas.day - used(86_400_000))),
    }),
    routes: routes([
      {
        method: "GET",
        pattern: new RegExp(`${V}/wilayas/?(?:(\\d+)/?)?$`),
        handle: (req, [id]) =>
          page(
            req,
            geo.wilayas
              .filter((w) => (id ? w.id === Number(id) : matches(req, "id", w.id) && matches(req, "name", w.name)))
              .map(({ id: wid, name, zone, is_deliverable }) => ({ id: wid, name, zone, is_deliverable })),
            "id",
            false
          ),
      },
      {
        method: "GET",
        pattern: new RegExp(`${V}/communes/?(?:(\\d+)/?)?$`),
        handle: (req, [id]) =>
          page(
            req,
            geo.communes
              .filter((c) =>
                id
                  ? c.id === Number(id)
                  : matches(req, "id", c.id) &&
                    matches(req, "wilaya_id", c.wilaya_id) &&
                    flag(req, "has_stop_desk", c.has_stop_desk) &&
                    flag(req, "is_deliverable", c.is_deliverable)
              )
              .map(({ name_ar: _ar, ...c }) => c),
            "id",
            false
          ),
      },
      {
        method: "GET",
        pattern: new RegExp(`${V}/centers/?(?:(\\d+)/?)?$`),
        handle: (req, [id]) =>
          page(
            req,
            geo.centers.filter((c) =>
              id
                ? c.center_id === Number(id)
                : matches(req, "center_id", c.center_id) && matches(req, "wilaya_id", c.wilaya_id) && matches(req, "commune_id", c.commune_id)
            ),
            "center_id",
            false
          ),
      },
      {
        method: "GET",
        pattern: new RegExp(`${V}/fees/?$`),
        handle: (req) => {
          const from = Number(req.query.get("from_wilaya_id"))
          const to = Number(req.query.get("to_wilaya_id"))
          if (!req.query.get("from_wilaya_id") || !req.query.get("to_wilaya_id"))
            return err(400, "You must supply both the from_wilaya_id and the to_wilaya_id")
          if (!geo.wilayas[from - 1] || !geo.wilayas[to - 1]) return err(400, "The from_wilaya_id or the to_wilaya_id is not a wilaya id (1 to 58)")
          return { status: 200, body: yalidineFees(geo, from, to) }
        },
      },
      {
        method: "GET",
        pattern: new RegExp(`${V}/parcels/?(?:([^/]+)/?)?$`),
        handle: (req, [tracking]) =>
          page(
            req,
            [...parcels.values()]
              .filter((p) =>
                tracking
                  ? p.tracking === tracking
                  : matches(req, "tracking", p.tracking) &&
                    matches(req, "order_id", p.order_id) &&
                    matches(req, "import_id", p.import_id) &&
                    matches(req, "to_wilaya_id", p.to_wilaya_id) &&
                    matches(req, "last_status", p.last_status) &&
                    matches(req, "payment_status", p.payment_status) &&
                    flag(req, "is_stopdesk", p.is_stopdesk) &&
                    flag(req, "freeshipping", p.freeshipping)
              )
              .map(publicParcel),
            "date_creation",
            true
          ),
      },
      {
        method: "POST",
        pattern: new RegExp(`${V}/parcels/?$`),
        handle: (req) => {
          const list = req.json
          if (!Array.isArray(list) || !list.length) return err(400, "The body must be an array of one or more parcels")
          if (list.length > bulkLimit) return err(400, `You can create at most ${bulkLimit} parcels per request (${list.length} sent)`)
          const seen = new Map<string, number>()
          for (const x of list)
            if (x && typeof x === "object")
              seen.set(String((x as { order_id?: unknown }).order_id), (seen.get(String((x as { order_id?: unknown }).order_id)) ?? 0) + 1)
          const verdicts = list.map((x: unknown) => {
            if (!x || typeof x !== "object" || Array.isArray(x)) return { x: {} as Record<string, unknown>, problem: "Each parcel must be an object" }
            const o = x as Record<string, unknown>
            const problem = (seen.get(String(o.order_id)) ?? 0) > 1 ? `The order_id ${String(o.order_id)} is duplicated in this request` : check(o)
            return { x: o, problem }
          })
          const bad = verdicts.filter((v) => v.problem)
          if (opts.atomicBatches && bad.length) return err(400, bad.map((v) => `${String(v.x.order_id ?? "?")}: ${v.problem}`).join("; "))
          const batch = ++importId
          const answer: Record<string, unknown> = {}
          for (const { x, problem } of verdicts) {
            const orderId = String(x.order_id ?? "")
            if (problem) {
              answer[orderId] = { success: false, order_id: orderId, tracking: null, import_id: null, label: null, labels: null, message: problem }
              continue
            }
            const p = create(x, batch)
            answer[orderId] = {
              success: true,
              order_id: orderId,
              tracking: p.tracking,
              import_id: batch,
              label: p.label,
              labels: labelFor(`import:${batch}`, "import_id", batch),
              message: "",
            }
          }
          return { status: 200, body: answer }
        },
      },
      {
        method: "PATCH",
        pattern: new RegExp(`${V}/parcels/([^/]+)/?$`),
        handle: (req, [tracking]) => {
          const p = parcels.get(tracking)
          if (!p) return err(404, `The parcel ${tracking} does not exist`)
          if (p.last_status !== "En préparation") return err(400, `The parcel ${tracking} cannot be edited: its status is ${p.last_status}`)
          const patch = req.json
          if (!patch || typeof patch !== "object" || Array.isArray(patch)) return err(400, "The body must be an object of the parameters to edit")
          const next = { ...publicParcel(p), ...(patch as Record<string, unknown>) }
          const problem = check(next)
          if (problem) return err(400, problem)
          for (const k of ["firstname", "familyname", "contact_phone", "address", "product_list", "product_to_collect"] as const)
            if (k in (patch as object)) (p as Record<string, unknown>)[k] = next[k]
          for (const k of ["price", "declared_value", "length", "width", "height", "weight"] as const) if (k in (patch as object)) p[k] = Number(next[k])
          return { status: 200, body: publicParcel(p) }
        },
      },
      {
        method: "DELETE",
        pattern: new RegExp(`${V}/parcels/?(?:([^/]+)/?)?$`),
        handle: (req, [tracking]) => {
          const list = tracking ? [tracking] : (values(req, "tracking") ?? [])
          if (!list.length) return err(400, "The tracking parameter is required")
          return { status: 200, body: list.map(remove) }
        },
      },
      {
        method: "GET",
        pattern: new RegExp(`${V}/histories/?(?:([^/]+)/?)?$`),
        handle: (req, [tracking]) =>
          page(
            req,
            [...parcels.values()]
              .filter((p) => (tracking ? p.tracking === tracking : matches(req, "tracking", p.tracking)))
              .flatMap((p) => p.history.map((h) => ({ tracking: p.tracking, ...h })))
              .filter((h) => matches(req, "status", h.status) && matches(req, "reason", h.reason)),
            "date_status",
            true
          ),
      },
    ]),
  })

  apiUrl = api.url

  async function advanceRaw(tracking: string, raw: string, reason?: string | null): Promise<void> {
    await advanceMany([{ tracking, raw, reason: reason ?? null }])
  }
  async function advanceMany(steps: { tracking: string; raw: string | null; reason: string | null }[]): Promise<void> {
    const events: ReturnType<typeof event>[] = []
    const deleted: ReturnType<typeof event>[] = []
    for (const s of steps) {
      const p = parcels.get(s.tracking)
      if (!p) throw new Error(`Yalidine fake: no parcel ${s.tracking}`)
      if (s.raw === null) {
        // Cancelled: Yalidine deletes the parcel (whatever its status when its staff does it).
        parcels.delete(p.tracking)
        deleted.push(event({ tracking: p.tracking, order_id: p.order_id }, Date.now()))
        continue
      }
      const h = move(p, s.raw, s.reason)
      events.push(event({ tracking: p.tracking, order_id: p.order_id, ...h }, p.clock))
    }
    if (events.length) await push(JSON.stringify({ type: "parcel_status_updated", events }))
    if (deleted.length) await push(JSON.stringify({ type: "parcel_deleted", events: deleted }))
  }
  const step = (s: { tracking: string; status: ParcelStatus; reason?: string | null }) => {
    if (s.status === "lost") throw new Error("Yalidine has no status standing for a lost parcel")
    return { tracking: s.tracking, raw: s.status === "cancelled" ? null : YALIDINE_RAW_FOR[s.status], reason: s.reason ?? DEFAULT_REASON[s.status] ?? null }
  }

  const closeApi = api.close
  const close = async () => {
    await Promise.all([closeApi(), labelServer.close()])
  }

  return Object.assign(api, {
    close,
    labelUrl: labelServer.url,
    advance: (tracking: string, status: ParcelStatus, reason?: string | null) => advanceMany([step({ tracking, status, reason })]),
    advanceRaw,
    advanceBatch: (steps: { tracking: string; status: ParcelStatus; reason?: string | null }[]) => advanceMany(steps.map(step)),
    async setPayment(tracking: string, status: "not-ready" | "ready" | "receivable" | "payed", paymentId?: string | null) {
      const p = parcels.get(tracking)
      if (!p) throw new Error(`Yalidine fake: no parcel ${tracking}`)
      p.payment_status = status
      p.payment_id = paymentId ?? (status === "payed" ? `PAY-${p.import_id}` : null)
      await push(
        JSON.stringify({ type: "parcel_payment_updated", events: [event({ tracking, order_id: p.order_id, status, payment_id: p.payment_id }, Date.now())] })
      )
    },
    async subscribeWebhook() {
      if (!opts.webhook) return false
      const token = randomBytes(16).toString("hex")
      const url = new URL(opts.webhook.url)
      url.searchParams.set("subscribe", "")
      url.searchParams.set("crc_token", token)
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
        return res.status === 200 && (await res.text()).trim() === token
      } catch {
        return false
      }
    },
    async replayLastWebhook() {
      const last = deliveries[deliveries.length - 1]
      if (!last || !opts.webhook) throw new Error("Yalidine fake: no webhook sent yet")
      const res = await fetch(opts.webhook.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-yalidine-signature": last.signature },
        body: last.body,
      })
      await res.arrayBuffer()
      deliveries.push({ ...last, status: res.status })
      return res.status
    },
    webhooks: () => deliveries.map((d) => ({ ...d })),
    parcels: () => [...parcels.values()].map((p) => ({ tracking: p.tracking, reference: p.order_id })),
  })
}
