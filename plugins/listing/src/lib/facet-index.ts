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
export type IndexContext = { kind: "category"; id: string } | { kind: "brand"; id: string } | { kind: "collection"; id: string } | { kind: "featured" }

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
  /** the row's number in the copy (set at each rebuild) */
  slot: number
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

/** A `pg_snapshot`: every transaction below xmin is finished, none from xmax on is visible, xip were running. */
type Snapshot = { xmin: bigint; xmax: bigint; xip: bigint[] }
function parseSnapshot(text: string): Snapshot {
  const [xmin, xmax, xip] = text.split(":")
  return { xmin: BigInt(xmin), xmax: BigInt(xmax), xip: xip ? xip.split(",").map((x) => BigInt(x)) : [] }
}

/**
 * The catch-up's reads (decision 0082), given the previous snapshot's xmax and in-progress list: a
 * row version (a tombstone) written by transaction T was invisible to that snapshot exactly when T
 * >= xmax or T was in progress then (below xmin every transaction had finished, and between xmin and
 * xmax only the listed ones had not). Two ranges of the `write_txid` (`txid`) b-tree, no scan.
 */
export const CATCH_UP_ROWS_SQL = `select ${COLUMNS} from listing_product where write_txid >= ?::bigint or write_txid = any(?::bigint[])`
export const CATCH_UP_TOMBSTONES_SQL = `select distinct id from listing_product_tombstone where txid >= ?::bigint or txid = any(?::bigint[])`

const NONE = -1
const PAGE = 10_000
const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const ORDERS: Record<IndexSort, (a: Row, b: Row) => number> = {
  default: (a, b) => Number(b.featured) - Number(a.featured) || b.created - a.created || byId(a, b),
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(a, b),
}

/** Keys met in a context, per facet (brand, line, category, feature, attribute), in first-met order. */
type Presence = { order: number[][]; attrLabel: Map<number, number> }
type Postings = { stride: number; lists: Map<number, number[]> }
type List = { rows: Row[]; postings: Postings | null; base: Base | null; at?: Int32Array }
/** A list's counts with no selection: every option over every row, and the price range. */
type Base = { stride: number; count: Int32Array; min: number; max: number }

