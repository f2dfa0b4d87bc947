import { cachedListing, listingCacheKey } from "../listing-cache"

/** A knex stand-in answering the version query only. */
const pgAt = (version: number | null) => ({ raw: async () => ({ rows: version === null ? [] : [{ version }] }) }) as any

/** An in-memory stand-in for Medusa's caching module (get/set by key). */
function memoryCaching() {
  const store = new Map<string, { data: unknown; ttl?: number }>()
  return {
    store,
    get: async ({ key }: { key: string }) => store.get(key)?.data ?? null,
    set: async ({ key, data, ttl }: { key: string; data: unknown; ttl?: number }) => void store.set(key, { data, ttl }),
  }
}

describe("listing cache", () => {
  it("keys the same query the same way whatever the order of its parameters", () => {
    const a = listingCacheKey("7", { type: "category", q: { brand: ["b", "a"], sort: "price_asc" }, channels: ["sc2", "sc1"] })
    const b = listingCacheKey("7", { channels: ["sc1", "sc2"], q: { sort: "price_asc", brand: ["a", "b"] }, type: "category" })
    expect(a).toBe(b)
    expect(listingCacheKey("8", { type: "category" })).not.toBe(listingCacheKey("7", { type: "category" }))
    expect(listingCacheKey("7", { lang: "ar" })).not.toBe(listingCacheKey("7", { lang: "fr" }))
  })

  it("answers from the cache until the version moves, then computes again", async () => {
    const caching = memoryCaching()
    let computed = 0
    const compute = async () => ({ body: { n: ++computed } })
    expect(await cachedListing(caching, pgAt(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: false })
    expect(await cachedListing(caching, pgAt(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: true })
    expect(await cachedListing(caching, pgAt(2), { k: 1 }, compute)).toEqual({ body: { n: 2 }, hit: false })
  })

  it("caps the entry's life at the answer's own TTL (a promotion ending) and at 60 s", async () => {
    const caching = memoryCaching()
    await cachedListing(caching, pgAt(1), { k: "promo" }, async () => ({ body: {}, ttl: 12.7 }))
    await cachedListing(caching, pgAt(1), { k: "far" }, async () => ({ body: {}, ttl: 86400 }))
    const ttls = [...caching.store.values()].map((e) => e.ttl)
    expect(ttls).toEqual([12, 60])
  })

  it("computes without a caching module, without a version row, and when the cache fails", async () => {
    const compute = async () => ({ body: "fresh" })
    expect(await cachedListing(null, pgAt(1), {}, compute)).toEqual({ body: "fresh", hit: false })
    expect(await cachedListing(memoryCaching(), pgAt(null), {}, compute)).toEqual({ body: "fresh", hit: false })
    const broken = { get: async () => Promise.reject(new Error("down")), set: async () => Promise.reject(new Error("down")) }
    expect(await cachedListing(broken, pgAt(1), {}, compute)).toEqual({ body: "fresh", hit: false })
  })
})

describe("listing cache: answers that must stay live", () => {
  it("does not store an answer computed with ttl 0", async () => {
    const caching = memoryCaching()
    let n = 0
    const compute = async () => ({ body: ++n, ttl: 0 })
    await cachedListing(caching, pgAt(1), { k: "bare-list" }, compute)
    expect(await cachedListing(caching, pgAt(1), { k: "bare-list" }, compute)).toEqual({ body: 2, hit: false })
    expect(caching.store.size).toBe(0)
  })
})

describe("listing cache: a miss under load", () => {
  it("computes once for requests of the same missing entry that arrive together", async () => {
    const caching = memoryCaching()
    let computed = 0
    const compute = async () => {
      computed++
      await new Promise((r) => setTimeout(r, 20))
      return { body: "answer" }
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedListing(caching, pgAt(3), { k: "busy" }, compute)))
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
    const results = await Promise.allSettled([1, 2].map(() => cachedListing(caching, pgAt(4), { k: "x" }, failing)))
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"])
    expect(calls).toBe(1)
    expect(await cachedListing(caching, pgAt(4), { k: "x" }, async () => ({ body: "back" }))).toEqual({ body: "back", hit: false })
  })
})
