import { fold } from "@shop/shared/text"
import type { AdapterFactory, CourierAdapter, CourierCommune, FeeQuote, ParcelDraft, RemoteParcel, StopDeskInfo } from "../../lib/adapter"
import { CourierError, isCourierError } from "../../lib/errors"
import { CourierHttp, expectShape, type HttpRequest } from "../../lib/http"
import type { Limiter, RateRule } from "../../lib/limiter"
import { createParcels } from "./create"
import { noestLabel, noestStatus } from "./statuses"
import { noestEvents } from "./tracking"
import { describeNoest, REFUSALS } from "./wire"

/**
 * Noest Express (public API v2.3, `https://app.noest-dz.com/api/public/...`).
 *
 * - Auth: `Authorization: Bearer <api_token>`; the partner's `user_guid` in the body of every write
 *   and of the tracking call (and in the query of reads that take it). A wrong token is 401; a
 *   missing or unknown GUID is a 422 on `user_guid`, which this adapter reports as `auth`.
 * - Orders are drafts until validated (`valid/orders`, 100 a call); only a draft can be deleted, so
 *   `cancel` after validation is `refused`.
 * - Label: `get/order/label` answers a 302 to a pre-signed storage URL that expires after minutes;
 *   the adapter reads the redirect itself and fetches the PDF without Noest's token.
 * - No webhooks are documented: statuses are polled with `get/trackings/info`.
 * - Limit: 60 requests a minute by default, counted by Laravel's throttle from the first request
 *   (not on the clock's minutes). Fixed windows on the clock (what the shared limiter counts) would
 *   let 60 go at the end of one minute and 60 more at the start of the next: Noest would answer 429.
 *   So the budget is paced instead: one request per slot of W/(L−2). Any span of W meets at most
 *   L−1 slots whatever its start, which leaves one request of slack for the time a request takes to
 *   reach Noest after its slot (≈ 58 a minute for Noest's 60).
 */
export const NOEST_RATE = { limit: 60, windowMs: 60_000 } as const

export function noestRateRules(rate: { limit: number; windowMs: number } = NOEST_RATE): RateRule[] {
  return [{ limit: 1, windowMs: Math.ceil(rate.windowMs / Math.max(1, rate.limit - 2)) }]
}

const BULK_LIMIT = 100
const TRACKING_BATCH = 100
/** Pages of `get/orders` read to find a reference again (a retried creation is recent). */
const RECONCILE_PAGES = 10

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null)
const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number.isFinite(Number(v)) ? Number(v) : null)
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : isObj(v) ? Object.values(v) : [])

