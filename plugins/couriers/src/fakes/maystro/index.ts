import { randomUUID } from "node:crypto"
import type { ParcelStatus } from "@shop/contracts/couriers"
import type { FakeStartOptions } from "../index"
import { labelPdf, startFake, type CourierFake, type FakeReply, type FakeRequest } from "../harness"
import { fakeGeography, feeFor, plain } from "../procolis/geo"

/**
 * Maystro Delivery (https://backend.maystro-delivery.com/api/), a Django REST Framework service, as
 * its GitBook documentation and the open clients (PiteurStudio/CourierDZ, uften/courier, merchants'
 * integrations) use it:
 * - `Authorization: Token <token>`; DRF's own refusals: 401 `{"detail":"Invalid token."}` or
 *   `{"detail":"Authentication credentials were not provided."}`; 404 `{"detail":"Not found."}`;
 *   400 `{field: ["message"]}` / `{"non_field_errors": […]}`; 429 `{"detail":"Request was throttled.
 *   Expected available in N seconds."}` with Retry-After;
 * - `GET shared/wilayas/?country=1&language=fr` → `[[id, name], …]`; `GET shared/communes/?wilaya=`
 *   → communes with Maystro's numeric ids (orders name the commune by id), `has_stop_desk`;
 * - `GET stores/delivery_price/?commune=&delivery_type=` (1 home, 2 stop-desk) → `{delivery_price}`;
 * - `POST stores/orders/` one order (source 4, wilaya, commune, customer_name, customer_phone,
 *   product_price, delivery_type, express, products [{quantity, logistical_description}],
 *   external_order_id, destination_text, note_to_driver) → 201 the order (`id` uuid, `display_id`,
 *   `status` 4); a second order with the same name and phone the same day is refused;
 * - `GET stores/orders/?external_order_id=|display_id=` → `{list:{count,next,previous,results}}`;
 * - `GET stores/history_order/<id>` → `[{status, created_at, comment}]`;
 * - `PATCH shared/status/<id>/` `{status: 50, abort_reason}` cancels while not yet picked up;
 * - `POST delivery/starter/starter_bordureau/` `{orders_ids:[display_id], all_created}` → the PDF;
 * - statuses pushed to the merchant's hook (`stores/hooks/costume/`): one POST per change,
 *   `{"event":"OrderStatusChanged","payload":{…}}`. Maystro publishes no signing scheme; the
 *   merchant registers a URL holding the account's webhook secret (`?token=`), which this fake posts to.
 * Limits are not published (clients pace themselves at 10 calls a second): 10 a second, 300 a minute.
 */
export const MAYSTRO_LIMITS = [
  { limit: 10, windowMs: 1000 },
  { limit: 300, windowMs: 60_000 },
]

/** Maystro's numeric statuses and the label its space shows (fr). */
export const MAYSTRO_STATUS_LABELS: Record<number, string> = {
  4: "Créé",
  5: "Ramassage demandé",
  6: "En traitement",
  8: "En attente de transit",
  9: "En transit pour expédition",
  10: "En transit pour retour",
  11: "En attente",
  12: "Rupture de stock",
  15: "Prêt à expédier",
  22: "Assigné",
  31: "Expédié",
  32: "Alerté",
  41: "Livré",
  42: "Reporté",
  50: "Annulé",
  51: "Prêt à retourner",
  52: "Récupéré par le magasin",
  53: "Non reçu",
}

const CODE_FOR: Record<ParcelStatus, number> = {
  created: 4,
  pending_pickup: 5,
  picked_up: 8,
  in_transit: 9,
  at_hub: 15,
  out_for_delivery: 31,
  delivery_attempted: 32,
  on_hold: 42,
  delivered: 41,
  returning: 51,
  returned: 52,
  cancelled: 50,
  lost: 53,
  unknown: 99,
}
/** Statuses from which the store may still abort the order (not yet in Maystro's hands). */
const CANCELLABLE = new Set([4, 5, 6, 11, 12])

type Order = {
  id: string
  display_id: number
  external_order_id: string
  status: number
  customer_name: string
  customer_phone: string
  destination_text: string
  wilaya: number
  commune: number
  commune_name: string
  product_price: number
  delivery_price: number
  delivery_type: number
  products: { quantity: number; logistical_description: string }[]
  note_to_driver: string
  created_at: string
  last_update: string
  alert_reason: string | null
  history: { status: number; created_at: string; comment: string | null }[]
}

const detail = (status: number, message: string): FakeReply => ({ status, body: { detail: message } })
const bad = (errors: Record<string, string[]>): FakeReply => ({ status: 400, body: errors })
const str = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim())

