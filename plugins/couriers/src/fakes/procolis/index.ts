import type { ParcelStatus } from "@shop/contracts/couriers"
import type { FakeStartOptions } from "../index"
import { startFake, type CourierFake, type FakeReply, type FakeRequest } from "../harness"
import { fakeGeography, feeFor, plain } from "./geo"

/**
 * ZR Express' legacy Procolis API (https://procolis.com/api_v1), as public clients use it
 * (PiteurStudio/CourierDZ `ProcolisProviderIntegration`, and several shops' integrations):
 * - headers `token` and `key` on every call; `GET /token` answers `{"Statut":"Accès activé"}`;
 *   wrong credentials are refused with 401 (what CourierDZ reads as "invalid credentials");
 * - `POST /tarification` answers the whole tariff, one row per wilaya: IDWilaya, Wilaya, Domicile,
 *   Stopdesk, Annuler (amounts as text, as the WinDev service sends them);
 * - `POST /add_colis` takes `{Colis:[…]}` (Tracking, TypeLivraison 0 home / 1 stop-desk, TypeColis
 *   1 exchange, Confrimee, Client, MobileA, MobileB, Adresse, IDWilaya, Commune, Total, Note,
 *   TProduit, id_Externe, Source) and answers every parcel echoed with `MessageRetour`: "Good", or
 *   "Double Tracking" when that Tracking already exists, or the reason it was refused — always 200;
 * - `POST /lire` takes `{Colis:[{Tracking}]}` and answers the parcels it knows with their current
 *   `Situation` / `IDSituation` / `DateH_Action` / `Commentaire`, or the JSON `null` when it knows none;
 * - `POST /pret` moves parcels to "Prêt à expédier".
 * There is no label and no cancel endpoint in this API. Its limits are not published: this fake counts
 * 5 calls a second and 200 a minute and answers 429 with Retry-After beyond, and takes at most 50
 * parcels per `add_colis`.
 */
export const PROCOLIS_BULK_LIMIT = 50
export const PROCOLIS_LIMITS = [
  { limit: 5, windowMs: 1000 },
  { limit: 200, windowMs: 60_000 },
]

/** The Situation text the ZR Express space shows for each canonical status (what `advance` writes). */
const SITUATION_FOR: Record<ParcelStatus, { id: number; text: string }> = {
  created: { id: 1, text: "En Préparation" },
  pending_pickup: { id: 2, text: "En Traitement - Prêt à Expédie" },
  // the legacy API has no separate "picked up" text: a collected parcel shows as dispatched
  picked_up: { id: 3, text: "Dispatcher" },
  in_transit: { id: 3, text: "Dispatcher" },
  at_hub: { id: 4, text: "Au Bureau" },
  out_for_delivery: { id: 5, text: "En livraison" },
  delivery_attempted: { id: 6, text: "Appel sans Réponse 1" },
  on_hold: { id: 7, text: "Reporté" },
  delivered: { id: 8, text: "Livrée" },
  returning: { id: 9, text: "Retour Livreur" },
  returned: { id: 10, text: "Retour Stock" },
  cancelled: { id: 11, text: "Supprimée" },
  lost: { id: 12, text: "Colis Perdu" },
  unknown: { id: 99, text: "Situation inconnue" },
}

type Colis = {
  Tracking: string
  IDSituation: number
  Situation: string
  Commentaire: string
  Client: string
  MobileA: string
  MobileB: string
  Adresse: string
  IDWilaya: number
  Wilaya: string
  Commune: string
  Total: string
  Note: string
  TProduit: string
  TypeLivraison: number
  TypeColis: number
  id_Externe: string
  Tarif_Livrée: string
  Tarif_Annuler: string
  Date_Creation: string
  DateH_Action: string
  history: { at: string; situation: string; comment: string }[]
}

const str = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim())

