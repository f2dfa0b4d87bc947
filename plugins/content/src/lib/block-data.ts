import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { BlockConfig, BlockType } from "@shop/contracts/content"
import type { CardFrag } from "@shop/listing/modules/listing"
import { blogCategoryOut, postCards, type BlogCategoryRow } from "./blog-read"
import { pick, type Lang } from "./i18n"
import type { Listing } from "./listing"
import { paths } from "./paths"

export type { BlockConfig }

/** Default number of items of a list block. */
const DEFAULT_NUMBER = 10

export type ReadCtx = { pg: Knex; lang: Lang; salesChannelIds: string[]; listing: Listing }

const f = (sql: string, ...b: unknown[]): CardFrag => ({ sql, b })
const nonEmpty = (a?: string[]) => (Array.isArray(a) && a.length ? a : null)

/**
 * Quantities sold per product from the orders' current line items (canceled orders and deleted
 * lines excluded), as a CTE joined to the read model: one statement, computed per request.
 */
const SOLD = f(`with sold as (
    select li.product_id, sum(oi.quantity) as qty
      from order_item oi
      join "order" o on o.id = oi.order_id and o.version = oi.version and o.deleted_at is null and o.status <> 'canceled'
      join order_line_item li on li.id = oi.item_id and li.deleted_at is null
     where oi.deleted_at is null and li.product_id is not null
     group by li.product_id)`)

/** The product query of a product block, or null when its required target is not set. */
function productQuery(type: BlockType, c: BlockConfig): { where?: CardFrag; with?: CardFrag; join?: CardFrag; order?: CardFrag } | null {
  switch (type) {
    case "products_carousel":
    case "products_grid": {
      const ids = nonEmpty(c.product_ids)
      return ids ? { where: f("lp.id = any(?::text[])", ids), order: f("array_position(?::text[], lp.id)", ids) } : { where: f("lp.featured") }
    }
    case "discounted_products":
      return {
        where: f("cardinality(lp.sale_price_list_ids) > 0 and lp.original_price > lp.price"),
        order: f("(lp.original_price - lp.price) / lp.original_price desc, lp.product_created_at desc, lp.id"),
      }
    case "bestsellers_products":
      return { with: SOLD, join: f("join sold s on s.product_id = lp.id"), order: f("s.qty desc, lp.product_created_at desc, lp.id") }
    case "collection_products":
      return c.collection_id ? { where: f("lp.collection_id = ?", c.collection_id) } : null
    case "category_products_carousel":
      // category_ids holds every ancestor too, so a parent category shows its children's products
      return c.category_id ? { where: f("lp.category_ids @> array[?]::text[]", c.category_id) } : null
    case "brands_products_carousel":
      return c.brand_id ? { where: f("lp.brand_id = ?", c.brand_id) } : null
    case "brand_lines_products_carousel":
      return c.brand_line_id ? { where: f("lp.brand_line_id = ?", c.brand_line_id) } : null
    case "tag_products":
      return c.tag_value
        ? {
            where: f(
              `exists (select 1 from product_tags pt join product_tag t on t.id = pt.product_tag_id and t.deleted_at is null
                        where pt.product_id = lp.id and lower(t.value) = lower(?))`,
              c.tag_value
            ),
          }
        : null
    default:
      return null
  }
}

async function categories(ctx: ReadCtx, c: BlockConfig, limit: number) {
  const ids = nonEmpty(c.category_ids)
  const { rows }: { rows: { id: string; handle: string; name: string; image_url: string | null }[] } = await ctx.pg.raw(
    `select c.id, c.handle, coalesce(nullif(trim(t.translations->>'name'), ''), c.name) as name, c.metadata->>'image_url' as image_url
       from product_category c
       left join translation t on t.reference_id = c.id and t.deleted_at is null and split_part(t.locale_code, '-', 1) = ?
      where c.deleted_at is null and c.is_active and not c.is_internal and ${ids ? "c.id = any(?::text[])" : "c.parent_category_id is null"}
      order by ${ids ? "array_position(?::text[], c.id)" : "c.rank, c.name"} limit ?`,
    [ctx.lang, ...(ids ? [ids, ids] : []), limit]
  )
  return rows.map((r) => ({ id: r.id, handle: r.handle, name: r.name, image_url: r.image_url ?? null, path: paths.category(r.handle) }))
}

