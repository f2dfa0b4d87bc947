import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, cacheHeader, eventually, listingSettled, runSeed, storeHeaders, type SeedOutput, type ApiResponse } from "../helpers"
import { codClient, form } from "../cod-helpers"
import { BLOCK_TYPES, type Block, type BlogCategory, type BlogPostCard } from "@shop/contracts/content"
import type { ListingProductCard } from "@shop/contracts/listing"

/** The listing's card also says how many variants the product has (the contract leaves it out). */
type ListedCard = ListingProductCard & { variant_count: number }

jest.setTimeout(600 * 1000)

type Headers = { headers: Record<string, string> }

/** Every block type, in the contract's order (the order the seed and the "every type" tests create them in). */
const TYPES = BLOCK_TYPES

/** Block payloads against the seeded demo shop: every type, bestsellers from real orders, sanitising, translations, the seed. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let seed: SeedOutput
    let store: Headers
    let admin: Headers
    const cod = codClient(api, getContainer, () => seed.publishable_key)
    const pg = () => getContainer().resolve("__pg_connection__")
    const page = async (key: string, locale = "fr") => (await api.get(`/store/content/pages/${key}?locale=${locale}`, store)).data
    const lookup = async (kind: string, q = "") => (await api.get(`/admin/content/lookups/${kind}?q=${encodeURIComponent(q)}`, admin)).data.items
    const create = (body: Record<string, unknown>) => attempt(api.post("/admin/content/blocks", body, admin))

    beforeAll(async () => {
      // the demo orders left out: the bestsellers block below counts this spec's own orders
      seed = await runSeed(getContainer(), { orders: false })
      store = storeHeaders(seed.publishable_key)
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("seeds a home page using every block type, menus, blog, the about and contact pages; a second seed adds nothing", async () => {
      // what the demo seed wrote (its first run's own counts: seed.spec.ts), before this spec adds anything
      const counts = async () =>
        (
          await pg().raw(
            `select (select count(*)::int from content_block) b, (select count(*)::int from content_menu_item) m, (select count(*)::int from blog_post) p, (select count(*)::int from blog_category) c, (select count(*)::int from cms_page) s, (select count(*)::int from content_setting) t`
          )
        ).rows[0]
      const before = await counts()
      expect(before).toEqual({ b: 20, m: 20, p: 3, c: 2, s: 2, t: 1 })
      const home = await page("home")
      expect(new Set(home.blocks.map((b: Block) => b.type))).toEqual(new Set(TYPES))
      expect(home.blocks.map((b: Block) => b.position)).toEqual([...home.blocks.map((b: Block) => b.position)].sort((a, b) => a - b))
      const again = await runSeed(getContainer(), { orders: false })
      expect(again.inserted_content).toEqual({ collections: 0, settings: 0, blog_categories: 0, blog_posts: 0, cms_pages: 0, blocks: 0, menu_items: 0 })
      expect(await counts()).toEqual(before)
      // demo blocks show real things in every language
      for (const locale of ["fr", "en", "ar"]) {
        const p = await page("home", locale)
        const byType = Object.fromEntries(p.blocks.map((b: Block) => [b.type, b]))
        expect(byType.products_carousel.data.products.length).toBeGreaterThan(0)
        expect(byType.categories_carousel.data.categories.length).toBeGreaterThan(0)
        expect(byType.brands_carousel.data.brands.length).toBeGreaterThan(0)
        expect(byType.blog_posts_carousel.data.posts).toHaveLength(3)
        expect(byType.blog_post_card.data.post.slug).toBe("bien-choisir-son-huile-d-olive")
        expect(byType.collection_products.data.products.length).toBeGreaterThan(0)
        expect(byType.discount_block.data.discounts[0].products.length).toBeGreaterThan(0)
        expect(byType.banner.images[0].url).toMatch(/^http/)
      }
      expect((await page("home", "ar")).blocks.find((b: Block) => b.type === "bestsellers_products").title).toBe("الأكثر مبيعاً")
      expect((await page("home", "en")).blocks.find((b: Block) => b.type === "bestsellers_products").title).toBe("Best sellers")
    })

    it("answers each block type with its data; product cards are the listing's cards; unknown types are refused", async () => {
      const [category] = await lookup("categories", "chaussures")
      const [brand] = await lookup("brands", "atlas")
      const { rows: lines } = await pg().raw(`select id from brand_line where slug = 'essentiel'`)
      const [collection] = await lookup("collections", "selection")
      const [post] = await lookup("blog_posts", "huile")
      const [blogCategory] = await lookup("blog_categories", "terroir")
      const listing = (await api.get("/store/listings/category/chaussures?limit=12", store)).data.products
      const config: Record<string, Record<string, unknown>> = {
        products_carousel: { product_ids: [listing[1].id, listing[0].id] },
        products_grid: { product_ids: listing.slice(0, 3).map((p: ListingProductCard) => p.id) },
        collection_products: { collection_id: collection.id },
        category_products_carousel: { category_id: category.id },
        brands_products_carousel: { brand_id: brand.id },
        brand_lines_products_carousel: { brand_line_id: lines[0].id },
        tag_products: { tag_value: "promo" },
        categories_carousel: { category_ids: [category.id] },
        blog_posts_carousel: { blog_category_id: blogCategory.id },
        blog_post_card: { post_id: post.id },
      }
      for (const type of TYPES) {
        const res = await create({
          page: "t-all",
          type,
          title: { fr: `Bloc ${type}` },
          number: 4,
          config: config[type] ?? {},
          html: { fr: "<p>x</p>" },
          images: [{ url: "/static/x.png", alt: { fr: "x" } }],
        })
        expect([type, res.status]).toEqual([type, 201])
      }
      const bad = await create({ page: "t-all", type: "carousel_of_doom" })
      expect(bad.status).toBe(400)
      expect(bad.data.message).toMatch(/type/)

      const { blocks } = await page("t-all")
      expect(blocks.map((b: Block) => b.type)).toEqual(TYPES)
      const of = (t: string) => blocks.find((b: Block) => b.type === t)
      for (const b of blocks) {
        expect(Object.keys(b).sort()).toEqual([
          "bg_color",
          "container_class",
          "data",
          "ends_at",
          "html",
          "id",
          "images",
          "link",
          "number",
          "position",
          "responsive",
          "show_title",
          "size",
          "title",
          "type",
          "wrapper_class",
        ])
        expect(b.images).toEqual([{ url: "/static/x.png", alt: "x" }])
      }
      // same card as the listing, in the configured order, at most `number`
      expect(of("products_carousel").data.products).toEqual([listing[1], listing[0]])
      const cardKeys = Object.keys(listing[0]).sort()
      for (const t of TYPES.slice(0, 9)) {
        const products = of(t).data.products
        expect([t, Array.isArray(products)]).toEqual([t, true])
        expect(products.length).toBeLessThanOrEqual(4)
        for (const p of products) expect(Object.keys(p).sort()).toEqual(cardKeys)
      }
      for (const t of [
        "products_grid",
        "discounted_products",
        "collection_products",
        "category_products_carousel",
        "brands_products_carousel",
        "brand_lines_products_carousel",
        "tag_products",
      ]) {
        expect([t, of(t).data.products.length > 0]).toEqual([t, true])
      }
      expect(of("discounted_products").data.products.every((p: ListingProductCard) => (p.price.original_amount ?? 0) > p.price.amount)).toBe(true)
      expect(of("brands_products_carousel").data.products.every((p: ListingProductCard) => p.brand?.slug === "atlas-chaussures")).toBe(true)
      expect(of("categories_carousel").data.categories).toEqual([
        { id: category.id, handle: "chaussures", name: "Chaussures", image_url: null, path: "/catalog/category/chaussures" },
      ])
      const brand0 = of("brands_carousel").data.brands[0]
      expect(Object.keys(brand0).sort()).toEqual(["id", "logo_url", "name", "path", "slug"])
      expect(brand0.path).toBe(`/catalog/brands/${brand0.slug}`)
      const line0 = of("brand_lines_carousel").data.brand_lines[0]
      expect(Object.keys(line0).sort()).toEqual(["brand_slug", "id", "logo_url", "name", "path", "slug"])
      expect(line0.path).toBe(`/catalog/brandlines/${line0.slug}`)
      const discount = of("discount_block").data.discounts[0]
      expect(discount).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        value_type: expect.any(String),
        value: expect.any(Number),
        path: `/promotions/${discount.id}`,
      })
      expect(new Date(discount.ends_at).getTime()).toBeGreaterThan(Date.now())
      expect(of("blog_posts_carousel").data.posts.map((p: BlogPostCard) => p.slug)).toEqual(["bien-choisir-son-huile-d-olive"])
      expect(of("blog_post_card").data.post).toMatchObject({
        slug: "bien-choisir-son-huile-d-olive",
        path: "/blog/bien-choisir-son-huile-d-olive",
        categories: [
          { slug: "conseils", name: "Conseils" },
          { slug: "terroir", name: "Terroir" },
        ],
      })
      expect(of("blog_post_card").data.post.excerpt.length).toBeLessThanOrEqual(100)
      expect(of("blog_categories_carousel").data.blog_categories.map((c: BlogCategory) => c.path)).toEqual([
        "/blog/categories/conseils",
        "/blog/categories/terroir",
      ])
      for (const t of ["html_block", "banner", "banner_carousel", "text_carousel"]) expect(of(t).data).toEqual({})

      // an inactive block is not shown; reorder puts positions 0..n-1 in the given order
      const admins = (await api.get("/admin/content/blocks?page=t-all", admin)).data.blocks
      await api.post(`/admin/content/blocks/${admins[0].id}`, { active: false }, admin)
      expect((await page("t-all")).blocks).toHaveLength(TYPES.length - 1)
      const reversed = admins.map((b: Block) => b.id).reverse()
      const re = await api.post("/admin/content/blocks/reorder", { page: "t-all", ids: reversed }, admin)
      expect(re.data.blocks.map((b: Block) => [b.id, b.position])).toEqual(reversed.map((id: string, i: number) => [id, i]))
      expect((await attempt(api.post("/admin/content/blocks/reorder", { page: "t-all", ids: reversed.slice(1) }, admin))).status).toBe(400)
      expect(
        (await attempt(api.post("/admin/content/blocks", { type: "banner", responsive: { mobile: 0, tablet: 2, desktop: 3 } }, admin))).data.message
      ).toMatch(/responsive/)
      expect((await attempt(api.post("/admin/content/blocks", { type: "banner", bg_color: "red; x" }, admin))).data.message).toMatch(/bg_color/)
    })

    it("lists bestsellers from real order lines by quantity, ties by newest, without canceled orders", async () => {
      const listing = (await api.get("/store/listings/category/epicerie-fine?limit=12", store)).data.products.filter(
        (p: ListedCard) => p.in_stock && p.variant_count === 1
      )
      const [a, b] = listing
      const yal = await cod.option("yalidine", "home")
      const res1 = await cod.order(form(a.add_to_cart_variant_id, yal.id, { quantity: 1 }))
      expect(res1.status).toBe(201)
      const res2 = await cod.order(form(b.add_to_cart_variant_id, yal.id, { quantity: 3 }))
      expect(res2.status).toBe(201)
      const best = (await create({ page: "t-best", type: "bestsellers_products", number: 5 })).data.block
      const ids = async () => (await page("t-best")).blocks[0].data.products.map((p: ListingProductCard) => p.id)
      expect(await ids()).toEqual([b.id, a.id])
      const res3 = await cod.order(form(a.add_to_cart_variant_id, yal.id, { quantity: 3 }))
      expect(res3.status).toBe(201)
      expect(await ids()).toEqual([a.id, b.id])
      // a cash-on-delivery order is cancelled from its confirmation (Medusa's own cancel answers 409, decision 0036)
      await api.post(`/admin/orders/${res2.data.order.id}/life/confirmation`, { to: "cancelled", reason: "duplicate" }, admin)
      expect(await ids()).toEqual([a.id])
      expect(best.type).toBe("bestsellers_products")
    })

    it("sanitises HTML on write and renders it from the Editor.js data when sent", async () => {
      const html = `<p onclick="steal()">Bonjour <a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)></p><script>alert(1)</script><iframe src="https://x"></iframe>`
      const res = await create({
        page: "t-html",
        type: "html_block",
        html: { fr: "<p>the browser's own HTML is not what is served</p>", en: html, ar: "<p>مرحبا</p>" },
        editor_data: { fr: { blocks: [{ type: "paragraph", data: { text: "Bonjour <b onmouseover=x>vous</b>" } }] } },
      })
      expect(res.status).toBe(201)
      expect(res.data.block.html).toEqual({ fr: "<p>Bonjour <b>vous</b></p>", en: '<p>Bonjour <a>lien</a><img src="x" /></p>', ar: "<p>مرحبا</p>" })
      expect(res.data.block.editor_data.fr.blocks[0].data.text).toBe("Bonjour <b>vous</b>")
      const stored = (await page("t-html", "en")).blocks[0]
      expect(stored.html).toBe('<p>Bonjour <a>lien</a><img src="x" /></p>')
      expect(JSON.stringify(stored)).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
      const post = await attempt(
        api.post(
          "/admin/blog/posts",
          { title: { fr: "Piège" }, body_html: { fr: "<p onmouseover=x>t</p><script>x</script>" }, published_at: new Date().toISOString() },
          admin
        )
      )
      expect(post.status).toBe(201)
      expect(post.data.post.body_html.fr).toBe("<p>t</p>")
      expect(post.data.post.slug).toBe("piege")
      expect((await attempt(api.post("/admin/blog/posts", { title: { fr: "Piège" } }, admin))).status).toBe(409)
    })

    it("serves pages and menus from the shared cache (with Redis; computed each time without); an edit, a catalogue change and a new order show at once", async () => {
      await listingSettled(pg())
      const listing = (await api.get("/store/listings/category/chaussures?limit=12", store)).data.products
      const product = listing[0]
      const block = (await create({ page: "t-cache", type: "products_carousel", title: { fr: "Avant" }, config: { product_ids: [product.id] } })).data.block
      const read = () => api.get("/store/content/pages/t-cache?locale=fr", store)
      const first = await read()
      expect(first.headers["x-content-cache"]).toBe(cacheHeader("miss"))
      const isHit = (r: ApiResponse) => expect(r.headers["x-content-cache"]).toBe(cacheHeader("hit"))
      const second = await eventually(read, isHit)
      expect(second.data).toEqual(first.data)
      // the storefront's page cache checks this version on every request (decision 0078): it moves with the edit below
      const versionBefore = (await api.get("/store/content/version", store)).data
      expect(versionBefore.version).toMatch(/^\d+\.\d+$/)
      // a content edit moves the content version in its own transaction: the next read is fresh
      await api.post(`/admin/content/blocks/${block.id}`, { title: { fr: "Après" } }, admin)
      expect((await api.get("/store/content/version", store)).data.version).not.toBe(versionBefore.version)
      const edited = await read()
      expect(edited.headers["x-content-cache"]).toBe(cacheHeader("miss"))
      expect(edited.data.blocks[0].title).toBe("Après")
      // a product renamed in the admin: its card is the listing's, whose version moves once re-indexed
      await api.post(`/admin/products/${product.id}`, { title: "Titre changé pour le cache" }, admin)
      await eventually(read, (r) => expect(r.data.blocks[0].data.products[0].title).toBe("Titre changé pour le cache"))
      // menus too (their key carries the listing version, which the rename above moves for a while:
      // wait until it is still, as at the start, or a loaded machine reads a new key every time)
      const menu = () => api.get("/store/content/menus/footer?locale=ar", store)
      await listingSettled(pg())
      await eventually(menu, isHit)
      const { rows } = await pg().raw(`select version from content_state`)
      await pg().raw(`update content_menu_item set updated_at = now() where location = 'footer'`)
      expect((await pg().raw(`select version from content_state`)).rows[0].version).not.toBe(rows[0].version)
      expect((await menu()).headers["x-content-cache"]).toBe(cacheHeader("miss"))
      // bestsellers come from orders, which no version follows: read on every request, even from a cached page
      await create({ page: "t-cache", type: "bestsellers_products", number: 20 })
      const best = async () => {
        const r = await read()
        return { hit: r.headers["x-content-cache"], ids: r.data.blocks[1].data.products.map((p: ListingProductCard) => p.id) as string[] }
      }
      await eventually(read, isHit)
      const previous = await best()
      const groceries = (await api.get("/store/listings/category/epicerie-fine?limit=50", store)).data.products
      const sold = groceries.find((p: ListedCard) => p.in_stock && p.variant_count === 1 && !previous.ids.includes(p.id))
      expect(sold).toBeTruthy()
      const yal = await cod.option("yalidine", "home")
      // more than any earlier test sold of one product (4 at most), so it ranks first
      expect((await cod.order(form(sold.add_to_cart_variant_id, yal.id, { quantity: 9 }))).status).toBe(201)
      // (the order may also move the listing version, through stock; the bestseller data is read either way)
      expect((await best()).ids[0]).toBe(sold.id)
    })

    it("falls back to French for a missing translation, never an empty string", async () => {
      await create({ page: "t-lang", type: "html_block", title: { fr: "Titre", en: "", ar: null }, html: { fr: "<p>fr</p>", en: "<p>en</p>" } })
      expect((await page("t-lang", "en")).blocks[0]).toMatchObject({ title: "Titre", html: "<p>en</p>" })
      expect((await page("t-lang", "ar")).blocks[0]).toMatchObject({ title: "Titre", html: "<p>fr</p>" })
      const viaHeader = (await api.get("/store/content/pages/t-lang", { headers: { ...store.headers, "x-medusa-locale": "ar-DZ" } })).data
      expect(viaHeader.locale).toBe("ar")
      const about = (await api.get("/store/cms-pages/a-propos?locale=ar", store)).data.page
      expect(about.title).toBe("من نحن")
    })
  },
})
