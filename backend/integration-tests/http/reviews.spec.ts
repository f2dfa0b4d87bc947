import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed } from "../helpers"
import { codClient } from "../cod-helpers"
import type { AdminReview, StoreReview } from "@shop/contracts/reviews"

jest.setTimeout(300 * 1000)

const PNG = Buffer.concat([
  Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2f1c9e40000000049454e44ae426082",
    "hex"
  ),
])

let seq = 0
/** A valid review with its own email, phone and client address, so no limit applies by accident. */
function review(extra: Record<string, unknown> = {}) {
  seq += 1
  const n = String(seq).padStart(6, "0")
  return {
    body: {
      name: "Amina Benali",
      email: `amina${n}@example.com`,
      phone: `0770${n}`,
      purchase_date: "2026-01-15",
      rating: 5,
      text: "Très bon produit, livré vite.",
      bought_here: true,
      accepted_policy: true,
      ...extra,
    },
    ip: `10.9.${Math.floor(seq / 250)}.${(seq % 250) + 1}`,
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const store = (ip = "10.9.255.1") => ({ headers: { "x-publishable-api-key": key, "x-forwarded-for": ip } })
    const submit = (productId: string, r = review()) => attempt(api.post(`/store/products/${productId}/reviews`, r.body, store(r.ip)))
    const page = async (id: string) => (await api.get(`/store/products/${id}/page`, store())).data.product

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("answers 400 naming each invalid field, 404 for unknown products", async () => {
      const { product } = await cod.product(admin)
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: "  " }, "name"],
        [{ email: "amina@" }, "email"],
        [{ email: undefined }, "email"],
        [{ phone: "12345" }, "phone"],
        [{ purchase_date: "2099-01-01" }, "purchase_date"],
        [{ purchase_date: "15/01/2026" }, "purchase_date"],
        [{ rating: 6 }, "rating"],
        [{ rating: 2.5 }, "rating"],
        [{ text: "" }, "text"],
        [{ bought_here: false }, "bought_here"],
        [{ accepted_policy: undefined }, "accepted_policy"],
        [{ image: { filename: "x.png", content_base64: Buffer.from("#!/bin/sh\necho hi").toString("base64") } }, "image"],
        [{ image: { filename: "big.png", content_base64: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString("base64") } }, "image"],
      ]
      for (const [extra, field] of cases) {
        const res = await submit(product.id, review(extra))
        expect([field, res.status, res.data.field]).toEqual([field, 400, field])
      }
      const unknown = await submit("prod_01ZZZZZZZZZZZZZZZZZZZZZZZZ")
      expect(unknown.status).toBe(404)
      const listing = await attempt(api.get("/store/products/prod_01ZZZZZZZZZZZZZZZZZZZZZZZZ/reviews", store()))
      expect(listing.status).toBe(404)
    })

    it("keeps reviews pending until approved; approval changes the product page's rating at once", async () => {
      const { product } = await cod.product(admin, { title: "Casque Condor" })
      const withImage = await submit(
        product.id,
        review({ rating: 5, name: "Amina Ben Ali", image: { filename: "a.png", content_base64: PNG.toString("base64") } })
      )
      expect(withImage.status).toBe(201)
      expect(withImage.data.review.status).toBe("pending")
      const second = await submit(product.id, review({ rating: 2, text: "Moyen" }))
      const third = await submit(product.id, review({ rating: 1, text: "Spam" }))

      // pending: neither shown nor counted
      expect((await page(product.id)).rating).toEqual({ count: 0, average: null })
      const none = await api.get(`/store/products/${product.id}/reviews`, store())
      expect(none.data).toMatchObject({ reviews: [], count: 0, summary: { count: 0, average: null } })

      const queue = await api.get(`/admin/reviews?status=pending&product_id=${product.id}`, admin)
      expect(queue.data.count).toBe(3)
      expect(queue.data.reviews[0]).toMatchObject({ product_title: "Casque Condor", status: "pending" })
      const byStar = await api.get(`/admin/reviews?product_id=${product.id}&rating=2`, admin)
      expect(byStar.data.reviews.map((r: AdminReview) => r.text)).toEqual(["Moyen"])
      const byText = await api.get(`/admin/reviews?q=spam`, admin)
      expect(byText.data.reviews.map((r: AdminReview) => r.id)).toEqual([third.data.review.id])

      await api.post(`/admin/reviews/${withImage.data.review.id}`, { status: "approved" }, admin)
      await api.post(`/admin/reviews/${second.data.review.id}`, { status: "approved" }, admin)
      expect((await page(product.id)).rating).toEqual({ count: 2, average: 3.5 })
      const shown = await api.get(`/store/products/${product.id}/reviews`, store())
      expect(shown.data.summary).toEqual({ count: 2, average: 3.5 })
      const amina = shown.data.reviews.find((r: StoreReview) => r.rating === 5)
      expect(amina).toMatchObject({ name: "Amina A.", text: "Très bon produit, livré vite." })
      expect(amina.images).toEqual([expect.stringMatching(/^https?:\/\/.+\.png$/)])
      expect(JSON.stringify(shown.data)).not.toMatch(/@example\.com|0770/)
      // the stored file is the uploaded picture (fetched from the test app: the URL names the configured backend host)
      const picture = await api.get(new URL(amina.images[0]).pathname, { responseType: "arraybuffer" })
      expect(Buffer.from(picture.data).equals(PNG)).toBe(true)

      // reject and delete take the rating back down at once
      await api.post(`/admin/reviews/${second.data.review.id}`, { status: "rejected" }, admin)
      expect((await page(product.id)).rating).toEqual({ count: 1, average: 5 })
      await api.delete(`/admin/reviews/${withImage.data.review.id}`, admin)
      expect((await page(product.id)).rating).toEqual({ count: 0, average: null })
      expect((await api.get(`/store/products/${product.id}/reviews`, store())).data.reviews).toEqual([])

      const bad = await attempt(api.post(`/admin/reviews/${third.data.review.id}`, { status: "pending" }, admin))
      expect(bad.status).toBe(400)
      const missing = await attempt(api.post("/admin/reviews/rev_missing", { status: "approved" }, admin))
      expect(missing.status).toBe(404)
    })

    it("limits submits per client address and per email: 429 with wait_seconds", async () => {
      const { product } = await cod.product(admin)
      const ip = "10.77.0.1"
      for (let i = 0; i < 3; i++) expect((await submit(product.id, { ...review(), ip })).status).toBe(201)
      const limited = await submit(product.id, { ...review(), ip })
      expect(limited.status).toBe(429)
      expect(limited.data).toMatchObject({ field: "client_ip", wait_seconds: expect.any(Number) })
      expect(limited.data.wait_seconds).toBeGreaterThan(500)
      expect(limited.data.wait_seconds).toBeLessThanOrEqual(600)
      // another address passes; the same email from other addresses is held too
      const other = review()
      expect((await submit(product.id, other)).status).toBe(201)
      for (let i = 0; i < 2; i++) expect((await submit(product.id, review({ email: other.body.email }))).status).toBe(201)
      const sameEmail = await submit(product.id, review({ email: other.body.email }))
      expect([sameEmail.status, sameEmail.data.field]).toEqual([429, "email"])
    })

    it("keeps moderation for staff", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/reviews"],
        ["post", "/admin/reviews/rev_x"],
        ["delete", "/admin/reviews/rev_x"],
      ])
    })
  },
})
