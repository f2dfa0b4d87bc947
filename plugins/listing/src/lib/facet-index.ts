import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { AttributeLabels, FacetRow } from "./listing-query"
import type { Selection } from "./params"

/**
 * An in-process copy of the facet columns of `listing_product` (decision 0076): the listing's
 * facet counts, price range and page order computed in memory for the contexts it knows, with the
 * same answers as the SQL of `listing-query.ts` (which stays the path for the others and whenever
 * this copy is not loaded or is behind). Each server process holds its own copy and catches up from
 * PostgreSQL when `listing_state.version` moves: it re-reads only the rows written by transactions
 * its last snapshot could not see (their `xmin`), and notices deleted rows by their count. It
 * mirrors the table exactly; the table itself follows time (a sale starting or ending) through the
 * listing job, whose rewrite moves the version like any other write.
 */

/** A listing context this index answers. */
export type IndexContext =
  | { kind: "category"; id: string }
  | { kind: "brand"; id: string }
  | { kind: "collection"; id: string }
  | { kind: "featured" }

export type IndexSort = "default" | "price_asc" | "price_desc"

type Row = {
  id: string
  /** published with a price: what the SQL's base condition keeps before channels and context */
  live: boolean
  channels: number[]
  cats: number[]
  collection: number
  brand: number
  brandSlug: number
  line: number
  lineSlug: number
  feats: number[]
  attrs: number[]
  /** parallel to attrs: the interned labels of each attribute key on this row */
  attrLabels: number[]
  price: number
  featured: boolean
  /** product_created_at in microseconds (PostgreSQL's precision) */
  created: number
}

type DbRow = {
  id: string
  status: string
  sales_channel_ids: string[]
  category_ids: string[]
  collection_id: string | null
  brand_id: string | null
  brand_slug: string | null
  brand_line_id: string | null
  line_slug: string | null
  feature_keys: string[]
  attribute_keys: string[]
  attribute_labels: Record<string, AttributeLabels> | null
  price: string | number | null
  featured: boolean
  created_us: string | number
}

const COLUMNS = `id, status, sales_channel_ids, category_ids, collection_id, brand_id, brand_slug, brand_line_id, line_slug,
  feature_keys, attribute_keys, attribute_labels, price, featured, (extract(epoch from product_created_at) * 1000000)::bigint as created_us`

const NONE = -1
const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const ORDERS: Record<IndexSort, (a: Row, b: Row) => number> = {
  default: (a, b) => Number(b.featured) - Number(a.featured) || b.created - a.created || byId(a, b),
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(a, b),
}

export class FacetIndex {
  /** the listing version the copy holds (read in the same snapshot as its rows); null until loaded */
  version: bigint | null = null
  private snapshotXmin: bigint | null = null
  private rows = new Map<string, Row>()
  private strings: string[] = []
  private ids = new Map<string, number>()
  private labels: AttributeLabels[] = []
  private labelIds = new Map<string, number>()
  /** members per context (live rows only), built after each load; sorted lists made on first use */
  private members = new Map<string, Row[]>()
  private sorted = new Map<string, Row[]>()
  /** for each string number, the number of its type ("couleur" of "couleur:noir"), NONE without one */
  private typeOfKey: number[] = []
  private refreshing: Promise<void> | null = null
  /** rows re-read by the last catch-up (for tests and logs) */
  lastRead = 0

  constructor(private pg: Knex) {}

  private intern(s: string | null): number {
    if (s === null || s === undefined) return NONE
    let n = this.ids.get(s)
    if (n === undefined) {
      n = this.strings.length
      this.strings.push(s)
      this.ids.set(s, n)
    }
    return n
  }
  /** an existing string's number, NONE when no row holds it (then it matches nothing) */
  private known(s: string): number {
    return this.ids.get(s) ?? NONE
  }
  private internLabels(l: AttributeLabels | undefined): number {
    if (!l) return NONE
    const k = JSON.stringify(l)
    let n = this.labelIds.get(k)
    if (n === undefined) {
      n = this.labels.length
      this.labels.push(l)
      this.labelIds.set(k, n)
    }
    return n
  }

