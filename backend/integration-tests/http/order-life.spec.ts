import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import type { AdminCodConfirmation } from "@shop/contracts/cod-admin"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/** What the specs read of a transporter's rate rows (the transporters plugin's `transporter` module). */
type RateService = {
  listTransporterRates(f: Record<string, unknown>): Promise<{ id: string; price: number; return_fee: number | null }[]>
  updateTransporterRates(d: { id: string; return_fee: number | null }): Promise<unknown>
  createCommuneOverrides(d: Record<string, unknown>): Promise<unknown>
}
type Summary = { paid_total: number; pending_difference: number; current_order_total: number; refunded_total?: number }
/** What the specs read of `GET /admin/orders/:id` with returns, summary and payments. */
type MedusaOrder = {
  id: string
  total: number
  status: string
  payment_status: string
  fulfillment_status: string
  summary: Summary
  returns: { id: string; status: string; location_id: string; items: { item_id: string; received_quantity: number }[] }[]
  payment_collections: { status: string; payments: { captured_at: string | null; canceled_at: string | null; refunds?: { amount: number }[] }[] }[]
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const L = (id: string) => `/admin/orders/${id}/life`
    const http = api as Api
    const life = async (id: string) => (await http.get<AdminOrderLifeResponse>(L(id), admin)).data
    const change = <T = AdminOrderLifeResponse>(id: string, axis: "confirmation" | "delivery" | "money", body: Record<string, unknown>) =>
      attempt(http.post<T>(`${L(id)}/${axis}`, body, admin))

    /** A placed COD order for `quantity` units of a fresh product, delivered by Yalidine at home in Alger Centre. */
    async function placed(title: string, { stock = 10, price = 20000, quantity = 1 } = {}) {
      const p = await cod.product(admin, { title, stock, price })
      const option = await cod.option("yalidine", "home")
      const res = await cod.order(form(p.variant_id, option.id, { quantity }))
      expect(res.status).toBe(201)
      return { ...p, order: res.data.order, option }
    }

    async function summary(orderId: string) {
      const { data } = await cod.query().graph({
        entity: "order",
        fields: ["id", "total", "summary.*", "payment_collections.status", "payment_collections.payments.captured_at"],
        filters: { id: orderId },
      })
      return data[0] as unknown as {
        total: number
        summary: Summary
        payment_collections: { status: string; payments: { captured_at: string | null }[] }[]
      }
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("keeps the life routes for staff only; an order without a life is a 404", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/orders/order_1/life"],
        ["post", "/admin/orders/order_1/life/confirmation"],
        ["post", "/admin/orders/order_1/life/delivery"],
        ["post", "/admin/orders/order_1/life/money"],
      ])
      expect((await attempt(api.get(L("order_nope"), admin))).status).toBe(404)
      expect((await change("order_nope", "confirmation", { to: "confirmed" })).status).toBe(404)
    })

    it("confirm → hand over → deliver: amounts frozen from the rate table, payment captured, paid in full", async () => {
      const rates = getContainer().resolve<RateService>("transporter")
      const o0 = await cod.option("yalidine", "home")
      const [rate] = await rates.listTransporterRates({ transporter_id: o0.transporter_id, wilaya_code: 16, delivery_type: "home" })
      await rates.updateTransporterRates({ id: rate.id, return_fee: 250 })
      // a commune override wins over the wilaya's rate, at checkout and for the courier's fee
      await rates.createCommuneOverrides({ transporter_id: o0.transporter_id, commune_code: 1601, delivery_type: "home", served: true, price: 450 })

      const o = await placed("Cafetière", { stock: 10, quantity: 2, price: 4000 })
      expect(o.option.price).toBe(450)
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 10, reserved: 2 })
      const start = await life(o.order.id)
      expect(start.life).toMatchObject({ confirmation_state: "to_confirm", delivery_state: "not_shipped", money_state: "to_collect", cash_to_collect: null })
      expect(start.life.allowed).toEqual({ confirmation: ["no_answer", "postponed", "confirmed", "cancelled"], delivery: [], money: [] })

      // nothing is handed over before it is confirmed
      const early = await change<ErrorAnswer>(o.order.id, "delivery", { to: "handed_over" })
      expect([early.status, early.data.type, early.data.message]).toEqual([
        409,
        "not_allowed",
        expect.stringContaining("must be confirmed before it is handed over"),
      ])
      const bad = await change<ErrorAnswer>(o.order.id, "delivery", { to: "shipped" })
      expect([bad.status, bad.data.message]).toEqual([400, expect.stringContaining("to")])

      expect((await change(o.order.id, "confirmation", { to: "no_answer" })).data.life.attempts).toBe(1)
      const past = await change<ErrorAnswer>(o.order.id, "confirmation", { to: "postponed", postponed_until: "2020-01-01T10:00:00Z" })
      expect([past.status, past.data.message]).toEqual([400, expect.stringContaining("postponed_until")])
      expect((await change(o.order.id, "confirmation", { to: "confirmed", note: "OK au téléphone" })).data.life.confirmation_state).toBe("confirmed")

      const handed = await change(o.order.id, "delivery", { to: "handed_over", tracking_number: "YAL-123" })
      expect(handed.status).toBe(200)
      const total = Number(o.order.total)
      expect(handed.data.life).toMatchObject({
        delivery_state: "handed_over",
        cash_to_collect: total,
        courier_fee: 450,
        return_fee: 250,
        tracking_number: "YAL-123",
        fulfillment_id: expect.any(String),
      })
      expect(handed.data.life.allowed.confirmation).toEqual([])
      // the fulfillment turned the reservation into a stock decrement
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 8, reserved: 0 })
      // a handed-over order has left the call queue
      const queue = (await api.get("/admin/cod/confirmations?limit=200", admin)).data.confirmations as AdminCodConfirmation[]
      expect(queue.map((c) => c.order_id)).not.toContain(o.order.id)
      // cancelling now is refused with its rule
      const late = await change<ErrorAnswer>(o.order.id, "confirmation", { to: "cancelled", reason: "customer_request" })
      expect([late.status, late.data.message]).toEqual([409, expect.stringContaining("cannot be cancelled")])

      for (const to of ["in_transit", "out_for_delivery", "delivery_attempted", "delivery_attempted"]) {
        expect([to, (await change(o.order.id, "delivery", { to })).status]).toEqual([to, 200])
      }
      const delivered = await change(o.order.id, "delivery", { to: "delivered" })
      expect(delivered.data.life).toMatchObject({ delivery_state: "delivered", money_state: "collected_by_courier", delivery_attempts: 2 })
      expect(delivered.data.events.slice(0, 2).map((e) => `${e.axis}:${e.to_state}`)).toEqual(
        expect.arrayContaining(["delivery:delivered", "money:collected_by_courier"])
      )
      // a second post answers the life unchanged
      const again = await change(o.order.id, "delivery", { to: "delivered" })
      expect([again.status, again.data.life.updated_at, again.data.events.length]).toEqual([200, delivered.data.life.updated_at, delivered.data.events.length])

      const s = await summary(o.order.id)
      expect(s.payment_collections[0].payments[0].captured_at).toBeTruthy()
      expect(Number(s.summary.paid_total)).toBe(total)
      expect(Number(s.summary.pending_difference)).toBe(0)
      const { data } = await cod
        .query()
        .graph({ entity: "order", fields: ["fulfillments.delivered_at", "fulfillments.shipped_at"], filters: { id: o.order.id } })
      expect(data[0].fulfillments[0]).toMatchObject({ shipped_at: expect.anything(), delivered_at: expect.anything() })
    })

    it("confirm → hand over → refused at the door → returned twice: restocked once, return fee due", async () => {
      const o = await placed("Bouilloire", { stock: 5, quantity: 2, price: 3000 })
      await change(o.order.id, "confirmation", { to: "confirmed" })
      await change(o.order.id, "delivery", { to: "handed_over" })
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 3, reserved: 0 })
      const noReason = await change<ErrorAnswer>(o.order.id, "delivery", { to: "returned" })
      expect([noReason.status, noReason.data.message]).toEqual([400, expect.stringContaining("reason")])

      const [r1, r2] = await Promise.all([
        change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" }),
        change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" }),
      ])
      expect([r1.status, r2.status]).toEqual([200, 200])
      const after = await life(o.order.id)
      expect(after.life).toMatchObject({ delivery_state: "returned", money_state: "return_fee_due", return_reason: "refused_at_door" })
      expect(after.events.filter((e) => e.to_state === "returned")).toHaveLength(1)
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 5, reserved: 0 })
      expect((await change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" })).status).toBe(200)
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 5, reserved: 0 })
      const s = await summary(o.order.id)
      expect(s.payment_collections[0].payments[0].captured_at).toBeFalsy()
    })

    it("a partial return restocks only the lines that came back", async () => {
      const o = await placed("Mixeur", { stock: 6, quantity: 3, price: 2000 })
      await change(o.order.id, "confirmation", { to: "confirmed" })
      await change(o.order.id, "delivery", { to: "handed_over" })
      const { data } = await cod.query().graph({ entity: "order", fields: ["items.id"], filters: { id: o.order.id } })
      const line = data[0].items[0].id
      const tooMany = await change<ErrorAnswer>(o.order.id, "delivery", { to: "returned", reason: "damaged", lines: [{ line_item_id: line, quantity: 4 }] })
      expect([tooMany.status, tooMany.data.message]).toEqual([400, expect.stringContaining("lines.0.quantity")])
      const r = await change(o.order.id, "delivery", { to: "returned", reason: "damaged", lines: [{ line_item_id: line, quantity: 1 }] })
      expect(r.status).toBe(200)
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 4, reserved: 0 })
    })

    it("delivered then returned: restocked, the cash stays collected until a refund is recorded; a lost parcel is written off", async () => {
      const o = await placed("Aspirateur", { stock: 3, quantity: 1, price: 5000 })
      await change(o.order.id, "confirmation", { to: "confirmed" })
      await change(o.order.id, "delivery", { to: "handed_over" })
      await change(o.order.id, "delivery", { to: "delivered" })
      const early = await change<ErrorAnswer>(o.order.id, "money", { to: "refunded", note: "rendu" })
      expect([early.status, early.data.message]).toEqual([409, expect.stringContaining("refund follows a returned parcel")])
      const back = await change(o.order.id, "delivery", { to: "returned", reason: "customer_return" })
      expect(back.data.life).toMatchObject({ delivery_state: "returned", money_state: "collected_by_courier" })
      expect(back.data.life.allowed.money).toEqual(expect.arrayContaining(["refunded"]))
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 3, reserved: 0 })
      const noNote = await change<ErrorAnswer>(o.order.id, "money", { to: "refunded" })
      expect([noNote.status, noNote.data.message]).toEqual([400, expect.stringContaining("note")])
      const refunded = await change(o.order.id, "money", { to: "refunded", note: "Remboursé en espèces au magasin" })
      expect(refunded.data.life.money_state).toBe("refunded")
      expect(refunded.data.events[0]).toMatchObject({
        axis: "money",
        from_state: "collected_by_courier",
        to_state: "refunded",
        note: "Remboursé en espèces au magasin",
      })

      const lost = await placed("Perceuse", { stock: 3 })
      await change(lost.order.id, "confirmation", { to: "confirmed" })
      await change(lost.order.id, "delivery", { to: "handed_over" })
      const gone = await change(lost.order.id, "delivery", { to: "lost", note: "Colis introuvable au dépôt" })
      expect(gone.data.life).toMatchObject({ delivery_state: "lost", money_state: "written_off" })
      expect(gone.data.life.allowed).toEqual({ confirmation: [], delivery: [], money: [] })
    })

    /** What Medusa's own order page reads: GET /admin/orders/:id with the returns, summary and payment fields. */
    async function medusaOrder(id: string) {
      const fields =
        "id,total,payment_status,fulfillment_status,status,*summary,*returns,*returns.items,*payment_collections,*payment_collections.payments,*payment_collections.payments.refunds"
      return (await http.get<{ order: MedusaOrder }>(`/admin/orders/${id}?fields=${fields}`, admin)).data.order
    }

    it("refused at the door → returned: Medusa shows the return received, the payment cancelled, nothing paid, nothing outstanding", async () => {
      const o = await placed("Friteuse", { stock: 5, quantity: 2, price: 3000 })
      await change(o.order.id, "confirmation", { to: "confirmed" })
      await change(o.order.id, "delivery", { to: "handed_over" })
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 3, reserved: 0 })
      const [r1, r2] = await Promise.all([
        change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" }),
        change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" }),
      ])
      expect([r1.status, r2.status]).toEqual([200, 200])
      expect((await change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" })).status).toBe(200)
      // Medusa restocked, once, by exactly what came back
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 5, reserved: 0 })
      const m = await medusaOrder(o.order.id)
      expect(m.returns).toHaveLength(1)
      expect(m.returns[0]).toMatchObject({ status: "received", location_id: o.location_id })
      expect(m.returns[0].items.map((i) => Number(i.received_quantity))).toEqual([2])
      expect(m.payment_collections.map((c) => c.status)).toEqual(m.payment_collections.map(() => "canceled"))
      expect(m.payment_collections.flatMap((c) => c.payments).every((p) => !!p.canceled_at && !p.captured_at)).toBe(true)
      expect(Number(m.summary.paid_total)).toBe(0)
      expect(Number(m.summary.pending_difference)).toBe(0)
      const back = (await life(o.order.id)).events.find((e) => e.to_state === "returned")
      expect(back?.data).toMatchObject({ return_id: m.returns[0].id, payment_cancelled: true })
    })

    it("delivered → partly returned → refunded: Medusa receives only the returned lines and refunds their value", async () => {
      const a = await cod.product(admin, { title: "Théière", stock: 6, price: 2500 })
      const b = await cod.product(admin, { title: "Tasse", stock: 6, price: 700 })
      const option = await cod.option("yalidine", "home")
      const res = await cod.order({
        ...form(a.variant_id, option.id, { quantity: 2 }),
        items: [
          { variant_id: a.variant_id, quantity: 2 },
          { variant_id: b.variant_id, quantity: 3 },
        ],
      })
      expect(res.status).toBe(201)
      const id = res.data.order.id
      await change(id, "confirmation", { to: "confirmed" })
      await change(id, "delivery", { to: "handed_over" })
      await change(id, "delivery", { to: "delivered" })
      const { data } = await cod
        .query()
        .graph({ entity: "order", fields: ["total", "items.id", "items.variant_id", "items.total", "items.quantity"], filters: { id } })
      const lineA = data[0].items.find((i: { variant_id: string }) => i.variant_id === a.variant_id)
      const lineB = data[0].items.find((i: { variant_id: string }) => i.variant_id === b.variant_id)
      expect(await cod.level(a.inventory_item_id, a.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect(await cod.level(b.inventory_item_id, b.location_id)).toEqual({ stocked: 3, reserved: 0 })
      // one of the two teapots came back, no cup
      const back = await change(id, "delivery", { to: "returned", reason: "damaged", lines: [{ line_item_id: lineA.id, quantity: 1 }] })
      expect(back.status).toBe(200)
      expect(await cod.level(a.inventory_item_id, a.location_id)).toEqual({ stocked: 5, reserved: 0 })
      expect(await cod.level(b.inventory_item_id, b.location_id)).toEqual({ stocked: 3, reserved: 0 })
      const returned = await medusaOrder(id)
      expect(returned.returns[0].status).toBe("received")
      expect(returned.returns[0].items.map((i) => [i.item_id, Number(i.received_quantity)])).toEqual([[lineA.id, 1]])
      expect(returned.returns[0].items.map((i) => i.item_id)).not.toContain(lineB.id)
      const value = Number(lineA.total) / 2
      // Medusa now owes the buyer exactly the returned line's value; the return froze it on the life
      expect([Number(returned.summary.paid_total), Number(returned.summary.pending_difference)]).toEqual([Number(returned.total) + value, -value])
      expect((await life(id)).events.find((e) => e.to_state === "returned")?.data).toMatchObject({ returned_value: value, return_id: returned.returns[0].id })

      const refunded = await change(id, "money", { to: "refunded", note: "Théière cassée remboursée" })
      expect(refunded.status).toBe(200)
      expect(refunded.data.events[0]).toMatchObject({ axis: "money", to_state: "refunded", data: { refund_amount: value, payment_id: expect.any(String) } })
      const m = await medusaOrder(id)
      const refunds = m.payment_collections.flatMap((c) => c.payments.flatMap((p) => p.refunds ?? []))
      expect(refunds.map((r) => Number(r.amount))).toEqual([value])
      expect(Number(m.summary.refunded_total)).toBe(value)
      expect(Number(m.summary.pending_difference)).toBe(0)
      // a second post refunds nothing more
      expect((await change(id, "money", { to: "refunded", note: "encore" })).status).toBe(200)
      const again = await medusaOrder(id)
      expect(again.payment_collections.flatMap((c) => c.payments.flatMap((p) => p.refunds ?? []))).toHaveLength(1)
    })

    it("cancel before hand-over releases the reservation; a cancelled order is not shipped", async () => {
      const o = await placed("Grille-pain", { stock: 4, quantity: 2 })
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 4, reserved: 2 })
      const noReason = await change<ErrorAnswer>(o.order.id, "confirmation", { to: "cancelled" })
      expect([noReason.status, noReason.data.message]).toEqual([400, expect.stringContaining("reason")])
      const cancelled = await change(o.order.id, "confirmation", { to: "cancelled", reason: "fake_order" })
      expect(cancelled.data.life).toMatchObject({ confirmation_state: "cancelled", cancel_reason: "fake_order" })
      expect(cancelled.data.life.allowed).toEqual({ confirmation: [], delivery: [], money: [] })
      expect(await cod.level(o.inventory_item_id, o.location_id)).toEqual({ stocked: 4, reserved: 0 })
      const { data } = await cod.query().graph({ entity: "order", fields: ["status"], filters: { id: o.order.id } })
      expect(data[0].status).toBe("canceled")
      const ship = await change<ErrorAnswer>(o.order.id, "delivery", { to: "handed_over" })
      expect([ship.status, ship.data.message]).toEqual([409, expect.stringContaining("cancelled")])
    })

    it("refuses Medusa's native fulfil, ship, deliver and cancel buttons on a cash-on-delivery order", async () => {
      const o = await placed("Radiateur")
      const { data } = await cod.query().graph({ entity: "order", fields: ["items.id", "items.quantity"], filters: { id: o.order.id } })
      const items = data[0].items.map((i: { id: string }) => ({ id: i.id, quantity: 1 }))
      const fulfil = await attempt(api.post(`/admin/orders/${o.order.id}/fulfillments`, { items }, admin))
      expect([fulfil.status, fulfil.data.message]).toEqual([409, expect.stringContaining("shipped from its delivery actions")])
      const cancel = await attempt(api.post(`/admin/orders/${o.order.id}/cancel`, {}, admin))
      expect([cancel.status, cancel.data.message]).toEqual([409, expect.stringContaining("cancelled from its confirmation")])
      await change(o.order.id, "confirmation", { to: "confirmed" })
      const handed = await change(o.order.id, "delivery", { to: "handed_over" })
      const fid = handed.data.life.fulfillment_id
      for (const path of [`fulfillments/${fid}/shipments`, `fulfillments/${fid}/mark-as-delivered`, `fulfillments/${fid}/cancel`]) {
        const r = await attempt(api.post(`/admin/orders/${o.order.id}/${path}`, path.endsWith("shipments") ? { items } : {}, admin))
        expect([path, r.status]).toEqual([path, 409])
      }
      expect((await life(o.order.id)).life.delivery_state).toBe("handed_over")
      // Medusa's own return, claim, exchange and edit buttons would bypass the life's returned state
      for (const path of ["returns", "claims", "exchanges", "order-edits"]) {
        const r = await attempt(api.post(`/admin/${path}`, { order_id: o.order.id, ...(path === "claims" ? { type: "refund" } : {}) }, admin))
        expect([path, r.status, r.data.message]).toEqual([path, 409, expect.stringContaining("returns go through its delivery actions")])
      }
    })

    it("confirm and cancel the same order at once: one consistent end state", async () => {
      for (let i = 0; i < 2; i++) {
        const o = await placed(`Ventilateur ${i}`, { stock: 3 })
        const [a, b] = await Promise.all([
          change(o.order.id, "confirmation", { to: "confirmed" }),
          change(o.order.id, "confirmation", { to: "cancelled", reason: "duplicate" }),
        ])
        const end = await life(o.order.id)
        // both orders of arrival are consistent: confirmed then cancelled (allowed before the hand-over), or cancelled then refused
        if (end.life.confirmation_state === "cancelled") {
          expect(b.status).toBe(200)
          expect([200, 409]).toContain(a.status)
          const { data } = await cod.query().graph({ entity: "order", fields: ["status", "fulfillments.id"], filters: { id: o.order.id } })
          expect([data[0].status, data[0].fulfillments.length]).toEqual(["canceled", 0])
        } else {
          expect(end.life.confirmation_state).toBe("confirmed")
          expect(b.status).toBe(409)
        }
        // and a hand-over racing a cancellation never leaves a cancelled order with a fulfillment
        const o2 = await placed(`Chauffage ${i}`, { stock: 3 })
        await change(o2.order.id, "confirmation", { to: "confirmed" })
        const [h, c] = await Promise.all([
          change(o2.order.id, "delivery", { to: "handed_over" }),
          change(o2.order.id, "confirmation", { to: "cancelled", reason: "customer_request" }),
        ])
        expect([h.status, c.status].sort()).toEqual([200, 409])
        const { data } = await cod.query().graph({ entity: "order", fields: ["status", "fulfillments.id"], filters: { id: o2.order.id } })
        expect(data[0].status === "canceled" ? data[0].fulfillments.length : 1).toBe(data[0].status === "canceled" ? 0 : 1)
      }
    })
  },
})
