import type { MedusaRequest, PublishableKeyContext } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, Modules, ProductStatus, QueryContext, getVariantAvailability } from "@medusajs/framework/utils"
import { withoutQueryCache } from "@shop/shared/live-query"
import { cacheState, cachedAnswer, cachingOf, versionOf } from "@shop/shared/answer-cache"
import { groupFeatures } from "../lib/features"
import { pictureOrder } from "../lib/picture-order"
import { IMAGE_SIZE_NAMES, isNewProduct, type ImageSizeName } from "../lib/image-sizes"
import type { SizedImage } from "@shop/contracts/catalog"
import { localizedText, type Locale } from "../lib/localize"
import { catalogService, logoOf, notFound } from "./helpers"
import type { GraphPrice, GraphProduct, GraphVariant, StockedProduct, StockedVariant } from "./store-product-rows"

/** Codes of the Translation module rows (decision 0008): French is the base, never a row. */
export const TRANSLATION_CODES: Record<Locale, string | undefined> = { fr: undefined, en: "en-US", ar: "ar-DZ" }
export const SHOP_CURRENCY = "dzd"

type DiscountRow = Awaited<ReturnType<ReturnType<typeof catalogService>["listCatalogDiscounts"]>>[number]
/** What the catalogue uses of the reviews module (plugin `reviews`, optional: resolved by name, never imported). */
type RatingSummaries = { summarizeRatings(productIds: string[]): Promise<Record<string, { count: number; average: number | null }>> }

export const channelIds = (req: MedusaRequest): string[] =>
  (req as MedusaRequest & { publishable_key_context?: PublishableKeyContext }).publishable_key_context?.sales_channel_ids ?? []

/**
 * The listing read model's version, read through its module service (registered as "listing"; the
 * listing depends on the catalogue, never the other way: no import of it here). No listing module,
 * no version: answers are then computed, not cached.
 */
export const listingVersion = (req: MedusaRequest) => versionOf(req.scope, "listing")

/** The DZD region whose prices the storefront shows and the checkout charges. */
export async function shopRegionId(req: MedusaRequest): Promise<string | undefined> {
  const regions = await req.scope.resolve(Modules.REGION).listRegions({ currency_code: SHOP_CURRENCY }, { select: ["id"], take: 1 })
  return regions[0]?.id
}

const CARD_FIELDS = [
  "id",
  "handle",
  "title",
  "subtitle",
  "thumbnail",
  "status",
  "created_at",
  "metadata",
  "images.id",
  "images.url",
  "images.rank",
  "tags.id",
  "tags.value",
  "categories.id",
  "categories.handle",
  "categories.name",
  "categories.is_internal",
  "categories.is_active",
  "sales_channels.id",
  "variants.id",
  "variants.title",
  "variants.sku",
  "variants.variant_rank",
  "variants.metadata",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
  "brand.id",
  "brand.name",
  "brand.slug",
  "brand.logo_url",
  "brand.translations",
  "brand.active",
]
const PAGE_FIELDS = [
  ...CARD_FIELDS,
  "description",
  "options.id",
  "options.title",
  "options.values.id",
  "options.values.value",
  "variants.options.id",
  "variants.options.value",
  "variants.options.option_id",
  "variants.images.id",
  "brand_line.id",
  "brand_line.name",
  "brand_line.slug",
  "brand_line.logo_url",
  "brand_line.translations",
  "feature_values.id",
  "feature_values.value",
  "feature_values.translations",
  "feature_values.position",
  "feature_values.feature_type.id",
  "feature_values.feature_type.code",
  "feature_values.feature_type.label",
  "feature_values.feature_type.translations",
  "feature_values.feature_type.position",
]

const first = <T>(v: T | T[] | null | undefined): T | null => (Array.isArray(v) ? v[0] : v) ?? null
const present = <T>(v: T | null | undefined): v is T => v != null
const soldIn = (channels: string[]) => (p: { sales_channels?: ({ id: string } | null)[] | null }) =>
  (p.sales_channels ?? []).some((c) => c && channels.includes(c.id))
const byRank = (a: GraphVariant, b: GraphVariant) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0)

/**
 * Published products sold in the key's sales channels, read in the visitor's language with
 * their DZD prices and stock: `availability` per variant id (null = stock not managed).
 */
export async function readProducts(req: MedusaRequest, filters: Record<string, unknown>, locale: Locale, detail = false) {
  return withAvailability(req, await graphProducts(req, filters, locale, detail))
}

