import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed } from "../helpers"
import { codClient, form } from "../cod-helpers"
import type { TransporterBalance, UnpaidOrder } from "@shop/contracts/transporter-payments"

/** A balance row as the route answers it (with the delivered count the contract leaves out). */
type Balance = TransporterBalance & { delivered_count: number }

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const P = "/admin/transporter-payments"
    const delivery = (orderId: string, status: string) => attempt(api.post(`/admin/orders/${orderId}/delivery`, { status }, admin))

    /** A placed COD order for `quantity` units of a fresh product, delivered by Yalidine at home. */
    async function placed(title: string, { stock = 10, price = 20000, quantity = 1, courier = "yalidine" } = {}) {
      const p = await cod.product(admin, { title, stock, price })
      const option = await cod.option(courier, "home")
      const res = await cod.order(form(p.variant_id, option.id, { quantity }))
      expect(res.status).toBe(201)
      return { ...p, order: res.data.order, transporter_id: option.transporter_id }
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("keeps delivery and payment routes for staff only", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/orders/order_1/delivery"],
        ["post", "/admin/orders/order_1/delivery"],
        ["get", `${P}/unpaid-orders?transporter_id=tr_1`],
        ["get", P],
        ["post", P],
        ["get", `${P}/balances`],
      ])
    })

    it("ships and delivers through Medusa fulfillments; refuses transitions out of order", async () => {
      const o = await placed("Cafetière", { stock: 10, quantity: 2 })
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 10, reserved: 2 })
      for (const status of ["delivered", "returned"]) {
        const r = await delivery(o.order.id, status)
        expect([status, r.status, r.data.code]).toEqual([status, 400, "invalid_status"])
      }
      // an unknown status is refused by the route's validator, which names the field
      const lost = await delivery(o.order.id, "lost")
      expect([lost.status, lost.data.message]).toEqual([400, expect.stringContaining("status")])

      const shipped = await delivery(o.order.id, "shipped")
      expect(shipped.data.delivery).toMatchObject({ status: "shipped", transporter_id: o.transporter_id, customer_name: "Zoé Benali", paid: false })
      // The fulfillment turned the reservation into a stock decrement.
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 8, reserved: 0 })
      expect((await delivery(o.order.id, "shipped")).status).toBe(400)

      expect((await delivery(o.order.id, "delivered")).data.delivery.status).toBe("delivered")
      const { data } = await cod
        .query()
        .graph({ entity: "order", fields: ["fulfillments.delivered_at", "fulfillments.shipped_at"], filters: { id: o.order.id } })
      expect(data[0].fulfillments[0].shipped_at).toBeTruthy()
      expect(data[0].fulfillments[0].delivered_at).toBeTruthy()
      expect((await delivery(o.order.id, "shipped")).status).toBe(400)
    })

    it("a returned order puts its stock back and leaves the payable list", async () => {
      const a = await placed("Bouilloire", { stock: 5, quantity: 2, price: 3000 })
      const b = await placed("Grille-pain", { stock: 5, quantity: 1, price: 4500 })
      for (const o of [a, b]) {
        await delivery(o.order.id, "shipped")
        await delivery(o.order.id, "delivered")
      }
      const list = async () => (await api.get(`${P}/unpaid-orders?transporter_id=${a.transporter_id}`, admin)).data
      expect((await list()).orders.map((o: UnpaidOrder) => o.id)).toEqual(expect.arrayContaining([a.order.id, b.order.id]))
      expect((await list()).orders.find((o: UnpaidOrder) => o.id === a.order.id)).toMatchObject({ customer_full_name: "Zoé Benali", total: a.order.total })

      expect(await cod.level(a.inventory_item_id, a.location_id)).toEqual({ stocked: 3, reserved: 0 })
      expect((await delivery(a.order.id, "returned")).data.delivery.status).toBe("returned")
      expect(await cod.level(a.inventory_item_id, a.location_id)).toEqual({ stocked: 5, reserved: 0 })
      expect((await list()).orders.map((o: UnpaidOrder) => o.id)).not.toContain(a.order.id)
      expect((await delivery(a.order.id, "returned")).status).toBe(400)
      expect((await delivery(a.order.id, "delivered")).status).toBe(400)

      // Returned before delivery (refused at the door) too.
      const c = await placed("Mixeur", { stock: 4, quantity: 1 })
      await delivery(c.order.id, "shipped")
      expect(await cod.level(c.inventory_item_id, c.location_id)).toEqual({ stocked: 3, reserved: 0 })
      await delivery(c.order.id, "returned")
      expect(await cod.level(c.inventory_item_id, c.location_id)).toEqual({ stocked: 4, reserved: 0 })
      const paid = await attempt(
        api.post(P, { transporter_id: c.transporter_id, order_ids: [c.order.id], amount_received: 1, reference: "R-1", paid_at: "2026-11-20" }, admin)
      )
      expect([paid.status, paid.data.code]).toEqual([400, "not_payable"])
    })

    it("records a payment once, with the difference, and keeps per-transporter balances", async () => {
      const a = await placed("Fer à repasser", { price: 2500 })
      const b = await placed("Sèche-cheveux", { price: 3100 })
      const pending = await placed("Radiateur", { price: 9000 })
      for (const o of [a, b]) {
        await delivery(o.order.id, "shipped")
        await delivery(o.order.id, "delivered")
      }
      await delivery(pending.order.id, "shipped")
      const t = a.transporter_id
      const body = { transporter_id: t, order_ids: [a.order.id, b.order.id], amount_received: "1000,50", reference: "YAL-2026-11-001", paid_at: "2026-11-21" }

      for (const [bad, field] of [
        [{ ...body, amount_received: "abc" }, "amount_received"],
        [{ ...body, amount_received: -5 }, "amount_received"],
        [{ ...body, order_ids: [] }, "order_ids"],
        [{ ...body, reference: " " }, "reference"],
        [{ ...body, paid_at: "not a date" }, "paid_at"],
        [{ ...body, order_ids: [a.order.id, pending.order.id] }, "order_ids.1"],
        [{ ...body, order_ids: [a.order.id, a.order.id] }, "order_ids"],
        [{ ...body, price: 1 }, "body"],
      ] as const) {
        const r = await attempt(api.post(P, bad, admin))
        expect([field, r.status]).toEqual([field, 400])
        // the message names the field (an unknown one, `price`, for the body)
        expect(r.data.message).toContain(field === "body" ? "price" : field)
      }
      expect((await attempt(api.post(P, { ...body, transporter_id: "tr_nope" }, admin))).status).toBe(404)

      const expected = a.order.total + b.order.total
      // Two clerks record the same remittance at once: one payment only.
      const [r1, r2] = await Promise.all([attempt(api.post(P, body, admin)), attempt(api.post(P, body, admin))])
      expect([r1.status, r2.status].sort()).toEqual([201, 400])
      const payment = (r1.status === 201 ? r1 : r2).data.payment
      expect(payment).toMatchObject({
        transporter_id: t,
        reference: "YAL-2026-11-001",
        amount_expected: expected,
        amount_received: 1000.5,
        difference: 1000.5 - expected,
      })
      expect(payment.orders.map((o: { order_id: string }) => o.order_id).sort()).toEqual([a.order.id, b.order.id].sort())
      expect((r1.status === 400 ? r1 : r2).data.code).toBe("already_paid")

      const again = await attempt(api.post(P, { ...body, order_ids: [b.order.id] }, admin))
      expect([again.status, again.data.code, again.data.message]).toEqual([400, "already_paid", `order_ids.0: order ${b.order.id} is already paid`])
      const unpaid = (await api.get(`${P}/unpaid-orders?transporter_id=${t}`, admin)).data.orders.map((o: UnpaidOrder) => o.id)
      expect(unpaid).not.toContain(a.order.id)
      expect((await delivery(a.order.id, "returned")).data.code).toBe("already_paid")

      await delivery(pending.order.id, "delivered")
      const { balances } = (await api.get(`${P}/balances`, admin)).data
      const yal = balances.find((x: Balance) => x.transporter.id === t)
      const other = balances.filter((x: Balance) => x.transporter.id !== t)
      expect(yal).toMatchObject({
        delivered_count: 3,
        delivered_total: expected + pending.order.total,
        paid_count: 2,
        paid_total: expected,
        outstanding_count: 1,
        outstanding_total: pending.order.total,
        received_total: 1000.5,
        difference_total: 1000.5 - expected,
      })
      expect(other.every((x: Balance) => x.delivered_count === 0)).toBe(true)
      expect((await api.get(`${P}?transporter_id=${t}`, admin)).data.count).toBe(1)
    })
  },
})
