/**
 * Store answers cached in Medusa's caching module (Redis when REDIS_URL is set, shared by every
 * server process; without it nothing is cached). An entry's key carries a version read before the
 * answer was computed (the listing read model's, raised after each committed write; the content's),
 * so the next request after a change reads a new version and misses. An entry can hold a newer
 * answer than its version, never an older one. The TTL bounds what the version does not follow:
 * the clock (a promotion ending, the "new" window). An answer with `ttl: 0` is not stored.
 *
 * No Medusa import: the caching module and the request scope are described by the little of them
 * this file uses, so this package keeps no Medusa dependency.
 */
export const ANSWER_CACHE_TTL_SECONDS = 60
const TAG = "dz-listing"
/** Medusa's registration name of the caching module (`Modules.CACHING`). */
const CACHING_MODULE = "caching"

export type Caching = {
  get(o: { key: string }): Promise<unknown>
  set(o: { key: string; data: unknown; ttl?: number; tags?: string[] }): Promise<void>
}

/** A Medusa container or request scope, as far as this file reads it. */
export type Scope = { hasRegistration(key: string): boolean; resolve<T>(key: string): T }

/** A stable key: the same query in another parameter order is the same entry. */
export function answerCacheKey(namespace: string, version: string, parts: Record<string, unknown>) {
  const norm = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(norm).map(String).sort()
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, norm(x)])
          )
        : v
  return `dz:${namespace}:${version}:${JSON.stringify(norm(parts))}`
}

/**
 * The cached answer for `parts`, else `compute()` stored for `ttl` seconds. Without a caching
 * module, or when the cache fails, the answer is computed (a cache is never a reason to fail).
 * `version()` reads what the answer depends on (null: do not cache); it is read before computing,
 * so an entry never holds an answer older than its key's version.
 */
export async function cachedAnswer<T>(
  caching: Caching | null,
  namespace: string,
  version: () => Promise<string | null>,
  parts: Record<string, unknown>,
  compute: () => Promise<{ body: T; ttl?: number }>
): Promise<{ body: T; hit: boolean }> {
  if (!caching) return { body: (await compute()).body, hit: false }
  const v = await version()
  if (v === null) return { body: (await compute()).body, hit: false }
  const key = answerCacheKey(namespace, v, parts)
  const cached = await caching.get({ key }).catch(() => null)
  if (cached != null) return { body: cached as T, hit: true }
  // requests for the same missing entry arriving together in this process wait for one computation
  // (after a version change, a busy listing would otherwise be computed once per waiting request)
  const pending = inFlight.get(key)
  if (pending) return { body: (await pending) as T, hit: false }
  const work = (async () => {
    const { body, ttl } = await compute()
    if (ttl !== 0) {
      const seconds = Math.max(1, Math.min(ANSWER_CACHE_TTL_SECONDS, Math.floor(ttl ?? ANSWER_CACHE_TTL_SECONDS)))
      await caching.set({ key, data: body, ttl: seconds, tags: [TAG] }).catch(() => undefined)
    }
    return body
  })()
  inFlight.set(key, work)
  try {
    return { body: await work, hit: false }
  } finally {
    inFlight.delete(key)
  }
}

/** The caching module of a request's container, when one is registered (with Redis). */
export const cachingOf = (scope: Scope): Caching | null => (scope.hasRegistration(CACHING_MODULE) ? scope.resolve<Caching>(CACHING_MODULE) : null)

/** A module service whose `version()` moves after each committed change of what it serves. */
export type Versioned = { version(): Promise<string | null> }

/**
 * The version of the module registered under `module` (the listing read model's), read through its
 * service; null (do not cache) when no such module is registered.
 */
export const versionOf = (scope: Scope, module: string) => (): Promise<string | null> =>
  scope.hasRegistration(module) ? scope.resolve<Versioned>(module).version() : Promise.resolve(null)

/** What a cache header says of an answer: from the cache, computed and stored, or no cache at all. */
export const cacheState = (caching: Caching | null, hit: boolean) => (hit ? "hit" : caching ? "miss" : "off")

/** Seconds until the first of these dates still ahead (when an answer shown until then changes), if any. */
export const secondsUntil = (dates: (string | Date | null | undefined)[]) => {
  const left = dates
    .filter((d): d is string | Date => !!d)
    .map((d) => ((d instanceof Date ? d.getTime() : Date.parse(d)) - Date.now()) / 1000)
    .filter((s) => s > 0)
  return left.length ? Math.min(...left) : undefined
}

/** Computations under way in this process, by cache key; emptied as each one settles. */
const inFlight = new Map<string, Promise<unknown>>()