/** Published products sold in the key's channels: texts in the locale, prices, links; no stock. */
async function graphProducts(req: MedusaRequest, filters: Record<string, unknown>, locale: Locale, detail: boolean) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const regionId = await shopRegionId(req)
  const { data } = await query.graph(
    {
      entity: "product",
      fields: detail ? PAGE_FIELDS : CARD_FIELDS,
      filters: { ...filters, status: "published" },
      context: { variants: { calculated_price: QueryContext({ currency_code: SHOP_CURRENCY, ...(regionId && { region_id: regionId }) }) } },
    },
    { locale: TRANSLATION_CODES[locale] }
  )
  // the field lists are strings: Medusa's types cannot infer the rows, declared in store-product-rows.ts
  return (data as GraphProduct[]).filter(soldIn(channelIds(req)))
}

/** Each combination's stock in the key's first channel, read now (orders move it all the time); variants by rank. */
async function withAvailability(req: MedusaRequest, products: GraphProduct[]): Promise<StockedProduct[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const channels = channelIds(req)
  const variantIds = products.flatMap((p) => (p.variants ?? []).filter(present).map((v) => v.id))
  const stock: Record<string, { availability: number | null }> =
    variantIds.length && channels[0] ? await getVariantAvailability(withoutQueryCache(query), { variant_ids: variantIds, sales_channel_id: channels[0] }) : {}
  // annotated in place (the page's cached graph is cloned before)
  return products.map((p) =>
    Object.assign(p, {
      variants: (p.variants ?? [])
        .filter(present)
        .sort(byRank)
        .map((v): StockedVariant => {
          const quantity = stock[v.id]?.availability ?? null
          return Object.assign(v, {
            quantity: v.manage_inventory ? (quantity ?? 0) : null,
            available: !v.manage_inventory || !!v.allow_backorder || (quantity ?? 0) > 0,
          })
        }),
    })
  )
}

/** Seconds until a price list of these combinations starts or ends (their shown price changes then), if one will. */
async function secondsUntilPriceChange(pg: Knex, variantIds: string[]): Promise<number | undefined> {
  if (!variantIds.length) return undefined
  const { rows } = await pg.raw<{ rows: { next: Date | string | null }[] }>(
    `select min(t) as next from (
       select unnest(array[pl.starts_at, pl.ends_at]) as t
         from price_list pl
         join price pr on pr.price_list_id = pl.id and pr.deleted_at is null
         join product_variant_price_set vps on vps.price_set_id = pr.price_set_id and vps.deleted_at is null
        where vps.variant_id = any(?) and pl.deleted_at is null) x
      where t > now()`,
    [variantIds]
  )
  return rows[0]?.next ? Math.max(1, (new Date(rows[0].next).getTime() - Date.now()) / 1000) : undefined
}

/**
 * A product page's graph (the costly read: ~80 ms on 2 cores) from the shared cache, keyed by the
 * listing version: the listing's subscribers re-index a product on every change a page shows
 * (texts, translations, combinations, prices, price lists, brand, line, features, categories,
 * discounts) and raise the version. An entry lives 60 s at most, and not past the next start or
 * end of a price list of the product (a sale's price changes then, with no event). Stock is not
 * cached: `withAvailability` reads it per request.
 */
async function productPageGraph(req: MedusaRequest, key: { id: string } | { handle: string }, locale: Locale) {
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const caching = cachingOf(req.scope)
  const { body, hit } = await cachedAnswer(caching, "product-page", listingVersion(req), { key, locale, channels: channelIds(req) }, async () => {
    const product = (await graphProducts(req, key, locale, true))[0] ?? null
    return {
      body: product,
      ttl: product
        ? await secondsUntilPriceChange(
            pg,
            (product.variants ?? []).filter(present).map((v) => v.id)
          )
        : undefined,
    }
  })
  // an answer shared by the requests that waited for one computation: each request annotates its own copy
  return { product: body && (await withAvailability(req, [structuredClone(body)]))[0], cache: cacheState(caching, hit) }
}

/** Of the ids, those of published products sold in the key's channels, in the same order. */
export async function sellableProductIds(req: MedusaRequest, ids: string[]) {
  if (!ids.length) return []
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: ["id", "sales_channels.id"],
    filters: { id: ids, status: "published" },
  })
  const ok = new Set(data.filter(soldIn(channelIds(req))).map((p) => p.id))
  return ids.filter((id) => ok.has(id))
}

