import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adminHeaders, attempt, runSeed, type ApiResponse } from "../helpers"
import type { BlockedAnswer, TooManyOrdersAnswer } from "@shop/contracts/cod-order"
import { codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/** Counts answers by status: { 201: 5, 409: 15 }. */
const byStatus = (responses: ApiResponse[]) => responses.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {} as Record<number, number>)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })
    afterEach(() => {
      delete process.env.COD_COOLDOWN_SECONDS
      delete process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY
    })

    it("sells the last 5 units to exactly 5 of 20 concurrent buyers, never below zero", async () => {
      const p = await cod.product(admin, { stock: 5 })
      const yal = await cod.option("yalidine", "home")
      // different phones and client IPs (X-Forwarded-For, one trusted proxy hop): no cooldown applies
      const responses = await Promise.all(Array.from({ length: 20 }, () => cod.order(form(p.variant_id, yal.id))))
      expect(byStatus(responses)).toEqual({ 201: 5, 409: 15 })
      for (const r of responses.filter((r) => r.status === 409)) {
        // out of stock, or the last units held by buyers whose orders are being placed (busy: retry, decision 0043)
        expect(r.data).toMatchObject({ variant_id: p.variant_id, message: expect.stringContaining(p.variant_id) })
        const refusal = r.data as unknown as { type: string; code?: string }
        expect(["not_allowed:insufficient_inventory", "conflict:busy"]).toContain(`${refusal.type}:${refusal.code}`)
      }
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 5, reserved: 5 })
      const { data: orders } = await cod.query().graph({ entity: "order", fields: ["id", "items.variant_id"] })
      expect(orders.filter((o: { items: { variant_id: string }[] }) => o.items.some((i) => i.variant_id === p.variant_id))).toHaveLength(5)
      // the failed attempts left no open cart holding the variant
      const { data: carts } = await cod.query().graph({ entity: "cart", fields: ["id", "completed_at", "items.variant_id"] })
      expect(
        carts.filter(
          (c: { completed_at?: string | null; items: ({ variant_id: string } | null)[] }) =>
            !c.completed_at && c.items.some((i) => i?.variant_id === p.variant_id)
        )
      ).toHaveLength(0)
    })

    it("places one order per Idempotency-Key, even for a concurrent double submit", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const { phone, ip, key: idem } = next()
      const body = form(p.variant_id, yal.id)
      const [a, b] = await Promise.all([cod.order(body, { phone, ip, key: idem }), cod.order(body, { phone, ip, key: idem })])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      expect(a.data).toEqual(b.data)
      const again = await cod.order(body, { phone, ip, key: idem })
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(a.data.order.id)
      const other = await cod.order({ ...body, items: [{ variant_id: p.variant_id, quantity: 2 }] }, { phone, ip, key: idem })
      expect(other.status).toBe(422)
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })

      // a key left pending by a process that died mid-checkout is reclaimed, not "in progress" forever
      const stale = next()
      await getContainer()
        .resolve(ContainerRegistrationKeys.PG_CONNECTION)("cod_order_request")
        .insert({
          id: "codreq_stale",
          idempotency_key: stale.key,
          body_hash: "x",
          status: "pending",
          phone: stale.phone,
          client_ip: stale.ip,
          created_at: new Date(Date.now() - 10 * 60_000),
        })
      expect((await cod.order(body, { ...stale })).status).toBe(201)
    })

    it("places one order for the same Idempotency-Key sent 10 times at once (issue 20)", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const { phone, ip, key: idem } = next()
      const body = form(p.variant_id, yal.id)
      const answers = await Promise.all(Array.from({ length: 10 }, () => cod.order(body, { phone, ip, key: idem })))
      const counts = byStatus(answers)
      // one placed it; the others replay its answer, or (still in progress past the replay wait) say retry
      expect(counts[201]).toBe(1)
      expect(Object.keys(counts).filter((s) => !["200", "201", "409"].includes(s))).toEqual([])
      const placed = answers.find((a) => a.status === 201)!.data.order.id
      for (const a of answers.filter((x) => x.status === 200)) expect(a.data.order.id).toBe(placed)
      const { data: orders } = await cod.query().graph({ entity: "order", fields: ["id", "items.variant_id"] })
      expect(
        orders.filter((o: { items: { variant_id: string }[] }) => o.items.some((i) => i.variant_id === p.variant_id)).map((o: { id: string }) => o.id)
      ).toEqual([placed])
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })
      // a retry afterwards replays the same order
      const again = await cod.order(body, { phone, ip, key: idem })
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(placed)
    })

    it("answers 429 with the wait for a second order from the same phone or connection", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const first = next()
      expect((await cod.order(form(p.variant_id, yal.id), { phone: first.phone, ip: first.ip })).status).toBe(201)
      const samePhone = await cod.order<TooManyOrdersAnswer>(form(p.variant_id, yal.id), { phone: first.phone })
      expect(samePhone.status).toBe(429)
      expect(samePhone.data).toMatchObject({ type: "too_many_requests", wait_seconds: expect.any(Number) })
      expect(samePhone.data.wait_seconds).toBeGreaterThan(90)
      expect(samePhone.data.wait_seconds).toBeLessThanOrEqual(100)
      expect(samePhone.headers["retry-after"]).toBe(String(samePhone.data.wait_seconds))
      const sameIp = await cod.order(form(p.variant_id, yal.id), { ip: first.ip })
      expect(sameIp.status).toBe(429)

      // the daily cap, with the cooldown switched off by the environment
      process.env.COD_COOLDOWN_SECONDS = "0"
      process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY = "2"
      expect((await cod.order(form(p.variant_id, yal.id), { phone: first.phone })).status).toBe(201)
      const capped = await cod.order(form(p.variant_id, yal.id), { phone: first.phone })
      expect(capped.status).toBe(429)
      expect(capped.data).toMatchObject({ type: "too_many_requests", code: "daily_cap" })
    })

    it("refuses a blocklisted phone with a neutral 403", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const blocked = await api.post("/admin/cod/blocked-phones", { phone: "+213 770 11 22 33", reason: "Commandes refusées" }, admin)
      expect(blocked.status).toBe(201)
      expect(blocked.data.blocked_phone.phone).toBe("0770112233")
      expect((await attempt(api.post("/admin/cod/blocked-phones", { phone: "0770112233" }, admin))).status).toBe(409)
      const refused = await cod.order<BlockedAnswer>(form(p.variant_id, yal.id), { phone: "0770 11 22 33" })
      expect(refused.status).toBe(403)
      expect(refused.data.message).not.toMatch(/block/i)
      expect((await api.get("/admin/cod/blocked-phones", admin)).data.blocked_phones).toHaveLength(1)
      await api.delete(`/admin/cod/blocked-phones/${blocked.data.blocked_phone.id}`, admin)
      expect((await cod.order(form(p.variant_id, yal.id), { phone: "0770112233" })).status).toBe(201)
    })
  },
})
