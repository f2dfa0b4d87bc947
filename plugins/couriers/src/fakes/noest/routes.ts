import type { ParcelStatus } from "@shop/contracts/couriers"
import type { FakeReply, FakeRequest, FakeRoute } from "../harness"
import type { NoestGeo } from "./data"
import { businessError, checked, fieldErrors, type CheckedOrder, type FieldErrors } from "./orders"

export type Activity = {
  event: string
  event_key: string
  causer: string
  by: string
  name: string
  driver: string
  fdr: string
  date: string
  remarque: string | null
}
export type Parcel = CheckedOrder & {
  tracking: string
  created_at: string
  validated: boolean
  activity: Activity[]
  attempts: { date: string; remarque: string | null }[]
}

export type NoestFakeState = {
  geo: NoestGeo
  parcels: Map<string, Parcel>
  guidError: (req: FakeRequest) => FakeReply | null
  param: (req: FakeRequest, name: string) => string
  create: (o: CheckedOrder) => Parcel
  created: (p: Parcel) => Record<string, unknown>
  references: () => Set<string>
  event: (p: Parcel, status: ParcelStatus, remarque?: string | null) => void
  sign: (tracking: string, expires: number) => string
  ttlMs: number
  storageUrl: string
}

type Obj = Record<string, unknown>
const json = (status: number, body: unknown): FakeReply => ({ status, body })
const body = (req: FakeRequest): Obj => (req.json && typeof req.json === "object" && !Array.isArray(req.json) ? (req.json as Obj) : {})
const notFound = (tracking: string) => json(404, { success: false, message: `La commande ${tracking} est introuvable.` })
const BULK = 100

