import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { execFileSync } from "node:child_process"
import path from "node:path"
import { adminHeaders, attempt, eventually, listingSettled, runSeed, storeHeaders, type ApiResponse } from "../helpers"
import { LISTING_MODULE, type ListingModuleService } from "@shop/listing/modules/listing"
// the read path's own functions, compared with each other on the running app's database
import { CATCH_UP_ROWS_SQL, FacetIndex, pageRows, type IndexContext } from "../../../plugins/listing/src/lib/facet-index"
import { runListing, type FacetRow } from "../../../plugins/listing/src/lib/listing-query"
import { selection, GetStoreListingSchema } from "../../../plugins/listing/src/lib/params"
import { resolveContext } from "../../../plugins/listing/src/api/listing-context"
import type { CardRow } from "../../../plugins/listing/src/lib/cards"

jest.setTimeout(600 * 1000)

/**
 * Decision 0076: the in-process facet index answers exactly what the SQL read model answers (facet
 * counts, price range, page contents and order, totals) on random filter combinations of a crafted
 * catalogue (the bench catalogue, 1,200 products: 6 roots × 9 leaves, 40 brands, 8 feature types,
 * sizes S/M/L, many equal prices, one running sale), and again after products change through the
 * admin API (price, stock, category, brand, a sale starting and one ending), with two index
 * instances fed from the same database (two server processes) that both catch up when the version
 * moves, re-reading only the changed rows.
 */
const PRODUCTS = 1200
const ROOT = path.resolve(__dirname, "../../..")

/** A small deterministic random source (the failing combination is printed with its seed). */
function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 2 ** 32
  }
}

type Combo = { type: "category" | "brand"; key: string; query: Record<string, unknown> }

function randomCombo(r: () => number): Combo {
  const int = (n: number) => Math.floor(r() * n)
  const pickN = <T>(xs: T[], n: number) => Array.from({ length: n }, () => xs[int(xs.length)])
  const root = 1 + int(6)
  const type: Combo["type"] = r() < 0.85 ? "category" : "brand"
  const key = type === "brand" ? `marque-${1 + int(40)}` : r() < 0.6 ? `rayon-${root}` : `rayon-${root}-${1 + int(9)}`
  const query: Record<string, unknown> = {}
  const brands = pickN([...Array(40)].map((_, i) => `marque-${i + 1}`).concat(["MARQUE-3", "inconnue"]), r() < 0.5 ? 0 : 1 + int(2))
  if (brands.length) query.brand = brands
  const features: string[] = []
  for (let i = r() < 0.5 ? 0 : 1 + int(2); i > 0; i--) features.push(`carac-${1 + int(8)}:valeur ${1 + int(6)}`)
  if (r() < 0.1) features.push("carac-99:valeur 1")
  if (features.length) query.feature = features
  if (r() < 0.25) query.attribute = pickN(["taille:s", "taille:m", "Taille:L"], 1 + int(2))
  if (r() < 0.2) query.category = pickN([`rayon-${root}-${1 + int(9)}`, `rayon-${root}-${1 + int(9)}`, "nulle-part"], 1 + int(2))
  if (r() < 0.3) query.price_min = int(100) * 100
  if (r() < 0.3) query.price_max = Math.max(Number(query.price_min ?? 0), int(220) * 100)
  query.sort = ["default", "price_asc", "price_desc"][int(3)]
  query.page = r() < 0.6 ? 1 : 1 + int(3)
  query.limit = [12, 24, 50][int(3)]
  return { type, key, query }
}

