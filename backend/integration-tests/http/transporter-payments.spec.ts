import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed } from "../helpers"
import { codClient, form } from "../cod-helpers"
import type { TransporterBalance, UnpaidOrder } from "@shop/contracts/transporter-payments"
import type { AdminOrderLife } from "@shop/contracts/order-life"
import type { ErrorAnswer } from "../helpers"

/** A balance row as the route answers it (with the delivered count the contract leaves out). */
type Balance = TransporterBalance & { delivered_count: number }

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const P = "/admin/transporter-payments"
    /** Moves an order along its life (confirmation first when it is handed over); answers the last change. */
    async function life(orderId: string, ...steps: string[]) {
      let last: { status: number; data: { life: AdminOrderLife } & ErrorAnswer } | undefined
      for (const to of steps) {
        const axis = to === "confirmed" ? "confirmation" : "delivery"
        const body = to === "returned" ? { to, reason: "refused_at_door" } : { to }
        last = await attempt(api.post(`/admin/orders/${orderId}/life/${axis}`, body, admin))
        expect([orderId, to, last!.status]).toEqual([orderId, to, 200])
      }
      return last!.data.life
    }
    const delivered = (orderId: string) => life(orderId, "confirmed", "handed_over", "delivered")

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

    it("keeps the payment routes for staff only; the old delivery route is gone", async () => {
      await expectStaffOnly(api, [
        ["get", `${P}/unpaid-orders?transporter_id=tr_1`],
        ["get", P],
        ["post", P],
        ["get", `${P}/balances`],
      ])
      const o = await placed("Cafetière")
      expect((await attempt(api.post(`/admin/orders/${o.order.id}/delivery`, { status: "shipped" }, admin))).status).toBe(404)
    })

    it("a returned order puts its stock back; delivered and returned parcels are payable at their net amounts", async () => {
      const a = await placed("Bouilloire", { stock: 5, quantity: 2, price: 3000 })
      const b = await placed("Grille-pain", { stock: 5, quantity: 1, price: 4500 })
      const la = await delivered(a.order.id)
      await delivered(b.order.id)
      const list = async () => (await api.get(`${P}/unpaid-orders?transporter_id=${a.transporter_id}`, admin)).data
      expect((await list()).orders.map((o: UnpaidOrder) => o.id)).toEqual(expect.arrayContaining([a.order.id, b.order.id]))
      expect((await list()).orders.find((o: UnpaidOrder) => o.id === a.order.id)).toMatchObject({
        customer_full_name: "Zoé Benali",
        total: a.order.total,
        cash_to_collect: a.order.total,
        courier_fee: la.courier_fee,
        amount_expected: a.order.total - la.courier_fee!,
      })

      // Refused at the door: stock back, the return fee is what the courier's next payment deducts.
      const c = await placed("Mixeur", { stock: 4, quantity: 1 })
      await life(c.order.id, "confirmed", "handed_over")
      expect(await cod.level(c.inventory_item_id, c.location_id)).toEqual({ stocked: 3, reserved: 0 })
      const lc = await life(c.order.id, "returned")
      expect(lc).toMatchObject({ delivery_state: "returned", money_state: "return_fee_due" })
      expect(await cod.level(c.inventory_item_id, c.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect((await list()).orders.find((o: UnpaidOrder) => o.id === c.order.id)).toMatchObject({ total: 0, amount_expected: -(lc.return_fee ?? 0) })

      // Not yet delivered: not payable.
      const d = await placed("Radiateur")
      await life(d.order.id, "confirmed", "handed_over")
      const early = await attempt(
        api.post(P, { transporter_id: d.transporter_id, order_ids: [d.order.id], amount_received: 1, reference: "R-1", paid_at: "2026-11-20" }, admin)
      )
      expect([early.status, early.data.code]).toEqual([400, "not_payable"])
    })

    it("records a payment once, with the difference, and keeps per-transporter balances", async () => {
      const a = await placed("Fer à repasser", { price: 2500 })
      const b = await placed("Sèche-cheveux", { price: 3100 })
      const pending = await placed("Radiateur", { price: 9000 })
      const la = await delivered(a.order.id)
      const lb = await delivered(b.order.id)
      await life(pending.order.id, "confirmed", "handed_over")
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

      // the courier keeps its fee: the payment expects the cash minus the fees
      const expected = a.order.total - la.courier_fee! + (b.order.total - lb.courier_fee!)
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
      const after = (await api.get(`/admin/orders/${a.order.id}/life`, admin)).data.life
      expect(after).toMatchObject({ money_state: "remitted", remittance_id: payment.id })

      const again = await attempt(api.post(P, { ...body, order_ids: [b.order.id] }, admin))
      expect([again.status, again.data.code, again.data.message]).toEqual([400, "already_paid", `order_ids.0: order ${b.order.id} is already paid`])
      const unpaid = (await api.get(`${P}/unpaid-orders?transporter_id=${t}`, admin)).data.orders.map((o: UnpaidOrder) => o.id)
      expect(unpaid).not.toContain(a.order.id)
      const back = await attempt(api.post(`/admin/orders/${a.order.id}/life/delivery`, { to: "returned", reason: "customer_return" }, admin))
      expect([back.status, back.data.message]).toEqual([409, expect.stringContaining("already paid")])

      const lp = await life(pending.order.id, "delivered")
      const { balances } = (await api.get(`${P}/balances`, admin)).data
      const yal = balances.find((x: Balance) => x.transporter.id === t)
      expect(yal).toMatchObject({
        paid_total: expected,
        outstanding_total: expect.any(Number),
        received_total: 1000.5,
        difference_total: 1000.5 - expected,
      })
      expect(yal.delivered_total).toBeGreaterThanOrEqual(a.order.total + b.order.total + pending.order.total)
      expect(yal.outstanding_total).toBeGreaterThanOrEqual(pending.order.total - lp.courier_fee!)
      expect((await api.get(`${P}?transporter_id=${t}`, admin)).data.count).toBe(1)
    })

    it("a remittance for 10 delivered and 2 returned parcels expects Σ(cash − fee) − Σ(return fees), to the centime", async () => {
      const rates = getContainer().resolve<{
        listTransporterRates(f: Record<string, unknown>): Promise<{ id: string }[]>
        updateTransporterRates(d: { id: string; return_fee: number }): Promise<unknown>
      }>("transporter")
      const yal = await cod.option("yalidine", "home")
      const [rate] = await rates.listTransporterRates({ transporter_id: yal.transporter_id, wilaya_code: 16, delivery_type: "home" })
      await rates.updateTransporterRates({ id: rate.id, return_fee: 200 })

      const p = await cod.product(admin, { title: "Lampe", stock: 50, price: 1234.5 })
      const ids: string[] = []
      let expected = 0
      for (let i = 0; i < 12; i++) {
        const res = await cod.order(form(p.variant_id, yal.id, { quantity: 1 + (i % 3) }))
        expect(res.status).toBe(201)
        const id = res.data.order.id
        ids.push(id)
        const l = i < 10 ? await delivered(id) : await life(id, "confirmed", "handed_over", "returned")
        expect([l.courier_fee, l.return_fee]).toEqual([yal.price, 200])
        expected += i < 10 ? Math.round(l.cash_to_collect! * 100) - Math.round(l.courier_fee! * 100) : -Math.round(l.return_fee! * 100)
      }
      expected /= 100
      const received = expected - 150
      const r = await api.post(
        P,
        { transporter_id: yal.transporter_id, order_ids: ids, amount_received: received, reference: "YAL-BATCH-12", paid_at: "2026-11-22" },
        admin
      )
      expect(r.status).toBe(201)
      expect(r.data.payment).toMatchObject({ amount_expected: expected, amount_received: received, difference: -150 })
      const perParcel = r.data.payment.orders as { order_id: string; amount_expected: number }[]
      expect(perParcel.filter((o) => o.amount_expected === -200)).toHaveLength(2)
      expect(Math.round(perParcel.reduce((a, o) => a + o.amount_expected * 100, 0)) / 100).toBe(expected)
    })
  },
})
