import type { ParcelStatus } from "@shop/contracts/couriers"
import { fold } from "@shop/shared/text"
import { labelPdf, startFake, type CourierFake, type FakeReply, type FakeRequest, type FakeRoute } from "../harness"
import type { FakeStartOptions } from "../index"
import { ecotrackGeography, feesFor, NOT_SERVED, type FakeCommune } from "./data"

/**
 * A local EcoTrack tenant (decision 0040), following the official Postman collection "ECOTRACK API"
 * (documenter.getpostman.com/view/14517169/Tz5je15g): paths under `/api/v1`, `Authorization: Bearer
 * <token>` (or `api_token` in the query; `validate/token` answers 200 INVALID_TOKEN instead of 401),
 * French field names, Laravel 422 bags (`{message: "The given data was invalid.", errors}`) and
 * HTTP 200 business failures (`{success:false, error:10001|10002, message}`), 50 requests a minute,
 * 1,500 an hour and 15,000 a day with a 429 "Too Many Attempts." and X-RateLimit-* headers.
 * Orders are drafts ("Prêt à expédier") until `valid/order`; only drafts can be deleted. Parcels,
 * their state and activity live in memory (it stands for a service outside this machine).
 *
 * Where the documentation shows no example (the answer of `get/trackings/info`), the fake answers
 * an object keyed by tracking whose rows are `get/tracking/info`'s plus the French `status` the
 * documentation lists; choices the documentation leaves open are marked "not documented".
 */

/** The parcel states, `get/orders` enum key → French wording of `get/trackings/info`. */
const STATES = {
  prete_a_expedier: "Prêt à expédier",
  en_ramassage: "En ramassage",
  vers_hub: "Vers hub",
  en_hub: "En hub",
  vers_wilaya: "Vers wilaya",
  en_preparation: "En préparation",
  en_livraison: "En livraison",
  suspendu: "Suspendus",
  livre_non_encaisse: "Livre non encaissé",
  encaisse_non_paye: "Livre encaissé non payé",
  paiements_prets: "Paiement prêt",
  paye_et_archive: "Paiement archivé",
  retour_chez_livreur: "Retours chez livreur",
  retour_en_traitement: "Retours en traitement",
  retour_transit_entrepot: "Retours en transit stock",
  retour_recu: "Retours reçu",
  retour_archive: "Retours archivé",
  // documented as the enum key `annule`; its display wording is not documented
  annule: "Annulé",
} as const
type StateKey = keyof typeof STATES

type Activity = { date: string; time: string; status: string; station: string; reason?: string }
type Parcel = {
  tracking: string
  reference: string | null
  order: Record<string, string>
  createdAt: number
  state: StateKey | "autre"
  /** The wording of a state EcoTrack does not document (advance to "unknown"). */
  otherState?: string
  validated: boolean
  deleted: boolean
  activity: Activity[]
  clock: number
}

const INVALID = "The given data was invalid."
const LIMITS = { minute: 50, hour: 1_500, day: 15_000 }
const LABELS: Record<string, string> = {
  nom_client: "nom client",
  telephone: "téléphone",
  telephone_2: "téléphone 2",
  adresse: "adresse",
  commune: "commune",
  code_wilaya: "code wilaya",
  montant: "montant",
  type: "type",
  stop_desk: "stop desk",
  code_postal: "code postal",
  quantite: "quantite",
  tracking: "tracking",
  trackings: "trackings",
  orders: "orders",
}
const label = (f: string) => LABELS[f] ?? f
const bag = (errors: Record<string, string[]>): FakeReply => ({ status: 422, body: { message: INVALID, errors } })
const ascii = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "")

/** Algeria's local time (UTC+1) as EcoTrack writes it. */
const local = (ms: number) => {
  const iso = new Date(ms + 3_600_000).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) }
}

