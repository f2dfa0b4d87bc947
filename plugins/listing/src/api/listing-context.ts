import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MedusaError } from "@medusajs/framework/utils"
import type { Lang } from "../lib/keys"
import type { ListingContext } from "../lib/params"
import { publicPromotion, runningPromotions } from "../lib/promotions"
import { MIN_QUERY, searchMatch } from "../lib/search"

const notFound = (what: string, key: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `${what} ${key} was not found`)
const NEW_DAYS = () => Math.max(1, Number(process.env.CATALOG_NEW_DAYS) || 30)

/** `{fr, en, ar}` → the visitor's language, else French. */
export const pick = (texts: Record<string, string | undefined> | null | undefined, lang: Lang, fallback: string) => texts?.[lang]?.trim() || fallback

type CategoryText = { id: string; handle: string; name: string; rank: number }
async function categoryTexts(pg: Knex, ids: string[], lang: Lang): Promise<Map<string, CategoryText>> {
  if (!ids.length) return new Map()
  const { rows } = await pg.raw<{ rows: (CategoryText & { translations: { name?: string } | null })[] }>(
    `select c.id, c.handle, c.name, c.rank, t.translations from product_category c
       left join translation t on t.reference_id = c.id and t.deleted_at is null and split_part(t.locale_code, '-', 1) = ?
      where c.id = any(?)`,
    [lang, ids]
  )
  return new Map(rows.map((r) => [r.id, { id: r.id, handle: r.handle, name: r.translations?.name?.trim() || r.name, rank: r.rank }]))
}
export { categoryTexts }

/**
 * Resolves the listing context from the URL (404 when it does not exist or is not shown to
 * buyers) into its SQL condition, its title in the visitor's language and the categories that
 * the sub-category facet offers.
 */