export async function startProcolisFake(opts: FakeStartOptions): Promise<CourierFake> {
  const geo = fakeGeography()
  const colis = new Map<string, Colis>()
  let seq = 0
  let clock = Date.now()
  // strictly increasing action times (the WinDev format: ISO without zone, milliseconds)
  const now = () => {
    clock = Math.max(clock + 1000, Date.now())
    return new Date(clock).toISOString().replace("Z", "")
  }

  const refuse = (Colis: Record<string, unknown>, message: string) => ({ ...Colis, MessageRetour: message })

  const addOne = (c: Record<string, unknown>) => {
    const wilaya = Number(c.IDWilaya)
    const w = geo.wilayas.find((x) => x.code === wilaya)
    if (!Number.isInteger(wilaya) || !w) return refuse(c, "IDWilaya invalide")
    const client = str(c.Client)
    if (!client) return refuse(c, "Client obligatoire")
    const mobile = str(c.MobileA).replace(/\s/g, "")
    if (!/^0[5-7]\d{8}$/.test(mobile) && !/^0[2-4]\d{7}$/.test(mobile)) return refuse(c, "MobileA invalide")
    const mobileB = str(c.MobileB).replace(/\s/g, "")
    if (mobileB && !/^0\d{8,9}$/.test(mobileB)) return refuse(c, "MobileB invalide")
    if (!str(c.Adresse)) return refuse(c, "Adresse obligatoire")
    const commune = geo.communes.find((x) => x.wilaya_code === wilaya && (plain(x.name_fr) === plain(str(c.Commune)) || x.name_ar === str(c.Commune)))
    if (!commune) return refuse(c, `Commune introuvable dans la wilaya ${wilaya}`)
    const total = Number(c.Total)
    if (!Number.isFinite(total) || total < 0 || total > 200_000) return refuse(c, "Total invalide")
    if (!str(c.TProduit)) return refuse(c, "TProduit obligatoire")
    const typeLivraison = Number(c.TypeLivraison ?? 0)
    if (typeLivraison !== 0 && typeLivraison !== 1) return refuse(c, "TypeLivraison invalide")
    let tracking = str(c.Tracking)
    if (tracking && colis.has(tracking)) return refuse(c, "Double Tracking")
    if (!tracking) tracking = `ZR${String(Date.now()).slice(-6)}${String(++seq).padStart(4, "0")}`
    const fee = feeFor(wilaya)
    const confirmed = str(c.Confrimee) === "1"
    const first = confirmed ? SITUATION_FOR.pending_pickup : SITUATION_FOR.created
    const at = now()
    const record: Colis = {
      Tracking: tracking,
      IDSituation: first.id,
      Situation: first.text,
      Commentaire: "",
      Client: client,
      MobileA: mobile,
      MobileB: mobileB,
      Adresse: str(c.Adresse),
      IDWilaya: wilaya,
      Wilaya: w.name_fr,
      Commune: commune.name_fr,
      Total: String(total),
      Note: str(c.Note),
      TProduit: str(c.TProduit),
      TypeLivraison: typeLivraison,
      TypeColis: Number(c.TypeColis ?? 0) === 1 ? 1 : 0,
      id_Externe: str(c.id_Externe),
      Tarif_Livrée: String(typeLivraison === 1 ? fee.desk : fee.home),
      Tarif_Annuler: String(fee.ret),
      Date_Creation: at,
      DateH_Action: at,
      history: [{ at, situation: first.text, comment: "" }],
    }
    colis.set(tracking, record)
    return { ...c, Tracking: tracking, MessageRetour: "Good" }
  }

  const view = (c: Colis) => {
    const { history: _history, ...rest } = c
    return rest
  }

  const list = (req: FakeRequest): Record<string, unknown>[] | null => {
    const body = req.json as { Colis?: unknown } | undefined
    return Array.isArray(body?.Colis) ? (body.Colis as Record<string, unknown>[]) : null
  }

  const server = await startFake({
    port: opts.port,
    limits: PROCOLIS_LIMITS,
    tooMany: (waitMs) => ({
      status: 429,
      body: { Statut: "Trop de requêtes", Message: `Réessayez dans ${Math.ceil(waitMs / 1000)} s` },
      headers: { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) },
    }),
    authenticate: (req): FakeReply | null =>
      req.headers.token === opts.credentials.token && req.headers.key === opts.credentials.key
        ? null
        : { status: 401, body: { Statut: "Accès refusé", Message: "Token ou Key invalide" } },
    routes: [
      { method: "GET", pattern: /^\/api_v1\/token$/, handle: () => ({ status: 200, body: { Statut: "Accès activé" } }) },
      {
        method: "POST",
        pattern: /^\/api_v1\/tarification$/,
        handle: () => ({
          status: 200,
          body: geo.wilayas.map((w) => {
            const f = feeFor(w.code)
            return { IDWilaya: w.code, Wilaya: w.name_fr, Domicile: String(f.home), Stopdesk: String(f.desk), Annuler: String(f.ret) }
          }),
        }),
      },
      {
        method: "POST",
        pattern: /^\/api_v1\/add_colis$/,
        handle: (req) => {
          const items = list(req)
          if (!items || items.length === 0) return { status: 400, body: { Statut: "Erreur", Message: "Colis manquant ou JSON invalide" } }
          if (items.length > PROCOLIS_BULK_LIMIT) return { status: 400, body: { Statut: "Erreur", Message: `Maximum ${PROCOLIS_BULK_LIMIT} colis par envoi` } }
          return { status: 200, body: { Colis: items.map((c) => addOne(c && typeof c === "object" ? c : {})) } }
        },
      },
      {
        method: "POST",
        pattern: /^\/api_v1\/lire$/,
        handle: (req) => {
          const items = list(req)
          if (!items) return { status: 400, body: { Statut: "Erreur", Message: "Colis manquant ou JSON invalide" } }
          const found = items.map((i) => colis.get(str(i?.Tracking))).filter((c): c is Colis => !!c)
          return found.length
            ? { status: 200, body: { Colis: found.map(view) } }
            : { status: 200, body: "null", headers: { "content-type": "application/json" } }
        },
      },
      {
        method: "POST",
        pattern: /^\/api_v1\/pret$/,
        handle: (req) => {
          const items = list(req)
          if (!items) return { status: 400, body: { Statut: "Erreur", Message: "Colis manquant ou JSON invalide" } }
          return {
            status: 200,
            body: {
              Colis: items.map((i) => {
                const c = colis.get(str(i?.Tracking))
                if (!c) return { Tracking: str(i?.Tracking), MessageRetour: "Tracking introuvable" }
                if (c.IDSituation === SITUATION_FOR.created.id) move(c, "pending_pickup", null)
                return { Tracking: c.Tracking, MessageRetour: "Good" }
              }),
            },
          }
        },
      },
    ],
  })

  const move = (c: Colis, status: ParcelStatus, reason: string | null) => {
    const s = SITUATION_FOR[status]
    c.IDSituation = s.id
    c.Situation = s.text
    c.Commentaire = reason ?? ""
    c.DateH_Action = now()
    c.history.push({ at: c.DateH_Action, situation: s.text, comment: c.Commentaire })
  }

  return Object.assign(server, {
    async advance(tracking: string, status: ParcelStatus, reason?: string | null) {
      const c = colis.get(tracking)
      if (!c) throw new Error(`procolis fake: no parcel ${tracking}`)
      move(c, status, reason ?? null)
    },
    parcels: () => [...colis.values()].map((c) => ({ tracking: c.Tracking, reference: c.id_Externe })),
  })
}
