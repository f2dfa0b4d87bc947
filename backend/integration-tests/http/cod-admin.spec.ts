import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed } from "../helpers"
import { codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

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
    })

    it("keeps the admin routes for staff only", async () => {
      for (const [method, url] of [
        ["get", "/admin/cod/confirmations"],
        ["get", "/admin/cod/leads"],
        ["get", "/admin/cod/blocked-phones"],
        ["post", "/admin/cod/blocked-phones"],
        ["delete", "/admin/cod/blocked-phones/codblk_1"],
        ["post", "/admin/cod/confirmations/order_1"],
      ]) {
        const res = await attempt(method === "post" ? api.post(url, {}) : (api as any)[method](url))
        expect([url, res.status]).toEqual([url, 401])
      }
    })

    it("captures a lead, updates it, and marks it converted by the order", async () => {
      const cart_id = "cart_1732350000000_7"
      const lead = { cart_id, firstname: "محمد أمين", lastname: "Benali", phone: "0661 11 22 33", wilaya: 16, items: [] }
      const bad = await attempt(api.post("/store/cod-leads", { ...lead, phone: "12", unit_price: 5 }, cod.headers()))
      expect(bad.status).toBe(400)
      expect(bad.data.errors.map((e: any) => e.field).sort()).toEqual(["phone", "unit_price"])
      expect((await api.post("/store/cod-leads", lead, cod.headers())).status).toBe(201)
      const p = await cod.product(admin)
      const updated = await api.post("/store/cod-leads", { ...lead, commune: 1601, items: [{ variant_id: p.variant_id, quantity: 2 }] }, cod.headers())
      expect(updated.status).toBe(200)

      const open = (await api.get("/admin/cod/leads?status=open", admin)).data
      expect(open.count).toBe(1)
      expect(open.leads[0]).toMatchObject({
        cart_id, first_name: "محمد أمين", phone: "0661112233", call_url: "tel:0661112233",
        wilaya_code: 16, commune_code: 1601, status: "open", items: [{ variant_id: p.variant_id, quantity: 2 }],
      })

      const yal = await cod.option("yalidine", "home")
      const placed = await cod.order(form(p.variant_id, yal.id, { cart_id }), { phone: "0661112233" })
      expect(placed.status).toBe(201)
      expect((await api.get("/admin/cod/leads?status=open", admin)).data.count).toBe(0)
      const converted = (await api.get("/admin/cod/leads?status=converted", admin)).data.leads
      expect(converted[0]).toMatchObject({ cart_id, status: "converted", order_id: placed.data.order.id })
      expect((await attempt(api.post("/store/cod-leads", lead, cod.headers()))).status).toBe(409)
    })

    it("runs the confirmation queue: list, outcomes, and a cancel that releases the stock", async () => {
      process.env.COD_COOLDOWN_SECONDS = "0"
      const p = await cod.product(admin, { stock: 10 })
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const first = (await cod.order(form(p.variant_id, yal.id), { phone })).data.order
      const second = (await cod.order(form(p.variant_id, yal.id, { quantity: 3 }), { phone })).data.order
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 4 })

      const queue = (await api.get("/admin/cod/confirmations?status=to_confirm&wilaya=16", admin)).data
      expect(queue.count).toBe(2)
      const entry = queue.confirmations.find((c: any) => c.order_id === second.id)
      expect(entry).toMatchObject({
        first_name: "Zoé", last_name: "Benali", phone, call_url: `tel:${phone}`, wilaya_code: 16, commune_code: 1601,
        transporter_id: yal.transporter_id, status: "to_confirm", attempts: 0,
        order: { id: second.id, total: second.total, status: "pending" },
        earlier_orders: [{ order_id: first.id, confirmation_status: "to_confirm", order_status: "pending" }],
      })
      expect((await api.get("/admin/cod/confirmations?wilaya=11", admin)).data.count).toBe(0)
      expect((await api.get(`/admin/cod/confirmations?transporter_id=${yal.transporter_id}`, admin)).data.count).toBe(2)
      expect((await api.get("/admin/cod/confirmations?from=2999-01-01", admin)).data.count).toBe(0)
      expect((await api.get("/admin/cod/confirmations?to=2999-01-01", admin)).data.count).toBe(2)

      const set = (orderId: string, body: Record<string, unknown>) => attempt(api.post(`/admin/cod/confirmations/${orderId}`, body, admin))
      await set(second.id, { status: "no_answer" })
      expect((await set(second.id, { status: "no_answer" })).data.confirmation).toMatchObject({ status: "no_answer", attempts: 2 })
      expect((await set(second.id, { status: "postponed", postponed_until: "2020-01-01T10:00:00Z" })).status).toBe(400)
      const later = new Date(Date.now() + 86400_000).toISOString()
      expect((await set(second.id, { status: "postponed", postponed_until: later })).data.confirmation).toMatchObject({ status: "postponed", attempts: 2 })
      expect((await set(first.id, { status: "confirmed" })).data.confirmation.status).toBe("confirmed")

      const noReason = await set(second.id, { status: "cancelled" })
      expect(noReason.status).toBe(400)
      expect(noReason.data.message).toMatch(/reason/)
      const cancelled = await set(second.id, { status: "cancelled", reason: "Le client a annulé" })
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.confirmation).toMatchObject({ status: "cancelled", reason: "Le client a annulé" })
      const { data } = await cod.query().graph({ entity: "order", fields: ["status"], filters: { id: second.id } })
      expect(data[0].status).toBe("canceled")
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })

      const reopen = await set(second.id, { status: "confirmed" })
      expect(reopen.status).toBe(400)
      expect(reopen.data.message).toMatch(/cancelled/)
      expect((await set("order_missing", { status: "confirmed" })).status).toBe(404)
      expect((await set(first.id, { status: "to_confirm" })).status).toBe(400)
    })
  },
})