/** The `/api/public` routes of the Noest fake (public API v2.3 §3–16). */
export function apiRoutes(st: NoestFakeState): FakeRoute[] {
  const route = (method: string, path: string, handle: FakeRoute["handle"]): FakeRoute => ({ method, pattern: new RegExp(`^/api/public/${path}$`), handle })
  const withGuid =
    (handle: FakeRoute["handle"]): FakeRoute["handle"] =>
    (req, params) =>
      st.guidError(req) ?? handle(req, params)
  const trackingOf = (req: FakeRequest) => st.param(req, "tracking")

  const validateOne = (tracking: string): { success: true } | { success: false; error: string; message: string } | null => {
    const p = st.parcels.get(tracking)
    if (!p) return null
    if (p.validated) return { success: false, error: "already_validated", message: `La commande ${tracking} est déjà validée.` }
    p.validated = true
    st.event(p, "pending_pickup")
    return { success: true }
  }

  return [
    route(
      "POST",
      "create/order",
      withGuid((req) => {
        const o = body(req)
        const errors = fieldErrors(o)
        const first = Object.keys(errors)[0]
        if (first) return json(422, { message: errors[first][0], errors })
        const refused = businessError(o, st.geo, st.references())
        if (refused) return json(200, { success: false, ...refused })
        return json(200, st.created(st.create(checked(o, st.geo))))
      })
    ),
    route(
      "POST",
      "create/orders",
      withGuid((req) => {
        const orders = body(req).orders
        if (!Array.isArray(orders) || orders.length < 1 || orders.length > BULK)
          return json(422, {
            message: "Le champ orders doit contenir entre 1 et 100 éléments.",
            errors: { orders: ["Le champ orders doit contenir entre 1 et 100 éléments."] },
          })
        // The request's own rules cover the structure of every order: one failure refuses the batch.
        const structural: FieldErrors = {}
        orders.forEach((raw, i) => {
          const all = fieldErrors((raw ?? {}) as Obj, `orders.${i}.`, true)
          for (const f of ["poids", "type_id", "stop_desk"]) if (all[`orders.${i}.${f}`]) structural[`orders.${i}.${f}`] = all[`orders.${i}.${f}`]
        })
        const first = Object.keys(structural)[0]
        if (first) return json(422, { message: structural[first][0], errors: structural })
        const passed: Record<string, unknown> = {}
        const failed: Record<string, unknown> = {}
        orders.forEach((raw, i) => {
          const o = (raw ?? {}) as Obj
          const errors = fieldErrors(o)
          if (Object.keys(errors).length) return void (failed[i] = errors)
          const refused = businessError(o, st.geo, st.references())
          if (refused) return void (failed[i] = refused)
          passed[i] = st.created(st.create(checked(o, st.geo)))
        })
        return json(200, { success: Object.keys(failed).length === 0, passed, failed })
      })
    ),
    route(
      "POST",
      "valid/order",
      withGuid((req) => {
        const tracking = trackingOf(req)
        const answer = validateOne(tracking)
        return answer ? json(200, answer) : notFound(tracking)
      })
    ),
    route(
      "POST",
      "valid/orders",
      withGuid((req) => {
        const trackings = body(req).trackings
        if (!Array.isArray(trackings) || trackings.length < 1 || trackings.length > BULK)
          return json(422, {
            message: "Le champ trackings doit contenir entre 1 et 100 éléments.",
            errors: { trackings: ["Le champ trackings doit contenir entre 1 et 100 éléments."] },
          })
        const passed: Record<string, unknown> = {}
        const failed: Record<string, unknown> = {}
        for (const t of trackings.map(String)) {
          const answer = validateOne(t)
          if (answer?.success) passed[t] = answer
          else failed[t] = answer ?? { success: false, error: "not_found", message: `La commande ${t} est introuvable.` }
        }
        return json(200, { success: Object.keys(failed).length === 0, passed, failed })
      })
    ),
    route(
      "POST",
      "delete/order",
      withGuid((req) => {
        const tracking = trackingOf(req)
        const p = st.parcels.get(tracking)
        if (!p) return notFound(tracking)
        if (p.validated)
          return json(200, { success: false, error: "already_validated", message: `La commande ${tracking} est validée : elle ne peut plus être supprimée.` })
        st.parcels.delete(tracking)
        return json(200, { success: true })
      })
    ),
    route(
      "POST",
      "get/trackings/info",
      withGuid((req) => {
        const trackings = body(req).trackings
        if (!Array.isArray(trackings) || trackings.length < 1)
          return json(422, { message: "Le champ trackings est obligatoire.", errors: { trackings: ["Le champ trackings est obligatoire."] } })
        const out: Record<string, unknown> = {}
        for (const t of trackings.map(String)) {
          const p = st.parcels.get(t)
          if (p) out[t] = trackingInfo(p)
        }
        // PHP encodes an empty array as a list: no known tracking answers [].
        return json(200, Object.keys(out).length ? out : [])
      })
    ),
    route("GET", "get/order/label", (req) => {
      const tracking = trackingOf(req)
      if (!st.parcels.has(tracking)) return notFound(tracking)
      const expires = Math.ceil((Date.now() + st.ttlMs) / 1000)
      const query = `AWSAccessKeyId=NOESTFAKE&Expires=${expires}&Signature=${st.sign(tracking, expires)}`
      return { status: 302, headers: { location: `${st.storageUrl}/noest-labels/${encodeURIComponent(tracking)}.pdf?${query}` } }
    }),
    route(
      "GET",
      "get/orders",
      withGuid((req) => {
        const perPage = Math.min(100, Math.max(1, Number(req.query.get("per_page")) || 15))
        const page = Math.max(1, Number(req.query.get("page")) || 1)
        const all = [...st.parcels.values()].reverse()
        const data = all.slice((page - 1) * perPage, page * perPage).map((p) => {
          const last = p.activity[p.activity.length - 1]
          return { ...orderInfo(p), status: last.event_key, date_last_status: last.date }
        })
        return json(200, { current_page: page, data, per_page: perPage, total: all.length, last_page: Math.max(1, Math.ceil(all.length / perPage)) })
      })
    ),
    route("GET", "get/wilayas", () => json(200, st.geo.wilayas)),
    route("GET", "get/communes", () => json(200, st.geo.communes)),
    route("GET", "get/communes/(\\d+)", (_req, [wilaya]) =>
      json(
        200,
        st.geo.communes.filter((c) => c.wilaya_id === Number(wilaya))
      )
    ),
    route("GET", "desks", () => json(200, Object.fromEntries(st.geo.desks.map(({ wilaya_id: _w, ...d }) => [d.code, d])))),
    route("GET", "fees", () => {
      const delivery: Record<string, unknown> = {}
      const ret: Record<string, unknown> = {}
      for (const [w, f] of st.geo.fees) {
        delivery[w] = { wilaya_id: w, tarif: `${f.home}.00`, tarif_stopdesk: `${f.desk}.00` }
        ret[w] = { wilaya_id: w, tarif: `${f.ret}.00` }
      }
      return json(200, { tarifs: { delivery, return: ret } })
    }),
  ]
}

function orderInfo(p: Parcel) {
  return {
    tracking: p.tracking,
    reference: p.reference,
    client: p.client,
    phone: p.phone,
    phone_2: p.phone_2,
    adresse: p.adresse,
    wilaya_id: p.wilaya_id,
    commune: p.commune,
    montant: p.montant,
    remarque: p.remarque,
    produit: p.produit,
    type_id: p.type_id,
    poids: p.poids,
    stop_desk: p.stop_desk,
    station_code: p.station_code,
    can_open: p.can_open,
    validated: p.validated ? 1 : 0,
    created_at: p.created_at,
  }
}

function trackingInfo(p: Parcel) {
  return {
    OrderInfo: { ...orderInfo(p), driver_name: null, driver_phone: null },
    recipientName: p.client,
    shippedBy: "Noest Express",
    originCity: null,
    destLocationCity: p.wilaya_id,
    activity: p.activity,
    deliveryAttempts: p.attempts,
  }
}