  private toRow(r: DbRow): Row {
    const labels = r.attribute_labels ?? {}
    return {
      id: r.id,
      live: r.status === "published" && r.price !== null,
      channels: r.sales_channel_ids.map((s) => this.intern(s)),
      cats: r.category_ids.map((s) => this.intern(s)),
      collection: this.intern(r.collection_id),
      brand: this.intern(r.brand_id),
      brandSlug: this.intern(r.brand_slug),
      line: this.intern(r.brand_line_id),
      lineSlug: this.intern(r.line_slug),
      feats: r.feature_keys.map((s) => this.intern(s)),
      attrs: r.attribute_keys.map((s) => this.intern(s)),
      attrLabels: r.attribute_keys.map((k) => this.internLabels(labels[k])),
      price: r.price === null ? NaN : Number(r.price),
      featured: !!r.featured,
      created: Number(r.created_us),
    }
  }

  /**
   * Brings the copy up to `version` at least (one catch-up at a time; callers arriving meanwhile
   * wait for it). Returns whether the copy now holds that version or a later one.
   */
  async ensure(version: string | bigint): Promise<boolean> {
    const want = BigInt(version)
    if (this.version !== null && this.version >= want) return true
    if (!this.refreshing) {
      this.refreshing = this.catchUp().finally(() => {
        this.refreshing = null
      })
    }
    await this.refreshing
    return this.version !== null && this.version >= want
  }

  /** True when the copy holds `version` or later; otherwise starts a catch-up in the background. */
  fresh(version: string | bigint): boolean {
    const want = BigInt(version)
    if (this.version !== null && this.version >= want) return true
    this.ensure(want).catch(() => undefined)
    return false
  }
  get loaded() {
    return this.version !== null
  }
  get loading() {
    return this.refreshing !== null
  }

  /** Reads what changed since the last snapshot (everything the first time), in one snapshot. */
  async catchUp(): Promise<void> {
    await this.pg.transaction(async (trx) => {
      await trx.raw(`set transaction isolation level repeatable read, read only`)
      const { rows: head } = await trx.raw<{ rows: { snap: string; version: string | null }[] }>(
        `select pg_current_snapshot()::text as snap, (select version from listing_state where id = 1)::text as version`
      )
      const snapXmin = BigInt(head[0].snap.split(":")[0])
      const prev = this.snapshotXmin
      // a row not visible to the previous snapshot was written by a transaction at or after its
      // xmin (the oldest one running then); row xmin is a 32-bit xid, so compare within one epoch
      const incremental = this.version !== null && prev !== null && prev >> 32n === snapXmin >> 32n
      const { rows } = incremental
        ? await trx.raw<{ rows: DbRow[] }>(`select ${COLUMNS} from listing_product where xmin::text::bigint >= ?`, [Number(prev! & 0xffffffffn)])
        : await trx.raw<{ rows: DbRow[] }>(`select ${COLUMNS} from listing_product`)
      if (!incremental) {
        this.rows = new Map()
        this.strings = []
        this.ids = new Map()
        this.labels = []
        this.labelIds = new Map()
      }
      for (const r of rows) this.rows.set(r.id, this.toRow(r))
      if (incremental) {
        const { rows: c } = await trx.raw<{ rows: { n: string }[] }>(`select count(*)::text as n from listing_product`)
        if (Number(c[0].n) !== this.rows.size) {
          // rows were deleted: keep only the ids still there
          const { rows: idRows } = await trx.raw<{ rows: { id: string }[] }>(`select id from listing_product`)
          const still = new Set(idRows.map((r) => r.id))
          for (const id of [...this.rows.keys()]) if (!still.has(id)) this.rows.delete(id)
        }
      }
      this.lastRead = rows.length
      this.rebuild()
      this.snapshotXmin = snapXmin
      this.version = head[0].version === null ? null : BigInt(head[0].version)
    })
  }