export async function startMaystroFake(opts: FakeStartOptions): Promise<CourierFake> {
  const geo = fakeGeography()
  // one stop-desk per wilaya, in its first commune (the chef-lieu in ONS order)
  const deskCommunes = new Set(geo.wilayas.map((w) => geo.communes.find((c) => c.wilaya_code === w.code)?.id))
  const orders = new Map<string, Order>()
  let display = 120_000
  let clock = Date.now()
  const now = () => {
    clock = Math.max(clock + 1000, Date.now())
    return new Date(clock).toISOString()
  }

  const publicView = (o: Order) => {
    const { history: _h, products, ...rest } = o
    return { ...rest, display_id: String(o.display_id), status_display: MAYSTRO_STATUS_LABELS[o.status] ?? String(o.status), products }
  }

  const create = (req: FakeRequest): FakeReply => {
    const b = (req.json ?? {}) as Record<string, unknown>
    const errors: Record<string, string[]> = {}
    const required = "Ce champ est obligatoire."
    if (Number(b.source) !== 4) errors.source = ["« source » doit valoir 4 pour une boutique."]
    const wilaya = Number(b.wilaya)
    if (!geo.wilayas.some((w) => w.code === wilaya)) errors.wilaya = [b.wilaya === undefined ? required : `Wilaya « ${str(b.wilaya)} » invalide.`]
    const commune = geo.communes.find((c) => c.id === Number(b.commune))
    if (!commune) errors.commune = [b.commune === undefined ? required : `Commune « ${str(b.commune)} » invalide.`]
    else if (commune.wilaya_code !== wilaya && !errors.wilaya) errors.commune = ["Cette commune n'appartient pas à la wilaya choisie."]
    const name = str(b.customer_name)
    if (!name) errors.customer_name = [required]
    const phone = str(b.customer_phone).replace(/\s/g, "")
    if (!/^0[5-7]\d{8}$/.test(phone) && !/^0[2-4]\d{7}$/.test(phone)) errors.customer_phone = ["Numéro de téléphone invalide."]
    const price = Number(b.product_price)
    if (!Number.isInteger(price) || price < 0 || price > 150_000) errors.product_price = ["Le prix doit être un entier entre 0 et 150000."]
    const type = Number(b.delivery_type)
    if (type !== 1 && type !== 2) errors.delivery_type = ["« delivery_type » doit être 1 (domicile) ou 2 (stop-desk)."]
    else if (type === 2 && commune && !deskCommunes.has(commune.id)) errors.delivery_type = ["Pas de stop-desk dans cette commune."]
    const products = Array.isArray(b.products) ? (b.products as Record<string, unknown>[]) : []
    if (!products.length || products.some((p) => (!str(p?.logistical_description) && !str(p?.product_id)) || !(Number(p?.quantity) >= 1)))
      errors.products = ["Au moins un produit avec une quantité et une description."]
    const external = str(b.external_order_id)
    if (Object.keys(errors).length) return bad(errors)
    const today = new Date().toISOString().slice(0, 10)
    const dup = [...orders.values()].find((o) => o.customer_phone === phone && plain(o.customer_name) === plain(name) && o.created_at.slice(0, 10) === today)
    if (dup) return bad({ non_field_errors: [`Une commande pour ${name} (${phone}) existe déjà aujourd'hui (#${dup.display_id}).`] })
    const at = now()
    const fee = feeFor(wilaya)
    const order: Order = {
      id: randomUUID(),
      display_id: ++display,
      external_order_id: external,
      status: 4,
      customer_name: name,
      customer_phone: phone,
      destination_text: str(b.destination_text),
      wilaya,
      commune: commune!.id,
      commune_name: commune!.name_fr,
      product_price: price,
      delivery_price: type === 2 ? fee.desk : fee.home,
      delivery_type: type,
      products: products.map((p) => ({ quantity: Number(p.quantity), logistical_description: str(p.logistical_description) })),
      note_to_driver: str(b.note_to_driver),
      created_at: at,
      last_update: at,
      alert_reason: null,
      history: [{ status: 4, created_at: at, comment: null }],
    }
    orders.set(order.id, order)
    return { status: 201, body: publicView(order) }
  }

  const server = await startFake({
    port: opts.port,
    limits: MAYSTRO_LIMITS,
    tooMany: (waitMs) => {
      const s = Math.max(1, Math.ceil(waitMs / 1000))
      return { status: 429, body: { detail: `Request was throttled. Expected available in ${s} seconds.` }, headers: { "retry-after": String(s) } }
    },
    authenticate: (req) => {
      const auth = str(req.headers.authorization)
      if (!auth) return { ...detail(401, "Authentication credentials were not provided."), headers: { "www-authenticate": "Token" } }
      return auth === `Token ${opts.credentials.token}` ? null : { ...detail(401, "Invalid token."), headers: { "www-authenticate": "Token" } }
    },
    routes: [
      {
        method: "GET",
        pattern: /^\/api\/shared\/wilayas\/$/,
        handle: (req) => ({
          status: 200,
          body:
            req.query.get("country") === "1" || !req.query.get("country")
              ? geo.wilayas.map((w) => [w.code, req.query.get("language") === "ar" ? w.name_ar : w.name_fr])
              : [],
        }),
      },
      {
        method: "GET",
        pattern: /^\/api\/shared\/communes\/$/,
        handle: (req) => {
          const w = req.query.get("wilaya")
          return {
            status: 200,
            body: geo.communes
              .filter((c) => !w || c.wilaya_code === Number(w))
              .map((c) => ({
                id: c.id,
                name: c.name_fr,
                name_ar: c.name_ar,
                wilaya: c.wilaya_code,
                has_stop_desk: deskCommunes.has(c.id),
                is_deliverable: true,
              })),
          }
        },
      },
      {
        method: "GET",
        pattern: /^\/api\/stores\/delivery_price\/$/,
        handle: (req) => {
          const c = geo.communes.find((x) => x.id === Number(req.query.get("commune")))
          if (!c) return bad({ commune: ["Commune invalide."] })
          const desk = req.query.get("delivery_type") === "2"
          if (desk && !deskCommunes.has(c.id)) return detail(404, "Not found.")
          const f = feeFor(c.wilaya_code)
          return { status: 200, body: { delivery_price: desk ? f.desk : f.home } }
        },
      },
      { method: "POST", pattern: /^\/api\/stores\/orders\/$/, handle: create },
      {
        method: "GET",
        pattern: /^\/api\/stores\/orders\/$/,
        handle: (req) => {
          const ext = req.query.get("external_order_id")
          const disp = req.query.get("display_id")
          const results = [...orders.values()].filter((o) => (ext === null || o.external_order_id === ext) && (disp === null || String(o.display_id) === disp))
          return { status: 200, body: { list: { count: results.length, next: null, previous: null, results: results.map(publicView) } } }
        },
      },
      {
        method: "GET",
        pattern: /^\/api\/stores\/history_order\/([^/]+)\/?$/,
        handle: (_req, [id]) => {
          const o = orders.get(id)
          return o
            ? { status: 200, body: o.history.map((h) => ({ ...h, status_display: MAYSTRO_STATUS_LABELS[h.status] ?? String(h.status) })) }
            : detail(404, "Not found.")
        },
      },
      {
        method: "PATCH",
        pattern: /^\/api\/shared\/status\/([^/]+)\/$/,
        handle: (req, [id]) => {
          const o = orders.get(id)
          if (!o) return detail(404, "Not found.")
          const b = (req.json ?? {}) as Record<string, unknown>
          if (Number(b.status) !== 50) return bad({ status: ["Seule l'annulation (50) est permise à la boutique."] })
          if (!CANCELLABLE.has(o.status))
            return bad({ status: [`La commande #${o.display_id} est « ${MAYSTRO_STATUS_LABELS[o.status]} » : elle ne peut plus être annulée.`] })
          setStatus(o, 50, "Annulée par la boutique")
          return { status: 200, body: publicView(o) }
        },
      },
      {
        method: "POST",
        pattern: /^\/api\/delivery\/starter\/starter_bordureau\/$/,
        handle: (req) => {
          const ids = ((req.json as { orders_ids?: unknown })?.orders_ids ?? []) as unknown[]
          const found = [...orders.values()].filter((o) => ids.map(String).includes(String(o.display_id)))
          if (!Array.isArray(ids) || !ids.length || found.length !== ids.length) return detail(404, "Not found.")
          const o = found[0]
          return {
            status: 200,
            bytes: labelPdf([
              `Maystro Delivery #${o.display_id}`,
              o.customer_name,
              o.customer_phone,
              `${o.commune_name} (${o.wilaya})`,
              `${o.product_price} DA`,
              o.external_order_id,
            ]),
          }
        },
      },
    ],
  })

  const pushes: Promise<unknown>[] = []
  const setStatus = (o: Order, status: number, comment: string | null) => {
    o.status = status
    o.last_update = now()
    o.alert_reason = status === 32 ? comment : o.alert_reason
    o.history.push({ status, created_at: o.last_update, comment })
    if (!opts.webhook) return
    const body = JSON.stringify({
      event: "OrderStatusChanged",
      payload: {
        id: o.id,
        display_id_order: String(o.display_id),
        external_order_id: o.external_order_id,
        status,
        status_display: MAYSTRO_STATUS_LABELS[status] ?? String(status),
        comment,
        last_update: o.last_update,
      },
    })
    // Maystro signs nothing: the URL registered by the merchant carries the secret
    const url = new URL(opts.webhook.url)
    url.searchParams.set("token", opts.webhook.secret)
    pushes.push(fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }).catch(() => null))
  }

  return Object.assign(server, {
    async advance(tracking: string, status: ParcelStatus, reason?: string | null) {
      const o = [...orders.values()].find((x) => String(x.display_id) === tracking)
      if (!o) throw new Error(`maystro fake: no order ${tracking}`)
      setStatus(o, CODE_FOR[status], reason ?? null)
      await Promise.all(pushes.splice(0))
    },
    parcels: () => [...orders.values()].map((o) => ({ tracking: String(o.display_id), reference: o.external_order_id })),
  })
}
