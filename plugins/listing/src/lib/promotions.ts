import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Lang } from "./keys"
import type { ListingPromotion } from "@shop/contracts/listing"

/**
 * Running catalogue discounts (the catalog plugin's `catalog_discount` rows) read with SQL, as
 * the indexer reads brands and features: the promotion page's header, its rotator and the home
 * page's deal block all go through here, so "running" means the same thing everywhere: active,
 * started (or no start) and not ended, judged by the database clock at the time of the request.
 */
const RUNNING = `deleted_at is null and status = 'active' and (starts_at is null or starts_at <= now()) and ends_at > now()`

/** The contract's running discount, plus the price list it is kept as (never sent to the store). */
export type Promotion = ListingPromotion & { price_list_id: string | null }

/** French base texts, `translations: { en: { title, slogan }, ar: {...} }`; French fallback. */
type DiscountRow = {
  id: string
  title: string
  slogan: string | null
  translations: Partial<Record<Lang, Partial<Record<"title" | "slogan", unknown>>>> | null
  banner_url: string | null
  value_type: ListingPromotion["value_type"]
  value: string | number
  starts_at: Date | null
  ends_at: Date
  price_list_id: string | null
}

const text = (row: DiscountRow, field: "title" | "slogan", lang: Lang): string | null => {
  const own = row.translations?.[lang]?.[field]
  if (lang !== "fr" && typeof own === "string" && own.trim()) return own
  const fr = row[field]
  return typeof fr === "string" && fr.trim() ? fr : null
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

export type PromotionQuery = { ids?: string[]; exclude?: string; limit?: number }

/**
 * Running discounts in the visitor's language, the one ending soonest first. `ids` restricts to
 * those (order kept by end date), `exclude` leaves one out (the page being shown).
 */
export async function runningPromotions(pg: Knex, lang: Lang, opts: PromotionQuery = {}): Promise<Promotion[]> {
  const where: string[] = [RUNNING]
  const b: unknown[] = []
  if (opts.ids) {
    where.push("id = any(?::text[])")
    b.push(opts.ids)
  }
  if (opts.exclude) {
    where.push("id <> ?")
    b.push(opts.exclude)
  }
  const { rows } = await pg.raw<{ rows: DiscountRow[] }>(
    `select id, title, slogan, translations, banner_url, value_type, value, starts_at, ends_at, price_list_id
       from catalog_discount where ${where.join(" and ")} order by ends_at, id limit ?`,
    [...b, opts.limit ?? 10] as Knex.RawBinding[]
  )
  return rows.map((r) => ({
    id: r.id,
    title: text(r, "title", lang) ?? "",
    slogan: text(r, "slogan", lang),
    banner_url: r.banner_url ?? null,
    value_type: r.value_type,
    value: Number(r.value),
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at)!,
    price_list_id: r.price_list_id ?? null,
  }))
}

/** A promotion as buyers see it (the price list stays internal). */
export const publicPromotion = ({ price_list_id: _internal, ...p }: Promotion) => p
