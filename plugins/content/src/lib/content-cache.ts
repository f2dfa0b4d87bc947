import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cachedAnswer, secondsUntil, type Caching, type Scope } from "@shop/shared/answer-cache"
import { LISTING_MODULE, type Listing } from "./listing"

/**
 * Store content answers (pages of blocks, menus) cached like listings (Medusa's caching module,
 * Redis, every process sharing it). The key carries two versions read before computing: the
 * content's (raised by a trigger on every content table) and the listing's (product cards,
 * prices, discounts, brands and categories with products). What neither follows waits at most
 * the TTL, 60 s: the clock (a block or a discount ending, a scheduled blog post) and a
 * catalogue change that touches no listed product (an empty category renamed).
 */
export async function contentVersion(scope: Scope): Promise<string | null> {
  if (!scope.hasRegistration(LISTING_MODULE)) return null
  const pg = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // the listing's version as its module service writes it, read in the same statement as ours
  const listing = scope.resolve<Listing>(LISTING_MODULE).versionQuery()
  const { rows } = await pg.raw(`select (select version from content_state where id = 1) as c, (${listing}) as l`)
  const r = rows[0]
  return r?.c == null || r?.l == null ? null : `${r.c}.${r.l}`
}

export const cachedContent = <T>(caching: Caching | null, scope: Scope, parts: Record<string, unknown>, compute: () => Promise<{ body: T; ttl?: number }>) =>
  cachedAnswer(caching, "content", () => contentVersion(scope), parts, compute)

/** Seconds until the first date in an answer (`starts_at`, `ends_at` at any depth) still ahead. */
export function secondsUntilChange(body: unknown): number | undefined {
  const dates: string[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if ((k === "ends_at" || k === "starts_at") && typeof x === "string") dates.push(x)
        else walk(x)
      }
  }
  walk(body)
  return secondsUntil(dates)
}
