import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { CardRow } from "./cards"
import type { Selection } from "./params"

/** A SQL fragment and its bindings (never user input spliced into the text). */
type Frag = { sql: string; b: unknown[] }
const frag = (sql: string, ...b: unknown[]): Frag => ({ sql, b })
const join = (fs: Frag[], sep: string, empty = "true"): Frag =>
  fs.length ? { sql: fs.map((f) => `(${f.sql})`).join(sep), b: fs.flatMap((f) => f.b) } : frag(empty)

export type Scope = {
  /** The listing context: `category_ids @> array[?]`, `brand_id = ?`, ... */
  where: Frag
  salesChannelIds: string[]
  /** Categories offered as the sub-category facet (children of the context category, else top level). */
  subCategoryIds: string[]
  /** Sub-category handles of the selection, resolved to ids. */
  selectedCategoryIds: string[]
  /** The default sort's first key (the search's closeness), before the listing's own default order. */
  order?: Frag
}

type Facet = { name: string; flag: Frag }

/** One flag per facet with a selection; a facet without one does not restrict anything. */
function facets(sel: Selection, scope: Scope): { plain: Facet[]; features: [string, Facet][]; attributes: [string, Facet][] } {
  const plain: Facet[] = []
  if (sel.brands.length) plain.push({ name: "brand", flag: frag("brand_slug = any(?::text[])", sel.brands) })
  if (sel.lines.length) plain.push({ name: "line", flag: frag("line_slug = any(?::text[])", sel.lines) })
  if (sel.categories.length) plain.push({ name: "sub", flag: frag("category_ids && ?::text[]", scope.selectedCategoryIds) })
  const price: Frag[] = []
  if (sel.priceMin !== undefined) price.push(frag("price >= ?", sel.priceMin))
  if (sel.priceMax !== undefined) price.push(frag("price <= ?", sel.priceMax))
  if (price.length) plain.push({ name: "price", flag: join(price, " and ") })
  const typed = (m: Map<string, string[]>, column: string, prefix: string) =>
    [...m.entries()].map(([type, keys], i) => [type, { name: `${prefix}${i}`, flag: frag(`${column} && ?::text[]`, keys) }] as [string, Facet])
  return { plain, features: typed(sel.features, "feature_keys", "f"), attributes: typed(sel.attributes, "attribute_keys", "a") }
}

const ORDER: Record<string, string> = {
  default: "featured desc, product_created_at desc, id",
  price_asc: "price asc, id",
  price_desc: "price desc, id",
}

/**
 * The page of products and the facet counts of one listing. Each option is counted under the
 * selection of the other facets (OR within a facet, AND across facets), so an option with 0
 * cannot widen nor match the current selection and the sidebar disables it. Two statements
 * over the rows of the context (a GIN or b-tree lookup), whatever the catalogue size.
 */
export async function runListing(pg: Knex, sel: Selection, scope: Scope, page: { sort: string; limit: number; offset: number; lang: string }) {
  const f = facets(sel, scope)
  const all = [...f.plain, ...f.features.map(([, x]) => x), ...f.attributes.map(([, x]) => x)]
  const base = join(
    [frag("status = 'published'"), frag("price is not null"), frag("sales_channel_ids && ?::text[]", scope.salesChannelIds), scope.where],
    " and "
  )
  const flagsCols = all.map((x) => ({ sql: `(${x.flag.sql}) as m_${x.name}`, b: x.flag.b }))
  const but = (name?: string) =>
    join(
      all.filter((x) => x.name !== name).map((x) => frag(`m_${x.name}`)),
      " and "
    )
  const typedCase = (column: string, typed: [string, Facet][]): Frag => {
    if (!typed.length) return but()
    const whens = typed.map(([type, x]) => ({ sql: `when ? then ${but(x.name).sql}`, b: [type] }))
    return { sql: `case split_part(${column}, ':', 1) ${whens.map((w) => w.sql).join(" ")} else ${but().sql} end`, b: whens.flatMap((w) => w.b) }
  }
  const ctx: Frag = {
    sql: `with ctx as materialized (select id, brand_id, brand_line_id, category_ids, feature_keys, attribute_keys, attribute_labels, price${flagsCols
      .map((c) => `, ${c.sql}`)
      .join("")} from listing_product where ${base.sql})`,
    b: [...flagsCols.flatMap((c) => c.b), ...base.b],
  }
  const featureCase = typedCase("k", f.features)
  const attributeCase = typedCase("k", f.attributes)
  const q: Frag[] = [
    ctx,
    frag(
      `select 'brand' as facet, brand_id as key, count(*) filter (where ${but("brand").sql}) as n, null::jsonb as extra from ctx where brand_id is not null group by brand_id`
    ),
    frag(
      `union all select 'line', brand_line_id, count(*) filter (where ${but("line").sql}), null from ctx where brand_line_id is not null group by brand_line_id`
    ),
    frag(
      `union all select 'sub', c, count(*) filter (where ${but("sub").sql}), null from ctx, unnest(category_ids) c where c = any(?::text[]) group by c`,
      scope.subCategoryIds
    ),
    { sql: `union all select 'feature', k, count(*) filter (where ${featureCase.sql}), null from ctx, unnest(feature_keys) k group by k`, b: featureCase.b },
    {
      sql: `union all select 'attribute', k, count(*) filter (where ${attributeCase.sql}), (array_agg(attribute_labels->k))[1] from ctx, unnest(attribute_keys) k group by k`,
      b: attributeCase.b,
    },
    frag(
      `union all select 'total', null, count(*) filter (where ${but().sql}), jsonb_build_object('min', min(price) filter (where ${but("price").sql}), 'max', max(price) filter (where ${but("price").sql})) from ctx`
    ),
  ]
  const facetSql = { sql: q.map((x) => x.sql).join("\n"), b: q.flatMap((x) => x.b) }
  const where = join([base, ...all.map((x) => x.flag)], " and ")
  const first = page.sort === "default" && scope.order ? scope.order : null
  const pageSql = frag(
    `select id, handle, price, original_price, in_stock, card, i18n->? as text, sale_price_list_ids from listing_product where ${where.sql} order by ${first ? `${first.sql}, ` : ""}${ORDER[page.sort]} limit ? offset ?`,
    page.lang,
    ...where.b,
    ...(first?.b ?? []),
    page.limit,
    page.offset
  )
  const [facetRows, pageRows] = await Promise.all([
    pg.raw<{ rows: FacetRow[] }>(facetSql.sql, facetSql.b as Knex.RawBinding[]),
    pg.raw<{ rows: CardRow[] }>(pageSql.sql, pageSql.b as Knex.RawBinding[]),
  ])
  return { facets: facetRows.rows, rows: pageRows.rows }
}

/** An attribute facet's labels (`attribute_labels` of the read model): type and value, French always present. */
export type AttributeLabels = { type: FacetTexts; value: FacetTexts }
type FacetTexts = { fr: string; en?: string; ar?: string }
/** The "total" row's price range of the selection. */
export type PriceRange = { min: number | string | null; max: number | string | null }
/** `extra` is null but on attribute rows (their labels) and the total row (the price range). */
export type FacetRow = {
  facet: "brand" | "line" | "sub" | "feature" | "attribute" | "total"
  key: string | null
  n: string | number
  extra: AttributeLabels | PriceRange | null
}
