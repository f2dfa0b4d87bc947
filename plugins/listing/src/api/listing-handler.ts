import type { MedusaRequest, MedusaResponse, PublishableKeyContext } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { langOf, splitKey, type Lang } from "../lib/keys"
import { CONTEXTS, selection, type ListingContext } from "../lib/params"
import { card } from "../lib/cards"
import { ANSWER_CACHE_TTL_SECONDS, cacheState, cachingOf, secondsUntil } from "@shop/shared/answer-cache"
import { cachedListing, versionOnce } from "../lib/listing-cache"
import { runListing, type AttributeLabels, type FacetRow, type PriceRange } from "../lib/listing-query"
import type { CardRow } from "../lib/cards"
import { facetIndexEnabled, facetIndexOf, pageRows, type IndexContext } from "../lib/facet-index"
import { categoryTexts, pick, resolveContext } from "./listing-context"
import type { GetStoreListingsSchemaType } from "./validators"

export function storeLang(req: MedusaRequest): Lang {
  // Medusa moves `x-medusa-locale` to `req.locale`, which its request type does not declare
  const raw = (req as MedusaRequest & { locale?: string }).locale ?? req.query.locale
  if (raw === undefined || raw === "") return "fr"
  const lang = langOf(raw)
  if (!lang) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid locale: ${String(raw)} is not one of fr, en, ar`)
  return lang
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** GET /store/listings/:context[/:key]: products, found count and filter data of one listing. */
export async function listingHandler(req: MedusaRequest<unknown, GetStoreListingsSchemaType>, res: MedusaResponse) {
  const type = req.params.context as ListingContext
  if (!(CONTEXTS as readonly string[]).includes(type)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Listing ${type} was not found`)
  const lang = storeLang(req)
  const { locale: _ignored, ...q } = req.validatedQuery
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const salesChannelIds = (req as MedusaRequest & { publishable_key_context?: PublishableKeyContext }).publishable_key_context?.sales_channel_ids ?? []
  const caching = cachingOf(req.scope)
  // A promotion page shows its discount's header and the rotator live: any discount edit must show at
  // once, before the listing-refresh subscriber (asynchronous, after the editing workflow) moves the version.
  const discounts = type === "promotion" && caching ? await discountsStamp(pg) : null
  const version = versionOnce(pg)
  let path: ListingPath = "sql"
  const { body, hit } = await cachedListing(
    caching,
    pg,
    // answers computed with the index switched off (comparisons) are kept apart
    { type, key: req.params.key ?? null, lang, q, channels: salesChannelIds, discounts, ...(!facetIndexEnabled() && { path: "sql" }) },
    () =>
      computeListing(pg, type, req.params.key, lang, q, salesChannelIds, version, (p) => {
        path = p
      }),
    version
  )
  res.setHeader("x-listing-cache", cacheState(caching, hit))
  if (!hit) res.setHeader("x-listing-path", path)
  res.json(body)
}

/** Changes whenever a catalogue discount is created, edited or deleted (one index-free scan of a small table). */
async function discountsStamp(pg: Knex): Promise<string> {
  const { rows } = await pg.raw<{ rows: { n: string; at: Date | null }[] }>(
    `select count(*) as n, max(greatest(updated_at, coalesce(deleted_at, updated_at))) as at from catalog_discount`
  )
  return `${rows[0]?.n ?? 0}:${rows[0]?.at ? new Date(rows[0].at).getTime() : 0}`
}

/**
 * Reference reads kept in this process per listing version, for at most the answer cache's TTL: the
 * same freshness as a cached answer (decision 0012's addendum), which holds them all. A new version
 * empties it. Promotion, search and "new" contexts are read every time (they follow the clock or
 * tables outside the read model). `LISTING_FACET_INDEX=off` turns this off too (the path as it was).
 */
const MEMO_CONTEXTS = new Set<ListingContext>(["category", "brand", "brand-line", "collection", "featured"])
const MEMO_MS = ANSWER_CACHE_TTL_SECONDS * 1000
const memo = new Map<string, { at: number; value: Promise<unknown> }>()
let memoVersion: string | null = null
function remember<T>(version: string | null, key: string, read: () => Promise<T>): Promise<T> {
  if (version === null || !facetIndexEnabled()) return read()
  if (version !== memoVersion) {
    memo.clear()
    memoVersion = version
  }
  const kept = memo.get(key)
  if (kept && Date.now() - kept.at < MEMO_MS) return kept.value as Promise<T>
  if (memo.size >= 10_000) memo.clear()
  const value = read()
  memo.set(key, { at: Date.now(), value })
  value.catch(() => memo.delete(key)) // a failure (a 404) is not kept
  return value
}

/** Which path computed an answer: the in-process facet index (decision 0076) or the SQL read model. */
type ListingPath = "index" | "sql"

/** The contexts the in-process facet index answers (their rows are a plain lookup of the read model). */
function indexContext(type: ListingContext, context: { id?: string | null }): IndexContext | null {
  if (type === "featured") return { kind: "featured" }
  if ((type === "category" || type === "brand" || type === "collection") && context.id) return { kind: type, id: context.id }
  return null
}

