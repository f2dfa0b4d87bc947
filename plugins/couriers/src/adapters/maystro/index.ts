import { createHash, timingSafeEqual } from "node:crypto"
import type { ParcelStatus } from "@shop/contracts/couriers"
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
  WebhookHandler,
} from "../../lib/adapter"
import { CourierError } from "../../lib/errors"
import { CourierHttp, expectShape } from "../../lib/http"
import type { RateRule } from "../../lib/limiter"

/**
 * Maystro Delivery (https://backend.maystro-delivery.com/api/, Django REST Framework). Sources: its
 * GitBook documentation as cited by the open clients PiteurStudio/CourierDZ and uften/courier, and
 * merchants' integrations. Where they disagree, the GitBook-cited paths win (noted below).
 * - `Authorization: Token <token>` (DRF token, not Bearer); errors in DRF's style: `{detail}` or
 *   `{field: [messages]}` / `{non_field_errors: […]}`;
 * - one order per `POST stores/orders/`; the commune is Maystro's numeric id, so the adapter looks
 *   the shop's commune name up in `shared/communes/?wilaya=` first (French or Arabic, folded) and
 *   refuses an unknown commune before sending. `delivery_type` 1 home / 2 stop-desk (the current docs;
 *   CourierDZ's older 0/1 is not used). A second order with the same name and phone the same day is
 *   refused by Maystro (answered `duplicate`). Our reference is `external_order_id`, and
 *   `findByReference` searches `stores/orders/?external_order_id=`;
 * - the parcel's tracking is Maystro's `display_id` (what its label and tracking page show);
 *   calls keyed by its uuid (`history_order`, `shared/status`) look the uuid up by display_id;
 * - label: `POST delivery/starter/starter_bordureau/` `{orders_ids:[display_id]}` answers the PDF;
 * - cancel: `PATCH shared/status/<id>/` `{status: 50, abort_reason}` (GitBook; the older
 *   `stores/orders/<id>/status/` is not used), refused once the parcel is in Maystro's hands;
 * - fees: `stores/delivery_price/?commune=&delivery_type=`; Maystro prices a wilaya's communes alike,
 *   so one commune per wilaya is asked (home and desk);
 * - stop-desks: no list is published; a desk is the commune flagged `has_stop_desk` (its id is the
 *   commune id an order is sent to with delivery_type 2);
 * - statuses arrive by webhook only (`stores/hooks/costume/`): one POST per change,
 *   `{"event":"OrderStatusChanged","payload":{id, display_id_order, external_order_id, status,
 *   last_update, …}}`. Maystro documents no signature or subscription check: the merchant registers the webhook URL
 *   with the account's webhook secret in it (`?token=<secret>`), checked in constant time;
 *   a relay that batches several events in a JSON array is parsed too. There are no event ids: one is
 *   derived from the order, the status and its time, identical for a replayed event.
 * - limits are not published (clients pace at 10 a second): we stay under 10 in any second and 300 in
 *   any minute — each cut into five fixed windows, since the shared limiter counts fixed windows.
 */
export const MAYSTRO_RULES: readonly RateRule[] = [
  { limit: 2, windowMs: 250 },
  { limit: 60, windowMs: 15_000 },
]
/** One order per call: our own cap on a bulk hand-over (sent one after the other, within the limits). */
export const MAYSTRO_BULK = 25

const STATUS: Record<number, [string, ParcelStatus]> = {
  4: ["Créé", "created"],
  5: ["Ramassage demandé", "pending_pickup"],
  6: ["En traitement", "pending_pickup"],
  8: ["En attente de transit", "picked_up"],
  9: ["En transit pour expédition", "in_transit"],
  10: ["En transit pour retour", "returning"],
  11: ["En attente", "on_hold"],
  12: ["Rupture de stock", "on_hold"],
  15: ["Prêt à expédier", "at_hub"],
  22: ["Assigné", "out_for_delivery"],
  31: ["Expédié", "out_for_delivery"],
  32: ["Alerté", "delivery_attempted"],
  41: ["Livré", "delivered"],
  42: ["Reporté", "on_hold"],
  50: ["Annulé", "cancelled"],
  51: ["Prêt à retourner", "returning"],
  52: ["Récupéré par le magasin", "returned"],
  53: ["Non reçu", "lost"],
}

/** The canonical status and raw text of a Maystro status code ("Livré (41)"); an unknown code is `unknown`, kept raw. */
export function maystroStatus(code: unknown): { status: ParcelStatus; raw: string } {
  const n = Number(code)
  const known = Number.isInteger(n) ? STATUS[n] : undefined
  return known ? { status: known[1], raw: `${known[0]} (${n})` } : { status: "unknown", raw: String(code) }
}