/** A brand or brand line row: French name in the column, other languages in `translations`. */
type NamedRow = { id: string; slug: string; name: string; logo_url: string | null; translations: Partial<Record<"en" | "ar", { name?: string | null }>> | null }
const tr = (row: NamedRow, field: "name", lang: Lang) => pick({ fr: row[field], en: row.translations?.en?.[field], ar: row.translations?.ar?.[field] }, lang)

async function brands(ctx: ReadCtx, limit: number) {
  const { rows }: { rows: NamedRow[] } = await ctx.pg.raw(
    `select id, slug, name, logo_url, translations from brand where deleted_at is null and active order by name limit ?`,
    [limit]
  )
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: tr(r, "name", ctx.lang) ?? r.name, logo_url: r.logo_url ?? null, path: paths.brand(r.slug) }))
}

async function brandLines(ctx: ReadCtx, c: BlockConfig, limit: number) {
  const { rows }: { rows: (NamedRow & { brand_slug: string })[] } = await ctx.pg.raw(
    `select l.id, l.slug, l.name, l.logo_url, l.translations, b.slug as brand_slug from brand_line l
       join brand b on b.id = l.brand_id and b.deleted_at is null and b.active
      where l.deleted_at is null ${c.brand_id ? "and b.id = ?" : ""} order by b.name, l.name limit ?`,
    [...(c.brand_id ? [c.brand_id] : []), limit]
  )
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: tr(r, "name", ctx.lang) ?? r.name,
    logo_url: r.logo_url ?? null,
    brand_slug: r.brand_slug,
    path: paths.brandLine(r.slug),
  }))
}

/** Running catalogue discounts with their discounted products (one card query per discount). */
async function discounts(ctx: ReadCtx, c: BlockConfig, limit: number) {
  const running = await ctx.listing.runningPromotions(ctx.lang, { ids: nonEmpty(c.discount_ids) ?? undefined, limit: 10 })
  return Promise.all(
    // the price list stays internal: buyers see the discount, not how it is priced
    running.map(async ({ price_list_id, ...d }) => ({
      ...d,
      path: paths.promotion(d.id),
      products: price_list_id
        ? await ctx.listing.productCards({
            lang: ctx.lang,
            salesChannelIds: ctx.salesChannelIds,
            limit,
            where: f("lp.sale_price_list_ids @> array[?]::text[]", price_list_id),
          })
        : [],
    }))
  )
}

async function blogCategories(ctx: ReadCtx, limit: number) {
  const { rows }: { rows: BlogCategoryRow[] } = await ctx.pg.raw(
    `select id, slug, name, description, thumbnail_url from blog_category where deleted_at is null order by slug limit ?`,
    [limit]
  )
  return rows.map((r) => blogCategoryOut(r, ctx.lang))
}

/** The type-specific `data` of one block, each list already filtered to what buyers may see. */
export async function blockData(ctx: ReadCtx, type: BlockType, config: BlockConfig | null, number: number | null): Promise<Record<string, unknown>> {
  const c = config ?? {}
  const limit = number && number > 0 ? number : DEFAULT_NUMBER
  const pq = productQuery(type, c)
  if (pq) return { products: await ctx.listing.productCards({ lang: ctx.lang, salesChannelIds: ctx.salesChannelIds, limit, ...pq }) }
  switch (type) {
    case "collection_products":
    case "category_products_carousel":
    case "brands_products_carousel":
    case "brand_lines_products_carousel":
    case "tag_products":
      return { products: [] }
    case "categories_carousel":
      return { categories: await categories(ctx, c, limit) }
    case "brands_carousel":
      return { brands: await brands(ctx, limit) }
    case "brand_lines_carousel":
      return { brand_lines: await brandLines(ctx, c, limit) }
    case "discount_block":
      return { discounts: await discounts(ctx, c, limit) }
    case "blog_posts_carousel":
      return { posts: await postCards(ctx.pg, ctx.lang, { ids: nonEmpty(c.post_ids) ?? undefined, categoryId: c.blog_category_id ?? undefined, limit }) }
    case "blog_post_card":
      return { post: c.post_id ? ((await postCards(ctx.pg, ctx.lang, { ids: [c.post_id], limit: 1 }))[0] ?? null) : null }
    case "blog_categories_carousel":
      return { blog_categories: await blogCategories(ctx, limit) }
    default:
      return {}
  }
}