export async function startEcotrackFake(opts: FakeStartOptions): Promise<CourierFake> {
  const token = opts.credentials.token
  if (!token) throw new Error("EcoTrack fake: credentials.token is required")
  const geo = ecotrackGeography()
  const wilayaName = new Map(geo.wilayas.map((w) => [w.id, w.name]))
  const communesOf = new Map<number, FakeCommune[]>()
  for (const c of geo.communes) communesOf.set(c.wilaya_id, [...(communesOf.get(c.wilaya_id) ?? []), c])
  const parcels = new Map<string, Parcel>()
  const tenant = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("")
  let seq = 1000 + Math.floor(Math.random() * 5000)

  const newTracking = () => {
    const d = local(Date.now()).date
    return `EC${tenant}${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}${String(seq++ % 10_000).padStart(4, "0")}`
  }
  const live = (tracking: string | null) => {
    const p = tracking ? parcels.get(tracking) : undefined
    return p && !p.deleted ? p : null
  }
  const display = (p: Parcel) => (p.state === "autre" ? (p.otherState ?? "") : STATES[p.state])
  /** The parcel's own clock: one change a second at most, each after the previous one (EcoTrack writes whole seconds). */
  const tick = (p: Parcel) => (p.clock = Math.max(Date.now(), p.clock + 1000))
  const record = (p: Parcel, status: string, station: string, reason?: string | null) => {
    tick(p)
    p.activity.push({ ...local(p.clock), status, station, ...(reason ? { reason } : {}) })
  }
  const destination = (p: Parcel) => wilayaName.get(Number(p.order.code_wilaya)) ?? ""

  /** Laravel-like checks of one order (query or JSON values alike); a bag, a business failure, or null. */
  function check(o: Record<string, unknown>): { bag: Record<string, string[]> } | { error: number; message: string } | null {
    const errors: Record<string, string[]> = {}
    const add = (f: string, m: string) => (errors[f] = [...(errors[f] ?? []), m])
    const v = (f: string) => (o[f] === undefined || o[f] === null ? "" : String(o[f]).trim())
    for (const f of ["nom_client", "telephone", "adresse", "commune", "code_wilaya", "montant", "type"])
      if (!v(f)) add(f, `Le champ ${label(f)} est obligatoire.`)
    for (const f of ["reference", "nom_client", "adresse", "commune", "remarque", "produit", "produit_a_recuperer", "boutique"])
      if (v(f).length > 255) add(f, `Le texte ${label(f)} ne peut contenir plus de 255 caractères.`)
    for (const f of ["telephone", "telephone_2"]) if (v(f) && !/^\d{9,10}$/.test(v(f))) add(f, `Le champ ${label(f)} doit contenir entre 9 et 10 chiffres.`)
    if (v("montant") && !(Number.isFinite(Number(v("montant"))) && Number(v("montant")) >= 0)) add("montant", "Le champ montant doit contenir un nombre.")
    if (v("type") && !["1", "2", "3", "4"].includes(v("type"))) add("type", "Le champ type sélectionné est invalide.")
    if (v("stop_desk") && !["0", "1"].includes(v("stop_desk"))) add("stop_desk", "Le champ stop desk sélectionné est invalide.")
    if (v("stock") === "1" && !v("quantite")) add("quantite", "Le champ quantite est obligatoire quand stock est 1.")
    const wilaya = Number(v("code_wilaya"))
    const wilayaOk = Number.isInteger(wilaya) && wilayaName.has(wilaya)
    if (v("code_wilaya") && !wilayaOk) add("code_wilaya", "La valeur de code wilaya doit être comprise entre 1 et 58.")
    // documented: a commune that does not match the wilaya's list is "Commune mal écrite, ou désactivée."
    // (compared without case or accents, as MySQL's collation compares)
    const commune = wilayaOk ? communesOf.get(wilaya)?.find((c) => fold(c.nom) === fold(v("commune"))) : undefined
    if (v("commune") && !commune) {
      add("commune", "Commune mal écrite, ou désactivée.")
      if (!wilayaOk) add("commune", "Wilaya mal écrite, ou désactivée.")
    }
    if (commune && v("stop_desk") === "1") {
      // not documented: the answer for a stop-desk parcel whose commune has no station, or a wrong station code
      const station = v("code_postal") ? communesOf.get(wilaya)?.find((c) => c.code_postal === v("code_postal") && c.has_stop_desk === 1) : commune
      if (v("code_postal") && !station) add("code_postal", "Le champ code postal sélectionné est invalide.")
      else if (!station || station.has_stop_desk !== 1) add("stop_desk", "Pas de stop desk dans la commune sélectionnée.")
    }
    if (Object.keys(errors).length) return { bag: errors }
    if (NOT_SERVED.has(wilaya)) return { error: 10002, message: "Pas de livraison pour la wilaya sélectionnée" }
    return null
  }

  function create(o: Record<string, unknown>): string {
    const order = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === undefined || v === null ? "" : String(v).trim()]))
    const tracking = newTracking()
    parcels.set(tracking, {
      tracking,
      reference: order.reference || null,
      order,
      createdAt: Date.now(),
      state: "prete_a_expedier",
      validated: false,
      deleted: false,
      activity: [],
      clock: 0,
    })
    return tracking
  }

  const trackingInvalid = () => bag({ tracking: ["Le champ tracking sélectionné est invalide."] })

  /** One parcel as `get/tracking/info` shows it (and, with its French status, `get/trackings/info`). */
  const info = (p: Parcel) => ({
    tracking: p.tracking,
    status: display(p),
    recipientName: p.order.nom_client,
    shippedBy: "Boutique démo",
    originCity: 16,
    destLocationCity: Number(p.order.code_wilaya),
    currentStation: p.activity.length ? p.activity[p.activity.length - 1].station : "",
    activity: p.activity.map((a) => ({ ...a })),
    reasons: p.activity.filter((a) => a.reason).map((a) => ({ date: a.date, time: a.time, reason: a.reason })),
  })

  const API = "/api/v1"
  const route = (method: string, path: string, handle: FakeRoute["handle"]): FakeRoute => ({
    method,
    pattern: new RegExp(`^${API}/${path.replace(/\//g, "\\/")}/?$`),
    handle,
  })
  const q = (req: FakeRequest, k: string) => req.query.get(k)?.trim() ?? ""

  const routes: FakeRoute[] = [
    route("GET", "validate/token", (req) => ({
      status: 200,
      body: q(req, "api_token") === token ? { success: true, message: "VALID_TOKEN" } : { success: false, message: "INVALID_TOKEN" },
    })),
    route("GET", "get/wilayas", () => ({
      status: 200,
      body: geo.wilayas.filter((w) => !NOT_SERVED.has(w.id)).map((w) => ({ wilaya_id: w.id, wilaya_name: w.name })),
    })),
    route("GET", "get/communes", (req) => {
      const only = q(req, "wilaya_id") ? Number(q(req, "wilaya_id")) : null
      const list = geo.communes.filter((c) => only === null || c.wilaya_id === only)
      // documented: an object keyed by index, not a list
      return {
        status: 200,
        body: Object.fromEntries(
          list.map((c, i) => [String(i), { nom: c.nom, wilaya_id: c.wilaya_id, code_postal: c.code_postal, has_stop_desk: c.has_stop_desk }])
        ),
      }
    }),
    route("GET", "get/desks", () => {
      const desks = geo.communes
        .filter((c) => c.has_stop_desk === 1)
        .map((c) => ({
          name: `Station ${c.nom}`,
          phone: `0${21 + (c.wilaya_id % 70)}${String(c.code_postal).padStart(6, "0").slice(-6)}`.slice(0, 9),
          phone2: null,
          code_wilaya: String(c.wilaya_id),
          wilaya: wilayaName.get(c.wilaya_id),
          commune: c.nom,
          adresse: `Cité centre, ${c.nom}`,
          map: `https://www.google.com/maps?q=${c.latitude},${c.longitude}`,
        }))
      const home = desks.find((d) => d.commune === "Alger Centre") ?? desks[0]
      return {
        status: 200,
        body: {
          my_desk: {
            hub_id: 1,
            hub_name: home.name,
            location: {
              wilaya: home.wilaya,
              commune: home.commune,
              adresse: home.adresse,
              phone: home.phone,
              phone2: null,
              email: "station@example.dz",
              map: home.map,
            },
            working_hours: [{ days: "Samedi - Jeudi", hours: "08:00 - 17:00" }],
          },
          other_desks: desks,
        },
      }
    }),
    route("GET", "get/fees", () => {
      const served = geo.wilayas.filter((w) => !NOT_SERVED.has(w.id))
      const line = (pick: (f: ReturnType<typeof feesFor>) => [number, number | null]) =>
        served.map((w) => {
          const [home, desk] = pick(feesFor(w.id))
          const hasDesk = geo.communes.some((c) => c.wilaya_id === w.id && c.has_stop_desk === 1)
          return { wilaya_id: w.id, tarif: String(home), tarif_stopdesk: hasDesk && desk !== null ? String(desk) : null }
        })
      return {
        status: 200,
        body: {
          livraison: line((f) => [f.home, f.desk]),
          pickup: line((f) => [f.pickup, f.pickup - 100]),
          echange: line((f) => [f.exchange, f.exchange - 100]),
          recouvrement: line((f) => [f.collection, f.collection]),
          retour: line((f) => [f.return, f.return]),
        },
      }
    }),
    route("POST", "create/order", (req) => {
      // documented: every field in the query string
      const o = Object.fromEntries(req.query.entries())
      const problem = check(o)
      if (problem && "bag" in problem) return bag(problem.bag)
      if (problem) return { status: 200, body: { success: false, ...problem } }
      return { status: 200, body: { success: true, tracking: create(o) } }
    }),
    route("POST", "create/orders", (req) => {
      const body = req.json as { orders?: unknown } | undefined
      const orders = body?.orders
      if (!orders || typeof orders !== "object") return bag({ orders: ["Le champ orders est obligatoire."] })
      const list = Object.entries(orders as Record<string, unknown>)
      if (list.length > 100) return bag({ orders: ["Le champ orders ne peut contenir plus de 100 éléments."] })
      const results: Record<string, unknown> = {}
      let failed = false
      for (const [index, raw] of list) {
        const o = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {}
        const key = o.reference ? String(o.reference) : index
        const problem = check(o)
        if (problem) failed = true
        results[key] = problem ? ("bag" in problem ? problem.bag : { success: false, ...problem }) : { success: true, tracking: create(o) }
      }
      // documented: one refused order makes the answer a 422, the others being created all the same
      return { status: failed ? 422 : 200, body: { results } }
    }),
    route("POST", "valid/order", (req) => {
      const p = live(q(req, "tracking"))
      if (!p) return trackingInvalid()
      if (p.state === "annule") return { status: 200, body: { success: false, error: 10001, message: "Commande non modifiable" } }
      if (!p.validated) {
        p.validated = true
        p.state = "en_ramassage"
        record(p, "order_information_received_by_carrier", "")
      }
      // not documented: validating a validated order again; answered as a success (nothing changes)
      return { status: 200, body: { success: true, message: "Commande expedier avec succès" } }
    }),
    route("DELETE", "delete/order", (req) => {
      const p = live(q(req, "tracking"))
      if (!p) return trackingInvalid()
      if (p.validated) return { status: 200, body: { success: false, error: 10001, message: "Commande non modifiable" } }
      p.deleted = true
      return { status: 200, body: { success: true, message: "Commande supprimée" } }
    }),
    route("GET", "get/order/label", (req) => {
      const p = live(q(req, "tracking"))
      if (!p) return trackingInvalid()
      const o = p.order
      const lines = [
        "EcoTrack - bordereau",
        p.tracking,
        o.nom_client,
        `${o.commune}, ${destination(p)} (${o.code_wilaya})`,
        o.stop_desk === "1" ? `STOP DESK ${o.code_postal ?? ""}`.trim() : "A domicile",
        `Montant: ${o.montant} DA`,
        `Tel: ${o.telephone}`,
        `Ref: ${o.reference ?? ""}`,
        `Produit: ${o.produit ?? ""}`,
      ].map(ascii)
      return { status: 200, bytes: labelPdf(lines), headers: { "content-disposition": `inline; filename="${p.tracking}.pdf"` } }
    }),
    route("GET", "get/tracking/info", (req) => {
      const p = live(q(req, "tracking"))
      if (!p) return trackingInvalid()
      const { tracking: _t, status: _s, ...one } = info(p)
      return { status: 200, body: one }
    }),
    route("GET", "get/trackings/info", (req) => {
      const asked = req.query.getAll("trackings[]").map((t) => t.trim())
      if (!asked.length) return bag({ trackings: ["Le champ trackings est obligatoire."] })
      if (asked.length > 100) return bag({ trackings: ["Le champ trackings ne peut contenir plus de 100 éléments."] })
      const errors: Record<string, string[]> = {}
      asked.forEach((t, i) => {
        if (!live(t)) errors[`trackings.${i}`] = [`Le champ trackings.${i} sélectionné est invalide.`]
      })
      if (Object.keys(errors).length) return bag(errors)
      return { status: 200, body: Object.fromEntries(asked.map((t) => [t, info(live(t)!)])) }
    }),
    route("GET", "get/orders", (req) => {
      const page = Math.max(1, Number(q(req, "page")) || 1)
      const day = (ms: number) => local(ms).date
      const rows = [...parcels.values()]
        .filter((p) => !p.deleted && p.state !== "paye_et_archive" && p.state !== "retour_archive")
        .filter((p) => !q(req, "tracking") || p.tracking === q(req, "tracking"))
        .filter((p) => !q(req, "start_date") || day(p.createdAt) >= q(req, "start_date"))
        .filter((p) => !q(req, "end_date") || day(p.createdAt) <= q(req, "end_date"))
        .sort((a, b) => b.createdAt - a.createdAt || b.tracking.localeCompare(a.tracking))
      const perPage = 40
      const last = Math.max(1, Math.ceil(rows.length / perPage))
      const data = rows.slice((page - 1) * perPage, page * perPage).map((p) => {
        const fees = feesFor(Number(p.order.code_wilaya))
        return {
          tracking: p.tracking,
          reference: p.reference,
          client: p.order.nom_client,
          phone: p.order.telephone,
          phone_2: p.order.telephone_2 || null,
          adresse: p.order.adresse,
          commune: p.order.commune,
          wilaya_id: Number(p.order.code_wilaya),
          montant: p.order.montant,
          tarif_prestation: String(p.order.stop_desk === "1" ? fees.desk : fees.home),
          tarif_retour: String(fees.return),
          type_id: Number(p.order.type),
          created_at: day(p.createdAt),
          payment_id: null,
          return_id: null,
          status: p.state === "autre" ? p.otherState : p.state,
          products: p.order.produit ?? "",
        }
      })
      return {
        status: 200,
        body: { current_page: page, data, from: data.length ? (page - 1) * perPage + 1 : null, last_page: last, per_page: perPage, total: rows.length },
      }
    }),
  ]

  const server = await startFake({
    port: opts.port,
    routes,
    authenticate: (req) => {
      if (req.path.replace(/\/$/, "") === `${API}/validate/token`) return null
      const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1]?.trim()
      const given = bearer ?? req.query.get("api_token")
      return given === token ? null : { status: 401, body: { message: "Unauthenticated." } }
    },
    limits: [
      { limit: LIMITS.minute, windowMs: 60_000 },
      { limit: LIMITS.hour, windowMs: 3_600_000 },
      { limit: LIMITS.day, windowMs: 86_400_000 },
    ],
    tooMany: (waitMs) => ({
      status: 429,
      body: { message: "Too Many Attempts." },
      headers: {
        "retry-after": String(Math.ceil(waitMs / 1000)),
        "x-ratelimit-limit": String(LIMITS.minute),
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": String(Math.ceil((Date.now() + waitMs) / 1000)),
      },
    }),
    quotaHeaders: (used) => ({
      "x-ratelimit-limit": String(LIMITS.minute),
      "x-ratelimit-remaining": String(Math.max(0, LIMITS.minute - used(60_000))),
      "x-ratelimit-limit-hour": String(LIMITS.hour),
      "x-ratelimit-remaining-hour": String(Math.max(0, LIMITS.hour - used(3_600_000))),
      "x-ratelimit-limit-day": String(LIMITS.day),
      "x-ratelimit-remaining-day": String(Math.max(0, LIMITS.day - used(86_400_000))),
    }),
  })

  /** Moves a parcel as the courier would: its state, and the activity EcoTrack records for it (if any). */
  async function advance(tracking: string, status: ParcelStatus, reason?: string | null): Promise<void> {
    const p = live(tracking)
    if (!p) throw new Error(`EcoTrack fake: no parcel ${tracking}`)
    const dest = destination(p)
    const validate = () => {
      if (p.validated) return
      p.validated = true
      record(p, "order_information_received_by_carrier", "")
    }
    switch (status) {
      case "created":
        if (p.validated) throw new Error(`EcoTrack fake: ${tracking} is validated, it cannot be a draft again`)
        p.state = "prete_a_expedier"
        return
      case "pending_pickup":
        validate()
        p.state = "en_ramassage"
        return
      case "picked_up":
        validate()
        p.state = "vers_hub"
        return record(p, "picked", "Station Alger Centre")
      case "in_transit":
        validate()
        p.state = "vers_wilaya" // no activity key tells it: only the state changes
        tick(p)
        return
      case "at_hub":
        validate()
        p.state = "en_hub"
        return record(p, "accepted_by_carrier", `Hub ${dest}`)
      case "out_for_delivery":
        validate()
        p.state = "en_livraison"
        return record(p, "dispatched_to_driver", `Station ${dest}`)
      case "delivery_attempted":
        validate()
        p.state = "en_livraison" // the driver keeps it for another attempt
        return record(p, "attempt_delivery", `Station ${dest}`, reason ?? "Client ne répond pas")
      case "delivered":
        validate()
        p.state = "livre_non_encaisse"
        return record(p, "livred", `Station ${dest}`)
      case "on_hold":
        validate()
        p.state = "suspendu"
        tick(p)
        return
      case "returning": {
        validate()
        const already = p.state === "retour_chez_livreur" || p.state === "retour_en_traitement"
        p.state = already ? "retour_en_traitement" : "retour_chez_livreur"
        return record(p, already ? "return_in_transit" : "return_asked", `Station ${dest}`, reason)
      }
      case "returned":
        validate()
        p.state = "retour_recu"
        return record(p, "Return_received", "Station Alger Centre")
      case "cancelled":
        p.state = "annule"
        tick(p)
        return
      case "unknown":
        // a state the documentation does not list (tenants add their own)
        p.state = "autre"
        p.otherState = reason?.trim() || "En attente de traitement"
        tick(p)
        return
      case "lost":
        throw new Error("EcoTrack fake: EcoTrack documents no status for a lost parcel")
    }
  }

  return {
    ...server,
    advance,
    parcels: () => [...parcels.values()].filter((p) => !p.deleted).map((p) => ({ tracking: p.tracking, reference: p.reference ?? "" })),
  }
}