/** The facet index when it holds the version this request read (waiting for a catch-up of a loaded copy). */
async function usableIndex(pg: Knex, version: () => Promise<string | null>) {
  if (!facetIndexEnabled()) return null
  const v = await version()
  if (v === null) return null
  const index = facetIndexOf(pg)
  if (!index.loaded) {
    index.fresh(v) // the first load runs in the background; SQL answers meanwhile
    return null
  }
  return (await index.ensure(v).catch(() => false)) ? index : null
}

async function computeListing(
  pg: Knex,
  type: ListingContext,
  key: string | undefined,
  lang: Lang,
  q: Omit<GetStoreListingsSchemaType, "locale">,
  salesChannelIds: string[],
  version: () => Promise<string | null>,
  used: (path: ListingPath) => void = () => undefined
) {
  const sel = selection(q)
  // reference reads (the context, category handles, option labels) are kept per listing version
  const v = await version()
  const keep = <T>(what: unknown[], read: () => Promise<T>) => remember(v, JSON.stringify(what), read)
  const ctx = MEMO_CONTEXTS.has(type)
    ? await keep(["ctx", type, key, lang], () => resolveContext(pg, type, key, lang, q.q))
    : await resolveContext(pg, type, key, lang, q.q)
  const selectedCategoryIds = sel.categories.length
    ? await keep(["sub", sel.categories], async () =>
        (
          await pg.raw<{ rows: { id: string }[] }>(
            `select id from product_category where (lower(handle) = any(?::text[]) or id = any(?::text[])) and deleted_at is null`,
            [sel.categories, sel.categories]
          )
        ).rows.map((r) => r.id)
      )
    : []
  const scope = { where: ctx.where, salesChannelIds, subCategoryIds: ctx.subCategoryIds, selectedCategoryIds, ...("order" in ctx && { order: ctx.order }) }
  const pageOf = { sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit, lang }
  const fast = indexContext(type, ctx.context as { id?: string | null })
  const index = fast ? await usableIndex(pg, version) : null
  let facets: FacetRow[]
  let rows: CardRow[]
  // more than 30 selected facet groups do not fit the index's bit mask: SQL answers those
  const found = fast && index && sel.features.size + sel.attributes.size < 26 ? index.query(fast, sel, scope, pageOf) : null
  if (found) {
    facets = found.facets
    rows = await pageRows<CardRow>(pg, found.ids, lang)
    used("index")
  } else {
    ;({ facets, rows } = await runListing(pg, sel, scope, pageOf))
    used("sql")
  }
  const total = facets.find((f) => f.facet === "total")!
  const count = Number(total.n)
  const filter_data = await filterData(pg, facets, lang, sel, keep)
  const c: { ends_at?: Date | string | null; others?: { ends_at?: Date | string | null }[] } = ctx.context
  const range = total.extra as PriceRange | null // the total row's extra
  const body = {
    context: ctx.context,
    locale: lang,
    count,
    page: q.page,
    limit: q.limit,
    pages: Math.ceil(count / q.limit),
    sort: q.sort,
    products: rows.map((r) => card(r, lang)),
    filter_data: { ...filter_data, price_range: { min: num(range?.min), max: num(range?.max) } },
    selected: {
      brands: sel.brands,
      brand_lines: sel.lines,
      sub_categories: sel.categories,
      features: Object.fromEntries([...sel.features].map(([t, keys]) => [t, keys.map((k) => splitKey(k)[1])])),
      attributes: Object.fromEntries([...sel.attributes].map(([t, keys]) => [t, keys.map((k) => splitKey(k)[1])])),
      price: { min: sel.priceMin ?? null, max: sel.priceMax ?? null },
    },
  }
  // a promotion page stops being cached when it (or one in its rotator) ends
  return { body, ttl: "uncacheable" in ctx ? 0 : secondsUntil([c.ends_at, ...(c.others ?? []).map((o) => o.ends_at)]) }
}

// the collators `localeCompare` builds on every call (same order), made once: a listing sorts hundreds of labels
const plain = new Intl.Collator()
const numeric = new Intl.Collator(undefined, { numeric: true })
const byLabel = (a: { label: string }, b: { label: string }) => plain.compare(a.label, b.label)

type NameTexts = Partial<Record<"en" | "ar", { name?: string }>>
type NamedRow = { id: string; slug: string; name: string; translations: NameTexts | null }
type Texts<K extends string> = Partial<Record<"en" | "ar", Partial<Record<K, string>>>> | null
/** One feature value with its type, as the query in `filterData` reads it. */
type FeatureRow = { code: string; label: string; tt: Texts<"label">; tp: number; value: string; raw: string; vt: Texts<"value">; vp: number }

