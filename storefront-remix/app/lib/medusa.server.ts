import { env as defaultEnv, requirePublishableKey, type ServerEnv } from "./env.server"
import type { Commune, Wilaya } from "./geo"
import type { Transporter } from "./transporters"

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

export function createMedusaClient(e: ServerEnv = defaultEnv, fetchImpl: Fetch = fetch) {
  async function storeGet<T>(path: string, query?: Record<string, string>): Promise<T> {
    // Read at call time: a missing key is a clear error for the request, not a crash at boot.
    const key = requirePublishableKey(e)
    const url = new URL(`${e.MEDUSA_BACKEND_URL}/store${path}`)
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
    let res: Response
    try {
      res = await fetchImpl(url, {
        headers: { accept: "application/json", "x-publishable-api-key": key },
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

  return {
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
      const body = await storeGet<{ transporters: Transporter[] }>(`/communes/${communeCode}/transporters`)
      return body.transporters
    },
  }
}

export type MedusaClient = ReturnType<typeof createMedusaClient>

let shared: MedusaClient | undefined
export function medusa(): MedusaClient {
  return (shared ??= createMedusaClient())
}