export class FacetIndex {
  /** the listing version the copy holds (read in the same snapshot as its rows); null until loaded */
  version: bigint | null = null
  /** the PostgreSQL snapshot the copy was read in */
  private snapshot: Snapshot | null = null
  private rows = new Map<string, Row>()
  private strings: string[] = []
  private ids = new Map<string, number>()
  private labels: AttributeLabels[] = []
  private labelIds = new Map<string, number>()
  /** members per context (live rows only), built after each load; sorted lists made on first use */
  private members = new Map<string, Row[]>()
  private sorted = new Map<string, Row[]>()
  /** the options present in a context for a set of channels (whatever the selection), made on first use */
  private presence = new Map<string, Presence>()
  private lists = new Map<string, List>()
  private slots = 0
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
      slot: 0,
    }
  }

  /**
   * Brings the copy up to `version` at least (one catch-up at a time; callers arriving meanwhile
   * wait for it). Returns whether the copy now holds that version or a later one (never an older
   * database's: a version lower than the copy's makes the catch-up read everything again).
   */
  async ensure(version: string | bigint): Promise<boolean> {
    const want = BigInt(version)
    // only the same version answers at once: a copy ahead of the request either raced it (the
    // catch-up finds nothing new) or holds a database that went back (restored): then it reloads
    if (this.version !== null && this.version === want) return true
    if (!this.refreshing) {
      this.refreshing = this.catchUp().finally(() => {
        this.refreshing = null
      })
    }
    await this.refreshing
    return this.version !== null && this.version >= want
  }

  /** True when the copy holds `version`; otherwise starts a catch-up in the background. */
  fresh(version: string | bigint): boolean {
    const want = BigInt(version)
    if (this.version !== null && this.version === want) return true
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
      const { rows: head } = await trx.raw<{ rows: { snap: string; version: string | null; below: string | null }[] }>(
        `select pg_current_snapshot()::text as snap, s.version::text as version, s.tombstones_below::text as below
           from (select 1) one left join listing_state s on s.id = 1`
      )
      const snap = parseSnapshot(head[0].snap)
      const prev = this.snapshot
      const version = head[0].version === null ? null : BigInt(head[0].version)
      // a version that went back (a restored or emptied database) means another table: read it all;
      // so do tombstones pruned that the last snapshot had not seen yet
      const incremental = this.version !== null && version !== null && version >= this.version && prev !== null && BigInt(head[0].below ?? "0") <= prev.xmin
      let read = 0
      const changed: Row[] = []
      const gone = new Set<string>()
      if (incremental) {
        // the rows and tombstones written by transactions the last snapshot could not see (decision 0082)
        const args = [String(prev.xmax), `{${prev.xip.join(",")}}`]
        const { rows: dead } = await trx.raw<{ rows: { id: string }[] }>(CATCH_UP_TOMBSTONES_SQL, args)
        for (const { id } of dead) {
          if (id === "*") for (const k of this.rows.keys()) gone.add(k)
          else gone.add(id)
        }
        const { rows } = await trx.raw<{ rows: DbRow[] }>(CATCH_UP_ROWS_SQL, args)
        for (const r of rows) changed.push(this.toRow(r))
        read = rows.length + dead.length
        this.patch(gone, changed)
      } else {
        this.rows = new Map()
        this.strings = []
        this.ids = new Map()
        this.labels = []
        this.labelIds = new Map()
        // a full load reads pages of 10,000 (same snapshot): a large table's raw rows never sit in memory at once
        for (let after = ""; ;) {
          const { rows } = await trx.raw<{ rows: DbRow[] }>(`select ${COLUMNS} from listing_product where id > ? order by id limit ${PAGE}`, [after])
          for (const r of rows) this.rows.set(r.id, this.toRow(r))
          read += rows.length
          if (rows.length < PAGE) break
          after = rows[rows.length - 1].id
        }
        this.rebuild()
      }
      this.lastRead = read
      this.snapshot = snap
      this.version = version
    })
  }

  /**
   * Applies a catch-up: the deleted ids leave, the changed rows replace theirs. Only the contexts an
   * old or new row belongs to are touched (their member lists patched, their sorted lists, postings
   * and presence dropped, made again on first use); every other list stays as it was.
   */
  private patch(gone: Set<string>, changed: Row[]) {
    if (!gone.size && !changed.length) return
    const touched = new Set<string>()
    const keysOf = (r: Row) => {
      const out: string[] = []
      if (!r.live) return out
      for (const c of r.cats) out.push(`category:${c}`)
      if (r.brand !== NONE) out.push(`brand:${r.brand}`)
      if (r.collection !== NONE) out.push(`collection:${r.collection}`)
      if (r.featured) out.push("featured")
      return out
    }
    const removed = new Set<Row>()
    const leave = (r: Row) => {
      removed.add(r)
      for (const k of keysOf(r)) touched.add(k)
    }
    for (const id of gone) {
      const old = this.rows.get(id)
      if (old) {
        leave(old)
        this.rows.delete(id)
      }
    }
    for (const r of changed) {
      const old = this.rows.get(r.id)
      if (old) leave(old)
      r.slot = this.slots++
      this.rows.set(r.id, r)
      for (const k of keysOf(r)) touched.add(k)
    }
    // row numbers only grow between full rebuilds; renumber when they run far ahead of the rows
    if (this.slots > 2 * this.rows.size + 10_000) {
      this.rebuild()
      return
    }
    for (const key of touched) {
      const kept = (this.members.get(key) ?? []).filter((r) => !removed.has(r))
      for (const r of changed) if (keysOf(r).includes(key)) kept.push(r)
      if (kept.length) this.members.set(key, kept)
      else this.members.delete(key)
    }
    const drop = (m: Map<string, unknown>) => {
      for (const k of m.keys()) if (touched.has(k.slice(0, k.indexOf("|")))) m.delete(k)
    }
    drop(this.sorted)
    drop(this.presence)
    drop(this.lists)
    this.typeKeys()
  }

  private rebuild() {
    const members = new Map<string, Row[]>()
    const add = (key: string, r: Row) => {
      const list = members.get(key)
      if (list) list.push(r)
      else members.set(key, [r])
    }
    let slot = 0
    for (const r of this.rows.values()) r.slot = slot++
    this.slots = slot
    for (const r of this.rows.values()) {
      if (!r.live) continue
      for (const c of r.cats) add(`category:${c}`, r)
      if (r.brand !== NONE) add(`brand:${r.brand}`, r)
      if (r.collection !== NONE) add(`collection:${r.collection}`, r)
      if (r.featured) add("featured", r)
    }
    this.members = members
    this.sorted = new Map()
    this.presence = new Map()
    this.lists = new Map()
    this.typeOfKey = []
    this.typeKeys()
  }

  /** Every key's type, interned too (the selection names types), for the strings not typed yet. */
  private typeKeys() {
    for (let k = this.typeOfKey.length; k < this.strings.length; k++) {
      const s = this.strings[k]
      const colon = s.indexOf(":")
      // interning a type adds a string (typed in a later turn of this loop)
      this.typeOfKey[k] = colon > 0 ? this.intern(s.slice(0, colon)) : NONE
    }
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

  /** A context's live rows in a sort, kept to the request's channels (made on first use). */
  private listOf(ctx: IndexContext, sort: IndexSort, channels: Uint8Array, channelIds: string[]): List {
    const key = `${this.contextKey(ctx)}|${sort}|${[...new Set(channelIds)].sort().join(",")}`
    let l = this.lists.get(key)
    if (!l) {
      l = { rows: this.membersOf(ctx, sort).filter((r) => r.channels.some((c) => channels[c] === 1)), postings: null, base: null }
      if (this.lists.size > 5000) this.lists.clear()
      this.lists.set(key, l)
    }
    return l
  }

  /** Each row's position in a list, by row number (made on first use). */
  private positionsOf(list: List): Int32Array {
    if (!list.at) {
      list.at = new Int32Array(this.slots)
      list.rows.forEach((r, i) => (list.at![r.slot] = i))
    }
    return list.at
  }

  /** Positions in a list of the rows holding each brand slug, line slug, category, feature and attribute key. */
  private postingsOf(list: List): Postings {
    if (list.postings) return list.postings
    const stride = this.strings.length
    const lists = new Map<number, number[]>()
    const put = (kind: number, k: number, i: number) => {
      if (k === NONE) return
      const at = kind * stride + k
      const l = lists.get(at)
      if (l) l.push(i)
      else lists.set(at, [i])
    }
    list.rows.forEach((r, i) => {
      put(0, r.brandSlug, i)
      put(1, r.lineSlug, i)
      for (const c of r.cats) put(2, c, i)
      for (const k of r.feats) put(3, k, i)
      for (const k of r.attrs) put(4, k, i)
    })
    list.postings = { stride, lists }
    return list.postings
  }

  /** The list's counts under no selection (made on first use). */
  private baseOf(list: List): Base {
    if (list.base) return list.base
    const stride = this.strings.length
    const count = new Int32Array(stride * 5)
    let min = Infinity
    let max = -Infinity
    for (const r of list.rows) {
      if (r.brand !== NONE) count[r.brand]++
      if (r.line !== NONE) count[stride + r.line]++
      for (const c of r.cats) count[2 * stride + c]++
      for (const k of r.feats) count[3 * stride + k]++
      for (const k of r.attrs) count[4 * stride + k]++
      if (r.price < min) min = r.price
      if (r.price > max) max = r.price
    }
    list.base = { stride, count, min, max }
    return list.base
  }

  /** The options present in a context for these channels: every key of its rows, whatever the selection. */
  private presenceOf(ctx: IndexContext, channels: Uint8Array, channelIds: string[]): Presence {
    const key = `${this.contextKey(ctx)}|${[...new Set(channelIds)].sort().join(",")}`
    let p = this.presence.get(key)
    if (p) return p
    const order: number[][] = [[], [], [], [], []]
    const attrLabel = new Map<number, number>()
    const seen = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()]
    const meet = (i: number, k: number) => {
      if (seen[i].has(k)) return false
      seen[i].add(k)
      order[i].push(k)
      return true
    }
    for (const r of this.membersOf(ctx, "default")) {
      if (!r.channels.some((c) => channels[c] === 1)) continue
      if (r.brand !== NONE) meet(0, r.brand)
      if (r.line !== NONE) meet(1, r.line)
      for (const c of r.cats) meet(2, c)
      for (const k of r.feats) meet(3, k)
      r.attrs.forEach((k, i) => {
        if (meet(4, k)) attrLabel.set(k, r.attrLabels[i])
      })
    }
    p = { order, attrLabel }
    if (this.presence.size > 5000) this.presence.clear()
    this.presence.set(key, p)
    return p
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
    /** per test, the postings that list its matching rows (kind and keys); none for price */
    const sources: ({ kind: number; keys: string[] } | null)[] = []
    let brandBit = -1
    let lineBit = -1
    let subBit = -1
    let priceBit = -1
    if (sel.brands.length) {
      const s = marks(sel.brands)
      brandBit = tests.push((r) => r.brandSlug !== NONE && s[r.brandSlug] === 1) - 1
      sources.push({ kind: 0, keys: sel.brands })
    }
    if (sel.lines.length) {
      const s = marks(sel.lines)
      lineBit = tests.push((r) => r.lineSlug !== NONE && s[r.lineSlug] === 1) - 1
      sources.push({ kind: 1, keys: sel.lines })
    }
    if (sel.categories.length) {
      const s = marks(scope.selectedCategoryIds)
      subBit = tests.push((r) => anyOf(s, r.cats)) - 1
      sources.push({ kind: 2, keys: scope.selectedCategoryIds })
    }
    if (sel.priceMin !== undefined || sel.priceMax !== undefined) {
      const min = sel.priceMin ?? -Infinity
      const max = sel.priceMax ?? Infinity
      priceBit = tests.push((r) => r.price >= min && r.price <= max) - 1
      sources.push(null)
    }
    /** the bit of each selected feature (attribute) type, by the type's string number */
    const typeBits = (typed: Map<string, string[]>, column: "feats" | "attrs") => {
      const bits = new Int32Array(size).fill(-1)
      for (const [type, keys] of typed) {
        const s = marks(keys)
        const bit = tests.push((r) => anyOf(s, r[column])) - 1
        sources.push({ kind: column === "feats" ? 3 : 4, keys })
        const t = this.known(type)
        if (t !== NONE) bits[t] = bit
      }
      return bits
    }
    const featureBit = typeBits(sel.features, "feats")
    const attributeBit = typeBits(sel.attributes, "attrs")
    if (tests.length > 30) throw new Error("too many facets for the index") // the caller keeps those on SQL
    const all = (1 << tests.length) - 1

    const sub = marks(scope.subCategoryIds)
    const count = new Int32Array(size * 5) // by facet (brand 0, line 1, sub 2, feature 3, attribute 4) and key
    const present = this.presenceOf(ctx, channels, scope.salesChannelIds)
    const typeOf = this.typeOfKey
    let total = 0
    let min = Infinity
    let max = -Infinity
    const ids: string[] = []
    let skip = page.offset
    const nTests = tests.length
    const S2 = 2 * size
    const S3 = 3 * size
    const S4 = 4 * size
    /** "every facet but b" (b = -1: every facet): the row matches all of them, or misses only b */
    const but = (m: number, b: number) => m === all || (b >= 0 && (m | (1 << b)) === all)

    // the hot loop (every row of the context): plain loops and typed arrays, no allocation
    const list = this.listOf(ctx, page.sort, channels, scope.salesChannelIds)
    // A row missing two facets or more counts nowhere: with two facets that have postings, only the rows
    // matching one of them (the two smallest) can count. Their positions, in the list's (sort) order.
    let positions: Int32Array | null = null
    /** Per facet that can list its rows: how many, and their positions in the list. */
    type Cand = { bit: number; kind: number; n: number; mark: (marks: Uint8Array) => void }
    const cands: Cand[] = []
    sources.forEach((src, bit) => {
      if (!src) return
      const post = this.postingsOf(list)
      const lists = src.keys.map((key) => {
        const k = this.known(key)
        return k === NONE || k >= post.stride ? [] : (post.lists.get(src.kind * post.stride + k) ?? [])
      })
      cands.push({ bit, kind: src.kind, n: lists.reduce((a, l) => a + l.length, 0), mark: (marks) => lists.forEach((l) => l.forEach((i) => (marks[i] = 1))) })
    })
    if (priceBit >= 0) {
      // the rows in the price bounds are a slice of the context's price order
      const byPrice = this.listOf(ctx, "price_asc", channels, scope.salesChannelIds).rows
      const lo = sel.priceMin ?? -Infinity
      const hi = sel.priceMax ?? Infinity
      const first = (t: (r: Row) => boolean) => {
        let a = 0
        let b = byPrice.length
        while (a < b) {
          const mid = (a + b) >> 1
          if (t(byPrice[mid])) b = mid
          else a = mid + 1
        }
        return a
      }
      const from = first((r) => r.price >= lo)
      const to = first((r) => r.price > hi)
      cands.push({
        bit: priceBit,
        kind: -1,
        n: Math.max(0, to - from),
        mark: (marks) => {
          if (page.sort === "price_asc") marks.fill(1, from, Math.max(from, to))
          else {
            const at = this.positionsOf(list)
            for (let i = from; i < to; i++) marks[at[byPrice[i].slot]] = 1
          }
        },
      })
    }
    /** The positions the candidates mark, in the list's order. */
    const marked = (cs: Cand[]) => {
      const marks = new Uint8Array(list.rows.length)
      for (const c of cs) c.mark(marks)
      let n = 0
      for (let i = 0; i < marks.length; i++) n += marks[i]
      const out = new Int32Array(n)
      for (let i = 0, j = 0; i < marks.length; i++) if (marks[i] === 1) out[j++] = i
      return out
    }
    /** With one facet, the rows missing it count for that facet's own options only: those come from the list's counts under no selection. */
    let fromBase: ((kind: number, k: number) => boolean) | null = null
    const base = nTests <= 1 ? this.baseOf(list) : null
    if (nTests === 0) {
      fromBase = () => true
      positions = new Int32Array(0)
    } else if (nTests === 1 && cands.length === 1) {
      const { bit, kind } = cands[0]
      positions = marked([cands[0]])
      const typed = kind === 3 ? featureBit : kind === 4 ? attributeBit : null
      fromBase = (kd, k) => kd === kind && (!typed || (typeOf[k] !== NONE && typed[typeOf[k]] === bit))
    } else if (cands.length >= 2) {
      positions = marked([...cands].sort((a, b) => a.n - b.n).slice(0, 2))
    }
    const n = positions ? positions.length : list.rows.length
    for (let p = 0; p < n; p++) {
      const r = list.rows[positions ? positions[p] : p]
      let m = 0
      for (let i = 0; i < nTests; i++) if (tests[i](r)) m |= 1 << i
      const missing = all & ~m
      // a row missing two facets or more counts nowhere (its options are in `present` already)
      if ((missing & (missing - 1)) !== 0) continue
      const every = missing === 0
      let k = r.brand
      if (k !== NONE && but(m, brandBit)) count[k]++
      k = r.line
      if (k !== NONE && but(m, lineBit)) count[size + k]++
      if (but(m, subBit)) {
        const cats = r.cats
        for (let i = 0; i < cats.length; i++) if (sub[cats[i]] === 1) count[S2 + cats[i]]++
      }
      const feats = r.feats
      for (let i = 0; i < feats.length; i++) {
        k = feats[i]
        const t = typeOf[k]
        if (every || but(m, t === NONE ? -1 : featureBit[t])) count[S3 + k]++
      }
      const attrs = r.attrs
      for (let i = 0; i < attrs.length; i++) {
        k = attrs[i]
        const t = typeOf[k]
        if (every || but(m, t === NONE ? -1 : attributeBit[t])) count[S4 + k]++
      }
      if (every) {
        total++
        if (skip > 0) skip--
        else if (ids.length < page.limit) ids.push(r.id)
      }
      if (but(m, priceBit)) {
        if (r.price < min) min = r.price
        if (r.price > max) max = r.price
      }
    }
    if (nTests === 1 && priceBit === 0 && base) {
      // price alone: the range is under every facet but price, i.e. the whole list's
      min = base.min
      max = base.max
    }
    if (nTests === 0) {
      // no selection: every row of the list matches
      total = list.rows.length
      for (let p = page.offset; p < Math.min(total, page.offset + page.limit); p++) ids.push(list.rows[p].id)
      min = base!.min
      max = base!.max
    }
    const countOf = (i: number, k: number) => (fromBase && base && k < base.stride && fromBase(i, k) ? base.count[i * base.stride + k] : count[i * size + k])
    const rowsOf = <F extends FacetRow["facet"]>(facet: F, i: number, keep: (k: number) => boolean = () => true) =>
      present.order[i].filter(keep).map((k) => {
        const label = i === 4 ? (present.attrLabel.get(k) ?? NONE) : NONE
        return { facet, key: this.strings[k], n: countOf(i, k), extra: label !== NONE ? this.labels[label] : null }
      })
    const facets: FacetRow[] = [
      ...rowsOf("brand", 0),
      ...rowsOf("line", 1),
      ...rowsOf("sub", 2, (k) => sub[k] === 1),
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