const text = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim())

/** Maystro's field names onto the draft's. */
const FIELD: Record<string, string> = {
  customer_phone: "phone",
  customer_name: "last_name",
  destination_text: "address",
  wilaya: "wilaya_code",
  commune: "commune_name",
  product_price: "cash_to_collect",
  products: "products",
  delivery_type: "stop_desk_id",
  note_to_driver: "note",
}

/** DRF error bodies: `{detail}`, `{field: [msg]}`, `{non_field_errors: [msg]}`. */
export function describeMaystroError(_status: number, body: unknown): { message: string; field?: string | null } | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return typeof body === "string" && body.trim() ? { message: body.trim().slice(0, 300) } : null
  const o = body as Record<string, unknown>
  if (typeof o.detail === "string") return { message: o.detail }
  for (const [k, v] of Object.entries(o)) {
    const msg = Array.isArray(v) ? v.map(text).join(" ") : text(v)
    if (!msg) continue
    return k === "non_field_errors" ? { message: msg } : { message: `${k}: ${msg}`, field: FIELD[k] ?? k }
  }
  return null
}

const eventId = (tracking: string, status: unknown, at: string) =>
  createHash("sha256")
    .update(`maystro|${tracking}|${text(status)}|${at}`)
    .digest("hex")
    .slice(0, 32)

export const maystroWebhook: WebhookHandler = {
  challenge: () => null,
  verify(_rawBody, _headers, secret, query = {}) {
    // Maystro signs nothing: the merchant registers the webhook URL with the account's secret as `?token=`
    const given = typeof query.token === "string" ? query.token : ""
    if (!secret || !given) return false
    const a = createHash("sha256").update(given).digest()
    const b = createHash("sha256").update(secret).digest()
    return timingSafeEqual(a, b)
  },
  parse(rawBody) {
    let body: unknown
    try {
      body = JSON.parse(rawBody.toString("utf8"))
    } catch {
      throw new CourierError("malformed", "Maystro webhook: the body is not JSON")
    }
    const items = Array.isArray(body) ? body : [body]
    const out: TrackingEvent[] = []
    for (const item of items) {
      expectShape(!!item && typeof item === "object", "Maystro webhook: an event is not an object")
      const { event, payload } = item as { event?: unknown; payload?: Record<string, unknown> }
      if (event !== "OrderStatusChanged") continue
      expectShape(!!payload && typeof payload === "object", "Maystro webhook: OrderStatusChanged without payload")
      const tracking = text(payload.display_id_order ?? payload.display_id)
      const at = text(payload.last_update ?? payload.updated_at ?? payload.created_at)
      expectShape(
        !!tracking && payload.status !== undefined && !!at && Number.isFinite(Date.parse(at)),
        "Maystro webhook: display_id_order, status or last_update missing"
      )
      const s = maystroStatus(payload.status)
      out.push({
        tracking,
        event_id: eventId(tracking, payload.status, at),
        occurred_at: new Date(at).toISOString(),
        status: s.status,
        raw_status: s.raw,
        raw_reason: text(payload.comment ?? payload.alert_reason ?? payload.abort_reason) || null,
        location: null,
      })
    }
    return out.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at))
  },
}

type MaystroOrder = Record<string, unknown>
type MaystroCommune = { id: number; name: string; name_ar: string | null; wilaya: number; has_stop_desk: boolean; is_deliverable: boolean }