/** Resized copies by original URL: `{ url: { GRID_DISPLAY: {url, width, height}, ... } }`. */
export async function imageSizesOf(req: MedusaRequest, urls: string[]) {
  const out = new Map<string, Record<string, { url: string; width: number; height: number }>>()
  if (!urls.length) return out
  const rows = await catalogService(req).listImageSizes({ source_url: [...new Set(urls)] }, { take: null })
  for (const r of rows) {
    const sizes = out.get(r.source_url) ?? {}
    sizes[r.size] = { url: r.url, width: r.width, height: r.height }
    out.set(r.source_url, sizes)
  }
  return out
}

/** Every spec size of a picture; a size not generated (yet) falls back to the original. */
const sizesFor = (url: string, known?: Record<string, { url: string; width: number; height: number }>) =>
  Object.fromEntries(IMAGE_SIZE_NAMES.map((s) => [s, known?.[s] ?? { url, width: null, height: null }])) as Record<ImageSizeName, SizedImage>

/** The running discounts that own the given sale price lists. */
async function discountsByPriceList(req: MedusaRequest, priceListIds: (string | null | undefined)[]): Promise<Map<string | null, DiscountRow>> {
  const ids = [...new Set(priceListIds.filter(present))]
  if (!ids.length) return new Map()
  const rows = await catalogService(req).listCatalogDiscounts({ price_list_id: ids, status: "active" }, { take: null })
  return new Map(rows.map((d) => [d.price_list_id, d]))
}

function priceOf(v: { calculated_price?: GraphPrice | null } | null | undefined) {
  const cp = v?.calculated_price
  if (!cp || cp.calculated_amount == null) return null
  const amount = Number(cp.calculated_amount)
  const original = Number(cp.original_amount ?? amount)
  const sale = cp.calculated_price?.price_list_type === "sale" && amount < original
  return {
    amount,
    old_amount: sale ? original : null,
    currency_code: cp.currency_code ?? SHOP_CURRENCY,
    price_list_id: sale ? (cp.calculated_price?.price_list_id ?? null) : null,
  }
}

const promotionOf = (price: ReturnType<typeof priceOf>, discounts: Map<string | null, DiscountRow>, locale: Locale) => {
  const d = price?.price_list_id ? discounts.get(price.price_list_id) : null
  return d
    ? { discount_id: d.id, value_type: d.value_type, value: d.value, ends_at: new Date(d.ends_at).toISOString(), title: localizedText(d, "title", locale) }
    : null
}

/** The combination shown first: the one flagged `metadata.is_default`, else the first by rank. */
export const defaultVariant = <V extends GraphVariant>(variants: V[]): V | null => variants.find((v) => v.metadata?.is_default === true) ?? variants[0] ?? null

const mainCategory = (p: GraphProduct | StockedProduct) => {
  const c = (p.categories ?? []).find((x) => x && !x.is_internal && x.is_active !== false)
  return c ? { id: c.id, handle: c.handle, name: c.name } : null
}

const brandOf = (p: GraphProduct | StockedProduct, locale: Locale) => {
  const b = first(p.brand)
  return b?.active ? { id: b.id, slug: b.slug, name: localizedText(b, "name", locale), ...logoOf(b) } : null
}

/** Badge of a card: the promotion, else the first tag. */
const badgeOf = (p: StockedProduct, promotion: ReturnType<typeof promotionOf>) =>
  promotion ? { type: "promotion", value_type: promotion.value_type, value: promotion.value } : p.tags?.[0] ? { type: "tag", label: p.tags[0].value } : null

const imagesOf = (p: StockedProduct) => pictureOrder(p.images, p.thumbnail)

export const isAvailable = (p: StockedProduct) => (p.variants ?? []).some((v) => v.available)

