import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { createHash } from "node:crypto"
import { effectivePrice, type CardPromotion, type SalePrice } from "./pricing"
import { attributeKey, featureKey, langOf, LANGS, type Lang } from "./keys"
import { bumpListingVersion } from "./listing-cache"
import { addSearchKeys, searchText } from "./search"

type I18n = Partial<Record<Lang, string>>
const BATCH = 1000

/**
 * Builds `listing_product` rows from Medusa's tables (product, pricing, inventory, translation
 * modules) and the catalog plugin's links, for the given products. Set-based reads (one query per
 * concern per batch of 1,000 products): a full rebuild of 20,000 products takes seconds, a product
 * edit milliseconds. Products gone or soft-deleted lose their row. Returns how many rows were
 * written. Called by the queue's drain only (`refresh.ts`), one at a time across processes.
 *
 * The listing version (the key of every cached listing, menu, content and product page) is raised after
 * every call, except when all the products were queued by stock changes only (`stockOnly`) and each was
 * re-indexed to the row it had (same content hash): a cash-on-delivery order's reservation that leaves its
 * product in stock keeps every cache (decision 0085). Any other change raises it as before, whether or not
 * its row changed: some caches keyed by the version hold what no row does (a product page's related
 * products, a discount's dates), and those changes reach them through this bump.
 */
export async function indexProducts(
  pg: Knex,
  ids: string[],
  { now = new Date(), stockOnly }: { now?: Date; stockOnly?: ReadonlySet<string> } = {}
): Promise<number> {
  if (!ids.length) return 0
  let written = 0
  let changed = ids.some((id) => !stockOnly?.has(id))
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await indexBatch(pg, [...new Set(ids.slice(i, i + BATCH))], now)
    written += batch.written
    changed ||= batch.changed
  }
  if (changed) await bumpListingVersion(pg)
  return written
}

/** A row's content, hashed: every column but the bookkeeping ones (equal hashes, same listing). */
const contentHash = (row: Record<string, unknown>) =>
  createHash("sha1")
    .update(JSON.stringify(row, (k, v) => (k === "indexed_at" || k === "updated_at" ? undefined : v)))
    .digest("base64url")

/** The rows of one query on a batch of ids, typed by the row type the caller declares for its select. */
async function all<T>(pg: Knex, sql: string, ids: string[]): Promise<T[]> {
  return (await pg.raw<{ rows: T[] }>(sql, [ids])).rows
}

type ProductRow = {
  id: string
  handle: string
  status: string
  collection_id: string | null
  created_at: Date
  thumbnail: string | null
  title: string
  metadata: Record<string, unknown> | null
}
type Of<T> = { product_id: string } & T
type VariantRow = { id: string; product_id: string; manage_inventory: boolean; allow_backorder: boolean; variant_rank: number | null }
type SaleRow = SalePrice & {
  variant_id: string
  discount_id: string | null
  discount_value_type: CardPromotion["value_type"] | null
  discount_value: string | number | null
}
/** A Translation module row: `translations` holds the translated fields of one record in one locale. */
type TranslationRow = { reference_id: string; locale_code: string; translations: Record<string, unknown> | null }
/** The catalog plugin's JSON translations column: `{ en: { name }, ar: { name } }`. */
type CatalogTranslations = Partial<Record<string, Record<string, unknown>>> | null

const group = <T>(rows: T[], key: (r: T) => string) => {
  const m = new Map<string, T[]>()
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r])
  return m
}

/** `{fr: base, en: ..., ar: ...}` from the Translation module's rows of one record. */
function texts(base: string, field: string, translations: TranslationRow[] | undefined): I18n {
  const out: I18n = { fr: base }
  for (const t of translations ?? []) {
    const v = t.translations?.[field]
    const lang = langOf(t.locale_code)
    if (lang && lang !== "fr" && typeof v === "string" && v.trim()) out[lang] = v.trim()
  }
  return out
}

/** The JSON translations column of the catalog plugin's rows (decision 0006). */
function catalogTexts(base: string, field: string, translations: CatalogTranslations): I18n {
  const out: I18n = { fr: base }
  for (const lang of ["en", "ar"] as const) {
    const v = translations?.[lang]?.[field]
    if (typeof v === "string" && v.trim()) out[lang] = v.trim()
  }
  return out
}

