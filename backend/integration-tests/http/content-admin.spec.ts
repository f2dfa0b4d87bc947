import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed, storeHeaders } from "../helpers"
import { codClient } from "../cod-helpers"
import { multipart, PNG } from "../upload-helpers"
import { THEME_DEFAULTS, type BlogCategory, type MenuItem } from "@shop/contracts/content"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }

/** Menus, theme, settings, uploads, blog and CMS pages through the admin routes, read back through the store routes. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let admin: Headers
    let key: string
    const cod = codClient(api, getContainer, () => key)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      store = storeHeaders(key)
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("answers 401 to every admin content route without a session", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/content/blocks?page=home"],
        ["post", "/admin/content/blocks"],
        ["get", "/admin/content/blocks/cblk_1"],
        ["delete", "/admin/content/blocks/cblk_1"],
        ["post", "/admin/content/blocks/reorder"],
        ["get", "/admin/content/menus/header"],
        ["put", "/admin/content/menus/header"],
        ["get", "/admin/content/lookups/categories"],
        ["get", "/admin/content/theme"],
        ["post", "/admin/content/theme"],
        ["get", "/admin/content/settings"],
        ["post", "/admin/content/settings"],
        ["post", "/admin/content/uploads"],
        ["get", "/admin/blog/posts"],
        ["post", "/admin/blog/posts"],
        ["get", "/admin/blog/categories"],
        ["get", "/admin/cms-pages"],
        ["delete", "/admin/cms-pages/cms_1"],
      ])
    })

    it("resolves menu item types to storefront paths and drops an item whose target is gone", async () => {
      const p = await cod.product(admin, { title: "Téléphone Condor" })
      const cat = (await api.post("/admin/product-categories", { name: "Téléphonie", handle: "telephonie", is_active: true }, admin)).data.product_category
      await api.post(`/admin/products/${p.product.id}`, { categories: [{ id: cat.id }] }, admin)
      const coll = (await api.post("/admin/collections", { title: "Été", handle: "ete" }, admin)).data.collection
      const brand = (await api.post("/admin/brands", { name: "Condor" }, admin)).data.brand
      const cms = (await api.post("/admin/cms-pages", { title: { fr: "À propos", en: "About" }, published: true }, admin)).data.page
      const hidden = (await api.post("/admin/cms-pages", { title: { fr: "Brouillon" }, published: false }, admin)).data.page
      const bcat = (await api.post("/admin/blog/categories", { name: { fr: "Conseils" } }, admin)).data.category
      const post = (
        await api.post(
          "/admin/blog/posts",
          { title: { fr: "Bien commander" }, category_ids: [bcat.id], published_at: new Date(Date.now() - 1000).toISOString() },
          admin
        )
      ).data.post
      expect([cms.slug, bcat.slug, post.slug]).toEqual(["a-propos", "conseils", "bien-commander"])
      const label = (fr: string) => ({ fr, en: `${fr} EN`, ar: null })
      const items = [
        {
          type: "category",
          target_id: cat.id,
          label: label("Téléphonie"),
          children: [
            { type: "product", target_id: p.product.id, label: label("Condor"), children: [{ type: "brand", target_id: brand.id, label: label("Marque") }] },
          ],
        },
        { type: "link", url: "https://www.facebook.com/boutiquedz", label: label("Facebook") },
        { type: "cms", target_id: cms.id, label: label("À propos") },
        { type: "cms", target_id: hidden.id, label: label("Caché") },
        { type: "blog_category", target_id: bcat.id, label: label("Blog") },
        { type: "blog_post", target_id: post.id, label: label("Article") },
        { type: "collection", target_id: coll.id, label: label("Été") },
      ]
      const put = await api.put("/admin/content/menus/header", { items }, admin)
      expect(put.data.menu.items[0].children[0].children[0]).toMatchObject({
        type: "brand",
        target_id: brand.id,
        label: { fr: "Marque", en: "Marque EN", ar: null },
      })
      const menu = async (locale = "fr") => (await api.get(`/store/content/menus/header?locale=${locale}`, store)).data.menu
      const m = await menu("en")
      const flat = (list: MenuItem[]): MenuItem[] => list.flatMap((i) => [i, ...flat(i.children)])
      expect(flat(m.items).map((i) => [i.type, i.label, i.path])).toEqual([
        ["category", "Téléphonie EN", "/catalog/category/telephonie"],
        ["product", "Condor EN", `/catalog/product/telephonie/${encodeURIComponent(p.product.handle)}`],
        ["brand", "Marque EN", `/catalog/brands/${brand.slug}`],
        ["link", "Facebook EN", "https://www.facebook.com/boutiquedz"],
        ["cms", "À propos EN", "/pages/a-propos"],
        ["blog_category", "Blog EN", "/blog/categories/conseils"],
        ["blog_post", "Article EN", "/blog/bien-commander"],
        ["collection", "Été EN", "/collections/ete"],
      ])
      expect((await menu("ar")).items[0].label).toBe("Téléphonie")
      // deleting targets removes their items (and what hangs under them)
      await api.delete(`/admin/cms-pages/${cms.id}`, admin)
      await api.delete(`/admin/products/${p.product.id}`, admin)
      const after = flat((await menu()).items).map((i) => i.type)
      expect(after).toEqual(["category", "link", "blog_category", "blog_post", "collection"])
      // depth 4 and a link without URL are refused, naming the field
      const deep = await attempt(
        api.put(
          "/admin/content/menus/footer",
          {
            items: [
              {
                type: "link",
                url: "/a",
                label: label("1"),
                children: [
                  {
                    type: "link",
                    url: "/b",
                    label: label("2"),
                    children: [{ type: "link", url: "/c", label: label("3"), children: [{ type: "link", url: "/d", label: label("4") }] }],
                  },
                ],
              },
            ],
          },
          admin
        )
      )
      expect(deep.status).toBe(400)
      expect(deep.data.message).toMatch(/items\[0\]\.children\[0\]\.children\[0\]\.children\[0\]/)
      const noUrl = await attempt(api.put("/admin/content/menus/footer", { items: [{ type: "link", label: label("x") }] }, admin))
      expect(noUrl.status).toBe(400)
      expect(noUrl.data.message).toMatch(/url/)
      expect((await attempt(api.get("/store/content/menus/sidebar", store))).status).toBe(404)
    })

    it("serves theme defaults of the spec, validates colours and custom CSS", async () => {
      // the spec's ten defaults, as the contract states them
      const defaults = THEME_DEFAULTS
      expect((await api.get("/store/shop-settings", store)).data.theme).toEqual({ colors: defaults, custom_css: "" })
      expect((await api.get("/admin/content/theme", admin)).data.theme.colors).toEqual(defaults)
      const ok = await api.post("/admin/content/theme", { colors: { primary: "#123", danger: "rgb(200, 10, 10)" }, custom_css: ".x{color:red}" }, admin)
      expect(ok.data.theme.colors).toEqual({ ...defaults, primary: "#123", danger: "rgb(200, 10, 10)" })
      const badColor = await attempt(api.post("/admin/content/theme", { colors: { primary: "red;}body{display:none" } }, admin))
      expect(badColor.status).toBe(400)
      expect(badColor.data.message).toMatch(/primary/)
      expect((await attempt(api.post("/admin/content/theme", { custom_css: "a{}</style><script>x</script>" }, admin))).status).toBe(400)
      expect((await attempt(api.post("/admin/content/theme", { custom_css: "a".repeat(20 * 1024 + 1) }, admin))).status).toBe(400)
      expect((await api.get("/store/shop-settings", store)).data.theme).toEqual({
        colors: { ...defaults, primary: "#123", danger: "rgb(200, 10, 10)" },
        custom_css: ".x{color:red}",
      })
    })

    it("round-trips shop settings, active_add_to_cart included", async () => {
      const s0 = (await api.get("/store/shop-settings", store)).data.settings
      expect(s0).toEqual({
        shop_name: "Boutique DZ",
        logo_url: null,
        contact_phone: null,
        whatsapp_phone: null,
        active_add_to_cart: true,
        meta_pixel_id: null,
        social: { facebook: null, instagram: null, tiktok: null, youtube: null },
        opening_hours: [],
      })
      await api.post(
        "/admin/content/settings",
        { active_add_to_cart: false, contact_phone: "0550 12 34 56", social: { instagram: "https://instagram.com/dz" } },
        admin
      )
      const s1 = (await api.get("/store/shop-settings", store)).data.settings
      expect(s1).toMatchObject({ active_add_to_cart: false, contact_phone: "0550 12 34 56", social: { instagram: "https://instagram.com/dz", facebook: null } })
      await api.post("/admin/content/settings", { active_add_to_cart: true }, admin)
      expect((await api.get("/admin/content/settings", admin)).data.settings).toMatchObject({ active_add_to_cart: true, contact_phone: "0550 12 34 56" })
      const bad = await attempt(api.post("/admin/content/settings", { logo_url: "javascript:alert(1)" }, admin))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toMatch(/logo_url/)
      // the WhatsApp number of the product page's button
      await api.post("/admin/content/settings", { whatsapp_phone: "0550 12 34 56" }, admin)
      expect((await api.get("/store/shop-settings", store)).data.settings.whatsapp_phone).toBe("0550 12 34 56")
      const badWhatsapp = await attempt(api.post("/admin/content/settings", { whatsapp_phone: "call me" }, admin))
      expect(badWhatsapp.status).toBe(400)
      expect(badWhatsapp.data.message).toMatch(/whatsapp_phone/)
      // the shop's opening hours (issue 22): ranges per weekday, a lunch break as two ranges
      const hours = [
        { day: 6, open: "08:30", close: "12:00" },
        { day: 6, open: "13:30", close: "18:00" },
        { day: 0, open: "08:30", close: "18:00" },
      ]
      await api.post("/admin/content/settings", { opening_hours: hours }, admin)
      expect((await api.get("/store/shop-settings", store)).data.settings.opening_hours).toEqual(hours)
      const badHours = await attempt(api.post("/admin/content/settings", { opening_hours: [{ day: 1, open: "18:00", close: "08:00" }] }, admin))
      expect(badHours.status).toBe(400)
      expect(badHours.data.message).toMatch(/opening_hours\.0\.close/)
      expect((await api.get("/store/shop-settings", store)).data.settings.opening_hours).toEqual(hours)
    })

    it("stores image uploads with the File module and refuses a non-image and a file over 2 MB", async () => {
      const send = (files: Array<{ name: string; type: string; content: Buffer }>) => {
        const m = multipart(files)
        return attempt(api.post("/admin/content/uploads", m.body, { headers: { ...admin.headers, "content-type": m.type } }))
      }
      const ok = await send([
        { name: "logo.png", type: "image/png", content: PNG },
        { name: "b.png", type: "image/png", content: PNG },
      ])
      expect(ok.status).toBe(201)
      expect(ok.data.files).toEqual([
        { url: expect.stringMatching(/^http.*logo\.png$/), name: "logo.png", size: PNG.length },
        { url: expect.any(String), name: "b.png", size: PNG.length },
      ])
      const text = await send([{ name: "notes.png", type: "image/png", content: Buffer.from("hello, not an image") }])
      expect(text.status).toBe(400)
      expect(text.data.message).toMatch(/notes\.png/)
      const svg = await send([
        { name: "x.svg", type: "image/svg+xml", content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      ])
      expect(svg.status).toBe(400)
      const big = await send([{ name: "big.png", type: "image/png", content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }])
      expect(big.status).toBe(413)
      expect(big.data.message).toMatch(/big\.png/)
    })

    it("serves published blog posts and CMS pages only, with categories and excerpts", async () => {
      const cat = (await api.post("/admin/blog/categories", { slug: "terroir", name: { fr: "Terroir", ar: "منتجات محلية" } }, admin)).data.category
      const long = "<p>" + "Une huile d'olive de Kabylie, pressée à froid. ".repeat(10) + "</p>"
      const live = (
        await api.post(
          "/admin/blog/posts",
          {
            title: { fr: "Huile d'olive", en: "Olive oil" },
            body_html: { fr: long },
            category_ids: [cat.id],
            published_at: new Date(Date.now() - 60000).toISOString(),
            meta_description: { fr: "Méta" },
          },
          admin
        )
      ).data.post
      await api.post("/admin/blog/posts", { slug: "brouillon", title: { fr: "Brouillon" }, category_ids: [cat.id], published_at: null }, admin)
      await api.post(
        "/admin/blog/posts",
        { slug: "demain", title: { fr: "Demain" }, category_ids: [cat.id], published_at: new Date(Date.now() + 86400000).toISOString() },
        admin
      )
      const list = (await api.get("/store/blog/posts?category=terroir&locale=en", store)).data
      expect(list.count).toBe(1)
      expect(list.posts[0]).toEqual({
        id: live.id,
        slug: "huile-d-olive",
        title: "Olive oil",
        excerpt: expect.any(String),
        thumbnail_url: null,
        published_at: expect.any(String),
        categories: [{ slug: "terroir", name: "Terroir" }],
        path: "/blog/huile-d-olive",
      })
      expect(list.posts[0].excerpt.length).toBeLessThanOrEqual(100)
      expect(list.posts[0].excerpt.startsWith("Une huile d'olive de Kabylie")).toBe(true)
      const one = (await api.get("/store/blog/posts/huile-d-olive?locale=ar", store)).data.post
      expect(one).toMatchObject({ title: "Huile d'olive", meta_description: "Méta", categories: [{ slug: "terroir", name: "منتجات محلية" }] })
      expect(one.body_html).toContain("Kabylie")
      for (const slug of ["brouillon", "demain", "inconnu"]) expect((await attempt(api.get(`/store/blog/posts/${slug}`, store))).status).toBe(404)
      const category = (await api.get("/store/blog/categories/terroir", store)).data
      expect(category).toMatchObject({ category: { slug: "terroir", name: "Terroir", path: "/blog/categories/terroir" }, count: 1 })
      expect((await api.get("/store/blog/categories", store)).data.categories.map((c: BlogCategory) => c.slug)).toContain("terroir")
      expect((await attempt(api.get("/store/blog/categories/nope", store))).status).toBe(404)
      const page = (
        await api.post("/admin/cms-pages", { slug: "livraison", title: { fr: "Livraison" }, body_html: { fr: "<p>69 wilayas</p>" }, published: false }, admin)
      ).data.page
      expect((await attempt(api.get("/store/cms-pages/livraison", store))).status).toBe(404)
      await api.post(`/admin/cms-pages/${page.id}`, { published: true }, admin)
      expect((await api.get("/store/cms-pages/livraison?locale=en", store)).data.page).toEqual({
        slug: "livraison",
        title: "Livraison",
        body_html: "<p>69 wilayas</p>",
        meta_description: null,
      })
      expect((await attempt(api.post("/admin/cms-pages", { slug: "livraison", title: { fr: "Autre" } }, admin))).status).toBe(409)
      expect((await attempt(api.post("/admin/cms-pages", { slug: "Pas Bon", title: { fr: "x" } }, admin))).data.message).toMatch(/slug/)
      const lookups = (await api.get("/admin/content/lookups/cms_pages?q=livr", admin)).data.items
      expect(lookups).toEqual([{ id: page.id, name: "Livraison" }])
      expect((await api.get("/admin/content/lookups/products?q=ab", admin)).data.items).toEqual([])
    })
  },
})
