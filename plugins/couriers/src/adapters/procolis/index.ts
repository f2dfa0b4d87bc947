import { createHash } from "node:crypto"
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
import { CourierHttp, expectShape } from "../../lib/http"
import type { RateRule } from "../../lib/limiter"
import { drawLabel } from "./label"
import { procolisStatus } from "./statuses"

/**
 * ZR Express through its legacy Procolis API (https://procolis.com/api_v1). Sources: the public
 * clients PiteurStudio/CourierDZ (`ProcolisProviderIntegration`) and merchants' integrations; ZR's
 * own page (zrexpress.com … Developpement.awp) is the reference they cite. What it offers and how this
 * adapter uses it:
 * - credentials `token` and `key`, sent as headers of those names; `GET /token` checks them;
 * - `POST /add_colis` `{Colis:[…]}` answers each parcel with `MessageRetour` ("Good", "Double
 *   Tracking", or the reason), always with HTTP 200 — so a refusal is per parcel, never a throw.
 *   We send our reference as `Tracking` (ZR takes the merchant's own tracking when given, and answers
 *   "Double Tracking" when it already has it) and as `id_Externe`: the parcel's tracking IS our
 *   reference, a retry can never make a second parcel, and `findByReference` is one `lire`;
 * - `Confrimee: 1` puts the parcel straight into "prêt à expédier" (no draft to validate);
 * - `POST /lire` `{Colis:[{Tracking}]}` answers the current situation only (no history): tracking
 *   returns that one event, keyed by tracking + situation + action time, so polling builds the history
 *   and a repeated poll dedupes;
 * - `POST /tarification`: the whole tariff (home / stop-desk / return fee per wilaya) in one call;
 * - no label endpoint: `label()` draws the label itself from what `lire` reads back (./label.ts);
 * - no cancel endpoint: `cancel()` is refused with the reason (cancelling is done in the ZR space);
 * - no commune or stop-desk list: communes are free text checked by ZR at creation; stop-desk
 *   delivery is `TypeLivraison: 1` to ZR's office of the commune, so `stopDesks()` is empty.
 * Rate limits are not published: we keep under 5 calls in any second and 200 in any minute. The
 * shared limiter counts fixed windows while a server counts from any instant, so each limit is cut
 * into five windows each holding a fifth (a sliding second overlaps at most five 250 ms windows).
 */
export const PROCOLIS_RULES: readonly RateRule[] = [
  { limit: 1, windowMs: 250 },
  { limit: 40, windowMs: 15_000 },
]
/** Not published either; what merchants' integrations send per call without refusal. */
export const PROCOLIS_BULK = 50

type ColisRow = Record<string, unknown>

const text = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim())
const amount = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : Number(String(v ?? "").replace(",", "."))
  return Number.isFinite(n) && String(v ?? "").trim() !== "" ? n : null
}

/** The field a Procolis refusal names (its messages start with the field: "MobileA invalide"…). */
const FIELDS: [RegExp, string][] = [
  [/mobile\s*a|t[eé]l[eé]phone/i, "phone"],
  [/mobile\s*b/i, "phone_2"],
  [/commune/i, "commune_name"],
  [/wilaya/i, "wilaya_code"],
  [/adresse/i, "address"],
  [/client|nom/i, "last_name"],
  [/total|montant/i, "cash_to_collect"],
  [/tproduit|produit/i, "products"],
  [/typelivraison/i, "stop_desk_id"],
]
export const procolisField = (message: string): string | null => FIELDS.find(([re]) => re.test(message))?.[1] ?? null

/** Procolis' error bodies: `{Statut, Message}` (refusals) or a bare text. */
export function describeProcolisError(_status: number, body: unknown): { message: string; field?: string | null } | null {
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>
    const message = [text(o.Statut), text(o.Message ?? o.MessageRetour)].filter(Boolean).join(": ")
    if (message) return { message, field: procolisField(message) }
  }
  return typeof body === "string" && body.trim() ? { message: body.trim().slice(0, 300) } : null
}

const parseRows = (body: unknown, what: string): ColisRow[] => {
  if (body === null) return []
  const rows = (body as { Colis?: unknown })?.Colis
  expectShape(Array.isArray(rows) && rows.every((r) => r && typeof r === "object"), `${what}: no Colis list`)
  return rows as ColisRow[]
}