export async function resolveContext(pg: Knex, type: ListingContext, key: string | undefined, lang: Lang, q?: string) {
  const raw = key ?? ""
  const need = () => {
    if (!raw) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid key: a ${type} listing needs a slug, handle or id`)
    return raw.toLowerCase()
  }
  const topLevel = async () =>
    (
      await pg.raw<{ rows: { id: string }[] }>(
        `select id from product_category where parent_category_id is null and deleted_at is null and is_active and not is_internal`
      )
    ).rows.map((r) => r.id)
  switch (type) {
    case "category": {
      // one round trip: the category, its name in the language and its children
      const { rows } = await pg.raw(
        `select c.id, c.handle, coalesce(nullif(trim(t.translations->>'name'), ''), c.name) as name,
                array(select ch.id from product_category ch where ch.parent_category_id = c.id and ch.deleted_at is null
                       and ch.is_active and not ch.is_internal) as children
           from product_category c
           left join translation t on t.reference_id = c.id and t.deleted_at is null and split_part(t.locale_code, '-', 1) = ?
          where (lower(c.handle) = ? or c.id = ?) and c.deleted_at is null and c.is_active and not c.is_internal limit 1`,
        [lang, need(), raw]
      )
      if (!rows[0]) throw notFound("Category", raw)
      const c = rows[0]
      return {
        where: { sql: "category_ids @> array[?]::text[]", b: [c.id] },
        context: { type, id: c.id, handle: c.handle, title: c.name },
        subCategoryIds: c.children as string[],
      }
    }
    case "brand": {
      const k = need()
      const { rows } = await pg.raw(
        `select id, slug, name, logo_url, translations from brand where (lower(slug) = ? or id = ?) and deleted_at is null and active`,
        [k, raw]
      )
      if (!rows[0]) throw notFound("Brand", raw)
      const b = rows[0]
      return {
        where: { sql: "brand_id = ?", b: [b.id] },
        context: { type, id: b.id, handle: b.slug, title: b.translations?.[lang]?.name || b.name, logo_url: b.logo_url ?? null },
        subCategoryIds: await topLevel(),
      }
    }
    case "brand-line": {
      const k = need()
      // line slugs are unique within a brand only: a slug shared by two brands lists both lines
      const { rows } = await pg.raw<{ rows: { id: string; slug: string; name: string; translations: Partial<Record<Lang, { name?: string }>> | null }[] }>(
        `select bl.id, bl.slug, bl.name, bl.translations from brand_line bl join brand b on b.id = bl.brand_id and b.deleted_at is null and b.active
          where (lower(bl.slug) = ? or bl.id = ?) and bl.deleted_at is null order by bl.created_at`,
        [k, raw]
      )
      if (!rows[0]) throw notFound("Brand line", raw)
      return {
        where: { sql: "brand_line_id = any(?::text[])", b: [rows.map((r) => r.id)] },
        context: { type, id: rows[0].id, handle: rows[0].slug, title: rows[0].translations?.[lang]?.name || rows[0].name },
        subCategoryIds: await topLevel(),
      }
    }
    case "collection": {
      const k = need()
      const { rows } = await pg.raw(
        `select c.id, c.handle, c.title, t.translations from product_collection c
           left join translation t on t.reference_id = c.id and t.deleted_at is null and split_part(t.locale_code, '-', 1) = ?
          where (lower(c.handle) = ? or c.id = ?) and c.deleted_at is null limit 1`,
        [lang, k, raw]
      )
      if (!rows[0]) throw notFound("Collection", raw)
      const c = rows[0]
      return {
        where: { sql: "collection_id = ?", b: [c.id] },
        context: { type, id: c.id, handle: c.handle, title: c.translations?.title || c.title },
        subCategoryIds: await topLevel(),
      }
    }
    case "promotion": {
      const k = need()
      // the storefront's /promotions/{id} names a catalogue discount; the page shows its header and
      // the other running ones (the rotator). Read in parallel: all are small indexed reads.
      const [[d], others, top] = await Promise.all([
        runningPromotions(pg, lang, { ids: [raw], limit: 1 }),
        runningPromotions(pg, lang, { limit: 11 }),
        topLevel(),
      ])
      if (d) {
        return {
          // a discount whose price list is not made yet lists nothing rather than everything
          where: d.price_list_id ? { sql: "sale_price_list_ids @> array[?]::text[]", b: [d.price_list_id] } : { sql: "false", b: [] },
          context: {
            type,
            handle: d.id,
            ...publicPromotion(d),
            others: others
              .filter((o) => o.id !== d.id)
              .slice(0, 10)
              .map(publicPromotion),
          },
          subCategoryIds: top,
        }
      }
      // a bare sale price list (made in Medusa's own price list screens) while it runs; once ended
      // or before it starts it is not a promotion page, so its products are never shown as on sale
      const { rows } = await pg.raw(
        `select id, title, starts_at, ends_at from price_list where id = ? and type = 'sale' and status = 'active' and deleted_at is null
            and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`,
        [raw]
      )
      if (!rows[0]) throw notFound("Promotion", k)
      const p = rows[0]
      return {
        where: { sql: "sale_price_list_ids @> array[?]::text[]", b: [p.id] },
        context: { type, id: p.id, handle: p.id, title: p.title, starts_at: p.starts_at, ends_at: p.ends_at, others: others.slice(0, 10).map(publicPromotion) },
        subCategoryIds: top,
        // Medusa emits no event when a price list's dates or status change: never cached
        uncacheable: true,
      }
    }
    case "search": {
      const match = await searchMatch(pg, q ?? "")
      if (!match) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid q: type at least ${MIN_QUERY} letters or digits to search`)
      return {
        where: match.where,
        // the default sort puts the closest names first; price sorts stay price sorts
        order: match.rank,
        context: { type, id: null, handle: null, title: null, query: (q ?? "").trim() },
        subCategoryIds: await topLevel(),
      }
    }
    case "featured":
      return { where: { sql: "featured", b: [] }, context: { type, id: null, handle: null, title: null }, subCategoryIds: await topLevel() }
    case "new": {
      const days = NEW_DAYS()
      return {
        where: { sql: "product_created_at >= now() - make_interval(days => ?)", b: [days] },
        context: { type, id: null, handle: null, title: null, days },
        subCategoryIds: await topLevel(),
      }
    }
  }
}