  private rebuild() {
    const members = new Map<string, Row[]>()
    const add = (key: string, r: Row) => {
      const list = members.get(key)
      if (list) list.push(r)
      else members.set(key, [r])
    }
    for (const r of this.rows.values()) {
      if (!r.live) continue
      for (const c of r.cats) add(`category:${c}`, r)
      if (r.brand !== NONE) add(`brand:${r.brand}`, r)
      if (r.collection !== NONE) add(`collection:${r.collection}`, r)
      if (r.featured) add("featured", r)
    }
    this.members = members
    this.sorted = new Map()
    // every key's type, interned too (the selection names types)
    const n = this.strings.length
    for (let k = 0; k < n; k++) {
      const s = this.strings[k]
      const colon = s.indexOf(":")
      this.typeOfKey[k] = colon > 0 ? this.intern(s.slice(0, colon)) : NONE
    }
    for (let k = n; k < this.strings.length; k++) this.typeOfKey[k] = NONE
  }

  private contextKey(ctx: IndexContext): string | null {
    if (ctx.kind === "featured") return "featured"
    const n = this.known(ctx.id)
    return n === NONE ? null : `${ctx.kind}:${n}`
  }

  private membersOf(ctx: IndexContext, sort: IndexSort): Row[] {
    const key = this.contextKey(ctx)
    if (key === null) return []
    const k = `${key}|${sort}`
    let list = this.sorted.get(k)
    if (!list) {
      list = [...(this.members.get(key) ?? [])].sort(ORDERS[sort])
      this.sorted.set(k, list)
    }
    return list
  }

