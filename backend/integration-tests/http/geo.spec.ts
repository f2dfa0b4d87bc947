import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed, storeHeaders } from "../helpers"
import type { AdminCommune, AdminWilaya, StoreCommune, StoreWilaya } from "@shop/contracts/geo"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    describe("store geography", () => {
      it("lists every wilaya of the data with French and Arabic names, in code order", async () => {
        const res = await api.get("/store/wilayas", storeHeaders(key))
        expect(res.status).toBe(200)
        expect(res.data.wilayas).toHaveLength(69)
        expect(res.data.wilayas.map((w: StoreWilaya) => w.code)).toEqual(Array.from({ length: 69 }, (_, i) => i + 1))
        expect(res.data.wilayas[15]).toMatchObject({ code: 16, name_fr: "Alger", name_ar: "الجزائر", code_58: 16 })
        expect(res.data.wilayas.find((w: StoreWilaya) => w.code === 68)).toMatchObject({ name_fr: "Bou Saâda", code_58: 28 })
      })

      it("returns Alger's communes in French and Arabic", async () => {
        const res = await api.get("/store/wilayas/16/communes", storeHeaders(key))
        expect(res.status).toBe(200)
        expect(res.data.communes).toHaveLength(57)
        expect(res.data.communes).toContainEqual(expect.objectContaining({ name_fr: "Bab El Oued", name_ar: "باب الوادي", wilaya_code: 16 }))
        expect(res.data.communes.every((c: StoreCommune) => c.name_fr && c.name_ar)).toBe(true)
      })

      it("answers 404 for an unknown wilaya and 400 for a malformed code", async () => {
        const unknown = await attempt(api.get("/store/wilayas/70/communes", storeHeaders(key)))
        expect(unknown.status).toBe(404)
        expect(unknown.data.message).toContain("70")
        const bad = await attempt(api.get("/store/wilayas/alger/communes", storeHeaders(key)))
        expect(bad.status).toBe(400)
        expect(bad.data.message).toMatch(/wilaya code/i)
      })

      it("finds a wilaya whatever its Arabic or French spelling", async () => {
        for (const q of ["بجايه", "بجاية", "bejaia", "BÉJAÏA"]) {
          const res = await api.get(`/store/wilayas?q=${encodeURIComponent(q)}`, storeHeaders(key))
          expect(res.data.wilayas.map((w: StoreWilaya) => w.code)).toEqual([6])
        }
      })

      it("refuses a call without the publishable key", async () => {
        const res = await attempt(api.get("/store/wilayas"))
        expect(res.status).toBe(400)
      })
    })

    describe("admin geography", () => {
      it("refuses unauthenticated calls on every admin route", async () => {
        // each request is wrapped at once: a 401 settling before its turn would otherwise be an
        // unhandled rejection that fails the test on a loaded machine
        const calls = [
          attempt(api.get("/admin/wilayas")),
          attempt(api.get("/admin/wilayas/16")),
          attempt(api.get("/admin/wilayas/16/communes")),
          attempt(api.post("/admin/wilayas/16", { deliverable: false })),
          attempt(api.post("/admin/communes/com_x", { deliverable: false })),
        ]
        for (const call of calls) expect((await call).status).toBe(401)
        const store = await api.get("/store/wilayas", storeHeaders(key))
        expect(store.data.wilayas).toHaveLength(69)
      })

      it("lists wilayas with commune counts and searches in both scripts", async () => {
        const res = await api.get("/admin/wilayas?limit=100", admin)
        expect(res.data.count).toBe(69)
        const total = res.data.wilayas.reduce((n: number, w: AdminWilaya) => n + w.commune_count, 0)
        expect(total).toBe(1541)
        expect(res.data.wilayas.find((w: AdminWilaya) => w.code === 16)).toMatchObject({ commune_count: 57, deliverable_commune_count: 57 })
        const ar = await api.get(`/admin/wilayas?q=${encodeURIComponent("وهران")}`, admin)
        expect(ar.data.wilayas.map((w: AdminWilaya) => w.code)).toEqual([31])
      })

      it("hides a non-deliverable wilaya and its communes from the store, and brings them back", async () => {
        const off = await api.post("/admin/wilayas/16", { deliverable: false }, admin)
        expect(off.data.wilaya).toMatchObject({ code: 16, deliverable: false })

        const list = await api.get("/store/wilayas", storeHeaders(key))
        expect(list.data.wilayas.map((w: StoreWilaya) => w.code)).not.toContain(16)
        expect(list.data.wilayas).toHaveLength(68)
        expect((await attempt(api.get("/store/wilayas/16/communes", storeHeaders(key)))).status).toBe(404)
        // the admin still sees it, with its communes
        const adminCommunes = await api.get("/admin/wilayas/16/communes", admin)
        expect(adminCommunes.data.count).toBe(57)

        await api.post("/admin/wilayas/16", { deliverable: true }, admin)
        const back = await api.get("/store/wilayas/16/communes", storeHeaders(key))
        expect(back.data.communes).toHaveLength(57)
      })

      it("hides a non-deliverable commune from the store only", async () => {
        const { data } = await api.get(`/admin/wilayas/16/communes?q=${encodeURIComponent("Bab El Oued")}`, admin)
        // the search also matches the daïra, which is named after its chief town
        expect(data.communes.map((c: AdminCommune) => c.name_fr)).toContain("Casbah")
        const id = data.communes.find((c: AdminCommune) => c.name_fr === "Bab El Oued").id
        const off = await api.post(`/admin/communes/${id}`, { deliverable: false }, admin)
        expect(off.data.commune).toMatchObject({ id, deliverable: false })

        const store = await api.get("/store/wilayas/16/communes", storeHeaders(key))
        expect(store.data.communes).toHaveLength(56)
        expect(store.data.communes.map((c: StoreCommune) => c.id)).not.toContain(id)
        const counts = await api.get("/admin/wilayas?q=alger", admin)
        expect(counts.data.wilayas.find((w: AdminWilaya) => w.code === 16)).toMatchObject({ commune_count: 57, deliverable_commune_count: 56 })
        const onlyOff = await api.get("/admin/wilayas/16/communes?deliverable=false", admin)
        expect(onlyOff.data.communes.map((c: AdminCommune) => c.id)).toEqual([id])
      })

      it("rejects bad input with the field named and changes nothing", async () => {
        const bad = await attempt(api.post("/admin/wilayas/16", { deliverable: "no" }, admin))
        expect(bad.status).toBe(400)
        expect(bad.data.message).toMatch(/deliverable/)
        const extra = await attempt(api.post("/admin/wilayas/16", { deliverable: false, name_fr: "X" }, admin))
        expect(extra.status).toBe(400)
        const unknown = await attempt(api.post("/admin/wilayas/99", { deliverable: false }, admin))
        expect(unknown.status).toBe(404)
        const missing = await attempt(api.post("/admin/communes/com_missing", { deliverable: false }, admin))
        expect(missing.status).toBe(404)
        const limit = await attempt(api.get("/admin/wilayas?limit=0", admin))
        expect(limit.status).toBe(400)
        expect(limit.data.message).toMatch(/limit/)

        const w = await api.get("/admin/wilayas/16", admin)
        expect(w.data.wilaya).toMatchObject({ deliverable: true, name_fr: "Alger" })
      })
    })
  },
})
