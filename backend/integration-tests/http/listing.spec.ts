import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, cacheHeader, eventually, listingSettled, runSeed, storeHeaders, type ApiResponse } from "../helpers"
import { catalogClient } from "../catalog-helpers"
import { codClient, form } from "../cod-helpers"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LISTING_MODULE, type ListingModuleService } from "@shop/listing/modules/listing"
import type { HttpTypes } from "@medusajs/framework/types"
import type { FacetOption, ListingProductCard, ListingResponse } from "@shop/contracts/listing"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let storeKey: string
    let channelId: string
    let admin: Headers

    beforeAll(async () => {
      const seed = await runSeed(getContainer(), { catalog: false })
      storeKey = seed.publishable_key
      store = storeHeaders(seed.publishable_key)
      channelId = seed.sales_channel_id
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })
    const c = catalogClient(
      api,
      () => admin,
      () => channelId
    )
    const ok = async <T>(p: Promise<ApiResponse<T>>) => {
      const res = await attempt(p)
      if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.data)}`)
      return res.data
    }

    /** A product with one DZD-priced variant, in a category, with brand, line and features. */
    async function product(title: string, price: number, categoryId: string, catalog: Record<string, unknown>, size = "M") {
      const { product: p } = await ok<HttpTypes.AdminProductResponse>(
        api.post(
          "/admin/products",
          {
            title,
            status: "published",
            sales_channels: [{ id: channelId }],
            categories: [{ id: categoryId }],
            options: [{ title: "Taille", values: [size] }],
            variants: [{ title: size, options: { Taille: size }, manage_inventory: false, prices: [{ currency_code: "dzd", amount: price }] }],
          },
          admin
        )
      )
      await ok(api.post(`/admin/products/${p.id}/catalog`, catalog, admin))
      return p
    }

    /**
     * Tech > (Phones, TVs); Condor (line Griffe) and Iris; Couleur noir/blanc.
     * phoneA Condor/Griffe noir 1000 · phoneB Iris blanc 2000 · tvC Condor blanc 3000 on sale at 1500 · tvD Iris noir 1500
     */
    async function fixture() {
      const cat = (body: Record<string, unknown>) =>
        ok<HttpTypes.AdminProductCategoryResponse>(api.post("/admin/product-categories", { is_active: true, ...body }, admin)).then((d) => d.product_category)
      const tech = await cat({ name: "Tech", handle: "tech" })
      const phones = await cat({ name: "Téléphones", handle: "phones", parent_category_id: tech.id })
      const tvs = await cat({ name: "Téléviseurs", handle: "tvs", parent_category_id: tech.id })
      const condor = await c.brand({ name: "Condor", translations: { ar: { name: "كوندور" } } })
      const iris = await c.brand({ name: "Iris" })
      const griffe = await c.line(condor.id, { name: "Griffe" })
      const colour = await c.featureType({ label: "Couleur", code: "couleur", translations: { ar: { label: "اللون" } } })
      const noir = await c.featureValue(colour.id, { value: "Noir", translations: { ar: { value: "أسود" } } })
      const blanc = await c.featureValue(colour.id, { value: "Blanc" })
      const phoneA = await product("Téléphone A", 1000, phones.id, { brand_id: condor.id, brand_line_id: griffe.id, feature_value_ids: [noir.id] }, "S")
      const phoneB = await product("Téléphone B", 2000, phones.id, { brand_id: iris.id, feature_value_ids: [blanc.id] })
      const tvC = await product("Téléviseur C", 3000, tvs.id, { brand_id: condor.id, feature_value_ids: [blanc.id] })
      const tvD = await product("Téléviseur D", 1500, tvs.id, { brand_id: iris.id, feature_value_ids: [noir.id] }, "L")
      const { price_list: sale } = await ok<HttpTypes.AdminPriceListResponse>(
        api.post(
          "/admin/price-lists",
          {
            title: "Soldes TV",
            description: "-50 %",
            type: "sale",
            status: "active",
            prices: [{ variant_id: tvC.variants![0].id, currency_code: "dzd", amount: 1500 }],
          },
          admin
        )
      )
      return { tech, phones, tvs, phoneA, phoneB, tvC, tvD, sale }
    }

    const listing = async (path: string) => (await api.get(`/store/listings/${path}`, store)).data
    const counts = (options: FacetOption[]) => Object.fromEntries(options.map((o) => [o.value, o.count]))
    const handles = (d: ListingResponse) => d.products.map((p) => p.handle)

    it("counts every facet under the other facets' selection, OR within a facet and AND across, and filters on the promotion price", async () => {
      const f = await fixture()
      const all = await eventually(
        () => listing("category/tech"),
        (d) => {
          expect(d.count).toBe(4)
          expect(d.products.find((p: ListingProductCard) => p.handle === f.tvC.handle).price.amount).toBe(1500)
        }
      )
      expect(counts(all.filter_data.brands)).toEqual({ condor: 2, iris: 2 })
      expect(counts(all.filter_data.sub_categories)).toEqual({ phones: 2, tvs: 2 })
      expect(counts(all.filter_data.brand_lines)).toEqual({ griffe: 1 })
      expect(counts(all.filter_data.features[0].options)).toEqual({ noir: 2, blanc: 2 })
      expect(counts(all.filter_data.attributes[0].options)).toEqual({ s: 1, m: 2, l: 1 })
      // price range on effective prices: the TV on sale counts at 1500, not 3000
      expect(all.filter_data.price_range).toEqual({ min: 1000, max: 2000 })

      // one brand: the brand facet still counts the other brand (its own selection is ignored)
      const condor = await listing("category/tech?brand=condor")
      expect(condor.count).toBe(2)
      expect(counts(condor.filter_data.brands)).toEqual({ condor: 2, iris: 2 })
      expect(counts(condor.filter_data.features[0].options)).toEqual({ noir: 1, blanc: 1 })

      // AND across facets, case-insensitive values
      const condorNoir = await listing("category/tech?brand=CONDOR&feature=Couleur:NOIR")
      expect(handles(condorNoir)).toEqual([f.phoneA.handle])
      expect(counts(condorNoir.filter_data.brands)).toEqual({ condor: 1, iris: 1 })
      expect(condorNoir.selected.features).toEqual({ couleur: ["noir"] })

      // an option that cannot match the selection is counted 0 and disabled
      const condorPhones = await listing("category/tech?brand=condor&category=phones")
      expect(condorPhones.count).toBe(1)
      const blanc = condorPhones.filter_data.features[0].options.find((o: FacetOption) => o.value === "blanc")
      expect(blanc).toMatchObject({ count: 0, disabled: true })
      expect(condorPhones.filter_data.sub_categories.find((o: FacetOption) => o.value === "tvs")).toMatchObject({ count: 1, disabled: false })

      // OR within a facet
      expect((await listing("category/tech?brand=condor&brand=iris")).count).toBe(4)
      expect((await listing("category/tech?feature=couleur:noir&feature=couleur:blanc&brand=iris")).count).toBe(2)

      // inclusive price range on the promotion price
      const at1500 = await listing("category/tech?price_min=1500&price_max=1500&sort=price_asc")
      expect(handles(at1500).sort()).toEqual([f.tvC.handle, f.tvD.handle].sort())
      expect((await listing("category/tech?price_min=2500")).count).toBe(0)
      const tv = at1500.products.find((p: ListingProductCard) => p.handle === f.tvC.handle)
      expect(tv.price).toEqual({ amount: 1500, original_amount: 3000, currency_code: "dzd", discount_percent: 50 })
      // a plain sale price list (no catalogue discount): the drop in whole percent
      expect(tv.badge).toEqual({ type: "promotion", value_type: "percentage", value: 50, label: "-50%" })

      // sub-category context, brand and promotion contexts
      expect((await listing("category/phones")).count).toBe(2)
      expect(handles(await listing(`promotion/${f.sale.id}`))).toEqual([f.tvC.handle])
      expect((await listing("brand/iris")).count).toBe(2)

      // bad input names the field and lists nothing
      const bad = await attempt(api.get("/store/listings/category/tech?limit=13", store))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toMatch(/limit/)
      expect((await attempt(api.get("/store/listings/category/tech?price_min=10&price_max=5", store))).data.message).toMatch(/price_min/)
      expect((await attempt(api.get("/store/listings/category/nowhere", store))).status).toBe(404)

      // localized cards and labels (French fallback)
      const ar = await listing("category/tech?locale=ar-DZ&brand=condor")
      expect(ar.filter_data.brands.find((b: FacetOption) => b.value === "condor").label).toBe("كوندور")
      expect(ar.filter_data.features[0].label).toBe("اللون")
      expect(ar.products.find((p: ListingProductCard) => p.handle === f.phoneA.handle).brand.name).toBe("كوندور")
      expect(ar.products.find((p: ListingProductCard) => p.handle === f.phoneA.handle).title).toBe("Téléphone A")
    })

    it("sorts stably, shows a new product and follows price-list changes", async () => {
      const f = await fixture()
      const sorted = await eventually(
        () => listing("category/tech?sort=price_asc"),
        (d) => {
          expect(d.count).toBe(4)
          expect(d.products.find((p: ListingProductCard) => p.handle === f.tvC.handle).price.amount).toBe(1500)
        }
      )
      // tvC (sale 1500) and tvD (1500) tie: the order between them is fixed by id, every time
      const tie = [f.tvC, f.tvD].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => p.handle)
      expect(handles(sorted)).toEqual([f.phoneA.handle, ...tie, f.phoneB.handle])
      for (let i = 0; i < 3; i++) expect(handles(await listing("category/tech?sort=price_asc"))).toEqual(handles(sorted))
      // with Redis, a repeated request is answered from the cache (once the fixture's last events are
      // indexed); the steps below prove that every change made in the admin still shows through it
      const cacheState = async () => {
        for (let i = 0; i < 20; i++) {
          await api.get("/store/listings/category/tech?sort=price_asc", store)
          const again = await api.get("/store/listings/category/tech?sort=price_asc&limit=12", store)
          if (again.headers["x-listing-cache"] !== "miss") return again.headers["x-listing-cache"]
          await new Promise((r) => setTimeout(r, 250))
        }
        return "miss"
      }
      expect(await cacheState()).toBe(cacheHeader("hit"))
      expect(handles(await listing("category/tech?sort=price_desc"))).toEqual([f.phoneB.handle, ...tie, f.phoneA.handle])

      // a product created in the admin appears within seconds
      const phoneE = await product("Téléphone E", 900, f.phones.id, {})
      await eventually(
        () => listing("category/tech?sort=price_asc"),
        (d) => {
          expect(d.count).toBe(5)
          expect(d.products[0].handle).toBe(phoneE.handle)
        }
      )

      // a new sale list moves phone B's effective price; removing it moves it back
      const { price_list: flash } = await ok<HttpTypes.AdminPriceListResponse>(
        api.post(
          "/admin/price-lists",
          {
            title: "Flash",
            description: "Flash",
            type: "sale",
            status: "active",
            prices: [{ variant_id: f.phoneB.variants![0].id, currency_code: "dzd", amount: 800 }],
          },
          admin
        )
      )
      await eventually(
        () => listing("category/tech?sort=price_asc"),
        (d) => {
          expect(d.products[0].handle).toBe(f.phoneB.handle)
          expect(d.products[0].price).toMatchObject({ amount: 800, original_amount: 2000 })
        }
      )
      expect((await listing("category/tech?price_max=800")).count).toBe(1)
      await ok(api.delete(`/admin/price-lists/${flash.id}`, admin))
      await eventually(
        () => listing("category/tech?price_max=800"),
        (d) => expect(d.count).toBe(0)
      )

      // a sale whose end date is moved to the past no longer counts once the minute job has run
      await ok(api.post(`/admin/price-lists/${f.sale.id}`, { ends_at: new Date(Date.now() - 60000).toISOString() }, admin))
      await getContainer().resolve<ListingModuleService>(LISTING_MODULE).catchUp()
      await eventually(
        () => listing("category/tech?sort=price_desc"),
        (d) => expect(d.products[0]).toMatchObject({ handle: f.tvC.handle, price: { amount: 3000, original_amount: null } })
      )
    })

    it("searches names in every language, folded, with one typo, as a listing with facets and as suggestions (decision 0057)", async () => {
      const f = await fixture()
      const search = (q: string, extra = "") => listing(`search?q=${encodeURIComponent(q)}${extra}`)
      // the products are indexed by the subscriber: wait for the brand's Arabic name to be searchable
      const arabic = await eventually(
        () => search("كوندور"),
        (d) => expect(d.count).toBe(2)
      )
      expect(handles(arabic).sort()).toEqual([f.phoneA.handle, f.tvC.handle].sort())
      expect(arabic.context).toMatchObject({ type: "search", query: "كوندور" })
      // a letter missing in Arabic, accents and case ignored in French, a wrong letter, a category's name and its ancestor's
      expect((await search("كندور")).count).toBe(2)
      expect(handles(await search("TELEPHNES")).sort()).toEqual([f.phoneA.handle, f.phoneB.handle].sort())
      expect(handles(await search("téléviseir")).sort()).toEqual([f.tvC.handle, f.tvD.handle].sort())
      expect((await search("tech")).count).toBe(4)
      // every word must match; a product's title holds the words earliest, so it comes first
      expect(handles(await search("iris téléphone"))).toEqual([f.phoneB.handle])
      expect(handles(await search("télé"))[0]).toMatch(/^t/)
      // typing goes letter by letter: a part of a word matches; two typos do not
      expect((await search("condo")).count).toBe(2)
      expect((await search("cndr")).count).toBe(0)
      // the listing's facets and sorts on the results
      const filtered = await search("condor", "&category=tvs&sort=price_desc")
      expect(handles(filtered)).toEqual([f.tvC.handle])
      expect(counts(filtered.filter_data.sub_categories)).toEqual({ tech: 2 })
      // under two letters or digits, a 400 naming q
      const short = await attempt(api.get("/store/listings/search?q=%20a%20", store))
      expect([short.status, short.data.message]).toEqual([400, expect.stringContaining("q")])

      const suggest = async (q: string, locale = "fr-DZ") => (await api.get(`/store/search?q=${encodeURIComponent(q)}&locale=${locale}&limit=3`, store)).data
      const s = await suggest("condr")
      expect(s.count).toBe(2)
      expect(s.products).toHaveLength(2)
      expect(s.brands).toEqual([{ handle: "condor", name: "Condor", count: 2 }])
      expect(s.categories.map((c: { handle: string }) => c.handle).sort()).toEqual(["phones", "tvs"])
      expect((await suggest("condor", "ar-DZ")).brands).toEqual([{ handle: "condor", name: "كوندور", count: 2 }])
      expect(await suggest("c")).toEqual({ query: "c", count: 0, products: [], categories: [], brands: [] })
    })

    it("keeps the listing version when an order leaves its product in stock, and moves it when the last unit goes", async () => {
      const pg = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      const service = getContainer().resolve<ListingModuleService>(LISTING_MODULE)
      const cod = codClient(api, getContainer, () => storeKey)
      const item = await cod.product(admin, { title: "Lampe versionnée", price: 1200, stock: 3 })
      type Row = { indexed_at: Date; in_stock: boolean; content_hash: string | null }
      const row = async () =>
        (await pg.raw<{ rows: Row[] }>(`select indexed_at, in_stock, content_hash from listing_product where id = ?`, [item.product.id])).rows[0]
      await eventually(row, (r) => expect(r?.in_stock && r.content_hash).toBeTruthy())
      await listingSettled(pg)
      const before = await service.version()
      const first = await row()
      const yalidine = await cod.option("yalidine", "home")
      expect((await cod.order(form(item.variant_id, yalidine.id, { quantity: 2 }))).status).toBe(201)
      // the reservation queues the product (a stock change) and its row is written again, the same
      await eventually(row, (r) => expect(new Date(r.indexed_at).getTime()).toBeGreaterThan(new Date(first.indexed_at).getTime()))
      await listingSettled(pg)
      expect(await row()).toMatchObject({ in_stock: true, content_hash: first.content_hash })
      expect(await service.version()).toBe(before)
      // the last unit: the card says out of stock, and every cache keyed by the version goes
      expect((await cod.order(form(item.variant_id, yalidine.id))).status).toBe(201)
      await eventually(
        async () => ({ version: await service.version(), in_stock: (await row()).in_stock }),
        (v) => expect([v.in_stock, v.version === before]).toEqual([false, false])
      )
      // an edit of the product moves it even when no listed field changed (caches hold more than rows)
      const moved = await service.version()
      await ok(api.post(`/admin/products/${item.product.id}`, { description: "Une lampe de chevet." }, admin))
      await eventually(service.version.bind(service), (v) => expect(v).not.toBe(moved))
    })
  },
})
