import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed, storeHeaders, type ErrorAnswer } from "../helpers"
import { catalogClient, catalogFixture } from "../catalog-helpers"
import { createStep, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { setProductCatalogWorkflow, type SetProductCatalogInput } from "@shop/catalog/workflows"
import type { Brand, BrandLine, FeatureValue } from "@shop/contracts/catalog"

/** A feature group of `GET /store/products/:id/catalog`: a type and its values, localized. */
type StoreFeatureGroup = { type: { id: string; code: string; label: string }; values: { id: string; value: string }[] }

/** The product workflow followed by a failing step: everything it changed must be undone. */
const failAfterSet = createWorkflow("test-set-product-catalog-then-fail", (input: SetProductCatalogInput) => {
  setProductCatalogWorkflow.runAsStep({ input })
  // it fails after reading the brand the product had at that point, to prove the set ran first
  createStep("test-fail", async (productId: string, { container }) => {
    const { data } = await container.resolve("query").graph({ entity: "product", fields: ["brand.id"], filters: { id: productId } })
    throw new Error(`courier API down (brand was ${(data[0] as { brand?: { id: string } | null } | undefined)?.brand?.id})`)
  })(input.product_id)
})

jest.setTimeout(240 * 1000)

type Headers = { headers: Record<string, string> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let channelId: string
    let admin: Headers

    beforeAll(async () => {
      const seed = await runSeed(getContainer(), { catalog: false })
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
    const { post, brand, product } = c

    describe("product catalog links", () => {
      it("links a product to a brand, a line and features, read back localized with the French fallback", async () => {
        const f = await catalogFixture(c)
        const phone = await product("Téléphone Condor Griffe T9")
        const set = await api.post(
          `/admin/products/${phone.id}/catalog`,
          { brand_id: f.condor.id, brand_line_id: f.griffe.id, feature_value_ids: [f.black.id, f.amoled.id] },
          admin
        )
        expect(set.status).toBe(200)
        expect(set.data.catalog).toMatchObject({ brand: { id: f.condor.id }, brand_line: { id: f.griffe.id } })
        expect(set.data.catalog.feature_values.map((v: FeatureValue) => v.id).sort()).toEqual([f.black.id, f.amoled.id].sort())

        const read = async (locale: string) => (await api.get(`/store/products/${phone.id}/catalog?locale=${locale}`, store)).data.catalog
        const fr = await read("fr")
        expect(fr.brand).toEqual({ id: f.condor.id, slug: "condor", name: "Condor", logo_url: "https://cdn.dz-shop.local/condor.svg", has_logo: true })
        expect(fr.brand_line).toEqual({ id: f.griffe.id, slug: "griffe", name: "Griffe", logo_url: null, has_logo: false })
        expect(fr.features).toEqual([
          { type: { id: f.screen.id, code: "ecran", label: "Écran" }, values: [{ id: f.amoled.id, value: "AMOLED 6,5 pouces" }] },
          { type: { id: f.colour.id, code: "couleur", label: "Couleur" }, values: [{ id: f.black.id, value: "Noir" }] },
        ])
        const en = await read("en")
        expect(en.brand_line.name).toBe("Griffe") // no English name: French
        expect(en.features.map((g: StoreFeatureGroup) => [g.type.label, g.values[0].value])).toEqual([
          ["Screen", "6.5-inch AMOLED"],
          ["Colour", "Black"],
        ])
        const ar = await read("ar")
        expect(ar.brand.name).toBe("كوندور")
        expect(ar.brand_line.name).toBe("غريف")
        // Arabic label of "Écran" and of the AMOLED value are missing: French
        expect(ar.features.map((g: StoreFeatureGroup) => [g.type.label, g.values[0].value])).toEqual([
          ["Écran", "AMOLED 6,5 pouces"],
          ["اللون", "أسود"],
        ])
        expect((await api.get(`/store/products/${phone.id}/catalog`, store)).data.catalog.locale).toBe("fr")

        // omitted fields are kept; the feature set is replaced
        await api.post(`/admin/products/${phone.id}/catalog`, { feature_value_ids: [f.white.id] }, admin)
        const after = (await api.get(`/admin/products/${phone.id}/catalog`, admin)).data.catalog
        expect(after.brand.id).toBe(f.condor.id)
        expect(after.brand_line.id).toBe(f.griffe.id)
        expect(after.feature_values.map((v: FeatureValue) => v.id)).toEqual([f.white.id])

        // a new brand without a line clears the old brand's line; null clears the brand
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.iris.id }, admin)
        expect((await read("fr")).brand_line).toBeNull()
        expect((await read("fr")).brand.id).toBe(f.iris.id)
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: null, feature_value_ids: [] }, admin)
        expect(await read("en")).toMatchObject({ brand: null, brand_line: null, features: [] })
      })

      it("refuses a line of another brand, unknown references and bad input, changing nothing", async () => {
        const f = await catalogFixture(c)
        const phone = await product("Téléphone Condor Allure A1")
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.allure.id, feature_value_ids: [f.black.id] }, admin)

        const wrongLine = await post<ErrorAnswer>(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.sat.id })
        expect(wrongLine.status).toBe(400)
        expect(wrongLine.data.message).toMatch(/brand_line_id.*does not belong/)
        const lineOnly = await post<ErrorAnswer>(`/admin/products/${phone.id}/catalog`, { brand_id: null, brand_line_id: f.griffe.id })
        expect(lineOnly.status).toBe(400)
        expect(lineOnly.data.message).toMatch(/brand_line_id/)
        const unknownBrand = await post<ErrorAnswer>(`/admin/products/${phone.id}/catalog`, { brand_id: "brand_nope" })
        expect(unknownBrand.status).toBe(400)
        expect(unknownBrand.data.message).toMatch(/brand_id/)
        const unknownValue = await post<ErrorAnswer>(`/admin/products/${phone.id}/catalog`, { feature_value_ids: [f.white.id, "fval_nope"] })
        expect(unknownValue.status).toBe(400)
        expect(unknownValue.data.message).toMatch(/feature_value_ids.*fval_nope/)
        const badShape = await post<ErrorAnswer>(`/admin/products/${phone.id}/catalog`, { feature_value_ids: "fval_1" })
        expect(badShape.status).toBe(400)
        expect(badShape.data.message).toMatch(/feature_value_ids/)
        expect((await post(`/admin/products/prod_nope/catalog`, { brand_id: null })).status).toBe(404)

        const kept = (await api.get(`/admin/products/${phone.id}/catalog`, admin)).data.catalog
        expect(kept.brand.id).toBe(f.condor.id)
        expect(kept.brand_line.id).toBe(f.allure.id)
        expect(kept.feature_values.map((v: FeatureValue) => v.id)).toEqual([f.black.id])
      })

      it("refuses to delete a brand or line in use, and detaches deleted feature values", async () => {
        const f = await catalogFixture(c)
        const phone = await product("Téléphone Condor Griffe T10")
        await api.post(
          `/admin/products/${phone.id}/catalog`,
          { brand_id: f.condor.id, brand_line_id: f.griffe.id, feature_value_ids: [f.black.id, f.amoled.id] },
          admin
        )

        const brandInUse = await attempt(api.delete(`/admin/brands/${f.condor.id}`, admin))
        expect(brandInUse.status).toBe(409)
        expect(brandInUse.data.message).toMatch(/1 product/)
        expect((await attempt(api.delete(`/admin/brand-lines/${f.griffe.id}`, admin))).status).toBe(409)
        expect((await api.delete(`/admin/brand-lines/${f.allure.id}`, admin)).status).toBe(200)

        await api.delete(`/admin/feature-types/${f.colour.id}`, admin)
        const left = (await api.get(`/store/products/${phone.id}/catalog?locale=fr`, store)).data.catalog
        expect(left.features.map((g: StoreFeatureGroup) => g.type.code)).toEqual(["ecran"])

        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: null }, admin)
        expect((await api.delete(`/admin/brands/${f.condor.id}`, admin)).status).toBe(200)

        // deleting a product drops its links (Medusa's product deletion removes them): Iris is free again
        const tv = await product("Téléviseur Iris Sat")
        await api.post(`/admin/products/${tv.id}/catalog`, { brand_id: f.iris.id, brand_line_id: f.sat.id }, admin)
        expect((await attempt(api.delete(`/admin/brands/${f.iris.id}`, admin))).status).toBe(409)
        await api.delete(`/admin/products/${tv.id}`, admin)
        expect((await api.delete(`/admin/brands/${f.iris.id}`, admin)).status).toBe(200)
      })
    })

    describe("set-product-catalog compensation", () => {
      it("restores the previous brand, line and features when a later step fails", async () => {
        const f = await catalogFixture(c)
        const phone = await product("Téléphone Condor Griffe T11")
        await api.post(`/admin/products/${phone.id}/catalog`, { brand_id: f.condor.id, brand_line_id: f.griffe.id, feature_value_ids: [f.black.id] }, admin)
        const { errors } = await failAfterSet(getContainer()).run({
          input: { product_id: phone.id, brand_id: f.iris.id, brand_line_id: f.sat.id, feature_value_ids: [f.white.id, f.amoled.id] },
          throwOnError: false,
        })
        expect(errors[0]?.error?.message).toBe(`courier API down (brand was ${f.iris.id})`)
        const after = (await api.get(`/admin/products/${phone.id}/catalog`, admin)).data.catalog
        expect([after.brand?.id, after.brand_line?.id, after.feature_values.map((v: FeatureValue) => v.id)]).toEqual([f.condor.id, f.griffe.id, [f.black.id]])
      })
    })

    describe("store: brands", () => {
      it("lists active brands localized, with lines by slug, and hides inactive or unpublished things", async () => {
        const f = await catalogFixture(c)
        await brand({ name: "Marque cachée", active: false })
        const list = async (q = "") => (await api.get(`/store/brands${q}`, store)).data
        const fr = await list()
        expect(fr.brands.map((b: Brand) => b.slug)).toEqual(["condor", "iris"])
        expect(fr.brands[0]).toEqual({
          id: f.condor.id,
          slug: "condor",
          name: "Condor",
          description: "Électronique algérienne",
          logo_url: "https://cdn.dz-shop.local/condor.svg",
          has_logo: true,
        })
        expect(fr.brands[1]).toMatchObject({ name: "Iris", description: null, logo_url: null, has_logo: false })
        const ar = await list("?locale=ar")
        expect(ar.brands.find((b: Brand) => b.slug === "condor")).toMatchObject({ name: "كوندور", description: "Électronique algérienne" })
        expect((await list("?locale=en")).brands[0].description).toBe("Algerian electronics")
        // the x-medusa-locale header works too, region subtags ignored
        const byHeader = await api.get("/store/brands", { headers: { ...store.headers, "x-medusa-locale": "ar-DZ" } })
        expect(byHeader.data.locale).toBe("ar")
        const badLocale = await attempt(api.get("/store/brands?locale=de", store))
        expect(badLocale.status).toBe(400)
        expect(badLocale.data.message).toMatch(/locale/)

        const one = (await api.get("/store/brands/condor?locale=ar", store)).data.brand
        // sorted by the shown name in Arabic collation: Arabic script first
        expect(one.lines.map((l: BrandLine) => [l.slug, l.name])).toEqual([
          ["griffe", "غريف"],
          ["allure", "Allure"],
        ])
        expect((await api.get("/store/brands/condor", store)).data.brand.lines.map((l: BrandLine) => l.slug)).toEqual(["allure", "griffe"])
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