/** A factory per documented limit: Noest's is 60 a minute "by default", and tests run a faster fake. */
export function noestAdapterFactory(rate: { limit: number; windowMs: number } = NOEST_RATE): AdapterFactory {
  return (ctx) => {
    const { account } = ctx
    const token = account.credentials.api_token ?? ""
    const guid = account.credentials.user_guid ?? ""
    const root = `${account.base_url.replace(/\/+$/, "").replace(/\/api\/public$/, "")}/api/public/`
    const rules = noestRateRules(rate)
    const makeHttp = (capture?: { body?: unknown }) =>
      new CourierHttp({
        baseUrl: root,
        headers: { authorization: `Bearer ${token}` },
        limiter: ctx.limiter,
        limiterKey: ctx.limiterKey,
        rules,
        timeoutMs: ctx.timeoutMs,
        describeError: (_status, body) => {
          if (capture) capture.body = body
          return describeNoest(body)
        },
      })
    const http = makeHttp()

    /** A 422 on `user_guid` is the partner id refused: credentials, not a parcel's mistake. */
    const call = async <T>(req: HttpRequest, client = http): Promise<T> => {
      try {
        return (await client.request<T>(req)).body
      } catch (e) {
        if (isCourierError(e) && e.kind === "validation" && e.field === "user_guid")
          throw new CourierError("auth", e.message, { status: e.status, field: "user_guid" })
        throw e
      }
    }
    /** Writes answer `{success: true}`, or `{success: false, error, message}` with a 200. */
    const expectSuccess = (body: unknown, what: string) => {
      expectShape(isObj(body) && typeof body.success === "boolean", `${what}: no success flag`)
      if (body.success) return
      const d = describeNoest(body)
      throw new CourierError(d && REFUSALS.has(d.code) ? "refused" : "validation", `${what}: ${d?.message ?? "refused"}`, {
        status: 200,
        field: d?.field ?? null,
      })
    }

    const desks = async (): Promise<StopDeskInfo[]> => {
      const body = await call<unknown>({ path: "desks" })
      expectShape(isObj(body) || Array.isArray(body), "desks is not a list")
      return listOf(body).map((d) => {
        expectShape(isObj(d) && !!str(d.code), "a desk has no code")
        const o = d as Obj
        const code = str(o.code) as string
        const [lat, lng] = coordinates(str(o.map))
        return {
          id: code,
          name: str(o.name) ?? code,
          wilaya_code: parseInt(code, 10) || (num(o.wilaya_id) ?? 0),
          commune_name: str(o.commune),
          address: str(o.address),
          phone:
            listOf(o.phones)
              .map(str)
              .find((p): p is string => !!p) ?? null,
          latitude: lat,
          longitude: lng,
        }
      })
    }

    const adapter: CourierAdapter = {
      key: "noest",
      bulkLimit: BULK_LIMIT,
      trackingBatch: TRACKING_BATCH,
      needsValidation: true,
      webhook: null,

      async testCredentials() {
        // The cheapest call that checks both halves: the token (header) and the partner GUID (body).
        const body = await call<unknown>({ method: "POST", path: "get/trackings/info", body: { user_guid: guid, trackings: ["CREDENTIALS-CHECK"] } })
        expectShape(isObj(body) || Array.isArray(body), "get/trackings/info is not an object")
        return { ok: true as const }
      },

      async fees() {
        const body = await call<unknown>({ path: "fees" })
        const tarifs = isObj(body) ? body.tarifs : null
        expectShape(isObj(tarifs) && (isObj(tarifs.delivery) || Array.isArray(tarifs.delivery)), "fees has no tarifs.delivery")
        const t = tarifs as Obj
        const returns = new Map<number, number | null>()
        for (const [k, r] of Object.entries(isObj(t.return) || Array.isArray(t.return) ? (t.return as Obj) : {}))
          if (isObj(r)) returns.set(num(r.wilaya_id) ?? Number(k), num(r.tarif))
        return Object.entries(t.delivery as Obj).map(([k, row]): FeeQuote => {
          expectShape(isObj(row), `fees: wilaya ${k} is not an object`)
          const r = row as Obj
          const wilaya = num(r.wilaya_id) ?? Number(k)
          expectShape(Number.isInteger(wilaya) && wilaya >= 1, `fees: bad wilaya ${k}`)
          return { wilaya_code: wilaya, commune_name: null, home_fee: num(r.tarif), desk_fee: num(r.tarif_stopdesk), return_fee: returns.get(wilaya) ?? null }
        })
      },

      stopDesks: desks,

      async communes() {
        const body = await call<unknown>({ path: "get/communes" })
        expectShape(Array.isArray(body) || isObj(body), "get/communes is not a list")
        const withDesk = new Set((await desks()).map((d) => `${d.wilaya_code}|${fold(d.commune_name ?? "")}`))
        return listOf(body).map((c): CourierCommune => {
          expectShape(isObj(c) && !!str(c.nom) && num(c.wilaya_id) !== null, "a commune has no nom or wilaya_id")
          const o = c as Obj
          const wilaya = num(o.wilaya_id) as number
          const name = str(o.nom) as string
          return {
            wilaya_code: wilaya,
            name,
            name_ar: null,
            has_stop_desk: withDesk.has(`${wilaya}|${fold(name)}`),
            deliverable: !!num(o.is_active) || o.is_active === true,
          }
        })
      },

      createParcels: (drafts: ParcelDraft[]) => createParcels(drafts, { guid, bulkLimit: BULK_LIMIT, call, makeHttp }),

      async findByReference(reference) {
        // `get/orders` (paginated, newest first) has no documented filter: read pages until found.
        for (let page = 1; page <= RECONCILE_PAGES; page++) {
          const body = await call<unknown>({ path: "get/orders", query: { user_guid: guid, page, per_page: 100 } })
          expectShape(isObj(body) && Array.isArray(body.data), "get/orders has no data list")
          const b = body as Obj
          for (const item of b.data as unknown[]) {
            if (!isObj(item) || str(item.reference) !== reference) continue
            const tracking = str(item.tracking)
            expectShape(!!tracking, `order ${reference} has no tracking`)
            const key = str(item.status)
            return {
              reference,
              tracking: tracking as string,
              label_url: null,
              status: noestStatus(key, null) ?? "created",
              raw_status: noestLabel(key, null),
            } satisfies RemoteParcel
          }
          if ((num(b.last_page) ?? page) <= page) break
        }
        return null
      },

      async validate(trackings) {
        for (let i = 0; i < trackings.length; i += BULK_LIMIT) {
          const chunk = trackings.slice(i, i + BULK_LIMIT)
          const body = await call<unknown>({ method: "POST", path: "valid/orders", body: { user_guid: guid, trackings: chunk } })
          expectShape(isObj(body), "valid/orders is not an object")
          // Validating twice is harmless: `already_validated` is what a retried call answers.
          const failed = Object.entries(isObj(body.failed) ? body.failed : {}).filter(([, v]) => describeNoest(v)?.code !== "already_validated")
          if (failed.length) {
            const [tracking, why] = failed[0]
            const d = describeNoest(why)
            throw new CourierError("refused", `valid/orders: ${failed.length} not validated (${tracking}: ${d?.message ?? "refused"})`, {
              status: 200,
              field: "tracking",
            })
          }
        }
      },

      async label(tracking) {
        for (let attempt = 0; ; attempt++) {
          const res = await http.request<Buffer | string>({ path: "get/order/label", query: { tracking }, binary: true, manualRedirect: true })
          if (res.status === 200 && Buffer.isBuffer(res.body)) return pdfOrThrow(res.body, tracking)
          const location = res.headers.get("location")
          expectShape(res.status >= 300 && res.status < 400 && !!location, `get/order/label answered ${res.status} without a redirect`)
          try {
            return pdfOrThrow(await fetchSigned(new URL(location as string, root), ctx.limiterKey, ctx.limiter, ctx.timeoutMs), tracking)
          } catch (e) {
            // The signed link lives minutes: a slow queue may find it expired (403). Ask for a new one once.
            if (!(isCourierError(e) && e.kind === "auth") || attempt > 0) throw e
          }
        }
      },

      async cancel(tracking) {
        const body = await call<unknown>({ method: "POST", path: "delete/order", body: { user_guid: guid, tracking } })
        try {
          expectSuccess(body, `delete/order ${tracking}`)
        } catch (e) {
          // Noest deletes drafts only: a validated order belongs to its logistics (too late).
          if (isCourierError(e) && e.kind === "validation") throw new CourierError("refused", e.message, { status: 200, field: e.field })
          throw e
        }
      },

      async tracking(trackings) {
        if (trackings.length > TRACKING_BATCH) throw new CourierError("validation", `at most ${TRACKING_BATCH} trackings per call`, { field: "trackings" })
        if (!trackings.length) return {}
        const body = await call<unknown>({ method: "POST", path: "get/trackings/info", body: { user_guid: guid, trackings } })
        expectShape(isObj(body) || (Array.isArray(body) && body.length === 0), "get/trackings/info is not an object")
        const out: Record<string, ReturnType<typeof noestEvents>> = {}
        // A tracking Noest does not know is absent from its answer, and from ours.
        for (const t of trackings) if (isObj(body) && t in body) out[t] = noestEvents(t, body[t])
        return out
      },
    }
    return adapter
  }
}

export const createNoestAdapter: AdapterFactory = noestAdapterFactory()

function pdfOrThrow(bytes: Buffer, tracking: string): Buffer {
  expectShape(bytes.subarray(0, 5).toString("latin1") === "%PDF-", `the label of ${tracking} is not a PDF`)
  return bytes
}

/** The pre-signed storage URL: another host, no Noest token, outside Noest's request budget. */
async function fetchSigned(url: URL, key: string, limiter: Limiter, timeoutMs?: number): Promise<Buffer> {
  const storage = new CourierHttp({ baseUrl: `${url.origin}/`, headers: {}, limiter, limiterKey: `${key}:label-storage`, rules: [], timeoutMs })
  const res = await storage.request<Buffer>({ path: `${url.pathname}${url.search}`, binary: true })
  return res.body
}

/** Desks carry a map link; "…@36.75,3.05…" or "…q=36.75,3.05…" gives the point. */
function coordinates(map: string | null): [number | null, number | null] {
  const m = map?.match(/(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)/)
  return m ? [Number(m[1]), Number(m[2])] : [null, null]
}