/** Labels of the options the facet rows name, in the visitor's language. */
async function filterData(
  pg: Knex,
  facets: FacetRow[],
  lang: Lang,
  sel: ReturnType<typeof selection>,
  keep: <T>(what: unknown[], read: () => Promise<T>) => Promise<T>
) {
  const of = (name: FacetRow["facet"]) => facets.filter((f) => f.facet === name)
  const ids = (name: FacetRow["facet"]) => of(name).map((f) => f.key as string)
  const [brands, lines, cats, features] = await Promise.all([
    keep(["brands", ids("brand")], () =>
      pg.raw<{ rows: (NamedRow & { logo_url: string | null })[] }>(`select id, slug, name, logo_url, translations from brand where id = any(?)`, [ids("brand")])
    ),
    keep(["lines", ids("line")], () => pg.raw<{ rows: NamedRow[] }>(`select id, slug, name, translations from brand_line where id = any(?)`, [ids("line")])),
    keep(["cats", ids("sub"), lang], () => categoryTexts(pg, ids("sub"), lang)),
    keep(["features"], () =>
      pg.raw<{ rows: FeatureRow[] }>(
        `select lower(ft.code) as code, ft.label, ft.translations as tt, ft.position as tp, lower(fv.value) as value, fv.value as raw, fv.translations as vt, fv.position as vp
           from feature_type ft join feature_value fv on fv.feature_type_id = ft.id and fv.deleted_at is null where ft.deleted_at is null`
      )
    ),
  ])
  const count = (name: FacetRow["facet"], key: string) => Number(of(name).find((f) => f.key === key)?.n ?? 0)
  const brandRows = new Map(brands.rows.map((b) => [b.id, b]))
  const lineRows = new Map(lines.rows.map((l) => [l.id, l]))
  const option = (value: string, label: string, n: number, selected: boolean, extra = {}) => ({
    value,
    label,
    count: n,
    disabled: n === 0 && !selected,
    selected,
    ...extra,
  })
  const brandOptions = ids("brand")
    .filter((id) => brandRows.has(id))
    .map((id) => {
      const b = brandRows.get(id)!
      return option(
        b.slug,
        pick({ en: b.translations?.en?.name, ar: b.translations?.ar?.name }, lang, b.name),
        count("brand", id),
        sel.brands.includes(b.slug.toLowerCase()),
        {
          logo_url: b.logo_url ?? null,
        }
      )
    })
    .sort(byLabel)
  const lineOptions = ids("line")
    .filter((id) => lineRows.has(id))
    .map((id) => {
      const l = lineRows.get(id)!
      return option(
        l.slug,
        pick({ en: l.translations?.en?.name, ar: l.translations?.ar?.name }, lang, l.name),
        count("line", id),
        sel.lines.includes(l.slug.toLowerCase())
      )
    })
    .sort(byLabel)
  const subOptions = ids("sub")
    .filter((id) => cats.has(id))
    .map((id) => ({ c: cats.get(id)!, id }))
    .sort((a, b) => a.c.rank - b.c.rank || plain.compare(a.c.name, b.c.name))
    .map(({ c, id }) => option(c.handle, c.name, count("sub", id), sel.categories.includes(c.handle.toLowerCase()) || sel.categories.includes(id)))

  type Option = ReturnType<typeof option>
  type FeatureGroup = { code: string; label: string; position: number; options: (Option & { position: number })[] }
  const featureGroups = new Map<string, FeatureGroup>()
  const featureMeta = new Map(features.rows.map((r) => [`${r.code}:${r.value}`, r]))
  for (const f of of("feature")) {
    const [code, value] = splitKey(f.key!)
    const meta = featureMeta.get(f.key!)
    if (!meta) continue
    const group: FeatureGroup = featureGroups.get(code) ?? {
      code,
      label: pick({ en: meta.tt?.en?.label, ar: meta.tt?.ar?.label }, lang, meta.label),
      position: meta.tp,
      options: [],
    }
    const selected = sel.features.get(code)?.includes(f.key!) ?? false
    group.options.push({ ...option(value, pick({ en: meta.vt?.en?.value, ar: meta.vt?.ar?.value }, lang, meta.raw), Number(f.n), selected), position: meta.vp })
    featureGroups.set(code, group)
  }
  const attributeGroups = new Map<string, { code: string; label: string; options: Option[] }>()
  for (const a of of("attribute")) {
    const [code, value] = splitKey(a.key!)
    const labels = (a.extra as AttributeLabels | null) ?? { type: { fr: code }, value: { fr: value } } // an attribute row's extra
    const group = attributeGroups.get(code) ?? { code, label: pick(labels.type, lang, labels.type.fr), options: [] }
    group.options.push(option(value, pick(labels.value, lang, labels.value.fr), Number(a.n), sel.attributes.get(code)?.includes(a.key!) ?? false))
    attributeGroups.set(code, group)
  }
  const naturally = (a: { label: string }, b: { label: string }) => numeric.compare(a.label, b.label)
  return {
    brands: brandOptions,
    brand_lines: lineOptions,
    sub_categories: subOptions,
    features: [...featureGroups.values()]
      .sort((a, b) => a.position - b.position || plain.compare(a.label, b.label))
      .map((g) => ({ ...g, options: g.options.sort((a, b) => a.position - b.position || naturally(a, b)).map(({ position, ...o }) => o) })),
    attributes: [...attributeGroups.values()].sort(naturally).map((g) => ({ ...g, options: g.options.sort(naturally) })),
  }
}
