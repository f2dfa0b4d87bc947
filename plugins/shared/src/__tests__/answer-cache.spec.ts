import { answerCacheKey, cacheState, cachedAnswer, cachingOf, secondsUntil, versionOf } from "../answer-cache"

/** A version reader answering a fixed version (null: no version row). */
const at = (version: number | null) => async () => (version === null ? null : String(version))

/** An in-memory stand-in for Medusa's caching module (get/set by key). */
function memoryCaching() {
  const store = new Map<string, { data: unknown; ttl?: number }>()
  return {
    store,
    get: async ({ key }: { key: string }) => store.get(key)?.data ?? null,
    set: async ({ key, data, ttl }: { key: string; data: unknown; ttl?: number }) => void store.set(key, { data, ttl }),
  }
}

/** A container holding these registrations only. */
const scopeOf = (registrations: Record<string, unknown>) => ({
  hasRegistration: (key: string) => key in registrations,
  resolve: <T>(key: string) => registrations[key] as T,
})

describe("answer cache", () => {
  it("keys the same query the same way whatever the order of its parameters", () => {
    const a = answerCacheKey("listing", "7", { type: "category", q: { brand: ["b", "a"], sort: "price_asc" }, channels: ["sc2", "sc1"] })
    const b = answerCacheKey("listing", "7", { channels: ["sc1", "sc2"], q: { sort: "price_asc", brand: ["a", "b"] }, type: "category" })
    expect(a).toBe(b)
    expect(answerCacheKey("listing", "8", { type: "category" })).not.toBe(answerCacheKey("listing", "7", { type: "category" }))
    expect(answerCacheKey("listing", "7", { lang: "ar" })).not.toBe(answerCacheKey("listing", "7", { lang: "fr" }))
    expect(answerCacheKey("content", "7", { lang: "ar" })).not.toBe(answerCacheKey("listing", "7", { lang: "ar" }))
  })

  it("answers from the cache until the version moves, then computes again", async () => {
    const caching = memoryCaching()
    let computed = 0
    const compute = async () => ({ body: { n: ++computed } })
    expect(await cachedAnswer(caching, "t", at(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: false })
    expect(await cachedAnswer(caching, "t", at(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: true })
    expect(await cachedAnswer(caching, "t", at(2), { k: 1 }, compute)).toEqual({ body: { n: 2 }, hit: false })
  })

  it("caps the entry's life at the answer's own TTL (a promotion ending) and at 60 s", async () => {
    const caching = memoryCaching()
    await cachedAnswer(caching, "t", at(1), { k: "promo" }, async () => ({ body: {}, ttl: 12.7 }))
    await cachedAnswer(caching, "t", at(1), { k: "far" }, async () => ({ body: {}, ttl: 86400 }))
    expect([...caching.store.values()].map((e) => e.ttl)).toEqual([12, 60])
  })

  it("computes without a caching module, without a version, and when the cache fails", async () => {
    const compute = async () => ({ body: "fresh" })
    expect(await cachedAnswer(null, "t", at(1), {}, compute)).toEqual({ body: "fresh", hit: false })
    expect(await cachedAnswer(memoryCaching(), "t", at(null), {}, compute)).toEqual({ body: "fresh", hit: false })
    const broken = { get: async () => Promise.reject(new Error("down")), set: async () => Promise.reject(new Error("down")) }
    expect(await cachedAnswer(broken, "t", at(1), {}, compute)).toEqual({ body: "fresh", hit: false })
  })

  it("does not store an answer computed with ttl 0", async () => {
    const caching = memoryCaching()
    let n = 0
    const compute = async () => ({ body: ++n, ttl: 0 })
    await cachedAnswer(caching, "t", at(1), { k: "bare-list" }, compute)
    expect(await cachedAnswer(caching, "t", at(1), { k: "bare-list" }, compute)).toEqual({ body: 2, hit: false })
    expect(caching.store.size).toBe(0)
  })
})

describe("answer cache: a miss under load", () => {
  it("computes once for requests of the same missing entry that arrive together", async () => {
    const caching = memoryCaching()
    let computed = 0
    const compute = async () => {
      computed++
      await new Promise((r) => setTimeout(r, 20))
      return { body: "answer" }
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedAnswer(caching, "t", at(3), { k: "busy" }, compute)))
    expect(computed).toBe(1)
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill("answer"))
  })

  it("lets a failed computation fail every waiting request, then computes again", async () => {
    const caching = memoryCaching()
    let calls = 0
    const failing = async () => {
      calls++
      await new Promise((r) => setTimeout(r, 10))
      throw new Error("database down")
    }
    const results = await Promise.allSettled([1, 2].map(() => cachedAnswer(caching, "t", at(4), { k: "x" }, failing)))
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"])
    expect(calls).toBe(1)
    expect(await cachedAnswer(caching, "t", at(4), { k: "x" }, async () => ({ body: "back" }))).toEqual({ body: "back", hit: false })
  })
})

describe("answer cache: what a request's container offers", () => {
  it("finds the caching module only when one is registered, and says so in the cache header", () => {
    const caching = memoryCaching()
    expect(cachingOf(scopeOf({ caching }))).toBe(caching)
    expect(cachingOf(scopeOf({}))).toBeNull()
    expect([cacheState(null, false), cacheState(caching, false), cacheState(caching, true)]).toEqual(["off", "miss", "hit"])
  })

  it("reads a version through the module's service, and none (no caching) when the module is absent", async () => {
    expect(await versionOf(scopeOf({ listing: { version: async () => "42" } }), "listing")()).toBe("42")
    expect(await versionOf(scopeOf({}), "listing")()).toBeNull()
  })

  it("counts the seconds to the first date still ahead", () => {
    const s = secondsUntil([null, new Date(Date.now() - 5_000), new Date(Date.now() + 30_000).toISOString(), new Date(Date.now() + 90_000)])!
    expect(s).toBeGreaterThan(28)
    expect(s).toBeLessThanOrEqual(30)
    expect(secondsUntil([undefined, new Date(Date.now() - 1_000)])).toBeUndefined()
  })
})
