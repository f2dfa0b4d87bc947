import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { cachedListing, listingCacheKey } from "../listing-cache"

/** A knex stand-in answering the version query only. */
const pgAt = (version: number | null) => ({ raw: async () => ({ rows: version === null ? [] : [{ version }] }) }) as unknown as Knex

/** An in-memory stand-in for Medusa's caching module (get/set by key). */
function memoryCaching() {
  const store = new Map<string, { data: unknown; ttl?: number }>()
  return {
    store,
    get: async ({ key }: { key: string }) => store.get(key)?.data ?? null,
    set: async ({ key, data, ttl }: { key: string; data: unknown; ttl?: number }) => void store.set(key, { data, ttl }),
  }
}

// the cache's own rules (TTL, failures, one computation under load) are tested with it in @shop/shared
describe("listing cache", () => {
  it("keys the same query the same way whatever the order of its parameters, and by version", () => {
    const a = listingCacheKey("7", { type: "category", q: { brand: ["b", "a"] }, channels: ["sc2", "sc1"] })
    const b = listingCacheKey("7", { channels: ["sc1", "sc2"], q: { brand: ["a", "b"] }, type: "category" })
    expect(a).toBe(b)
    expect(listingCacheKey("8", { type: "category" })).not.toBe(listingCacheKey("7", { type: "category" }))
  })

  it("answers from the cache until the listing version row moves, and computes without a version row", async () => {
    const caching = memoryCaching()
    let computed = 0
    const compute = async () => ({ body: { n: ++computed } })
    expect(await cachedListing(caching, pgAt(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: false })
    expect(await cachedListing(caching, pgAt(1), { k: 1 }, compute)).toEqual({ body: { n: 1 }, hit: true })
    expect(await cachedListing(caching, pgAt(2), { k: 1 }, compute)).toEqual({ body: { n: 2 }, hit: false })
    expect(await cachedListing(caching, pgAt(null), { k: 1 }, compute)).toEqual({ body: { n: 3 }, hit: false })
  })
})
