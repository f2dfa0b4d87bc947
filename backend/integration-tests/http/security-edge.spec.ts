import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminCodLeadsResponse } from "@shop/contracts/cod-admin"
import { signStorefrontHeaders } from "@shop/shared/storefront-channel"
import { DEMO_ADMIN } from "../../src/scripts/seed/admin-user"
import { adminHeaders, attempt, eventually, runSeed, type ApiResponse } from "../helpers"
import { codClient, form, next, storefrontSession, STOREFRONT_SECRET } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/** A login's answer: the token, or the limit's refusal. */
type LoginAnswer = { token?: string; code?: string; field?: string; message?: string; wait_seconds?: number }

/** The edge of the shop (issue 17 items 1, 3, 6): who the client is, whose lead it is, how often one may guess a password. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const ENV = ["TRUST_PROXY", "COD_COOLDOWN_SECONDS", "COD_LEAD_SAVES_PER_IP", "COD_LEAD_SAVES_PER_PHONE", "LOGIN_MAX_PER_IP", "LOGIN_MAX_PER_EMAIL"]

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })
    afterEach(() => {
      for (const name of ENV) delete process.env[name]
    })

    /** An order posted straight to the backend with the given headers (no storefront signature unless given). */
    const rawOrder = (body: Record<string, unknown>, headers: Record<string, string>) => {
      const n = next()
      return attempt(api.post("/store/cod-orders", { phone: n.phone, ...body }, cod.headers({ "idempotency-key": n.key, ...headers })))
    }
    /** POST /auth/user/emailpass from `ip` (this loopback connection is a trusted proxy by default). */
    const login = (password: string, ip = "41.100.20.1", email = DEMO_ADMIN.email, headers: Record<string, string> = {}): Promise<ApiResponse<LoginAnswer>> =>
      attempt(api.post("/auth/user/emailpass", { email, password }, { headers: { "x-forwarded-for": ip, ...headers } }))
    const orderIp = async (orderId: string) => {
      const { data } = await cod.query().graph({ entity: "order", fields: ["metadata"], filters: { id: orderId } })
      return (data[0].metadata as { client_ip: string }).client_ip
    }

    describe("the client's address", () => {
      it("ignores X-Forwarded-For from a peer that is not a trusted proxy: the order limit holds per address", async () => {
        process.env.TRUST_PROXY = "192.0.2.0/24" // the proxy is elsewhere: this test's loopback connection is a client
        const p = await cod.product(admin)
        const yal = await cod.option("yalidine", "home")
        const first = await rawOrder(form(p.variant_id, yal.id), { "x-forwarded-for": "41.100.7.1" })
        expect(first.status).toBe(201)
        expect(await orderIp(first.data.order.id)).toMatch(/^(127\.0\.0\.1|::1)$/)
        // another phone, another claimed address: the same client all the same, inside its cooldown
        const second = await rawOrder(form(p.variant_id, yal.id), { "x-forwarded-for": "41.100.7.2" })
        expect(second.status).toBe(429)
        expect(second.data).toMatchObject({ code: "cooldown", wait_seconds: expect.any(Number) })
        expect(second.headers["retry-after"]).toBe(String(second.data.wait_seconds))
      })

      it("believes X-Forwarded-For from a trusted proxy (loopback by default), its last untrusted hop only", async () => {
        const p = await cod.product(admin)
        const yal = await cod.option("yalidine", "home")
        // "6.6.6.6" was written by the client itself, "41.100.8.1" by the trusted proxy in front of the backend
        const a = await rawOrder(form(p.variant_id, yal.id), { "x-forwarded-for": "6.6.6.6, 41.100.8.1" })
        const b = await rawOrder(form(p.variant_id, yal.id), { "x-forwarded-for": "41.100.8.2" })
        expect([a.status, b.status]).toEqual([201, 201])
        expect([await orderIp(a.data.order.id), await orderIp(b.data.order.id)]).toEqual(["41.100.8.1", "41.100.8.2"])
      })

      it("ignores a client-ip header that the storefront did not sign, and believes one it did", async () => {
        process.env.TRUST_PROXY = "none"
        const p = await cod.product(admin)
        const yal = await cod.option("yalidine", "home")
        const forged = signStorefrontHeaders("a-secret-the-attacker-guessed-wrong", { ip: "41.100.9.1", session: null })
        const first = await rawOrder(form(p.variant_id, yal.id), { "x-shop-client-ip": "41.100.9.9" })
        const second = await rawOrder(form(p.variant_id, yal.id), forged)
        expect([first.status, second.status]).toEqual([201, 429])
        expect(await orderIp(first.data.order.id)).toMatch(/^(127\.0\.0\.1|::1)$/)
        // the storefront's signature: its buyer's address counts, whoever connects
        const signed = await rawOrder(form(p.variant_id, yal.id), signStorefrontHeaders(STOREFRONT_SECRET, { ip: "41.100.9.2", session: null }))
        expect(signed.status).toBe(201)
        expect(await orderIp(signed.data.order.id)).toBe("41.100.9.2")
      })
    })

    describe("leads", () => {
      const leadBody = (cart_id: string, phone: string, firstname = "Samira") => ({ cart_id, firstname, lastname: "Haddad", phone, items: [] })
      const leads = async () => ((await api.get("/admin/cod/leads?limit=100", admin)).data as AdminCodLeadsResponse).leads

      it("are saved through the storefront only, and nobody else can overwrite or close a buyer's lead", async () => {
        const cart_id = `cart_${Date.now()}_11`
        const buyer = next().phone
        const unsigned = await attempt(api.post("/store/cod-leads", leadBody(cart_id, buyer), cod.headers()))
        expect([unsigned.status, unsigned.data.code]).toEqual([403, "storefront_only"])
        const noSession = await attempt(api.post("/store/cod-leads", leadBody(cart_id, buyer), cod.asStorefront({ session: null })))
        expect(noSession.status).toBe(403)
        expect(await leads()).toHaveLength(0)

        const mine = storefrontSession("the-buyer-cookie-token-000001")
        expect((await api.post("/store/cod-leads", leadBody(cart_id, buyer), cod.asStorefront({ session: mine }))).status).toBe(201)
        // someone who learnt the cart id, from their own storefront session: their own lead, not the buyer's
        const other = storefrontSession("the-attacker-cookie-token-0002")
        const attacker = next().phone
        expect((await api.post("/store/cod-leads", leadBody(cart_id, attacker, "Intrus"), cod.asStorefront({ session: other }))).status).toBe(201)
        const saved = (await leads()).filter((l) => l.cart_id === cart_id)
        expect(saved.map((l) => [l.first_name, l.phone, l.status]).sort()).toEqual([
          ["Intrus", attacker, "open"],
          ["Samira", buyer, "open"],
        ])

        // an order of that cart id from another session, or from no storefront session, leaves the buyer's lead open
        const p = await cod.product(admin)
        const yal = await cod.option("yalidine", "home")
        expect((await cod.order(form(p.variant_id, yal.id, { cart_id }), { session: storefrontSession("a-third-visitor-token-0003") })).status).toBe(201)
        expect((await rawOrder(form(p.variant_id, yal.id, { cart_id }), { "x-forwarded-for": "41.100.10.1" })).status).toBe(201)
        expect((await leads()).find((l) => l.phone === buyer)?.status).toBe("open")
        // the buyer's own order, from their session, closes it
        const own = await cod.order(form(p.variant_id, yal.id, { cart_id }), { session: mine, phone: next().phone })
        expect((await leads()).find((l) => l.phone === buyer)).toMatchObject({ status: "converted", order_id: own.data.order.id })
      })

      it("are limited per address and per phone, in PostgreSQL, with a 429 that says how long to wait", async () => {
        process.env.COD_LEAD_SAVES_PER_PHONE = "3"
        process.env.COD_LEAD_SAVES_PER_IP = "5"
        const phone = next().phone
        const save = (cart: number, ip: string, who = phone) =>
          attempt(api.post("/store/cod-leads", leadBody(`cart_${Date.now()}_${cart}`, who), cod.asStorefront({ ip })))
        const byPhone: ApiResponse[] = []
        for (const n of [1, 2, 3, 4]) byPhone.push(await save(n, `41.100.11.${n}`))
        expect(byPhone.map((r) => r.status)).toEqual([201, 201, 201, 429])
        expect(byPhone[3].data).toMatchObject({ code: "too_many_attempts", field: "phone", wait_seconds: expect.any(Number) })
        expect(Number(byPhone[3].headers["retry-after"])).toBeGreaterThan(500)

        const byIp: ApiResponse[] = []
        for (const n of [1, 2, 3, 4, 5, 6]) byIp.push(await save(10 + n, "41.100.12.1", next().phone))
        expect(byIp.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429])
        expect(byIp[5].data).toMatchObject({ field: "client_ip" })
        // refused saves wrote nothing: 3 + 5 leads
        expect(await leads()).toHaveLength(8)
      })
    })

    describe("staff login", () => {
      const expireLocks = () => pg().raw("update security_throttle set locked_until = now() - interval '1 second' where locked_until is not null")
      /** The e-mail counts a successful login clears (after its answer is sent): none left. */
      const emailCounts = async () => Number((await pg().raw("select count(*)::int as n from security_throttle where scope = 'login:email'")).rows[0].n)
      // beforeEach's login was a success: its count is cleared just after its answer
      beforeEach(async () => {
        await eventually(emailCounts, (n) => expect(n).toBe(0))
      })

      it("locks an account after 5 wrong passwords, for twice as long at each new lock; the right password then clears it", async () => {
        const wrong: number[] = []
        for (let i = 0; i < 5; i++) wrong.push((await login("not-the-password", `41.100.21.${i + 1}`)).status)
        expect(wrong).toEqual([401, 401, 401, 401, 401])
        // the admin shows the message as it is: in the staff member's language (the admin's `lng` cookie)
        const locked = await login("not-the-password", "41.100.21.9", DEMO_ADMIN.email, { cookie: "lng=ar" })
        expect(locked.status).toBe(429)
        expect(locked.data).toMatchObject({
          code: "too_many_attempts",
          field: "email",
          wait_seconds: 60,
          message: "محاولات دخول كثيرة جدًا: أعد المحاولة بعد 60 ثانية.",
        })
        expect(locked.headers["retry-after"]).toBe("60")
        // while locked, even the right password waits (the guesser cannot tell it was right)
        expect((await login(DEMO_ADMIN.password, "41.100.21.10")).status).toBe(429)

        await expireLocks()
        for (let i = 0; i < 5; i++) await login("still-wrong", "41.100.22.1")
        const again = await login("still-wrong", "41.100.22.2")
        expect([again.status, again.headers["retry-after"]]).toEqual([429, "120"])

        await expireLocks()
        const ok = await login(DEMO_ADMIN.password)
        expect(ok.status).toBe(200)
        expect(ok.data.token).toEqual(expect.any(String))
        // the success forgot the account's count, lock and strikes
        await eventually(emailCounts, (n) => expect(n).toBe(0))
        expect((await login("wrong-once-more")).status).toBe(401)
      })

      it("counts every attempt of a burst: 20 parallel guesses get exactly 5 answers", async () => {
        const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`guess-${i}`, `41.100.23.${i + 1}`, "someone@example.com")))
        const statuses = burst.map((r) => r.status).sort()
        expect(statuses.filter((s) => s === 401)).toHaveLength(5)
        expect(statuses.filter((s) => s === 429)).toHaveLength(15)
      })

      it("limits one address across accounts, and leaves other addresses alone", async () => {
        process.env.LOGIN_MAX_PER_IP = "4"
        const tries: number[] = []
        for (let i = 0; i < 5; i++) tries.push((await login("pw", "41.100.24.1", `nobody${i}@example.com`)).status)
        expect(tries).toEqual([401, 401, 401, 401, 429])
        const limited = await login(DEMO_ADMIN.password, "41.100.24.1")
        expect([limited.status, limited.data.field]).toEqual([429, "client_ip"])
        expect((await login(DEMO_ADMIN.password, "41.100.24.2")).status).toBe(200)
      })
    })

    describe("security headers", () => {
      const SECURITY = {
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "content-security-policy": "frame-ancestors 'none'",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": expect.stringContaining("camera=()"),
      }

      it("are on the API's answers; HSTS only when a trusted proxy says the visitor came over HTTPS", async () => {
        const plain = await api.get("/store/wilayas", cod.headers())
        expect(plain.headers).toMatchObject(SECURITY)
        expect(plain.headers["strict-transport-security"]).toBeUndefined()
        const https = await api.get("/store/wilayas", cod.headers({ "x-forwarded-proto": "https" }))
        expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
        process.env.TRUST_PROXY = "192.0.2.1"
        const claimed = await api.get("/store/wilayas", cod.headers({ "x-forwarded-proto": "https" }))
        expect(claimed.headers["strict-transport-security"]).toBeUndefined()
        // the login's answers too
        expect((await login("wrong")).headers).toMatchObject(SECURITY)
      })
    })
  },
})
