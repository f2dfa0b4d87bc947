import { env as defaultEnv, requirePublishableKey, type ServerEnv } from "./env.server"
import type { CommuneTransportersResponse } from "@shop/contracts/transporters"
import type { GetStoreCodOrderResponse, PostStoreCodLead, PostStoreCodOrder, StoreCodOrder } from "@shop/contracts/cod-order"
import type { Commune, Wilaya } from "~/features/geo/geo"
import type { Listing } from "~/features/listing/listing"
import type { Transporter } from "~/features/delivery/transporters"

/** A store call that did not give the expected answer; `status` is 0 when the backend was unreachable. */
export class MedusaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type?: string
  ) {
    super(message)
    this.name = "MedusaError"
  }
}

type Fetch = typeof fetch

/** The status and JSON body of a store POST. */
export type StoreAnswer = { status: number; body: Record<string, unknown> | null }

/** GET on the store API with the publishable key; a MedusaError on failure. */
export function createStoreGet(e: ServerEnv = defaultEnv, fetchImpl: Fetch = fetch) {
  return async function storeGet<T>(path: string, query?: Record<string, string> | URLSearchParams, headers?: Record<string, string>): Promise<T> {
    // Read at call time: a missing key is a clear error for the request, not a crash at boot.
    const key = requirePublishableKey(e)
    const url = new URL(`${e.MEDUSA_BACKEND_URL}/store${path}`)
    if (query instanceof URLSearchParams) url.search = query.toString()
    else for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
    let res: Response
    try {
      res = await fetchImpl(url, {
        headers: { accept: "application/json", "x-publishable-api-key": key, ...headers },
        signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS),
      })
    } catch (err) {
      throw new MedusaError(`GET ${url.pathname} failed: ${(err as Error).message}`, 0)
    }
    const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null
    if (!res.ok) {
      throw new MedusaError(body?.message || `GET ${url.pathname} answered ${res.status}`, res.status, body?.type)
    }
    return body as T
  }
}

/** One listing page with its filter data (`/store/listings/:context[/:key]`); 404/400 as MedusaError. */
export function getListing(context: string, key: string | undefined, query: URLSearchParams, e: ServerEnv = defaultEnv): Promise<Listing> {
  const path = key ? `/listings/${context}/${encodeURIComponent(key)}` : `/listings/${context}`
  return createStoreGet(e)<Listing>(path, query)
}

export function createMedusaClient(e: ServerEnv = defaultEnv, fetchImpl: Fetch = fetch) {
  const storeGet = createStoreGet(e, fetchImpl)
  /**
   * A store POST whose every answer is the caller's to read (400 field errors, 409, 429...): only an
   * unreachable backend throws (status 0). `headers` carry the buyer's address and the locale.
   */
  async function storePost(path: string, body: unknown, headers: Record<string, string>): Promise<StoreAnswer> {
    const key = requirePublishableKey(e)
    const url = `${e.MEDUSA_BACKEND_URL}/store${path}`
    let res: Response
    try {
      res = await fetchImpl(url, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": key, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS * 4),
      })
    } catch (err) {
      throw new MedusaError(`POST /store${path} failed: ${(err as Error).message}`, 0)
    }
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
  }

  return {
    placeCodOrder: (body: PostStoreCodOrder, headers: Record<string, string>) => storePost("/cod-orders", body, headers),
    /** A placed cash-on-delivery order's lines and totals (the thank-you page); null when there is none such. */
    async getCodOrder(id: string): Promise<StoreCodOrder | null> {
      try {
        return (await storeGet<GetStoreCodOrderResponse>(`/cod-orders/${encodeURIComponent(id)}`)).order
      } catch (err) {
        if (err instanceof MedusaError && err.status === 404) return null
        throw err
      }
    },
    saveCodLead: (body: PostStoreCodLead, headers: Record<string, string>) => storePost("/cod-leads", body, headers),
    async listWilayas(q?: string): Promise<Wilaya[]> {
      const body = await storeGet<{ wilayas: Wilaya[] }>("/wilayas", q ? { q } : undefined)
      return body.wilayas
    },
    /** Deliverable communes of a deliverable wilaya; a 404 MedusaError when there is none such. */
    async listCommunes(wilayaCode: number): Promise<Commune[]> {
      const body = await storeGet<{ communes: Commune[] }>(`/wilayas/${wilayaCode}/communes`)
      return body.communes
    },
    /** Transporters delivering to a commune, priced from the rate table; a 404 when it is not delivered. */
    async listTransporters(communeCode: number): Promise<Transporter[]> {
      const body = await storeGet<CommuneTransportersResponse>(`/communes/${communeCode}/transporters`)
      return body.transporters
    },
  }
}

export type StoreClient = ReturnType<typeof createMedusaClient>
/** The reads the delivery loaders need (what their tests fake). */
export type MedusaClient = Pick<StoreClient, "listWilayas" | "listCommunes" | "listTransporters">

let shared: StoreClient | undefined
export function medusa(): StoreClient {
  return (shared ??= createMedusaClient())
}
