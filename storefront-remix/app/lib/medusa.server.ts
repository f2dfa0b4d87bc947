// The storefront's two ways to the backend (decision 0033): Medusa's own store routes through
// @medusajs/js-sdk (`coreStore`), our plugins' routes through the typed route table of
// store-api.server.ts. Both give failures as one MedusaError, so callers keep their 404/400 and
// "backend down" (status 0) handling whichever way the call went.
import { Client, FetchError, Store, type Config, type FetchArgs, type FetchInput } from "@medusajs/js-sdk"
import { env as defaultEnv, requirePublishableKey, type ServerEnv } from "./env.server"

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

/**
 * Any failure of a backend call as a MedusaError. The SDK throws a FetchError carrying the answer's
 * status and message for an HTTP error (its body's `type` is not kept); anything else it lets through
 * as thrown (network failure, timeout abort, a body that is not JSON), which is status 0.
 */
export function toMedusaError(err: unknown, call: string): MedusaError {
  if (err instanceof MedusaError) return err
  if (err instanceof FetchError && err.status) return new MedusaError(err.message || `${call} answered ${err.status}`, err.status)
  return new MedusaError(`${call} failed: ${err instanceof Error ? err.message : String(err)}`, 0)
}

/** The SDK's client with our upper bound on every call: a hung backend cannot hang the page. */
class TimedClient extends Client {
  constructor(
    config: Config,
    private readonly timeoutMs: number
  ) {
    super(config)
  }

  override fetch<T>(input: FetchInput, init?: FetchArgs): Promise<T> {
    return super.fetch<T>(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(this.timeoutMs) })
  }
}

/**
 * Medusa's core store routes the storefront reads, through the js-sdk with the publishable key, the
 * backend URL and the timeout of the environment. The key is read at the first call, so a missing key
 * is a clear error for that request and no call goes out without it.
 */
export function createCoreStore(e: ServerEnv = defaultEnv) {
  let store: Store | undefined
  const sdk = () =>
    (store ??= new Store(
      new TimedClient(
        // The SDK would send an empty `x-medusa-locale` on the server: none is sent (the core reads are not localised).
        { baseUrl: e.MEDUSA_BACKEND_URL, publishableKey: requirePublishableKey(e), globalHeaders: { "x-medusa-locale": null } },
        e.MEDUSA_TIMEOUT_MS
      )
    ))
  async function call<T>(name: string, run: (s: Store) => Promise<T>): Promise<T> {
    const s = sdk()
    try {
      return await run(s)
    } catch (err) {
      throw toMedusaError(err, name)
    }
  }
  return {
    listProducts: (query: Parameters<Store["product"]["list"]>[0]) => call("GET /store/products", (s) => s.product.list(query)),
    listCategories: (query: Parameters<Store["category"]["list"]>[0]) => call("GET /store/product-categories", (s) => s.category.list(query)),
  }
}

export type CoreStore = ReturnType<typeof createCoreStore>

let shared: CoreStore | undefined
/** The core store routes with the server's environment. */
export function coreStore(): CoreStore {
  return (shared ??= createCoreStore())
}