/** Product cards (listing, cross-selling, promotion page). */
export async function productCards(req: MedusaRequest, products: StockedProduct[], locale: Locale) {
  const images = await imageSizesOf(
    req,
    products.flatMap((p) =>
      imagesOf(p)
        .slice(0, 2)
        .map((i) => i.url)
    )
  )
  const discounts = await discountsByPriceList(
    req,
    products.flatMap((p) => p.variants.map((v) => priceOf(v)?.price_list_id))
  )
  return products.map((p) => {
    const v = defaultVariant(p.variants.filter((x) => x.available)) ?? defaultVariant(p.variants)
    const price = priceOf(v)
    const promotion = promotionOf(price, discounts, locale)
    const [a, b] = imagesOf(p)
    return {
      id: p.id,
      handle: p.handle,
      title: p.title,
      thumbnail: a ? sizesFor(a.url, images.get(a.url)).GRID_DISPLAY.url : (p.thumbnail ?? null),
      second_image: b ? sizesFor(b.url, images.get(b.url)).GRID_DISPLAY.url : null,
      price: price && { amount: price.amount, old_amount: price.old_amount, currency_code: price.currency_code },
      promotion,
      badge: badgeOf(p, promotion),
      featured: p.metadata?.featured === true,
      is_new: isNewProduct(p.created_at),
      available: isAvailable(p),
      brand: brandOf(p, locale),
      main_category: mainCategory(p),
      default_variant_id: v?.id ?? null,
    }
  })
}

/** The pack contents of a product, with each part's combinations (translated) and stock. */
async function packOf(req: MedusaRequest, productId: string, locale: Locale) {
  const [pack] = await catalogService(req).listPacks({ product_id: productId }, { relations: ["items"] })
  if (!pack) return null
  const items = [...(pack.items ?? [])].sort((a, b) => a.position - b.position)
  const parts = await readProducts(req, { id: items.map((i) => i.product_id) }, locale, true)
  const byId = new Map(parts.map((p) => [p.id, p]))
  const images = await imageSizesOf(
    req,
    parts.flatMap((p) =>
      imagesOf(p)
        .slice(0, 1)
        .map((i) => i.url)
    )
  )
  const out = items.map((i) => {
    const p = byId.get(i.product_id)
    if (!p) return { product_id: i.product_id, missing: true, quantity: i.quantity, available: false }
    const fixed = i.variant_id ? p.variants.find((v) => v.id === i.variant_id) : null
    const img = imagesOf(p)[0]
    const choices = (pack.mode === "strict" ? [fixed].filter(present) : p.variants).map((v) => ({
      id: v.id,
      title: v.title,
      values: (v.options ?? []).map((o) => o.value),
      available: (v.quantity ?? Infinity) >= i.quantity || !v.manage_inventory || v.allow_backorder,
    }))
    return {
      product_id: p.id,
      handle: p.handle,
      title: p.title,
      quantity: i.quantity,
      thumb: img ? sizesFor(img.url, images.get(img.url)).SMALL_PRODUCT.url : (p.thumbnail ?? null),
      combination_id: fixed?.id ?? null,
      combination_name: fixed?.title ?? null,
      combinations: choices,
      available: choices.some((c) => c.available),
    }
  })
  return { mode: pack.mode, items: out, available: out.every((i) => i.available) }
}

/** Count and average of the product's approved reviews (plugin `reviews`); 0 reviews → count 0, average null. */
async function ratingOf(req: MedusaRequest, productId: string) {
  const reviews = req.scope.resolve<RatingSummaries | undefined>("reviews", { allowUnregistered: true })
  if (!reviews) return { count: 0, average: null }
  return (await reviews.summarizeRatings([productId]))[productId]
}

