import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed, storeHeaders } from "../helpers"

jest.setTimeout(240 * 1000)

type Headers = { headers: Record<string, string> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let channelId: string
    let admin: Headers

    beforeAll(async () => {
      const seed: any = await runSeed(getContainer())
      store = storeHeaders(seed.publishable_key)
      channelId = seed.sales_channel_id
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    const post = (url: string, body: unknown) => attempt(api.post(url, body, admin))
    const brand = async (body: Record<string, unknown>) => (await api.post("/admin/brands", body, admin)).data.brand
    const line = async (brandId: string, body: Record<string, unknown>) =>
      (await api.post(`/admin/brands/${brandId}/lines`, body, admin)).data.brand_line
    const featureType = async (body: Record<string, unknown>) => (await api.post("/admin/feature-types", body, admin)).data.feature_type
    const featureValue = async (typeId: string, body: Record<string, unknown>) =>
      (await api.post(`/admin/feature-types/${typeId}/values`, body, admin)).data.feature_value
    const product = async (title: string, status = "published") => {
      const res = await post("/admin/products", {
        title,
        status,
        sales_channels: [{ id: channelId }],
        options: [{ title: "Modèle", values: ["Standard"] }],
      })
      if (res.status !== 200) throw new Error(`product ${title}: ${res.status} ${JSON.stringify(res.data)}`)
      return res.data.product
    }

    describe("admin: brands and lines", () => {
      it("creates, reads, searches, updates and deletes a brand, its slug made from the French name", async () => {
        const created = await api.post(
          "/admin/brands",
          { name: "Béjaïa Électro", description: "Électroménager", translations: { ar: { name: "بجاية إلكترو", description: " " } } },
          admin
        )
        expect(created.status).toBe(201)
        const b = created.data.brand
        expect(b).toMatchObject({ name: "Béjaïa Électro", slug: "bejaia-electro", active: true, logo_url: null, lines: [] })
        // a blank translation is not stored: the French description stays the fallback
        expect(b.translations).toEqual({ ar: { name: "بجاية إلكترو" } })

        expect((await api.get(`/admin/brands/${b.id}`, admin)).data.brand.name).toBe("Béjaïa Électro")
        const found = (await api.get("/admin/brands?q=electro", admin)).data
        expect(found.brands.map((x: any) => x.id)).toEqual([b.id])

        const updated = await api.post(`/admin/brands/${b.id}`, { name: "Béjaïa Electro", active: false }, admin)
        expect(updated.data.brand).toMatchObject({ name: "Béjaïa Electro", slug: "bejaia-electro", active: false })

        const deleted = await api.delete(`/admin/brands/${b.id}`, admin)
        expect(deleted.data).toEqual({ id: b.id, object: "brand", deleted: true })
        expect((await attempt(api.get(`/admin/brands/${b.id}`, admin))).status).toBe(404)
      })

      it("refuses a duplicate slug (409), bad input (400 naming the field) and anonymous callers (401)", async () => {
        const condor = await brand({ name: "Condor" })
        const dup = await post("/admin/brands", { name: "Condor Electronics", slug: "condor" })
        expect(dup.status).toBe(409)
        expect(dup.data).toMatchObject({ type: "conflict", message: expect.stringMatching(/slug/) })
        const other = await brand({ name: "Iris" })
        expect((await post(`/admin/brands/${other.id}`, { slug: "condor" })).status).toBe(409)

        const badSlug = await post("/admin/brands", { name: "Stream", slug: "Stream System" })
        expect(badSlug.status).toBe(400)
        expect(badSlug.data.message).toMatch(/slug/)
        const noName = await post("/admin/brands", { slug: "stream" })
        expect(noName.status).toBe(400)
        expect(noName.data.message).toMatch(/name/)
        const arabicOnly = await post("/admin/brands", { name: "كوندور" })
        expect(arabicOnly.status).toBe(400)
        expect(arabicOnly.data.message).toMatch(/slug/)
        const badLogo = await post("/admin/brands", { name: "Stream", logo_url: "not a url" })
        expect(badLogo.status).toBe(400)
        expect(badLogo.data.message).toMatch(/logo_url/)

        expect((await attempt(api.get("/admin/brands"))).status).toBe(401)
        expect((await attempt(api.post("/admin/brands", { name: "Anonymous" }))).status).toBe(401)
        expect((await attempt(api.get("/admin/brands/brand_nope", admin))).status).toBe(404)
        expect((await api.get(`/admin/brands/${condor.id}`, admin)).status).toBe(200)
      })

      it("keeps line slugs unique within a brand only", async () => {
        const condor = await brand({ name: "Condor" })
        const iris = await brand({ name: "Iris" })
        const griffe = await line(condor.id, { name: "Griffe", translations: { en: { name: "Claw" } } })
        expect(griffe).toMatchObject({ slug: "griffe", brand_id: condor.id, translations: { en: { name: "Claw" } } })
        expect((await post(`/admin/brands/${iris.id}/lines`, { name: "Griffe" })).status).toBe(201)
        const dup = await post(`/admin/brands/${condor.id}/lines`, { name: "Griffe 2", slug: "griffe" })
        expect(dup.status).toBe(409)

        const renamed = await api.post(`/admin/brand-lines/${griffe.id}`, { name: "Griffe Pro", slug: "griffe-pro" }, admin)
        expect(renamed.data.brand_line).toMatchObject({ name: "Griffe Pro", slug: "griffe-pro" })
        const listed = (await api.get(`/admin/brands/${condor.id}/lines`, admin)).data.brand_lines
        expect(listed.map((l: any) => l.slug)).toEqual(["griffe-pro"])
        expect((await api.get(`/admin/brands/${condor.id}`, admin)).data.brand.lines).toHaveLength(1)
        expect((await attempt(api.post(`/admin/brands/brand_nope/lines`, { name: "X" }, admin))).status).toBe(404)

        expect((await api.delete(`/admin/brand-lines/${griffe.id}`, admin)).data.deleted).toBe(true)
        expect((await attempt(api.get(`/admin/brand-lines/${griffe.id}`, admin))).status).toBe(404)
      })
    })

    describe("admin: feature types and values", () => {
      it("creates types and values in merchant order, refuses a duplicate code and deletes", async () => {
        const colour = await featureType({ label: "Couleur", position: 2, translations: { en: { label: "Colour" } } })
        expect(colour).toMatchObject({ code: "couleur", label: "Couleur", position: 2, values: [] })
        const material = await featureType({ label: "Matière", position: 1 })
        expect(material.code).toBe("matiere")
        const dup = await post("/admin/feature-types", { label: "Color", code: "couleur" })
        expect(dup.status).toBe(409)
        expect(dup.data.message).toMatch(/code/)
        const badCode = await post("/admin/feature-types", { label: "Taille", code: "Taille XL" })
        expect(badCode.status).toBe(400)
        expect(badCode.data.message).toMatch(/code must be a slug/)
        const bad = await post("/admin/feature-types", { label: "Taille", position: -1 })
        expect(bad.status).toBe(400)
        expect(bad.data.message).toMatch(/position/)

        const types = (await api.get("/admin/feature-types", admin)).data.feature_types
        expect(types.map((t: any) => t.code)).toEqual(["matiere", "couleur"])

        const red = await featureValue(colour.id, { value: "Rouge", position: 2 })
        const blue = await featureValue(colour.id, { value: "Bleu", position: 1, translations: { ar: { value: "أزرق" } } })
        const badValue = await post(`/admin/feature-types/${colour.id}/values`, { value: "" })
        expect(badValue.status).toBe(400)
        expect(badValue.data.message).toMatch(/value/)
        const values = (await api.get(`/admin/feature-types/${colour.id}/values`, admin)).data.feature_values
        expect(values.map((v: any) => v.id)).toEqual([blue.id, red.id])

        const renamed = await api.post(`/admin/feature-values/${red.id}`, { value: "Rouge vif" }, admin)
        expect(renamed.data.feature_value).toMatchObject({ value: "Rouge vif", feature_type_id: colour.id })
        await api.post(`/admin/feature-types/${colour.id}`, { label: "Coloris" }, admin)
        expect((await api.get(`/admin/feature-types/${colour.id}`, admin)).data.feature_type).toMatchObject({
          label: "Coloris",
          values: [expect.objectContaining({ id: blue.id }), expect.objectContaining({ id: red.id })],
        })

        await api.delete(`/admin/feature-values/${red.id}`, admin)
        expect((await attempt(api.get(`/admin/feature-values/${red.id}`, admin))).status).toBe(404)
        await api.delete(`/admin/feature-types/${colour.id}`, admin)
        expect((await attempt(api.get(`/admin/feature-types/${colour.id}`, admin))).status).toBe(404)
        expect((await attempt(api.get(`/admin/feature-values/${blue.id}`, admin))).status).toBe(404)
      })
    })

    /** A brand with two lines, another brand, and two feature types, partly translated. */
    async function catalogFixture() {
      const condor = await brand({
        name: "Condor",
        description: "Électronique algérienne",
        logo_url: "https://cdn.dz-shop.local/condor.svg",
        translations: { en: { name: "Condor", description: "Algerian electronics" }, ar: { name: "كوندور" } },
      })
      const griffe = await line(condor.id, { name: "Griffe", translations: { ar: { name: "غريف" } } })
      const allure = await line(condor.id, { name: "Allure" })
      const iris = await brand({ name: "Iris" })
      const sat = await line(iris.id, { name: "Sat" })
      const colour = await featureType({ label: "Couleur", position: 1, translations: { en: { label: "Colour" }, ar: { label: "اللون" } } })
      const screen = await featureType({ label: "Écran", code: "ecran", position: 0, translations: { en: { label: "Screen" } } })
      const black = await featureValue(colour.id, { value: "Noir", translations: { en: { value: "Black" }, ar: { value: "أسود" } } })
      const white = await featureValue(colour.id, { value: "Blanc", position: 1 })
      const amoled = await featureValue(screen.id, { value: "AMOLED 6,5 pouces", translations: { en: { value: "6.5-inch AMOLED" } } })
      return { condor, griffe, allure, iris, sat, colour, screen, black, white, amoled }
    }

    describe("product catalog links", () => {
      it("links a product to a brand, a line and features, read back localized with the French fallback", async () => {
        const f = await catalogFixture()
        const phone = await product("Téléphone Condor Griffe T9")
        const set = await api.post(
          `/admin/products/${phone.id}/catalog`,
          { brand_id: f.condor.id, brand_line_id: f.griffe.id, feature_value_ids: [f.black.id, f.amoled.id] },
          admin
        )
        expect(set.status).toBe(200)
        expect(set.data.catalog).toMatchObject({ brand: { id: f.condor.id }, brand_line: { id: f.griffe.id } })
        expect(set.data.catalog.feature_values.map((v: any) => v.id).sort()).toEqual([f.black.id, f.amoled.id].sort())

        const read = async (locale: string) =>
          (await api.get(`/store/products/${phone.id}/catalog?locale=${locale}`, store)).data.catalog
        const fr = await read("fr")
        expect(fr.brand).toEqual({ id: f.condor.id, slug: "condor", name: "Condor", logo_url: "https://cdn.dz-shop.local/condor.svg", has_logo: true })
        expect(fr.brand_line).toEqual({ id: f.griffe.id, slug: "griffe", name: "Griffe", logo_url: null, has_logo: false })
        expect(fr.features).toEqual([
          { type: { id: f.screen.id, code: "ecran", label: "Écran" }, values: [{ id: f.amoled.id, value: "AMOLED 6,5 pouces" }] },
          { type: { id: f.colour.id, code: "couleur", label: "Couleur" }, values: [{ id: f.black.id, value: "Noir" }] },
        ])
        const en = await read("en")
        expect(en.brand_line.name).toBe("Griffe") // no English name: French
        expect(en.features.map((g: any) => [g.type.label, g.values[0].value])).toEqual([["Screen", "6.5-inch AMOLED"], ["Colour", "Black"]])
        const ar = await read("ar")
        expect(ar.brand.name).toBe("كوندور")
        expect(ar.brand_line.name).toBe("غريف")
        // Arabic label of "Écran" and of the AMOLED value are missing: French
        expect(ar.features.map((g: any) => [g.type.label, g.values[0].value])).toEqual([["Écran", "AMOLED 6,5 pouces"], ["اللون", "أسود"]])
        expect((await api.get(`/store/products/${phone.id}/catalog`, store)).data.catalog.locale).toBe("fr")

        // omitted fields are kept; the feature set is replaced
        await api.post(`/admin/products/${phone.id}/catalog`, { feature_value_ids: [f.white.id] }, admin)
        const after = (await api.get(`/admin/products/${phone.id}/catalog`, admin)).data.catalog
        expect(after.brand.id).toBe(f.condor.id)
        expect(after.brand_line.id).toBe(f.griffe.id)
        expect(after.feature_values.map((v: any) => v.id)).toEqual([f.white.id])

        // a new brand without a line clears the old brand's line; null clears the brand
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.iris.id }, admin)
        expect((await read("fr")).brand_line).toBeNull()
        expect((await read("fr")).brand.id).toBe(f.iris.id)
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: null, feature_value_ids: [] }, admin)
        expect(await read("en")).toMatchObject({ brand: null, brand_line: null, features: [] })
      })

      it("refuses a line of another brand, unknown references and bad input, changing nothing", async () => {
        const f = await catalogFixture()
        const phone = await product("Téléphone Condor Allure A1")
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.allure.id, feature_value_ids: [f.black.id] }, admin)

        const wrongLine = await post(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.sat.id })
        expect(wrongLine.status).toBe(400)
        expect(wrongLine.data.message).toMatch(/brand_line_id.*does not belong/)
        const lineOnly = await post(`/admin/products/${phone.id}/catalog`, { brand_id: null, brand_line_id: f.griffe.id })
        expect(lineOnly.status).toBe(400)
        expect(lineOnly.data.message).toMatch(/brand_line_id/)
        const unknownBrand = await post(`/admin/products/${phone.id}/catalog`, { brand_id: "brand_nope" })
        expect(unknownBrand.status).toBe(400)
        expect(unknownBrand.data.message).toMatch(/brand_id/)
        const unknownValue = await post(`/admin/products/${phone.id}/catalog`, { feature_value_ids: [f.white.id, "fval_nope"] })
        expect(unknownValue.status).toBe(400)
        expect(unknownValue.data.message).toMatch(/feature_value_ids.*fval_nope/)
        const badShape = await post(`/admin/products/${phone.id}/catalog`, { feature_value_ids: "fval_1" })
        expect(badShape.status).toBe(400)
        expect(badShape.data.message).toMatch(/feature_value_ids/)
        expect((await post(`/admin/products/prod_nope/catalog`, { brand_id: null })).status).toBe(404)

        const kept = (await api.get(`/admin/products/${phone.id}/catalog`, admin)).data.catalog
        expect(kept.brand.id).toBe(f.condor.id)
        expect(kept.brand_line.id).toBe(f.allure.id)
        expect(kept.feature_values.map((v: any) => v.id)).toEqual([f.black.id])
      })

      it("refuses to delete a brand or line in use, and detaches deleted feature values", async () => {
        const f = await catalogFixture()
        const phone = await product("Téléphone Condor Griffe T10")
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.griffe.id, feature_value_ids: [f.black.id, f.amoled.id] }, admin)

        const brandInUse = await attempt(api.delete(`/admin/brands/${f.condor.id}`, admin))
        expect(brandInUse.status).toBe(409)
        expect(brandInUse.data.message).toMatch(/1 product/)
        expect((await attempt(api.delete(`/admin/brand-lines/${f.griffe.id}`, admin))).status).toBe(409)
        expect((await api.delete(`/admin/brand-lines/${f.allure.id}`, admin)).status).toBe(200)

        await api.delete(`/admin/feature-types/${f.colour.id}`, admin)
        const left = (await api.get(`/store/products/${phone.id}/catalog?locale=fr`, store)).data.catalog
        expect(left.features.map((g: any) => g.type.code)).toEqual(["ecran"])

        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: null }, admin)
        expect((await api.delete(`/admin/brands/${f.condor.id}`, admin)).status).toBe(200)
      })
    })

    describe("store: brands", () => {
      it("lists active brands localized, with lines by slug, and hides inactive or unpublished things", async () => {
        const f = await catalogFixture()
        await brand({ name: "Marque cachée", active: false })
        const list = async (q = "") => (await api.get(`/store/brands${q}`, store)).data
        const fr = await list()
        expect(fr.brands.map((b: any) => b.slug)).toEqual(["condor", "iris"])
        expect(fr.brands[0]).toEqual({
          id: f.condor.id, slug: "condor", name: "Condor", description: "Électronique algérienne",
          logo_url: "https://cdn.dz-shop.local/condor.svg", has_logo: true,
        })
        expect(fr.brands[1]).toMatchObject({ name: "Iris", description: null, logo_url: null, has_logo: false })
        const ar = await list("?locale=ar")
        expect(ar.brands.find((b: any) => b.slug === "condor")).toMatchObject({ name: "كوندور", description: "Électronique algérienne" })
        expect((await list("?locale=en")).brands[0].description).toBe("Algerian electronics")
        // the x-medusa-locale header works too, region subtags ignored
        const byHeader = await api.get("/store/brands", { headers: { ...store.headers, "x-medusa-locale": "ar-DZ" } })
        expect(byHeader.data.locale).toBe("ar")
        const badLocale = await attempt(api.get("/store/brands?locale=de", store))
        expect(badLocale.status).toBe(400)
        expect(badLocale.data.message).toMatch(/locale/)

        const one = (await api.get("/store/brands/condor?locale=ar", store)).data.brand
        // sorted by the shown name in Arabic collation: Arabic script first
        expect(one.lines.map((l: any) => [l.slug, l.name])).toEqual([["griffe", "غريف"], ["allure", "Allure"]])
        expect((await api.get("/store/brands/condor", store)).data.brand.lines.map((l: any) => l.slug)).toEqual(["allure", "griffe"])
        expect((await attempt(api.get("/store/brands/marque-cachee", store))).status).toBe(404)
        expect((await attempt(api.get("/store/brands/nope", store))).status).toBe(404)
        expect((await attempt(api.get("/store/brands"))).status).toBe(400) // no publishable key

        const draft = await product("Brouillon", "draft")
        expect((await attempt(api.get(`/store/products/${draft.id}/catalog`, store))).status).toBe(404)
        expect((await attempt(api.get(`/store/products/prod_nope/catalog`, store))).status).toBe(404)
      })
    })
  },
})