const normFacets = (rows: FacetRow[]) =>
  rows
    .map((f) => ({
      facet: f.facet,
      key: f.key,
      n: Number(f.n),
      extra:
        f.facet === "total"
          ? {
              min: (f.extra as { min: unknown }).min === null ? null : Number((f.extra as { min: unknown }).min),
              max: (f.extra as { max: unknown }).max === null ? null : Number((f.extra as { max: unknown }).max),
            }
          : (f.extra ?? null),
    }))
    .sort((a, b) => `${a.facet}|${a.key}`.localeCompare(`${b.facet}|${b.key}`))

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let pg: Knex
    let channelId: string
    let store: { headers: Record<string, string> }
    let admin: { headers: Record<string, string> }
    let listing: ListingModuleService
    const ok = async <T>(p: Promise<ApiResponse<T>>) => {
      const res = await attempt(p)
      if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.data)}`)
      return res.data
    }

    beforeAll(async () => {
      const seed = await runSeed(getContainer(), { catalog: false })
      channelId = seed.sales_channel_id
      store = storeHeaders(seed.publishable_key)
      pg = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      listing = getContainer().resolve<ListingModuleService>(LISTING_MODULE)
      const conn = pg.client.config.connection as
        string | { connectionString?: string; host?: string; port?: number; user?: string; password?: string; database?: string }
      const url =
        typeof conn === "string"
          ? conn
          : (conn.connectionString ??
            `postgres://${encodeURIComponent(conn.user ?? "postgres")}${conn.password ? `:${encodeURIComponent(conn.password)}` : ""}@${conn.host ?? "localhost"}:${conn.port ?? 5432}/${conn.database}`)
      // the bench catalogue's writer (set-based SQL into Medusa's tables), then the listing rebuild
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const { seedBenchCatalog } = await import(${JSON.stringify(path.join(ROOT, "scripts/lib/bench-catalog.mjs"))});
           await seedBenchCatalog(process.env.BENCH_URL, { channelId: process.env.BENCH_CHANNEL, products: Number(process.env.BENCH_N) })`,
        ],
        { env: { ...process.env, BENCH_URL: url, BENCH_CHANNEL: channelId, BENCH_N: String(PRODUCTS) }, stdio: "inherit" }
      )
      await listing.reindex()
      await listingSettled(pg)
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    /** Both paths on one combination: the SQL read model's and the index's answer, compared. */
    async function compare(index: FacetIndex, c: Combo, label: string) {
      const q = GetStoreListingSchema.parse(c.query)
      const sel = selection(q)
      const ctx = await resolveContext(pg, c.type, c.key, "fr")
      const selectedCategoryIds = sel.categories.length
        ? (
            await pg.raw<{ rows: { id: string }[] }>(
              `select id from product_category where (lower(handle) = any(?::text[]) or id = any(?::text[])) and deleted_at is null`,
              [sel.categories, sel.categories]
            )
          ).rows.map((r) => r.id)
        : []
      const scope = { where: ctx.where, salesChannelIds: [channelId], subCategoryIds: ctx.subCategoryIds, selectedCategoryIds }
      const page = { sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit, lang: "fr" }
      const sql = await runListing(pg, sel, scope, page)
      const found = index.query({ kind: c.type, id: (ctx.context as { id: string }).id } as IndexContext, sel, scope, page)
      const rows = await pageRows<CardRow>(pg, found.ids, "fr")
      const where = `${label} ${c.type}/${c.key}?${JSON.stringify(c.query)}`
      expect({ where, facets: normFacets(found.facets) }).toEqual({ where, facets: normFacets(sql.facets) })
      expect({ where, rows }).toEqual({ where, rows: sql.rows })
      return { sql, found }
    }

    it("answers 250 random combinations exactly as the SQL read model, before and after products change, in two instances", async () => {
      const version = async () => String((await pg.raw(`select version from listing_state where id = 1`)).rows[0].version)
      const a = new FacetIndex(pg)
      const b = new FacetIndex(pg)
      expect(await a.ensure(await version())).toBe(true)
      expect(await b.ensure(await version())).toBe(true)
      expect(a.lastRead).toBe(PRODUCTS) // the first load reads every row

      const seed = 76
      const r = rng(seed)
      let nonEmpty = 0
      let withZero = 0
      for (let i = 0; i < 250; i++) {
        const c = randomCombo(r)
        const { sql } = await compare(i % 2 ? a : b, c, `seed ${seed} #${i}`)
        if (sql.rows.length) nonEmpty++
        if (sql.facets.some((f) => f.facet !== "total" && Number(f.n) === 0)) withZero++
      }
      // the combinations exercise pages with products and options counted 0 (disabled)
      expect({ nonEmpty, withZero, enough: nonEmpty > 50 && withZero > 40 }).toEqual({ nonEmpty, withZero, enough: true })

      // --- products change through the admin API
      const before = await version()
      const productOf = async (id: string) =>
        (await ok<{ product: { variants: { id: string }[] } }>(api.get(`/admin/products/${id}?fields=*variants`, admin))).product
      // price: product 7's variants all cost 100 DA now
      const p7 = await productOf("prod_bench_7")
      for (const v of p7.variants) {
        await ok(api.post(`/admin/products/prod_bench_7/variants/${v.id}`, { prices: [{ currency_code: "dzd", amount: 100 }] }, admin))
      }
      // stock: product 8's cheapest size (S) is managed with no stock, so its card shows the next size's price
      await ok(api.post(`/admin/products/prod_bench_8/variants/variant_bench_8S`, { manage_inventory: true }, admin))
      // category: product 9 moves to another root's leaf
      await ok(api.post(`/admin/products/prod_bench_9`, { categories: [{ id: "pcat_bench_1_1" }] }, admin))
      // brand: product 11 changes brand (catalog plugin's link), its features kept
      const features11 = [0, 1].map((k) => `fval_bench_${((11 + k) % 8) + 1}_${((11 * (k + 1)) % 6) + 1}`)
      await ok(api.post(`/admin/products/prod_bench_11/catalog`, { brand_id: "brand_bench_40", feature_value_ids: features11 }, admin))
      // sales: one running until in half a minute on product 12, one starting then on product 13 (the checks
      // before must run inside the window: 8 s was too short for a loaded CI machine)
      const soon = new Date(Date.now() + 30_000)
      const p12 = await productOf("prod_bench_12")
      const p13 = await productOf("prod_bench_13")
      await ok(
        api.post(
          "/admin/price-lists",
          {
            title: "Ends soon",
            description: "ends",
            type: "sale",
            status: "active",
            starts_at: new Date(Date.now() - 60_000).toISOString(),
            ends_at: soon.toISOString(),
            prices: p12.variants.map((v: { id: string }) => ({ variant_id: v.id, currency_code: "dzd", amount: 50 })),
          },
          admin
        )
      )
      await ok(
        api.post(
          "/admin/price-lists",
          {
            title: "Starts soon",
            description: "starts",
            type: "sale",
            status: "active",
            starts_at: soon.toISOString(),
            prices: p13.variants.map((v: { id: string }) => ({ variant_id: v.id, currency_code: "dzd", amount: 60 })),
          },
          admin
        )
      )
      // the edits reach the read model through events, which a loaded machine may deliver seconds late:
      // wait for each edit's row (this spec checks the index follows the read model, not the events)
      const row = async (id: string) =>
        (await pg.raw(`select price, category_ids, brand_id from listing_product where id = ?`, [id])).rows[0] as {
          price: string
          category_ids: string[]
          brand_id: string | null
        }
      await eventually(
        async () => ({
          p7: Number((await row("prod_bench_7")).price),
          p8: Number((await row("prod_bench_8")).price),
          p9: (await row("prod_bench_9")).category_ids.includes("pcat_bench_1_1"),
          p11: (await row("prod_bench_11")).brand_id,
          p12: Number((await row("prod_bench_12")).price),
        }),
        (v) => expect(v).toEqual({ p7: 100, p8: 500 + ((8 * 37) % 200) * 100 + 200, p9: true, p11: "brand_bench_40", p12: 50 }),
        20_000
      )
      await listingSettled(pg)
      const after = await version()
      expect(BigInt(after)).toBeGreaterThan(BigInt(before))

      // neither copy follows on its own: both catch up when a request reads the new version
      expect(a.fresh(before)).toBe(true) // nothing new for it yet
      expect(a.version! < BigInt(after)).toBe(true)
      expect(await a.ensure(after)).toBe(true)
      expect(await b.ensure(after)).toBe(true)
      // only the rows written since are re-read: at most the edited products' rows, unless a transaction
      // still open at the last snapshot makes it re-read more (a busy worker); with nothing new, none
      let reread = a.lastRead
      for (let i = 0; i < 20 && reread >= PRODUCTS / 4; i++) {
        await new Promise((res) => setTimeout(res, 250))
        await a.catchUp()
        reread = a.lastRead
      }
      expect(reread).toBeLessThan(PRODUCTS / 4)
      expect(b.version).toBe(a.version)

      const price = async (index: FacetIndex, id: string, ctx: IndexContext) => {
        const sel = selection(GetStoreListingSchema.parse({ limit: 200 }))
        const scope = { salesChannelIds: [channelId], subCategoryIds: [], selectedCategoryIds: [] }
        const ids: string[] = []
        for (let page = 0; page < 10; page++) ids.push(...index.query(ctx, sel, scope, { sort: "price_asc", limit: 200, offset: page * 200 }).ids)
        if (!ids.includes(id)) return null
        const [row] = await pageRows<CardRow>(pg, [id], "fr")
        return Number(row.price)
      }
      for (const index of [a, b]) {
        expect(await price(index, "prod_bench_7", { kind: "category", id: "pcat_bench_2" })).toBe(100)
        // S was the cheapest and is out of stock now: the card shows M's price
        expect(await price(index, "prod_bench_8", { kind: "category", id: "pcat_bench_3" })).toBe(500 + ((8 * 37) % 200) * 100 + 200)
        expect(await price(index, "prod_bench_9", { kind: "category", id: "pcat_bench_1" })).not.toBeNull()
        expect(await price(index, "prod_bench_9", { kind: "category", id: "pcat_bench_4" })).toBeNull()
        expect(await price(index, "prod_bench_11", { kind: "brand", id: "brand_bench_40" })).not.toBeNull()
        expect(await price(index, "prod_bench_11", { kind: "brand", id: "brand_bench_12" })).toBeNull()
        expect(await price(index, "prod_bench_12", { kind: "category", id: "pcat_bench_1" })).toBe(50)
      }
      const r2 = rng(seed + 1)
      for (let i = 0; i < 100; i++) await compare(i % 2 ? a : b, randomCombo(r2), `after edits, seed ${seed + 1} #${i}`)

      // --- time passes: one sale ends, the other starts; the listing job's catch-up rewrites their rows
      await new Promise((res) => setTimeout(res, Math.max(0, soon.getTime() - Date.now() + 500)))
      await listing.catchUp()
      await listingSettled(pg)
      const later = await version()
      for (const index of [a, b]) {
        expect(await index.ensure(later)).toBe(true)
        expect(await price(index, "prod_bench_12", { kind: "category", id: "pcat_bench_1" })).toBeGreaterThan(50)
        expect(await price(index, "prod_bench_13", { kind: "category", id: "pcat_bench_2" })).toBe(60)
      }
      const r3 = rng(seed + 2)
      for (let i = 0; i < 60; i++) await compare(i % 2 ? a : b, randomCombo(r3), `after the sales moved, seed ${seed + 2} #${i}`)

      // --- a product deleted: its row leaves both copies
      await ok(api.delete(`/admin/products/prod_bench_14`, admin))
      await listingSettled(pg)
      const last = await version()
      for (const index of [a, b]) {
        expect(await index.ensure(last)).toBe(true)
        expect(await price(index, "prod_bench_14", { kind: "category", id: "pcat_bench_3" })).toBeNull()
      }
      const r4 = rng(seed + 3)
      for (let i = 0; i < 40; i++) await compare(i % 2 ? a : b, randomCombo(r4), `after a deletion, seed ${seed + 3} #${i}`)

      // a database that went back (restored from a copy): a lower version makes a copy read everything again
      const { rows: counted } = await pg.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from listing_product`)
      await pg.raw(`update listing_state set version = 1 where id = 1`)
      try {
        expect(await a.ensure("1")).toBe(true)
        expect(a.version).toBe(1n)
        expect(a.lastRead).toBe(counted[0].n)
      } finally {
        await pg.raw(`update listing_state set version = ? where id = 1`, [String(BigInt(last) + 1n)])
      }
    })

    it("catches up by the writers' transaction ids (decision 0082): out-of-order commits, a deletion and re-insert, no table scan", async () => {
      const version = async () => String((await pg.raw(`select version from listing_state where id = 1`)).rows[0].version)
      const bump = (db: Knex = pg) => db.raw(`update listing_state set version = version + 1 where id = 1`)
      const a = new FacetIndex(pg)
      expect(await a.ensure(await version())).toBe(true)
      const priceOf = (id: string, ctx: IndexContext) => {
        const sel = selection(GetStoreListingSchema.parse({ limit: 200 }))
        const scope = { salesChannelIds: [channelId], subCategoryIds: [], selectedCategoryIds: [] }
        const ids: string[] = []
        for (let page = 0; page < 10; page++) ids.push(...a.query(ctx, sel, scope, { sort: "price_asc", limit: 200, offset: page * 200 }).ids)
        return ids.includes(id)
      }
      const rayon = (id: string) =>
        pg
          .raw<{ rows: { c: string }[] }>(`select category_ids[1] as c from listing_product where id = ?`, [id])
          .then((r) => ({ kind: "category", id: r.rows[0].c }) as IndexContext)
      const r = rng(82)
      const compareSome = async (label: string) => {
        for (let i = 0; i < 25; i++) await compare(a, randomCombo(r), `${label} #${i}`)
      }

      // two writers: the older transaction (smaller txid) commits after the younger one, and after a
      // catch-up whose snapshot saw it running; its row must still be read by the next catch-up
      const older = await pg.transaction()
      const younger = await pg.transaction()
      try {
        const t1 = BigInt((await older.raw(`select txid_current()::text as t`)).rows[0].t)
        const t2 = BigInt((await younger.raw(`select txid_current()::text as t`)).rows[0].t)
        expect(t1 < t2).toBe(true)
        await older.raw(`update listing_product set price = 31, original_price = 31 where id = 'prod_bench_20'`)
        await younger.raw(`update listing_product set price = 32, original_price = 32 where id = 'prod_bench_21'`)
        await bump(younger)
        await younger.commit()
        expect(await a.ensure(await version())).toBe(true)
        // the younger write is there, the older one not yet (still running)
        const ctx21 = await rayon("prod_bench_21")
        const first = a.query(
          ctx21,
          selection(GetStoreListingSchema.parse({ limit: 12 })),
          { salesChannelIds: [channelId], subCategoryIds: [], selectedCategoryIds: [] },
          { sort: "price_asc", limit: 1, offset: 0 }
        )
        expect(first.ids).toEqual(["prod_bench_21"])
        await bump(older)
        await older.commit()
      } finally {
        if (!older.isCompleted()) await older.rollback()
        if (!younger.isCompleted()) await younger.rollback()
      }
      expect(await a.ensure(await version())).toBe(true)
      expect(a.lastRead).toBeLessThan(10)
      const ctx20 = await rayon("prod_bench_20")
      const cheapest = a.query(
        ctx20,
        selection(GetStoreListingSchema.parse({ limit: 12 })),
        { salesChannelIds: [channelId], subCategoryIds: [], selectedCategoryIds: [] },
        { sort: "price_asc", limit: 1, offset: 0 }
      )
      expect(cheapest.ids).toEqual(["prod_bench_20"])
      await compareSome("out-of-order commits")

      // a deletion, seen by a catch-up, then the same product inserted again
      const ctx15 = await rayon("prod_bench_15")
      expect(priceOf("prod_bench_15", ctx15)).toBe(true)
      const { rows: saved } = await pg.raw<{ rows: { row: unknown }[] }>(`select to_json(l) as row from listing_product l where id = 'prod_bench_15'`)
      const reinsert = (db: Knex) =>
        db.raw(`insert into listing_product select * from json_populate_record(null::listing_product, ?::json)`, [JSON.stringify(saved[0].row)])
      await pg.raw(`delete from listing_product where id = 'prod_bench_15'`)
      await bump()
      expect(await a.ensure(await version())).toBe(true)
      expect(priceOf("prod_bench_15", ctx15)).toBe(false)
      await reinsert(pg)
      await bump()
      expect(await a.ensure(await version())).toBe(true)
      expect(priceOf("prod_bench_15", ctx15)).toBe(true)
      // deleted and inserted again between two catch-ups (in one transaction, then in two)
      await pg.transaction(async (trx) => {
        await trx.raw(`delete from listing_product where id = 'prod_bench_15'`)
        await reinsert(trx)
        await bump(trx)
      })
      expect(await a.ensure(await version())).toBe(true)
      expect(priceOf("prod_bench_15", ctx15)).toBe(true)
      await pg.raw(`delete from listing_product where id = 'prod_bench_15'`)
      await reinsert(pg)
      await bump()
      expect(await a.ensure(await version())).toBe(true)
      expect(priceOf("prod_bench_15", ctx15)).toBe(true)
      await compareSome("deleted and inserted again")

      // nothing written: a catch-up reads nothing
      await bump()
      expect(await a.ensure(await version())).toBe(true)
      expect(a.lastRead).toBe(0)

      // the catch-up's reads are index ranges, not scans of the table (statistics as the table has them)
      await pg.raw(`analyze listing_product`)
      await pg.raw(`analyze listing_product_tombstone`)
      const { rows: snap } = await pg.raw<{ rows: { s: string }[] }>(`select pg_current_snapshot()::text as s`)
      const [, xmax, xip] = snap[0].s.split(":")
      for (const sql of [CATCH_UP_ROWS_SQL]) {
        const { rows: plan } = await pg.raw<{ rows: { "QUERY PLAN": string }[] }>(`explain ${sql}`, [xmax, `{${xip ?? ""}}`])
        const text = plan.map((p) => p["QUERY PLAN"]).join("\n")
        expect({ text, scan: /Seq Scan/.test(text) }).toEqual({ text, scan: false })
        expect(text).toContain("IDX_listing_product_write_txid")
      }
      // and a write is one row read (no count of the table any more)
      await pg.raw(`update listing_product set price = price where id = 'prod_bench_22'`)
      await bump()
      expect(await a.ensure(await version())).toBe(true)
      expect(a.lastRead).toBe(1)
    })

    it("serves category, brand and featured listings from the index with the SQL path's exact body", async () => {
      const urls = [
        "/store/listings/category/rayon-2?brand=marque-3&brand=marque-9&feature=carac-3:valeur%202&sort=price_asc&limit=24",
        "/store/listings/category/rayon-4-5?price_min=1000&price_max=9000&sort=price_desc",
        "/store/listings/category/rayon-1?category=rayon-1-2&category=rayon-1-4&attribute=taille:m&page=2&limit=12",
        "/store/listings/brand/marque-5?feature=carac-1:valeur%201&feature=carac-1:valeur%202&limit=50",
        "/store/listings/featured",
      ]
      const get = (url: string) => ok<{ count: number }>(api.get(url, store))
      // the first request may start the process's first load and be answered by SQL
      for (let i = 0; i < 40; i++) {
        const res = await attempt(api.get(`${urls[0]}&page=${(i % 3) + 1}`, store))
        if (res.headers["x-listing-path"] === "index" || res.headers["x-listing-cache"] === "hit") break
        await new Promise((r) => setTimeout(r, 250))
      }
      for (const url of urls) {
        const fast = await attempt(api.get(url, store))
        expect(fast.status).toBe(200)
        if (fast.headers["x-listing-cache"] !== "hit") expect(fast.headers["x-listing-path"]).toBe("index")
        process.env.LISTING_FACET_INDEX = "off"
        try {
          const slow = await attempt(api.get(url, store))
          if (slow.headers["x-listing-cache"] !== "hit") expect(slow.headers["x-listing-path"]).toBe("sql")
          expect(fast.data).toEqual(slow.data)
        } finally {
          delete process.env.LISTING_FACET_INDEX
        }
      }
      // search, promotion and "new" keep the SQL path
      const search = await attempt(api.get("/store/listings/search?q=produit", store))
      expect(search.status).toBe(200)
      if (search.headers["x-listing-cache"] !== "hit") expect(search.headers["x-listing-path"]).toBe("sql")
      expect((await get("/store/listings/new")).count).toBeGreaterThan(0)
      expect((await get("/store/listings/promotion/plist_bench")).count).toBeGreaterThan(0)
    })
  },
})
