import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { answerCacheKey, cachedAnswer, type Caching } from "@shop/shared/answer-cache"

/**
 * Listing answers cached under the listing version (the mechanism is `@shop/shared/answer-cache`).
 * The indexer raises the version after it commits a write to `listing_product`
 * (`bumpListingVersion`), so the next request reads a new version and misses. Other plugins read
 * the version through the listing module's service (`version()`), never this file.
 */
/** The statement reading the version (one row, one column), also offered as a sub-query (`versionQuery`). */
export const LISTING_VERSION_SQL = `select version from listing_state where id = 1`

/** The stock version (decision 0080): raised by a trigger when a stock change may flip a combination's availability. */
export const STOCK_VERSION_SQL = `select version from listing_stock_state where id = 1`

export async function listingVersion(pg: Knex): Promise<string | null> {
  const { rows } = await pg.raw(LISTING_VERSION_SQL)
  return rows[0] ? String(rows[0].version) : null
}

/** Called by the indexer after each write to listing_product (in the writer's transaction when it has one). */
export async function bumpListingVersion(pg: Knex) {
  await pg.raw(`update listing_state set version = version + 1, updated_at = now() where id = 1`)
}

export const listingCacheKey = (version: string, parts: Record<string, unknown>) => answerCacheKey("listing", version, parts)

/** A listing answer, cached under the listing version. */
export const cachedListing = <T>(
  caching: Caching | null,
  pg: Knex,
  parts: Record<string, unknown>,
  compute: () => Promise<{ body: T; ttl?: number }>,
  version: () => Promise<string | null> = () => listingVersion(pg)
) => cachedAnswer(caching, "listing", version, parts, compute)

/** The version read once per request: the cache key and the in-process facet index share it. */
export function versionOnce(pg: Knex): () => Promise<string | null> {
  let p: Promise<string | null> | null = null
  return () => (p ??= listingVersion(pg))
}
