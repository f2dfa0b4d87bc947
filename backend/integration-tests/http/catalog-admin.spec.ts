import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed, type ErrorAnswer } from "../helpers"
import { catalogClient } from "../catalog-helpers"
import type { Brand, BrandLine, FeatureType, FeatureValue } from "@shop/contracts/catalog"

jest.setTimeout(240 * 1000)

type Headers = { headers: Record<string, string> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let channelId: string
    let admin: Headers

    beforeAll(async () => {
      const seed = await runSeed(getContainer(), { catalog: false })
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
    const { post, brand, line, featureType, featureValue } = c

    describe("admin: product handles", () => {
      it("a product's handle is a latin slug of its title (the storefront's address), kept when the title changes; variants are added as before", async () => {
        const made = await api.post(
          "/admin/products",
          {
            title: "Théière épuisée & tasses",
            status: "published",
            options: [{ title: "Taille", values: ["S", "M"] }],
            variants: [{ title: "S", options: { Taille: "S" }, prices: [{ currency_code: "dzd", amount: 1000 }] }],
          },
          admin
        )
        const product = made.data.product
        expect(product.handle).toBe("theiere-epuisee-et-tasses")
        const typed = await api.post(
          "/admin/products",
          { title: "Cafetière", handle: "Ma Cafetière Spéciale", options: [{ title: "T", values: ["U"] }] },
          admin
        )
        expect(typed.data.product.handle).toBe("ma-cafetiere-speciale")
        const arabic = await api.post("/admin/products", { title: "إبريق شاي", options: [{ title: "T", values: ["U"] }] }, admin)
        expect(arabic.data.product.handle).toMatch(/^produit-[a-z0-9]+$/)
        const renamed = await api.post(`/admin/products/${product.id}`, { title: "Théière rouge" }, admin)
        expect(renamed.data.product.handle).toBe("theiere-epuisee-et-tasses")
        const variant = await attempt(
          api.post(`/admin/products/${product.id}/variants`, { title: "M", options: { Taille: "M" }, prices: [{ currency_code: "dzd", amount: 1200 }] }, admin)
        )
        expect([variant.status, (variant.data as { message?: string }).message]).toEqual([200, undefined])
      })
    })

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
        expect(found.brands.map((x: Brand) => x.id)).toEqual([b.id])

        const updated = await api.post(`/admin/brands/${b.id}`, { name: "Béjaïa Electro", active: false }, admin)
        expect(updated.data.brand).toMatchObject({ name: "Béjaïa Electro", slug: "bejaia-electro", active: false })

        const deleted = await api.delete(`/admin/brands/${b.id}`, admin)
        expect(deleted.data).toEqual({ id: b.id, object: "brand", deleted: true })
        expect((await attempt(api.get(`/admin/brands/${b.id}`, admin))).status).toBe(404)
      })

      it("refuses a duplicate slug (409), bad input (400 naming the field) and anonymous callers (401)", async () => {
        const condor = await brand({ name: "Condor" })
        const dup = await post<ErrorAnswer>("/admin/brands", { name: "Condor Electronics", slug: "condor" })
        expect(dup.status).toBe(409)
        expect(dup.data).toMatchObject({ type: "conflict", message: expect.stringMatching(/slug/) })
        const other = await brand({ name: "Iris" })
        expect((await post(`/admin/brands/${other.id}`, { slug: "condor" })).status).toBe(409)

        const badSlug = await post<ErrorAnswer>("/admin/brands", { name: "Stream", slug: "Stream System" })
        expect(badSlug.status).toBe(400)
        expect(badSlug.data.message).toMatch(/slug/)
        const noName = await post<ErrorAnswer>("/admin/brands", { slug: "stream" })
        expect(noName.status).toBe(400)
        expect(noName.data.message).toMatch(/name/)
        const arabicOnly = await post<ErrorAnswer>("/admin/brands", { name: "كوندور" })
        expect(arabicOnly.status).toBe(400)
        expect(arabicOnly.data.message).toMatch(/slug/)
        const badLogo = await post<ErrorAnswer>("/admin/brands", { name: "Stream", logo_url: "not a url" })
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
        const dup = await post<ErrorAnswer>(`/admin/brands/${condor.id}/lines`, { name: "Griffe 2", slug: "griffe" })
        expect(dup.status).toBe(409)

        const renamed = await api.post(`/admin/brand-lines/${griffe.id}`, { name: "Griffe Pro", slug: "griffe-pro" }, admin)
        expect(renamed.data.brand_line).toMatchObject({ name: "Griffe Pro", slug: "griffe-pro" })
        const listed = (await api.get(`/admin/brands/${condor.id}/lines`, admin)).data.brand_lines
        expect(listed.map((l: BrandLine) => l.slug)).toEqual(["griffe-pro"])
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
        const dup = await post<ErrorAnswer>("/admin/feature-types", { label: "Color", code: "couleur" })
        expect(dup.status).toBe(409)
        expect(dup.data.message).toMatch(/code/)
        const badCode = await post<ErrorAnswer>("/admin/feature-types", { label: "Taille", code: "Taille XL" })
        expect(badCode.status).toBe(400)
        expect(badCode.data.message).toMatch(/code must be a slug/)
        const bad = await post<ErrorAnswer>("/admin/feature-types", { label: "Taille", position: -1 })
        expect(bad.status).toBe(400)
        expect(bad.data.message).toMatch(/position/)

        const types = (await api.get("/admin/feature-types", admin)).data.feature_types
        expect(types.map((t: FeatureType) => t.code)).toEqual(["matiere", "couleur"])

        const red = await featureValue(colour.id, { value: "Rouge", position: 2 })
        const blue = await featureValue(colour.id, { value: "Bleu", position: 1, translations: { ar: { value: "أزرق" } } })
        const badValue = await post<ErrorAnswer>(`/admin/feature-types/${colour.id}/values`, { value: "" })
        expect(badValue.status).toBe(400)
        expect(badValue.data.message).toMatch(/value/)
        const values = (await api.get(`/admin/feature-types/${colour.id}/values`, admin)).data.feature_values
        expect(values.map((v: FeatureValue) => v.id)).toEqual([blue.id, red.id])

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
  },
})
