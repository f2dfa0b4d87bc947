import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adminHeaders, attempt, runSeed } from "../helpers"
import { codClient, form } from "../cod-helpers"
import qs from "qs"

jest.setTimeout(300 * 1000)

type Answer = { status: number; data: { type?: string; code?: string; field?: string; message?: string } }
/** The defects of issue 17 item 2, each as the request that showed it. The client gives up after 10 s: a hang fails, not a slow test. */
const TEN_SECONDS = { timeout: 10_000 }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    const cod = codClient(api, getContainer, () => key)
    const get = (url: string, headers: Record<string, string> = {}) =>
      attempt(api.get(url, { headers: { "x-publishable-api-key": key, ...headers }, ...TEN_SECONDS })) as Promise<Answer>
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      attempt(api.post(url, body, { headers: { "x-publishable-api-key": key, ...headers }, ...TEN_SECONDS })) as Promise<Answer>
    const pg = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    afterEach(() => {
      delete process.env.REQUEST_TIMEOUT_MS
    })

    it("answers an array or object locale with 400 on every store route instead of hanging", async () => {
      for (const url of [
        "/store/regions?locale[]=fr",
        "/store/wilayas?locale[a]=fr",
        "/store/products?locale=fr&locale=ar",
        "/store/listings/featured?locale[]=ar",
      ]) {
        const res = await get(url)
        expect([url, res.status, res.data.field]).toEqual([url, 400, "locale"])
      }
      expect((await get("/store/wilayas?locale=ar")).status).toBe(200)
      expect((await get("/store/wilayas", { "x-medusa-locale": "fr, en" })).data.field).toBe("x-medusa-locale")
    })

    it("refuses a NUL or another control character in free text, ids and listing parameters with 400 naming the field", async () => {
      const admin = await adminHeaders(api)
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const before = (await pg().raw(`select count(*)::int as n from cod_order_request`)).rows[0].n

      const order = await cod.order(form(p.variant_id, yal.id, { address: "12 rue\u0000 Didouche" }))
      expect(order.status).toBe(400)
      expect(order.data).toMatchObject({ type: "invalid_data", code: "control_character", field: "address" })
      expect((await cod.order(form(p.variant_id, yal.id, { lastname: "Ben\u0085ali" }))).data).toMatchObject({ field: "lastname" })
      expect((await cod.order(form(p.variant_id, yal.id, { items: [{ variant_id: "variant_\u0000", quantity: 1 }] }))).data).toMatchObject({
        field: "items[0].variant_id",
      })
      // tabs and line breaks stay allowed in free text
      expect((await cod.order(form(p.variant_id, yal.id, { address: "12 rue Didouche\r\nAlger\tCentre" }))).status).toBe(201)
      expect((await pg().raw(`select count(*)::int as n from cod_order_request`)).rows[0].n).toBe(before + 1)

      const review = await post(`/store/products/${p.product.id}/reviews`, {
        name: "Amina",
        email: "amina@example.com",
        phone: "0770000001",
        purchase_date: "2026-01-15",
        rating: 5,
        text: "Très bien\u0000",
        bought_here: true,
        accepted_policy: true,
      })
      expect([review.status, review.data.field]).toEqual([400, "text"])
      const lead = await post("/store/cod-leads", {
        cart_id: "cart_1700000000_1",
        firstname: "Zoé",
        lastname: "Benali",
        phone: "0550000001",
        address: "rue\u0000",
        items: [],
      })
      expect([lead.status, lead.data.field]).toEqual([400, "address"])

      for (const url of [`/store/products/${p.product.id}%00/reviews`, "/store/products/prod%00x/page", "/store/brands/%00", "/store/cod-orders/order_%00"]) {
        const res = await get(url)
        expect([url, res.status, res.data.field]).toEqual([url, 400, "path"])
      }
      for (const url of ["/store/listings/featured?q=%00", "/store/listings/featured?brand=a%00", "/store/products?handle=%00", "/store/products?q=x%01"]) {
        const res = await get(url)
        expect([url, res.status, res.data.code]).toEqual([url, 400, "control_character"])
      }
    })

    it("refuses a huge bracket index, a negative page bound and an undecodable path with 400 (each answered 500 or blocked a core)", async () => {
      // Medusa made an array of 100 million items from id[99999999]: 1.8 s of a core per request
      expect((await get("/store/product-categories?id[99999999]=x")).data).toMatchObject({ field: "id", code: "too_many_items" })
      expect((await get("/store/products?limit=-1")).data).toMatchObject({ field: "limit", code: "invalid_page" })
      expect((await get("/store/products?offset=1e400")).data).toMatchObject({ field: "offset" })
      const badPath = await get("/hooks/couriers/%E0%A4%A")
      expect([badPath.status, badPath.data.field]).toEqual([400, "path"])
      expect((await get("/store/products?limit=2")).status).toBe(200)
    })

    it("bounds Medusa's own query parser, which ran before any guard: an index above the limit stays an object key on every URL", async () => {
      // Medusa parses every query again with `arrayLimit: Infinity`: `a[99999999]=x` was an array of 10^8 slots,
      // 4.2 s of a core with the event loop blocked, on /health as on any route. The app booted here bounded the
      // qs module it calls (the same module object in this spec's registry): security's lib/query-arrays.ts.
      const parsed = qs.parse("a[99999999]=x&id[]=p1&id[]=p2", { arrayLimit: Infinity })
      expect(parsed).toEqual({ a: { 99999999: "x" }, id: ["p1", "p2"] })
      expect((await get("/health?a[99999999]=x")).status).toBe(200)
      expect((await get("/store/wilayas?q[99999999]=x")).data).toMatchObject({ field: "q", code: "too_many_items" })
    })

    it("refuses prototype keys, absurd nesting and oversized lists with 400", async () => {
      // sent as raw JSON: a client library may drop an own "__proto__" key when it copies the body
      const proto = await post("/store/cod-leads", '{"firstname": "Zoé", "__proto__": {"admin": true}}', { "content-type": "application/json" })
      expect(proto.data).toMatchObject({ code: "prototype_key", field: "__proto__" })
      let deep: unknown = "x"
      for (let i = 0; i < 50; i++) deep = { a: deep }
      expect((await post("/store/cod-leads", { cart_id: deep })).data).toMatchObject({ code: "too_deep" })
      const items = Array.from({ length: 1001 }, () => ({ variant_id: "variant_1", quantity: 1 }))
      expect((await post("/store/cod-leads", { cart_id: "cart_1700000000_4", items })).data).toMatchObject({ code: "too_many_items", field: "items" })
    })

    it("answers 413, not 500, to a body over the limit", async () => {
      const res = await post("/store/cod-leads", { cart_id: "x".repeat(200_000) })
      expect(res.status).toBe(413)
    })

    it("answers 503 with a clear body when a request cannot finish within its time limit", async () => {
      process.env.REQUEST_TIMEOUT_MS = "1500"
      const trx = await pg().transaction()
      try {
        // Another session holds the leads' table: the route waits on it, as it would behind a stuck transaction.
        await trx.raw("lock table cod_lead in access exclusive mode")
        const started = Date.now()
        // as the storefront sends it (leads are saved only over its signed channel, decision 0045)
        const body = { cart_id: "cart_1700000000_2", firstname: "Zoé", lastname: "Benali", phone: "0550000002", items: [] }
        const res = await post("/store/cod-leads", body, cod.asStorefront().headers as Record<string, string>)
        expect(res.status).toBe(503)
        expect(res.data).toMatchObject({ type: "timeout", code: "request_timeout", message: expect.stringContaining("1.5 seconds") })
        expect(Date.now() - started).toBeLessThan(5000)
      } finally {
        await trx.rollback()
      }
    })
  },
})