/** A commune name folded for comparison: accents, Arabic letter variants, case, an article and spaces away. */
const key = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0629/g, "\u0647")
    .toLowerCase()
    .replace(/['’`\-_.]/g, " ")
    .trim()
    .replace(/^(el|al|ال)\s*/, "")
    .replace(/\s/g, "")

export const createMaystroAdapter: AdapterFactory = (ctx) => {
  const { account } = ctx
  if (!account.credentials.token) throw new CourierError("auth", `Maystro needs the credential "token"`, { field: "token" })
  const http = new CourierHttp({
    baseUrl: account.base_url,
    headers: { authorization: `Token ${account.credentials.token}` },
    limiter: ctx.limiter,
    limiterKey: ctx.limiterKey,
    rules: MAYSTRO_RULES,
    timeoutMs: ctx.timeoutMs,
    describeError: describeMaystroError,
  })

  const communesOf = async (wilaya?: number): Promise<MaystroCommune[]> => {
    const res = await http.request<unknown>({ path: "shared/communes/", query: { wilaya } })
    expectShape(Array.isArray(res.body), "shared/communes: not a list")
    return (res.body as Record<string, unknown>[]).map((c) => {
      expectShape(Number.isInteger(Number(c?.id)) && !!text(c?.name), "shared/communes: a commune without id or name")
      return {
        id: Number(c.id),
        name: text(c.name),
        name_ar: text(c.name_ar) || null,
        wilaya: Number(c.wilaya ?? c.wilaya_id ?? wilaya),
        has_stop_desk: c.has_stop_desk === true,
        is_deliverable: c.is_deliverable !== false,
      }
    })
  }

  const search = async (query: Record<string, string>): Promise<MaystroOrder[]> => {
    const res = await http.request<{ list?: { results?: unknown } }>({ path: "stores/orders/", query })
    const results = res.body?.list?.results
    expectShape(Array.isArray(results), "stores/orders: no list.results")
    return results as MaystroOrder[]
  }

  const byDisplayId = async (tracking: string): Promise<MaystroOrder> => {
    const found = (await search({ display_id: tracking })).find((o) => text(o.display_id) === tracking)
    if (!found) throw new CourierError("not_found", `Maystro has no order #${tracking}`, { status: 200 })
    expectShape(!!text(found.id), "stores/orders: an order without id")
    return found
  }

  const createOne = async (d: ParcelDraft, commune: MaystroCommune): Promise<CreatedParcel> => {
    const body = {
      source: 4,
      external_order_id: d.reference,
      customer_name: `${d.first_name} ${d.last_name}`.trim(),
      customer_phone: d.phone,
      destination_text: d.address,
      wilaya: d.wilaya_code,
      commune: commune.id,
      product_price: Math.round(d.cash_to_collect),
      delivery_type: d.stop_desk_id ? 2 : 1,
      express: false,
      products: [{ quantity: Math.max(1, d.quantity), logistical_description: d.products }],
      note_to_driver: [
        d.note,
        d.phone_2 ? `Tél. 2 : ${d.phone_2}` : null,
        d.kind === "exchange" && d.product_to_collect ? `Échange : reprendre ${d.product_to_collect}` : null,
        d.can_open ? "Le client peut ouvrir le colis" : null,
      ]
        .filter(Boolean)
        .join(" — "),
    }
    try {
      const res = await http.request<MaystroOrder>({ method: "POST", path: "stores/orders/", body })
      const tracking = text(res.body?.display_id ?? res.body?.display_id_order)
      expectShape(!!tracking, "stores/orders: created without display_id")
      const fee = Number(res.body?.delivery_price)
      return { reference: d.reference, ok: true, tracking, label_url: null, courier_fee: Number.isFinite(fee) ? fee : null }
    } catch (e) {
      if (!(e instanceof CourierError) || e.kind !== "validation") throw e
      const duplicate = !e.field && /existe d[ée]j[àa]|already exists|duplicate/i.test(e.message)
      return { reference: d.reference, ok: false, code: duplicate ? "duplicate" : "refused", message: e.message, field: duplicate ? "phone" : e.field }
    }
  }

  const adapter: CourierAdapter = {
    key: "maystro",
    bulkLimit: MAYSTRO_BULK,
    trackingBatch: 10,
    needsValidation: false,
    webhook: maystroWebhook,

    async testCredentials() {
      const res = await http.request<unknown>({ path: "shared/wilayas/", query: { country: 1, language: "fr" } })
      expectShape(Array.isArray(res.body), "shared/wilayas: not a list")
      return { ok: true as const }
    },

    async communes(): Promise<CourierCommune[]> {
      return (await communesOf()).map((c) => ({
        wilaya_code: c.wilaya,
        name: c.name,
        name_ar: c.name_ar,
        has_stop_desk: c.has_stop_desk,
        deliverable: c.is_deliverable,
      }))
    },

    async stopDesks(): Promise<StopDeskInfo[]> {
      return (await communesOf())
        .filter((c) => c.has_stop_desk)
        .map((c) => ({
          id: String(c.id),
          name: `Maystro ${c.name}`,
          wilaya_code: c.wilaya,
          commune_name: c.name,
          address: null,
          phone: null,
          latitude: null,
          longitude: null,
        }))
    },

    async fees(): Promise<FeeQuote[]> {
      const all = await communesOf()
      const out: FeeQuote[] = []
      const price = async (commune: number, type: 1 | 2): Promise<number | null> => {
        try {
          const res = await http.request<{ delivery_price?: unknown }>({ path: "stores/delivery_price/", query: { commune, delivery_type: type } })
          const n = Number(res.body?.delivery_price)
          expectShape(Number.isFinite(n), "stores/delivery_price: no delivery_price")
          return n
        } catch (e) {
          if (e instanceof CourierError && e.kind === "not_found") return null
          throw e
        }
      }
      for (const wilaya of [...new Set(all.map((c) => c.wilaya))].sort((a, b) => a - b)) {
        const here = all.filter((c) => c.wilaya === wilaya && c.is_deliverable)
        const sample = here.find((c) => c.has_stop_desk) ?? here[0]
        if (!sample) continue
        out.push({
          wilaya_code: wilaya,
          commune_name: null,
          home_fee: await price(sample.id, 1),
          desk_fee: sample.has_stop_desk ? await price(sample.id, 2) : null,
          return_fee: null,
        })
      }
      return out
    },

    async createParcels(drafts: ParcelDraft[]): Promise<CreatedParcel[]> {
      if (drafts.length > MAYSTRO_BULK)
        throw new CourierError("validation", `Maystro hand-over takes at most ${MAYSTRO_BULK} parcels per call (${drafts.length} given)`, { field: "parcels" })
      const communes = new Map<number, MaystroCommune[]>()
      const out: CreatedParcel[] = []
      for (const d of drafts) {
        if (!communes.has(d.wilaya_code)) communes.set(d.wilaya_code, await communesOf(d.wilaya_code))
        const here = communes.get(d.wilaya_code)!
        const commune = d.stop_desk_id
          ? here.find((c) => String(c.id) === d.stop_desk_id && c.has_stop_desk)
          : here.find((c) => key(c.name) === key(d.commune_name) || (c.name_ar !== null && key(c.name_ar) === key(d.commune_name)))
        if (!commune) {
          out.push({
            reference: d.reference,
            ok: false,
            code: d.stop_desk_id ? "stop_desk_unknown" : "commune_unknown",
            message: d.stop_desk_id
              ? `Maystro has no stop-desk ${d.stop_desk_id} in wilaya ${d.wilaya_code}`
              : `Maystro does not list the commune "${d.commune_name}" in wilaya ${d.wilaya_code}`,
            field: d.stop_desk_id ? "stop_desk_id" : "commune_name",
          })
          continue
        }
        out.push(await createOne(d, commune))
      }
      return out
    },

    async findByReference(reference: string): Promise<RemoteParcel | null> {
      const found = (await search({ external_order_id: reference })).find((o) => text(o.external_order_id) === reference)
      if (!found) return null
      const s = maystroStatus(found.status)
      return { reference, tracking: text(found.display_id), label_url: null, status: s.status, raw_status: s.raw }
    },

    async validate(): Promise<void> {
      // Maystro orders are live once created: nothing to confirm
    },

    async label(tracking: string): Promise<Buffer> {
      const res = await http.request<Buffer>({
        method: "POST",
        path: "delivery/starter/starter_bordureau/",
        body: { all_created: false, orders_ids: [tracking] },
        binary: true,
      })
      expectShape(Buffer.isBuffer(res.body) && res.body.subarray(0, 5).toString() === "%PDF-", "starter_bordureau: not a PDF")
      return res.body
    },

    async cancel(tracking: string): Promise<void> {
      const order = await byDisplayId(tracking)
      try {
        await http.request({ method: "PATCH", path: `shared/status/${encodeURIComponent(text(order.id))}/`, body: { status: 50, abort_reason: 21 } })
      } catch (e) {
        if (e instanceof CourierError && e.kind === "validation") throw new CourierError("refused", e.message, { status: e.status, field: e.field })
        throw e
      }
    },

    async tracking(trackings: string[]): Promise<Record<string, TrackingEvent[]>> {
      if (trackings.length > adapter.trackingBatch)
        throw new CourierError("validation", `at most ${adapter.trackingBatch} trackings per call`, { field: "trackings" })
      const out: Record<string, TrackingEvent[]> = {}
      for (const tracking of trackings) {
        let order: MaystroOrder
        try {
          order = await byDisplayId(tracking)
        } catch (e) {
          if (e instanceof CourierError && e.kind === "not_found") {
            out[tracking] = []
            continue
          }
          throw e
        }
        const res = await http.request<unknown>({ path: `stores/history_order/${encodeURIComponent(text(order.id))}` })
        expectShape(Array.isArray(res.body), "history_order: not a list")
        out[tracking] = (res.body as Record<string, unknown>[])
          .map((h): TrackingEvent => {
            const at = text(h?.created_at)
            expectShape(!!at && Number.isFinite(Date.parse(at)) && h.status !== undefined, "history_order: an entry without status or created_at")
            const s = maystroStatus(h.status)
            return {
              tracking,
              event_id: eventId(tracking, h.status, at),
              occurred_at: new Date(at).toISOString(),
              status: s.status,
              raw_status: s.raw,
              raw_reason: text(h.comment) || null,
              location: null,
            }
          })
          .sort((a, b) => a.occurred_at.localeCompare(b.occurred_at))
      }
      return out
    },
  }
  return adapter
}
