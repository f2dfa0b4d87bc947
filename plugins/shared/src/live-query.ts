/**
 * Medusa's Query with every `graph` read kept out of its query cache (the WIP `caching` flag, on
 * with Redis). Stock is the reason: `getVariantAvailability` asks the cache with tags that are only
 * invalidated when the reservation's event is handled, after the order's answer, so a read right
 * after an order could still say 5 where 3 are left (seen in the catalog-store spec, 2026-11-25).
 * Stock is read live everywhere it decides or shows something: the product page, the order's stock
 * hold, the out-of-stock answer.
 */
export function withoutQueryCache<Q extends object>(query: Q): Q {
  return new Proxy(query, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver)
      if (prop !== "graph" || typeof value !== "function") return value
      return (config: unknown, options?: { cache?: object }) => value.call(target, config, { ...options, cache: { ...options?.cache, enable: false } })
    },
  })
}