/** Everything the product page shows, in one language (French fallback), and whether its graph came from the cache. */
export async function productPage(req: MedusaRequest, idOrHandle: string, locale: Locale) {
  const key = idOrHandle.startsWith("prod_") ? { id: idOrHandle } : { handle: idOrHandle }
  const { product: p, cache } = await productPageGraph(req, key, locale)
  if (!p) throw notFound("Product", idOrHandle)
  const gallery = imagesOf(p)
  const sizes = await imageSizesOf(
    req,
    gallery.map((i) => i.url)
  )
  const discounts = await discountsByPriceList(
    req,
    p.variants.map((v) => priceOf(v)?.price_list_id)
  )
  const optionTitles = new Map<string | null, string>((p.options ?? []).map((o) => [o.id, o.title]))
  const def = defaultVariant(p.variants)
  const [pack, rating] = await Promise.all([packOf(req, p.id, locale), ratingOf(req, p.id)])
  const price = priceOf(def)
  const promotion = promotionOf(price, discounts, locale)
  const brand = brandOf(p, locale)
  const line = brand ? first(p.brand_line) : null
  const available = isAvailable(p) && (!pack || pack.mode !== "flexible" || pack.available)
  const product = {
    id: p.id,
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle ?? null,
    description: p.description ?? null,
    created_at: p.created_at,
    featured: p.metadata?.featured === true,
    is_new: isNewProduct(p.created_at),
    tags: (p.tags ?? []).filter(present).map((t) => ({ id: t.id, value: t.value })),
    badge: badgeOf(p, promotion),
    images: gallery.map((i, n) => ({ id: i.id, url: i.url, is_thumb: n === 0, sizes: sizesFor(i.url, sizes.get(i.url)) })),
    options: (p.options ?? []).map((o) => ({ id: o.id, title: o.title, values: (o.values ?? []).map((v) => ({ id: v.id, value: v.value })) })),
    combinations: p.variants.map((v) => {
      const vp = priceOf(v)
      return {
        id: v.id,
        title: v.title,
        sku: v.sku ?? null,
        is_default: v.id === def?.id,
        // an option value always belongs to an option (Medusa's type allows none)
        values: (v.options ?? []).flatMap((o) =>
          o.option_id ? [{ option_id: o.option_id, type: optionTitles.get(o.option_id) ?? null, value: o.value }] : []
        ),
        price: vp && { amount: vp.amount, old_amount: vp.old_amount, currency_code: vp.currency_code },
        promotion: promotionOf(vp, discounts, locale),
        available: v.available,
        quantity: v.quantity,
        // the combination's own pictures (Medusa's variant images), among `images`: shown when it is chosen
        image_ids: (v.images ?? []).filter(present).map((i) => i.id),
      }
    }),
    default_combination_id: def?.id ?? null,
    price: price && { amount: price.amount, old_amount: price.old_amount, currency_code: price.currency_code },
    promotion,
    available,
    features: groupFeatures((p.feature_values ?? []).filter(present), locale),
    brand,
    brand_line: line && { id: line.id, slug: line.slug, name: localizedText(line, "name", locale), ...logoOf(line) },
    main_category: mainCategory(p),
    pack,
    rating,
  }
  return { product, cache }
}

export const CROSS_SELL_LIMIT = 12

/** Cross-selling lists; each leaves out the product itself and products nobody can buy now. */
export async function crossSelling(req: MedusaRequest, idOrHandle: string, locale: Locale, limit = CROSS_SELL_LIMIT) {
  const key = idOrHandle.startsWith("prod_") ? { id: idOrHandle } : { handle: idOrHandle }
  const [p] = await readProducts(req, key, locale)
  if (!p) throw notFound("Product", idOrHandle)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const brand = first(p.brand)
  const category = mainCategory(p)

  const related = (await catalogService(req).listRelatedProducts({ product_id: p.id }, { order: { position: "ASC" }, take: null })).map(
    (r) => r.related_product_id
  )
  let brandIds: string[] = []
  if (brand?.active) {
    const { data } = await query.graph({ entity: "brand", fields: ["products.id"], filters: { id: brand.id } })
    // "products" is the brand link's field: the types of query.graph do not know links
    const [row] = data as { products?: ({ id: string } | null)[] | null }[]
    brandIds = (row?.products ?? []).filter(present).map((x) => x.id)
  }
  const product = req.scope.resolve(Modules.PRODUCT)
  const categoryIds = category
    ? (await product.listProducts({ categories: { id: [category.id] } }, { select: ["id"], order: { created_at: "DESC" }, take: 200 })).map((x) => x.id)
    : []
  const newIds = (await product.listProducts({ status: ProductStatus.PUBLISHED }, { select: ["id", "created_at"], order: { created_at: "DESC" }, take: 100 }))
    .filter((x) => isNewProduct(x.created_at))
    .map((x) => x.id)

  const all = [...new Set([...related, ...brandIds, ...categoryIds, ...newIds])].filter((id) => id !== p.id)
  const products = all.length ? await readProducts(req, { id: all }, locale) : []
  const usable = new Map(products.filter(isAvailable).map((x) => [x.id, x]))
  const cards = new Map((await productCards(req, [...usable.values()], locale)).map((c) => [c.id, c]))
  const pick = (ids: string[]) =>
    ids
      .filter((id) => id !== p.id && cards.has(id))
      .slice(0, limit)
      .map((id) => cards.get(id)!)
  return {
    product_id: p.id,
    related_products: pick(related),
    same_brand: pick(brandIds),
    same_category: pick(categoryIds),
    new_products: pick(newIds),
  }
}