  /**
   * The facet rows (as `runListing` returns them) and the page's product ids in order, for a
   * context, a selection, the request's sales channels and its page. OR within a facet, AND across
   * facets, each option counted under the other facets' selection; the price range under every
   * facet but price.
   */
  query(
    ctx: IndexContext,
    sel: Selection,
    scope: { salesChannelIds: string[]; subCategoryIds: string[]; selectedCategoryIds: string[] },
    page: { sort: IndexSort; limit: number; offset: number }
  ): { facets: FacetRow[]; ids: string[] } {
    const size = this.strings.length
    /** marks of the strings named by `xs` (unknown ones match nothing) */
    const marks = (xs: string[]) => {
      const m = new Uint8Array(size)
      for (const x of xs) {
        const n = this.known(x)
        if (n !== NONE) m[n] = 1
      }
      return m
    }
    const anyOf = (m: Uint8Array, xs: number[]) => {
      for (let i = 0; i < xs.length; i++) if (m[xs[i]] === 1) return true
      return false
    }
    const channels = marks(scope.salesChannelIds)
    // the facets with a selection, in the SQL's order: brand, line, sub, price, features, attributes
    type Test = (r: Row) => boolean
    const tests: Test[] = []
    let brandBit = -1
    let lineBit = -1
    let subBit = -1
    let priceBit = -1
    if (sel.brands.length) {
      const s = marks(sel.brands)
      brandBit = tests.push((r) => r.brandSlug !== NONE && s[r.brandSlug] === 1) - 1
    }
    if (sel.lines.length) {
      const s = marks(sel.lines)
      lineBit = tests.push((r) => r.lineSlug !== NONE && s[r.lineSlug] === 1) - 1
    }
    if (sel.categories.length) {
      const s = marks(scope.selectedCategoryIds)
      subBit = tests.push((r) => anyOf(s, r.cats)) - 1
    }
    if (sel.priceMin !== undefined || sel.priceMax !== undefined) {
      const min = sel.priceMin ?? -Infinity
      const max = sel.priceMax ?? Infinity
      priceBit = tests.push((r) => r.price >= min && r.price <= max) - 1
    }
    /** the bit of each selected feature (attribute) type, by the type's string number */
    const typeBits = (typed: Map<string, string[]>, column: "feats" | "attrs") => {
      const bits = new Int32Array(size).fill(-1)
      for (const [type, keys] of typed) {
        const s = marks(keys)
        const bit = tests.push((r) => anyOf(s, r[column])) - 1
        const t = this.known(type)
        if (t !== NONE) bits[t] = bit
      }
      return bits
    }
    const featureBit = typeBits(sel.features, "feats")
    const attributeBit = typeBits(sel.attributes, "attrs")
    if (tests.length > 30) throw new Error("too many facets for the index") // the caller keeps those on SQL
    const all = (1 << tests.length) - 1
    /** true when every facet but `bit` (-1: none left out) matches */
    const but = (m: number, bit: number) => (bit < 0 ? m === all : (m | (1 << bit)) === all)

    const sub = marks(scope.subCategoryIds)
    // counts by facet (brand 0, line 1, sub 2, feature 3, attribute 4) and string number, in first-met order
    const count = new Int32Array(size * 5)
    const met = new Uint8Array(size * 5)
    const order: number[][] = [[], [], [], [], []]
    const attrLabel = new Int32Array(size).fill(NONE)
    const add = (facet: number, k: number, yes: boolean) => {
      const at = facet * size + k
      if (met[at] === 0) {
        met[at] = 1
        order[facet].push(k)
      }
      if (yes) count[at]++
    }
    const typeOf = this.typeOfKey
    let total = 0
    let min = Infinity
    let max = -Infinity
    const ids: string[] = []
    let skip = page.offset
    const nTests = tests.length

    for (const r of this.membersOf(ctx, page.sort)) {
      if (!anyOf(channels, r.channels)) continue
      let m = 0
      for (let i = 0; i < nTests; i++) if (tests[i](r)) m |= 1 << i
      if (r.brand !== NONE) add(0, r.brand, but(m, brandBit))
      if (r.line !== NONE) add(1, r.line, but(m, lineBit))
      for (const c of r.cats) if (sub[c] === 1) add(2, c, but(m, subBit))
      for (const k of r.feats) {
        const t = typeOf[k]
        add(3, k, but(m, t === NONE ? -1 : featureBit[t]))
      }
      for (let i = 0; i < r.attrs.length; i++) {
        const k = r.attrs[i]
        const t = typeOf[k]
        if (met[4 * size + k] === 0) attrLabel[k] = r.attrLabels[i]
        add(4, k, but(m, t === NONE ? -1 : attributeBit[t]))
      }
      if (m === all) {
        total++
        if (skip > 0) skip--
        else if (ids.length < page.limit) ids.push(r.id)
      }
      if (but(m, priceBit)) {
        if (r.price < min) min = r.price
        if (r.price > max) max = r.price
      }
    }
    const rowsOf = <F extends FacetRow["facet"]>(facet: F, i: number) =>
      order[i].map((k) => ({
        facet,
        key: this.strings[k],
        n: count[i * size + k],
        extra: i === 4 && attrLabel[k] !== NONE ? this.labels[attrLabel[k]] : null,
      }))
    const facets: FacetRow[] = [
      ...rowsOf("brand", 0),
      ...rowsOf("line", 1),
      ...rowsOf("sub", 2),
      ...rowsOf("feature", 3),
      ...rowsOf("attribute", 4),
      { facet: "total", key: null, n: total, extra: { min: min === Infinity ? null : min, max: max === -Infinity ? null : max } },
    ]
    return { facets, ids }
  }
}

/** One copy per process and connection pool (the route's). */
const copies = new WeakMap<Knex, FacetIndex>()
export function facetIndexOf(pg: Knex): FacetIndex {
  let i = copies.get(pg)
  if (!i) {
    i = new FacetIndex(pg)
    copies.set(pg, i)
  }
  return i
}

/** `LISTING_FACET_INDEX=off` keeps every listing on the SQL path (comparison benches). */
export const facetIndexEnabled = () => process.env.LISTING_FACET_INDEX !== "off"

/** The page's rows in the index's order (one primary-key read). */
export async function pageRows<T extends { id: string }>(pg: Knex, ids: string[], lang: string): Promise<T[]> {
  if (!ids.length) return []
  const { rows } = await pg.raw<{ rows: T[] }>(
    `select id, handle, price, original_price, in_stock, card, i18n->? as text, sale_price_list_ids from listing_product where id = any(?::text[])`,
    [lang, ids]
  )
  const at = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => at.get(id)).filter((r): r is T => !!r)
}
