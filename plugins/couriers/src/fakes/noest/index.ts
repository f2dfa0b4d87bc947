import { createHmac, timingSafeEqual } from "node:crypto"
import type { ParcelStatus } from "@shop/contracts/couriers"
import { labelPdf, startFake, type CourierFake, type FakeReply, type FakeRequest } from "../harness"
import type { FakeStartOptions } from "../index"
import { noestGeo } from "./data"
import type { CheckedOrder } from "./orders"
import { apiRoutes, type Parcel } from "./routes"

/**
 * A local Noest Express (public API v2.3) for tests and the demo shop's sandbox account: the
 * `/api/public/...` routes with Bearer `api_token` + `user_guid`, Laravel's 401 / 422 answers and its
 * throttle (60 a minute by default: 429 "Too Many Attempts." with Retry-After and X-RateLimit-*),
 * orders kept as drafts until validated, deletion of drafts only, labels behind a 302 to a
 * pre-signed link on a second "storage" server that expires, and tracking by polling (Noest
 * documents no webhooks, so `opts.webhook` is ignored).
 */
export type NoestFakeOptions = FakeStartOptions & {
  /** Noest's throttle: 60 a minute unless the account has another (tests use a faster one). */
  rate?: { limit: number; windowMs: number }
  /** How long a signed label link lives (Noest's are minutes). */
  labelTtlMs?: number
  dataDir?: string
}

type Obj = Record<string, unknown>

/** The event Noest writes for each canonical status the tests and the demo move a parcel to. */
const EVENT_FOR: Partial<Record<ParcelStatus, [string, string]>> = {
  created: ["upload", "Uploadé sur le système"],
  pending_pickup: ["customer_validation", "Validé"],
  picked_up: ["validation_collect_colis", "Colis Ramassé"],
  at_hub: ["validation_reception_admin", "Reception validé"],
  in_transit: ["validation_reception", "Enlevé par le livreur"],
  out_for_delivery: ["fdr_activated", "En livraison"],
  delivery_attempted: ["mise_a_jour", "Tentative de livraison"],
  delivered: ["livred", "Livré"],
  on_hold: ["colis_suspendu", "Suspendu"],
  returning: ["return_asked_by_hub", "Retour En transit"],
  returned: ["return_validated_by_partener", "Retour validé par le partenaire"],
  cancelled: ["ask_to_delete_by_hub", "Demande de suppression"],
}

const laravelDate = (d = new Date()) => d.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z")
const s = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "")
const json = (status: number, body: unknown): FakeReply => ({ status, body })
const bag = (field: string, text: string): FakeReply => json(422, { message: text, errors: { [field]: [text] } })