/** Writes the batch's rows; `changed`: a row appeared, went, or has another content than before. */
async function indexBatch(pg: Knex, ids: string[], now: Date): Promise<{ written: number; changed: boolean }> {
  const products = await all<ProductRow>(
    pg,
    `select id, handle, status, collection_id, created_at, thumbnail, title, metadata from product where id = any(?) and deleted_at is null`,
    ids
  )
  const live = products.map((p) => p.id)
  const gone = await pg.raw<{ rows: unknown[] }>(`delete from listing_product where id = any(?) and not (id = any(?)) returning id`, [ids, live])
  if (!live.length) return { written: 0, changed: gone.rows.length > 0 }

  const [channels, categories, brands, lines, features, variants, prices, sales, stock, options, images, tags, translations] = await Promise.all([
    all<Of<{ sales_channel_id: string }>>(
      pg,
      `select product_id, sales_channel_id from product_sales_channel where product_id = any(?) and deleted_at is null`,
      live
    ),
    all<Of<{ id: string; handle: string; name: string; mpath: string; rank: number }>>(
      pg,
      `select pcp.product_id, c.id, c.handle, c.name, c.mpath, c.rank from product_category_product pcp
           join product_category c on c.id = pcp.product_category_id and c.deleted_at is null and c.is_active and not c.is_internal
          where pcp.product_id = any(?)`,
      live
    ),
    all<Of<{ id: string; slug: string; name: string; logo_url: string | null; translations: CatalogTranslations }>>(
      pg,
      `select l.product_id, b.id, b.slug, b.name, b.logo_url, b.translations from product_product_catalog_brand l
           join brand b on b.id = l.brand_id and b.deleted_at is null and b.active
          where l.product_id = any(?) and l.deleted_at is null order by l.created_at`,
      live
    ),
    all<Of<{ id: string; slug: string; name: string; translations: CatalogTranslations }>>(
      pg,
      `select l.product_id, bl.id, bl.slug, bl.name, bl.translations from product_product_catalog_brand_line l
           join brand_line bl on bl.id = l.brand_line_id and bl.deleted_at is null
          where l.product_id = any(?) and l.deleted_at is null order by l.created_at`,
      live
    ),
    all<Of<{ code: string; value: string }>>(
      pg,
      `select l.product_id, ft.code, fv.value from product_product_catalog_feature_value l
           join feature_value fv on fv.id = l.feature_value_id and fv.deleted_at is null
           join feature_type ft on ft.id = fv.feature_type_id and ft.deleted_at is null
          where l.product_id = any(?) and l.deleted_at is null`,
      live
    ),
    all<VariantRow>(
      pg,
      `select id, product_id, manage_inventory, allow_backorder, variant_rank from product_variant
          where product_id = any(?) and deleted_at is null order by variant_rank, created_at, id`,
      live
    ),
    all<{ variant_id: string; amount: string | number }>(
      pg,
      `select v.id as variant_id, min(pr.amount) as amount from product_variant v
           join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
           join price pr on pr.price_set_id = vps.price_set_id and pr.deleted_at is null and pr.price_list_id is null
                        and pr.currency_code = 'dzd' and pr.rules_count = 0 and coalesce(pr.min_quantity, 1) <= 1
          where v.product_id = any(?) and v.deleted_at is null group by v.id`,
      live
    ),
    // sale price lists without customer-group rules: what an anonymous buyer is charged, and the
    // catalogue discount that owns the list, if any (its rule is the card's badge)
    all<SaleRow>(
      pg,
      `select v.id as variant_id, pr.amount, pl.id as price_list_id, pl.starts_at, pl.ends_at,
                cd.id as discount_id, cd.value_type as discount_value_type, cd.value as discount_value from product_variant v
           join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
           join price pr on pr.price_set_id = vps.price_set_id and pr.deleted_at is null and pr.currency_code = 'dzd'
                        and pr.rules_count = 0 and coalesce(pr.min_quantity, 1) <= 1
           join price_list pl on pl.id = pr.price_list_id and pl.deleted_at is null and pl.type = 'sale'
                        and pl.status = 'active' and pl.rules_count = 0
           left join catalog_discount cd on cd.price_list_id = pl.id and cd.deleted_at is null and cd.status = 'active'
          where v.product_id = any(?) and v.deleted_at is null order by pl.id`,
      live
    ),
    all<{ variant_id: string; available: string | number }>(
      pg,
      `select v.id as variant_id, min(floor(coalesce(lv.available, 0) / greatest(vii.required_quantity, 1))) as available
           from product_variant v
           join product_variant_inventory_item vii on vii.variant_id = v.id and vii.deleted_at is null
           left join (select inventory_item_id, sum(stocked_quantity - reserved_quantity) as available from inventory_level
                       where deleted_at is null group by inventory_item_id) lv on lv.inventory_item_id = vii.inventory_item_id
          where v.product_id = any(?) and v.deleted_at is null group by v.id`,
      live
    ),
    all<Of<{ option_id: string; title: string; value_id: string; value: string }>>(
      pg,
      `select v.product_id, o.id as option_id, o.title, ov.id as value_id, ov.value from product_variant v
           join product_variant_option vo on vo.variant_id = v.id
           join product_option_value ov on ov.id = vo.option_value_id and ov.deleted_at is null
           join product_option o on o.id = ov.option_id and o.deleted_at is null
          where v.product_id = any(?) and v.deleted_at is null`,
      live
    ),
    all<Of<{ url: string }>>(pg, `select product_id, url from image where product_id = any(?) and deleted_at is null order by rank, created_at`, live),
    all<Of<{ id: string; value: string }>>(
      pg,
      `select pt.product_id, t.id, t.value from product_tags pt join product_tag t on t.id = pt.product_tag_id and t.deleted_at is null
          where pt.product_id = any(?) order by t.value`,
      live
    ),
    all<TranslationRow>(pg, `select reference_id, locale_code, translations from translation where deleted_at is null and reference_id = any(?)`, live),
  ])

  // translations of the categories, options, values and tags met above
  const otherIds = [...categories.map((c) => c.id), ...options.flatMap((o) => [o.option_id, o.value_id]), ...tags.map((t) => t.id)]
  const otherTranslations = otherIds.length
    ? await all<TranslationRow>(pg, `select reference_id, locale_code, translations from translation where deleted_at is null and reference_id = any(?)`, [
        ...new Set(otherIds),
      ])
    : []
  const tr = group([...translations, ...otherTranslations], (t) => t.reference_id)
  const categoryNames = await searchCategoryNames(pg, categories, tr)

  const by = {
    channels: group(channels, (r) => r.product_id),
    categories: group(categories, (r) => r.product_id),
    brands: group(brands, (r) => r.product_id),
    lines: group(lines, (r) => r.product_id),
    features: group(features, (r) => r.product_id),
    variants: group(variants, (r) => r.product_id),
    options: group(options, (r) => r.product_id),
    images: group(images, (r) => r.product_id),
    tags: group(tags, (r) => r.product_id),
  }
  const basePrice = new Map(prices.map((p) => [p.variant_id, Number(p.amount)]))
  const salePrices = group(sales, (s) => s.variant_id)
  const discountOf = new Map<string, CardPromotion>(
    sales
      // a row with a discount (left join) has its type too
      .filter((s): s is SaleRow & { discount_id: string; discount_value_type: CardPromotion["value_type"] } => !!s.discount_id)
      .map((s) => [s.price_list_id, { discount_id: s.discount_id, value_type: s.discount_value_type, value: Number(s.discount_value) }])
  )
  const available = new Map(stock.map((s) => [s.variant_id, Number(s.available)]))

  const rows = products.map((p) => {
    const cats = by.categories.get(p.id) ?? []
    // the most specific category is the main one (deepest path, then rank)
    const main = [...cats].sort((a, b) => b.mpath.split(".").length - a.mpath.split(".").length || a.rank - b.rank)[0]
    const brand = by.brands.get(p.id)?.[0]
    const line = by.lines.get(p.id)?.[0]
    const pvariants = by.variants.get(p.id) ?? []
    const sellable = (v: VariantRow) => !v.manage_inventory || v.allow_backorder || (available.get(v.id) ?? 0) > 0
    const priced = pvariants
      .filter((v) => basePrice.has(v.id))
      .map((v) => ({ v, ...effectivePrice(basePrice.get(v.id)!, (salePrices.get(v.id) ?? []) as SalePrice[], now) }))
    const inStock = priced.filter((x) => sellable(x.v))
    // the card shows the cheapest variant a buyer can get, else the cheapest at all
    const shown = [...(inStock.length ? inStock : priced)].sort((a, b) => a.price - b.price)[0]
    const attrs: Record<string, { type: I18n; value: I18n }> = {}
    for (const o of by.options.get(p.id) ?? []) {
      attrs[attributeKey(o.title, o.value)] = { type: texts(o.title, "title", tr.get(o.option_id)), value: texts(o.value, "value", tr.get(o.value_id)) }
    }
    const i18n: Record<string, unknown> = {}
    const title = texts(p.title, "title", tr.get(p.id))
    const catName = main ? texts(main.name, "name", tr.get(main.id)) : null
    const tag = by.tags.get(p.id)?.[0]
    const tagName = tag ? texts(tag.value, "value", tr.get(tag.id)) : null
    for (const lang of LANGS) {
      i18n[lang] = {
        title: title[lang] ?? title.fr,
        category: main ? { handle: main.handle, name: catName![lang] ?? catName!.fr } : null,
        brand_name: brand ? (catalogTexts(brand.name, "name", brand.translations)[lang] ?? brand.name) : null,
        tag: tagName ? (tagName[lang] ?? tagName.fr) : null,
      }
    }
    // every language's names of the product, its brand and line, its categories and their
    // ancestors, its option values: what a buyer may type to find it (decision 0057)
    const search = searchText([
      ...Object.values(title),
      ...(brand ? Object.values(catalogTexts(brand.name, "name", brand.translations)) : []),
      ...(line ? Object.values(catalogTexts(line.name, "name", line.translations)) : []),
      ...[...new Set(cats.flatMap((c) => c.mpath.split(".")))].flatMap((id) => categoryNames.get(id) ?? []),
      ...Object.values(attrs).flatMap((a) => Object.values(a.value)),
    ])
    const pimages = by.images.get(p.id) ?? []
    const first = p.thumbnail ?? pimages[0]?.url ?? null
    const second = pimages.map((i) => i.url).find((u) => u !== first) ?? null
    const card = {
      images: [first, second].filter(Boolean),
      brand: brand ? { id: brand.id, slug: brand.slug, logo_url: brand.logo_url ?? null, has_logo: !!brand.logo_url } : null,
      // a product with one variant in stock goes to the cart directly; others need a choice
      variant_id: pvariants.length === 1 && inStock.length === 1 ? pvariants[0].id : null,
      variant_count: pvariants.length,
      // the catalogue discount giving the shown price; null for a plain sale price list or no sale
      promotion: (shown?.priceListId && discountOf.get(shown.priceListId)) || null,
    }
    const validUntil =
      priced
        .map((x) => x.validUntil)
        .filter((d): d is Date => !!d)
        .sort((a, b) => +a - +b)[0] ?? null
    return {
      id: p.id,
      handle: p.handle,
      status: p.status,
      sales_channel_ids: (by.channels.get(p.id) ?? []).map((c) => c.sales_channel_id),
      // a product listed in a subcategory is listed in its ancestors too
      category_ids: [...new Set(cats.flatMap((c) => c.mpath.split(".")))],
      collection_id: p.collection_id,
      brand_id: brand?.id ?? null,
      brand_slug: brand?.slug.toLowerCase() ?? null,
      brand_line_id: line?.id ?? null,
      line_slug: line?.slug.toLowerCase() ?? null,
      feature_keys: [...new Set((by.features.get(p.id) ?? []).map((f) => featureKey(f.code, f.value)))],
      attribute_keys: Object.keys(attrs),
      attribute_labels: JSON.stringify(attrs),
      price: shown?.price ?? null,
      original_price: shown && shown.price < shown.base ? shown.base : null,
      sale_price_list_ids: [...new Set(priced.flatMap((x) => x.activeLists))],
      price_valid_until: validUntil,
      featured: p.metadata?.featured === true || p.metadata?.featured === "true",
      in_stock: inStock.length > 0,
      product_created_at: p.created_at,
      card: JSON.stringify(card),
      i18n: JSON.stringify(i18n),
      search_text: search,
      indexed_at: now,
      updated_at: new Date(),
    }
  })
  const before = new Map(
    (await all<{ id: string; content_hash: string | null }>(pg, `select id, content_hash from listing_product where id = any(?)`, live)).map((r) => [
      r.id,
      r.content_hash,
    ])
  )
  const hashed = rows.map((r) => ({ ...r, content_hash: contentHash(r) }))
  // every row is written (its indexing time moves: the catch-up compares it with the product's edit time)
  await pg("listing_product").insert(hashed).onConflict("id").merge()
  await addSearchKeys(
    pg,
    rows.map((r) => r.search_text)
  )
  return { written: rows.length, changed: gone.rows.length > 0 || hashed.some((r) => before.get(r.id) !== r.content_hash) }
}

/**
 * Every language's name of the categories met and of their ancestors (a product in "Baskets" is
 * found by "Chaussures"), by category id: the ancestors' rows and translations in one more read.
 */
async function searchCategoryNames(
  pg: Knex,
  categories: { id: string; name: string; mpath: string }[],
  tr: Map<string, TranslationRow[]>
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(categories.map((c) => [c.id, Object.values(texts(c.name, "name", tr.get(c.id)))]))
  const ancestors = [...new Set(categories.flatMap((c) => c.mpath.split(".")))].filter((id) => id && !names.has(id))
  if (!ancestors.length) return names
  const rows = await all<{ id: string; name: string; locale_code: string | null; translations: Record<string, unknown> | null }>(
    pg,
    `select c.id, c.name, t.locale_code, t.translations from product_category c
        left join translation t on t.reference_id = c.id and t.deleted_at is null
       where c.id = any(?) and c.deleted_at is null`,
    ancestors
  )
  for (const [id, rs] of group(rows, (r) => r.id)) {
    const own = rs.filter((r) => r.locale_code).map((r) => ({ reference_id: id, locale_code: r.locale_code!, translations: r.translations }))
    names.set(id, Object.values(texts(rs[0].name, "name", own)))
  }
  return names
}
