import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { HttpTypes } from "@medusajs/framework/types"
import type { CatalogModuleService } from "@shop/catalog/modules/catalog"
import type { StorePageProduct } from "@shop/contracts/catalog"
import { runSeed, storeHeaders, type SeedOutput } from "../helpers"

type PackItem = NonNullable<StorePageProduct["pack"]>["items"][number]
/** A feature group of `GET /store/products/:id/catalog`. */
type FeatureGroup = { type: { label: string }; values: { value: string }[] }

jest.setTimeout(300 * 1000)

const FIELDS =
  "id,handle,title,description,thumbnail,*images,*options,*options.values,*variants,*variants.options,*variants.calculated_price,+variants.inventory_quantity,*categories,*tags"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let seed: SeedOutput
    let store: { headers: Record<string, string> }

    beforeAll(async () => {
      // from the catalogue template when `npm test` made one (integration-tests/setup.js): then a second run;
      // the first run's own counts are seed.spec.ts's. The demo orders are seed.spec.ts's too.
      seed = await runSeed(getContainer(), { orders: false })
      store = storeHeaders(seed.publishable_key)
    })

    const product = async (handle: string, locale?: string) => {
      const qs = new URLSearchParams({ handle, region_id: seed.region_id, fields: FIELDS, ...(locale && { locale }) })
      const { data } = await api.get(`/store/products?${qs}`, store)
      expect(data.products).toHaveLength(1)
      return data.products[0]
    }

    describe("demo catalogue seed", () => {
      it("publishes at least 60 products in DZD with pictures, categories, brands and stock", async () => {
        // pictures: 3 per product, and one per colour of the 3 products with colour pictures (10: Medusa's variant images)
        const pictures = 69 * 3 + 10
        const { rows } = await getContainer()
          .resolve(ContainerRegistrationKeys.PG_CONNECTION)
          .raw(
            `select (select count(*)::int from product where deleted_at is null) products, (select count(*)::int from product_category where deleted_at is null) categories,
                    (select count(*)::int from brand where deleted_at is null) brands, (select count(*)::int from price_list where deleted_at is null) price_lists,
                    (select count(*)::int from catalog_discount where deleted_at is null) discounts, (select count(*)::int from pack where deleted_at is null) packs`
          )
        expect(rows[0]).toEqual({ products: 69, categories: 25, brands: 10, price_lists: 3, discounts: 3, packs: 3 })
        // every picture has the spec's 3 sizes, made by the seed or the product subscriber
        const [, sizes] = await getContainer().resolve<CatalogModuleService>("catalog").listAndCountImageSizes({}, { take: 1 })
        expect(sizes).toBe(pictures * 3)
        const { data } = await api.get(`/store/products?limit=100&region_id=${seed.region_id}&fields=id,status,*variants.calculated_price`, store)
        expect(data.count).toBeGreaterThanOrEqual(60)
        for (const p of data.products) {
          expect(p.variants.length).toBeGreaterThan(0)
          for (const v of p.variants) expect(v.calculated_price).toMatchObject({ currency_code: "dzd" })
        }
        const top = (await api.get("/store/product-categories?parent_category_id=null&limit=50", store)).data.product_categories
        expect(top.length).toBeGreaterThanOrEqual(6)

        const tee = await product("t-shirt-coton-col-rond-homme")
        expect(tee.variants).toHaveLength(12)
        expect(tee.variants[0].calculated_price.calculated_amount).toBe(1900)
        expect(tee.categories.map((c: HttpTypes.StoreProductCategory) => c.handle)).toEqual(["t-shirts-polos-homme"])
        expect(tee.tags.map((t: HttpTypes.StoreProductTag) => t.value)).toEqual(["Best-seller"])
        const stock = Object.fromEntries(tee.variants.map((v: HttpTypes.StoreProductVariant) => [v.sku, v.inventory_quantity]))
        expect(stock).toMatchObject({ "SM-TSH-RND-XL-BLANC": 0, "SM-TSH-RND-S-NOIR": 2, "SM-TSH-RND-M-NOIR": 40 })

        // a thumbnail and three pictures stored by the file module and served by the backend
        expect(tee.images).toHaveLength(3)
        expect(tee.thumbnail).toBe(tee.images[0].url)
        const picture = await api.get(new URL(tee.thumbnail).pathname)
        expect(picture.status).toBe(200)
        // the brand's name only: the product's French title is not drawn (the picture shows on Arabic pages too, decision 0054)
        expect(String(picture.data)).toMatch(/^<svg[\s\S]*Sahara Mode/)
        expect(String(picture.data)).not.toMatch(/T-shirt/)
        expect(picture.headers["content-type"]).toMatch(/^image\/svg\+xml/)

        const phone = await product("smartphone-nova-5")
        const prices = Object.fromEntries(phone.variants.map((v: HttpTypes.StoreProductVariant) => [v.sku, v.calculated_price?.calculated_amount]))
        expect(prices).toEqual({ "NM-NOVA5-64-GO-NOIR": 32000, "NM-NOVA5-64-GO-BLEU": 32000, "NM-NOVA5-128-GO-NOIR": 36500, "NM-NOVA5-128-GO-BLEU": 36500 })
      })

      it("serves product, option, variant and category texts in en-US and ar-DZ, French when a translation is missing", async () => {
        const fr = await product("t-shirt-coton-col-rond-homme")
        const en = await product("t-shirt-coton-col-rond-homme", "en-US")
        const ar = await product("t-shirt-coton-col-rond-homme", "ar-DZ")
        expect([fr.title, en.title, ar.title]).toEqual(["T-shirt col rond en coton", "Crew-neck cotton T-shirt", "قميص قطني بياقة دائرية"])
        expect(ar.description).toBe("قميص من القطن الممشط 100٪، قصة مستقيمة، يحافظ على لونه بعد الغسل.")
        const colour = (p: HttpTypes.StoreProduct) => p.options?.find((o) => o.values?.some((v) => /Noir|Black|أسود/.test(v.value)))
        expect(colour(en)?.title).toBe("Colour")
        expect(colour(ar)?.title).toBe("اللون")
        expect(
          colour(ar)
            ?.values?.map((v) => v.value)
            .sort()
        ).toEqual(["أبيض", "أزرق داكن", "أسود"].sort())
        const variant = (p: HttpTypes.StoreProduct) => p.variants?.find((v) => v.sku === "SM-TSH-RND-M-NOIR")
        expect([variant(fr)?.title, variant(en)?.title, variant(ar)?.title]).toEqual(["M / Noir", "M / Black", "M / أسود"])
        expect(en.tags[0].value).toBe("Best seller")
        expect(ar.categories[0].name).toBe("قمصان قطنية وبولو")

        // the harissa has Arabic texts but no English ones on purpose: English readers get French
        const harissaEn = await product("harissa-traditionnelle", "en-US")
        expect(harissaEn.title).toBe("Harissa traditionnelle")
        expect(harissaEn.description).toBe("Piments rouges séchés au soleil, ail et carvi, pilés à l'ancienne.")
        expect((await product("harissa-traditionnelle", "ar-DZ")).title).toBe("هريسة تقليدية")
        // the header works like the query parameter; a locale the shop has no texts for falls back to French
        const byHeader = await api.get(`/store/products?handle=dattes-deglet-nour`, { headers: { ...store.headers, "x-medusa-locale": "ar-DZ" } })
        expect(byHeader.data.products[0].title).toBe("تمر دقلة نور من بسكرة")
        expect((await product("dattes-deglet-nour", "de-DE")).title).toBe("Dattes Deglet Nour de Biskra")

        const category = async (locale: string) =>
          (await api.get(`/store/product-categories?handle=chaussures&locale=${locale}`, store)).data.product_categories[0].name
        expect([await category("fr-DZ"), await category("en-US"), await category("ar-DZ")]).toEqual(["Chaussures", "Shoes", "أحذية"])

        const locales = (await api.get("/store/locales", store)).data.locales.map((l: HttpTypes.StoreLocale) => l.code)
        expect(locales).toEqual(expect.arrayContaining(["fr-DZ", "en-US", "ar-DZ"]))
      })

      it("shows the running shoe sale as a sale price list, old and new price", async () => {
        const shoes = await product("baskets-running-homme")
        for (const v of shoes.variants) {
          expect(v.calculated_price).toMatchObject({
            is_calculated_price_price_list: true,
            calculated_amount: 5200,
            original_amount: 6500,
            calculated_price: { price_list_type: "sale" },
          })
        }
        const tee = await product("t-shirt-coton-col-rond-homme")
        expect(tee.variants[0].calculated_price.calculated_amount).toBe(tee.variants[0].calculated_price.original_amount)
        expect(tee.variants[0].calculated_price.calculated_price.price_list_type ?? null).toBeNull()
        // (the pricing module filters on any column; its filter type lists no `title`)
        const [list] = (await getContainer().resolve(Modules.PRICING).listPriceLists()).filter((l) => l.title === "Soldes chaussures −20 %")
        const days = (new Date(list.ends_at!).getTime() - Date.now()) / 86_400_000
        expect(days).toBeGreaterThan(29)
        expect(days).toBeLessThanOrEqual(30)

        // the sale is a catalogue discount that owns the list, shown on the product page and the promotion page
        const page = (await api.get(`/store/products/${shoes.id}/page?locale=ar-DZ`, store)).data.product
        expect(page.price).toEqual({ amount: 5200, old_amount: 6500, currency_code: "dzd" })
        expect(page.promotion).toMatchObject({ value_type: "percentage", value: 20, title: "تخفيضات الأحذية −20 %" })
        const promo = (await api.get(`/store/catalog-discounts/${page.promotion.discount_id}?locale=en`, store)).data.discount
        expect(promo).toMatchObject({ rule_type: "category", title: "Shoe sale −20 %" })
        expect(promo.product_ids).toContain(shoes.id)
        expect(promo.product_ids).not.toContain(tee.id)
        expect(promo.banner_url).toMatch(/promotion-soldes-chaussures/)

        // more running sales (the promotion page's rotator moves between the others): −1 000 DA on small appliances
        const kettle = await product("bouilloire-electrique-inox")
        expect(kettle.variants[0].calculated_price).toMatchObject({ calculated_amount: 2900, original_amount: 3900 })
      })

      it("seeds strict and flexible packs and the spec's picture sizes", async () => {
        const box = await product("coffret-petit-dejeuner-terroir")
        const page = (await api.get(`/store/products/${box.id}/page?locale=fr`, store)).data.product
        expect(page.pack.mode).toBe("strict")
        expect(page.pack.items.map((i: PackItem) => [i.title, i.quantity])).toEqual([
          ["Miel de jujubier", 1],
          ["Dattes Deglet Nour de Biskra", 1],
          ["Café moulu torréfié à Alger", 2],
        ])
        // honey 250 g: 12 in stock, dates 500 g: 70, coffee 250 g: 45 → 12 boxes
        expect(page.combinations[0]).toMatchObject({ available: true, quantity: 12 })
        expect(page.images[0].sizes.GRID_DISPLAY).toMatchObject({ width: 400, url: expect.stringMatching(/\.webp$/) })
        const duo = await product("pack-duo-t-shirts-homme")
        const flexible = (await api.get(`/store/products/${duo.id}/page?locale=ar-DZ`, store)).data.product.pack
        expect(flexible.mode).toBe("flexible")
        expect(flexible.items[0].combinations.length).toBe(12)
      })

      it("links brands, lines and features, read in Arabic through the catalog route", async () => {
        const tee = await product("t-shirt-coton-col-rond-homme")
        const { data } = await api.get(`/store/products/${tee.id}/catalog?locale=ar-DZ`, store)
        expect(data.catalog.brand).toMatchObject({ slug: "sahara-mode", name: "صحارى موضة" })
        expect(data.catalog.brand_line).toMatchObject({ slug: "essentiel", name: "الأساسيات" })
        const features = Object.fromEntries(data.catalog.features.map((f: FeatureGroup) => [f.type.label, f.values.map((v) => v.value)]))
        expect(features).toEqual({ المادة: ["قطن"], "اللون الغالب": ["أبيض"], المنشأ: ["صنع في الجزائر"] })
      })

      it("is idempotent: a second run inserts nothing and keeps the merchant's edits and deletions", async () => {
        const container = getContainer()
        const products = container.resolve(Modules.PRODUCT)
        const [tee] = await products.listProducts({ handle: "t-shirt-coton-col-rond-homme" })
        await products.updateProducts(tee.id, { title: "T-shirt maison" })
        const [jam] = await products.listProducts({ handle: "confiture-figues-bejaia" })
        await products.softDeleteProducts([jam.id])
        const before = await products.listProducts({}, { select: ["id"], take: null })

        const again = await runSeed(container, { orders: false })
        expect(Object.values(again.inserted_catalog!).every((n) => n === 0)).toBe(true)
        expect((await products.listProducts({}, { select: ["id"], take: null })).length).toBe(before.length)
        expect((await products.listProducts({ handle: "t-shirt-coton-col-rond-homme" }))[0].title).toBe("T-shirt maison")
        expect(await products.listProducts({ handle: "confiture-figues-bejaia" })).toHaveLength(0)
      })
    })
  },
})