export async function startNoestFake(opts: NoestFakeOptions): Promise<CourierFake> {
  const token = opts.credentials.api_token ?? "sandbox-token"
  const guid = opts.credentials.user_guid ?? "SANDBOXG"
  const rate = opts.rate ?? { limit: 60, windowMs: 60_000 }
  const ttlMs = opts.labelTtlMs ?? 300_000
  const geo = noestGeo(opts.dataDir)
  const parcels = new Map<string, Parcel>()
  const signingKey = `noest-fake-storage:${token}`
  let seq = 10348000

  const param = (req: FakeRequest, name: string) => s((req.json as Obj | undefined)?.[name]) || s(req.query.get(name))
  const guidError = (req: FakeRequest): FakeReply | null => {
    const given = param(req, "user_guid")
    if (!given) return bag("user_guid", "Le champ user guid est obligatoire.")
    return given === guid ? null : bag("user_guid", "Le champ user guid sélectionné est invalide.")
  }
  const event = (p: Parcel, status: ParcelStatus, remarque: string | null = null) => {
    const [key, label] = EVENT_FOR[status] ?? []
    if (!key || !label) throw new Error(`Noest has no event for the status ${status}`)
    const date = laravelDate()
    p.activity.push({ event: label, event_key: key, causer: "Noest", by: `Hub ${p.wilaya_id}`, name: "", driver: "", fdr: "", date, remarque })
    if (status === "delivery_attempted") p.attempts.push({ date, remarque })
  }
  const create = (o: CheckedOrder): Parcel => {
    const desk = o.station_code ? o.station_code.replace(/^\d+/, "") : "A"
    const tracking = `${guid.slice(0, 3).toUpperCase()}-${o.wilaya_id}${desk}-${++seq}`
    const p: Parcel = { ...o, tracking, created_at: laravelDate(), validated: false, activity: [], attempts: [] }
    event(p, "created")
    parcels.set(tracking, p)
    return p
  }
  const references = () => new Set([...parcels.values()].map((p) => p.reference).filter((r): r is string => !!r))
  const created = (p: Parcel) => ({
    success: true,
    tracking: p.tracking,
    reference: p.reference,
    regional_hub_name: p.wilaya_id < 20 ? "C" : "W",
    wilaya_rank: `${p.wilaya_id}A`,
  })
  const sign = (tracking: string, expires: number) => createHmac("sha256", signingKey).update(`${tracking}|${expires}`).digest("base64url")

  const storage = await startFake({
    routes: [
      {
        method: "GET",
        pattern: /^\/noest-labels\/([^/]+)\.pdf$/,
        handle: (req, [tracking]) => {
          const expires = Number(req.query.get("Expires"))
          const given = Buffer.from(req.query.get("Signature") ?? "")
          const good = Buffer.from(sign(tracking, expires))
          const xml = (code: string, message: string): FakeReply => ({
            status: 403,
            headers: { "content-type": "application/xml" },
            body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
          })
          if (given.length !== good.length || !timingSafeEqual(given, good))
            return xml("SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.")
          if (Date.now() / 1000 > expires) return xml("AccessDenied", "Request has expired")
          const p = parcels.get(tracking)
          if (!p) return xml("NoSuchKey", "The specified key does not exist.")
          const where = p.stop_desk ? `Stop desk ${p.station_code}` : `${p.commune} (${p.wilaya_id})`
          return {
            status: 200,
            bytes: labelPdf([
              `NOEST Express ${p.tracking}`,
              p.client,
              p.phone,
              where,
              p.adresse,
              `Montant: ${p.montant} DA`,
              `Ref: ${p.reference ?? "-"}`,
              p.can_open ? "Ouverture autorisée" : "Ne pas ouvrir",
            ]),
          }
        },
      },
    ],
  })

  let apiLog: { at: number; status: number }[] = []
  const routes = apiRoutes({ geo, parcels, guidError, param, create, created, references, event, sign, ttlMs, storageUrl: storage.url })
  const api = await startFake({
    port: opts.port,
    routes,
    limits: [rate],
    authenticate: (req) => {
      const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1]?.trim()
      // Older integrations send `api_token` in the body or the query; Noest still reads it.
      return (bearer ?? param(req, "api_token")) === token ? null : json(401, { message: "Unauthenticated." })
    },
    tooMany: (alignedWaitMs) => {
      // Laravel's throttle lets the next request in once the oldest counted one leaves the window.
      const now = Date.now()
      const oldest = apiLog.find((l) => l.status !== 429 && now - l.at < rate.windowMs)
      const waitMs = oldest ? oldest.at + rate.windowMs - now : alignedWaitMs
      return {
        status: 429,
        body: { message: "Too Many Attempts." },
        headers: {
          "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))),
          "x-ratelimit-limit": String(rate.limit),
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(Math.ceil((now + waitMs) / 1000)),
        },
      }
    },
    quotaHeaders: (used) => ({ "x-ratelimit-limit": String(rate.limit), "x-ratelimit-remaining": String(Math.max(0, rate.limit - used(rate.windowMs))) }),
  })

  apiLog = api.log
  return {
    ...api,
    close: async () => {
      await api.close()
      await storage.close()
    },
    async advance(tracking, status, reason) {
      const p = parcels.get(tracking)
      if (!p) throw new Error(`the Noest fake has no parcel ${tracking}`)
      if (!EVENT_FOR[status]) throw new Error(`Noest has no event for the status ${status}`)
      // Nothing moves before validation: a parcel advanced past it is validated first, as Noest would need.
      if (!p.validated && status !== "created" && status !== "cancelled") {
        p.validated = true
        event(p, "pending_pickup")
        if (status === "pending_pickup") return
      }
      event(p, status, status === "delivery_attempted" ? (reason ?? "Client ne répond pas") : (reason ?? null))
    },
    parcels: () => [...parcels.values()].map((p) => ({ tracking: p.tracking, reference: p.reference ?? "" })),
  }
}