/** The time of an action, from Procolis' local-time stamps ("2026-09-01T10:15:00.000", sometimes without T). */
const isoOf = (v: unknown): string => {
  const s = text(v)
  if (!s) return new Date(0).toISOString()
  const t = Date.parse(/Z|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(" ", "T")}+01:00`)
  return Number.isFinite(t) ? new Date(t).toISOString() : new Date(0).toISOString()
}

export const createProcolisAdapter: AdapterFactory = (ctx) => {
  const { account } = ctx
  for (const k of ["token", "key"]) if (!account.credentials[k]) throw new CourierError("auth", `Procolis needs the credential "${k}"`, { field: k })
  const http = new CourierHttp({
    baseUrl: account.base_url,
    headers: { token: account.credentials.token, key: account.credentials.key },
    limiter: ctx.limiter,
    limiterKey: ctx.limiterKey,
    rules: PROCOLIS_RULES,
    timeoutMs: ctx.timeoutMs,
    describeError: describeProcolisError,
  })

  const lire = async (trackings: string[]): Promise<ColisRow[]> => {
    if (!trackings.length) return []
    const res = await http.request({ method: "POST", path: "lire", body: { Colis: trackings.map((t) => ({ Tracking: t })) } })
    return parseRows(res.body, "lire")
  }

  const eventOf = (row: ColisRow): TrackingEvent => {
    const tracking = text(row.Tracking)
    const raw = text(row.Situation)
    const occurred = isoOf(row.DateH_Action)
    return {
      tracking,
      event_id: createHash("sha256")
        .update(`procolis|${tracking}|${raw}|${text(row.DateH_Action)}`)
        .digest("hex")
        .slice(0, 32),
      occurred_at: occurred,
      status: procolisStatus(raw),
      raw_status: raw,
      raw_reason: text(row.Commentaire) || null,
      location: [text(row.Commune), text(row.Wilaya)].filter(Boolean).join(", ") || null,
    }
  }

  const toColis = (d: ParcelDraft) => ({
    Tracking: d.reference,
    TypeLivraison: d.stop_desk_id ? "1" : "0",
    TypeColis: d.kind === "exchange" ? "1" : "0",
    Confrimee: "1",
    Client: `${d.first_name} ${d.last_name}`.trim(),
    MobileA: d.phone,
    MobileB: d.phone_2 ?? "",
    Adresse: d.address,
    IDWilaya: String(d.wilaya_code),
    Commune: d.commune_name,
    Total: String(Math.round(d.cash_to_collect)),
    Note: [
      d.note,
      d.kind === "exchange" && d.product_to_collect ? `Échange : reprendre ${d.product_to_collect}` : null,
      d.can_open ? "Ouverture du colis autorisée" : null,
    ]
      .filter(Boolean)
      .join(" — "),
    TProduit: d.products,
    id_Externe: d.reference,
    Source: "",
  })

  const adapter: CourierAdapter = {
    key: "procolis",
    bulkLimit: PROCOLIS_BULK,
    trackingBatch: PROCOLIS_BULK,
    needsValidation: false,
    webhook: null,

    async testCredentials() {
      const res = await http.request<{ Statut?: unknown }>({ path: "token" })
      const statut = text(res.body?.Statut)
      expectShape(!!statut, "token: no Statut")
      if (!/activ/i.test(statut) || /d[eé]sactiv|refus/i.test(statut)) throw new CourierError("auth", `token: ${statut}`, { status: res.status })
      return { ok: true as const }
    },

    async fees(): Promise<FeeQuote[]> {
      const res = await http.request<unknown>({ method: "POST", path: "tarification", body: {} })
      expectShape(Array.isArray(res.body), "tarification: not a list")
      return (res.body as ColisRow[]).map((r) => {
        const wilaya = Number(r.IDWilaya)
        expectShape(Number.isInteger(wilaya) && wilaya >= 1 && wilaya <= 58, "tarification: IDWilaya")
        return { wilaya_code: wilaya, commune_name: null, home_fee: amount(r.Domicile), desk_fee: amount(r.Stopdesk), return_fee: amount(r.Annuler) }
      })
    },

    async stopDesks(): Promise<StopDeskInfo[]> {
      return []
    },

    async communes(): Promise<CourierCommune[]> {
      return []
    },

    async createParcels(drafts: ParcelDraft[]): Promise<CreatedParcel[]> {
      if (drafts.length === 0) return []
      if (drafts.length > PROCOLIS_BULK)
        throw new CourierError("validation", `Procolis takes at most ${PROCOLIS_BULK} parcels per call (${drafts.length} given)`, { field: "parcels" })
      let res
      try {
        res = await http.request({ method: "POST", path: "add_colis", body: { Colis: drafts.map(toColis) } })
      } catch (e) {
        // a refusal of the whole call (400 with its message) is every parcel's answer
        if (e instanceof CourierError && e.kind === "validation")
          return drafts.map((d) => ({ reference: d.reference, ok: false as const, code: "refused", message: e.message, field: e.field }))
        throw e
      }
      const rows = parseRows(res.body, "add_colis")
      const byRef = new Map<string, ColisRow>()
      rows.forEach((r, i) => byRef.set(text(r.id_Externe) || text(r.Tracking) || drafts[i]?.reference, r))
      return drafts.map((d, i): CreatedParcel => {
        const row = byRef.get(d.reference) ?? rows[i]
        if (!row) return { reference: d.reference, ok: false, code: "missing", message: "Procolis did not answer for this parcel" }
        const message = text(row.MessageRetour)
        if (message === "Good") {
          const tracking = text(row.Tracking)
          if (!tracking) return { reference: d.reference, ok: false, code: "malformed", message: "Procolis answered Good without a Tracking" }
          return { reference: d.reference, ok: true, tracking, label_url: null, courier_fee: null }
        }
        if (/double tracking/i.test(message))
          return {
            reference: d.reference,
            ok: false,
            code: "duplicate",
            message: "Double Tracking: ZR Express already has a parcel with this reference",
            field: "reference",
          }
        return { reference: d.reference, ok: false, code: "refused", message: message || "refused without a reason", field: procolisField(message) }
      })
    },

    async findByReference(reference: string): Promise<RemoteParcel | null> {
      const row = (await lire([reference])).find((r) => text(r.Tracking) === reference || text(r.id_Externe) === reference)
      if (!row) return null
      const raw = text(row.Situation)
      return { reference, tracking: text(row.Tracking), label_url: null, status: procolisStatus(raw), raw_status: raw }
    },

    async validate(trackings: string[]): Promise<void> {
      // created with Confrimee: 1, already "prêt à expédier"; /pret only for parcels left in preparation
      void trackings
    },

    async label(tracking: string): Promise<Buffer> {
      const row = (await lire([tracking])).find((r) => text(r.Tracking) === tracking)
      if (!row) throw new CourierError("not_found", `lire: ZR Express has no parcel ${tracking}`, { status: 200 })
      return drawLabel({
        courier: "ZR Express",
        tracking,
        reference: text(row.id_Externe) || null,
        name: text(row.Client),
        phone: text(row.MobileA),
        phone_2: text(row.MobileB) || null,
        address: text(row.Adresse),
        commune: text(row.Commune),
        wilaya: `${text(row.IDWilaya)} ${text(row.Wilaya)}`.trim(),
        amount: text(row.Total),
        products: text(row.TProduit),
        delivery: `${text(row.TypeLivraison) === "1" ? "Stop-desk" : "Domicile"}${text(row.TypeColis) === "1" ? " - Echange" : ""}`,
        note: text(row.Note) || null,
        date: text(row.Date_Creation) || null,
      })
    },

    async cancel(tracking: string): Promise<void> {
      throw new CourierError(
        "refused",
        `ZR Express' Procolis API has no cancel call: cancel parcel ${tracking} in the ZR Express space (possible while it is "En Préparation")`
      )
    },

    async tracking(trackings: string[]): Promise<Record<string, TrackingEvent[]>> {
      if (trackings.length > PROCOLIS_BULK)
        throw new CourierError("validation", `Procolis reads at most ${PROCOLIS_BULK} parcels per call`, { field: "trackings" })
      const out: Record<string, TrackingEvent[]> = Object.fromEntries(trackings.map((t) => [t, []]))
      for (const row of await lire(trackings)) {
        const t = text(row.Tracking)
        expectShape(!!t && typeof row.Situation === "string", "lire: a parcel without Tracking or Situation")
        if (t in out) out[t] = [eventOf(row)]
      }
      return out
    },
  }
  return adapter
}
