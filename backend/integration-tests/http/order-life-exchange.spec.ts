import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type UnpaidOrder = { id: string; amount_expected: number; total: number }
type Exchanged = {
  id: string
  returns: { id: string; status: string; exchange_id: string | null; items: { item_id: string; quantity: number; received_quantity: number }[] }[]
  items: { id: string; variant_id: string; quantity: number }[]
  summary: { paid_total: number; pending_difference: number }
  payment_collections: { status: string; amount: number }[]
}

/** Decision 0042: an exchange of a delivered cash-on-delivery order, on Medusa's own exchange. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const http = api as Api
    const L = (id: string) => `/admin/orders/${id}/life`
    const life = async (id: string) => (await http.get<AdminOrderLifeResponse>(L(id), admin)).data
    const change = <T = AdminOrderLifeResponse>(id: string, axis: "confirmation" | "delivery" | "money" | "exchange", body: Record<string, unknown>) =>
      attempt(http.post<T>(`${L(id)}/${axis}`, body, admin))

    /** A delivered COD order of one unit of a fresh product at `price`, plus another product to exchange it for. */
    async function deliveredWithSpare(title: string, price: number, sparePrice: number) {
      const p = await cod.product(admin, { title, stock: 5, price })
      const spare = await cod.product(admin, { title: `${title} (autre taille)`, stock: 5, price: sparePrice })
      const option = await cod.option("yalidine", "home")
      const res = await cod.order(form(p.variant_id, option.id, { quantity: 1 }))
      expect(res.status).toBe(201)
      const order = res.data.order as { id: string; total: number }
      await change(order.id, "confirmation", { to: "confirmed" })
      await change(order.id, "delivery", { to: "handed_over", tracking_number: `YAL-${title}` })
      const delivered = await change(order.id, "delivery", { to: "delivered" })
      expect(delivered.data.life).toMatchObject({ delivery_state: "delivered", money_state: "collected_by_courier" })
      const { data } = await cod.query().graph({ entity: "order", fields: ["items.id"], filters: { id: order.id } })
      return { p, spare, option, order, line: data[0].items[0].id as string, first: delivered.data.life }
    }

    async function medusa(orderId: string): Promise<Exchanged> {
      const { data } = await cod.query().graph({
        entity: "order",
        fields: [
          "id",
          "returns.id",
          "returns.status",
          "returns.exchange_id",
          "returns.items.item_id",
          "returns.items.quantity",
          "returns.items.received_quantity",
          "items.id",
          "items.variant_id",
          "items.quantity",
          "summary.*",
          "payment_collections.status",
          "payment_collections.amount",
        ],
        filters: { id: orderId },
      })
      return data[0] as unknown as Exchanged
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("keeps the exchange route for staff; Medusa's own exchanges stay refused for a COD order", async () => {
      await expectStaffOnly(api, [["post", "/admin/orders/order_1/life/exchange"]])
      const o = await deliveredWithSpare("Robe", 3000, 3000)
      const native = await attempt(http.post<ErrorAnswer>("/admin/exchanges", { order_id: o.order.id }, admin))
      expect([native.status, native.data.message]).toEqual([409, expect.stringContaining("exchange action")])
    })

    it("delivered → exchange → hand over → delivered: old item back once, new item out once, difference collected and remitted", async () => {
      const o = await deliveredWithSpare("Chemise", 4000, 5000)
      const total = Number(o.order.total)
      expect(o.first.cash_to_collect).toBe(total)
      expect(o.first.can_exchange).toBe(true)
      expect(await cod.level(o.p.inventory_item_id, o.p.location_id)).toEqual({ stocked: 4, reserved: 0 })

      const ex = await change(o.order.id, "exchange", {
        return_lines: [{ line_item_id: o.line, quantity: 1 }],
        new_items: [{ variant_id: o.spare.variant_id, quantity: 1 }],
        note: "taille L au lieu de M",
      })
      expect(ex.status).toBe(200)
      const fee = Number(o.first.courier_fee)
      expect(ex.data.life).toMatchObject({
        delivery_kind: "exchange",
        delivery_state: "not_shipped",
        money_state: "to_collect",
        cash_to_collect: 1000,
        courier_fee: fee,
        collected_before: total,
        fees_before: fee,
        owed_before: total - fee,
        exchange_id: expect.any(String),
        can_exchange: false,
      })
      expect(ex.data.life.allowed.delivery).toEqual(["handed_over"])
      expect(ex.data.events.slice(0, 2).map((e) => `${e.axis}:${e.from_state}>${e.to_state}`)).toEqual(
        expect.arrayContaining(["delivery:delivered>not_shipped", "money:collected_by_courier>to_collect"])
      )
      // Medusa shows the exchange: its return of the old line requested, the new line on the order, reserved
      let m = await medusa(o.order.id)
      // what Medusa's own exchange screens read
      const listed = (await api.get(`/admin/exchanges?order_id=${o.order.id}`, admin)).data.exchanges as { id: string; return_id: string }[]
      expect(listed.map((e) => e.id)).toEqual([ex.data.life.exchange_id])
      const exReturn = m.returns.find((r) => r.exchange_id === ex.data.life.exchange_id)!
      expect(exReturn).toMatchObject({ status: "requested" })
      expect(m.items.map((i) => i.variant_id)).toEqual(expect.arrayContaining([o.spare.variant_id]))
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 5, reserved: 1 })
      // while the exchange parcel is out, the courier still owes the first parcel: nothing to remit for this order yet
      const unpaidBefore = (await api.get(`/admin/transporter-payments/unpaid-orders?transporter_id=${o.option.transporter_id}`, admin)).data
      expect(unpaidBefore.orders.map((u: UnpaidOrder) => u.id)).not.toContain(o.order.id)

      const handed = await change(o.order.id, "delivery", { to: "handed_over", tracking_number: "YAL-EX-1" })
      expect(handed.status).toBe(200)
      expect(handed.data.life).toMatchObject({ delivery_state: "handed_over", delivery_kind: "exchange", cash_to_collect: 1000, tracking_number: "YAL-EX-1" })
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect(await cod.level(o.p.inventory_item_id, o.p.location_id)).toEqual({ stocked: 4, reserved: 0 })

      const mid = await medusa(o.order.id)
      // Medusa credits the old item only once it is received: until then the new item is due whole
      expect([Number(mid.summary.pending_difference), Number(mid.summary.paid_total)]).toEqual([5000, total])
      const [d1, d2] = await Promise.all([change(o.order.id, "delivery", { to: "delivered" }), change(o.order.id, "delivery", { to: "delivered" })])
      expect([d1.status, d2.status]).toEqual([200, 200])
      const after = await life(o.order.id)
      expect(after.life).toMatchObject({ delivery_state: "delivered", money_state: "collected_by_courier", delivery_kind: "exchange" })
      expect(after.events.filter((e) => e.axis === "delivery" && e.to_state === "delivered")).toHaveLength(2)
      // old item back once, new item out once
      expect(await cod.level(o.p.inventory_item_id, o.p.location_id)).toEqual({ stocked: 5, reserved: 0 })
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect((await change(o.order.id, "delivery", { to: "delivered" })).status).toBe(200)
      expect(await cod.level(o.p.inventory_item_id, o.p.location_id)).toEqual({ stocked: 5, reserved: 0 })

      // a delivered exchange parcel is not "returned": the page does not offer it and the server refuses it
      expect((await life(o.order.id)).life.allowed.delivery).toEqual([])
      const back = await change<ErrorAnswer>(o.order.id, "delivery", { to: "returned", reason: "customer_return" })
      expect([back.status, back.data.message]).toEqual([409, expect.stringContaining("record a new exchange instead")])
      // Medusa: the exchange's return received, the difference paid, nothing outstanding
      m = await medusa(o.order.id)
      expect(m.returns.find((r) => r.id === exReturn.id)).toMatchObject({ status: "received" })
      expect(Number(m.summary.pending_difference)).toBe(0)
      expect(Number(m.summary.paid_total)).toBe(total + 1000)

      // the remittance expects both parcels' nets: (total − fee) + (1 000 − fee)
      const unpaid = (await api.get(`/admin/transporter-payments/unpaid-orders?transporter_id=${o.option.transporter_id}`, admin)).data
      const row = unpaid.orders.find((u: UnpaidOrder) => u.id === o.order.id)
      expect(row.amount_expected).toBe(total - fee + 1000 - fee)
      const paid = await attempt(
        http.post<{ payment: { amount_expected: number; difference: number } }>(
          "/admin/transporter-payments",
          {
            transporter_id: o.option.transporter_id,
            order_ids: [o.order.id],
            amount_received: total - 2 * fee + 1000,
            reference: "EX-1",
            paid_at: "2026-11-24",
          },
          admin
        )
      )
      expect(paid.status).toBe(201)
      expect(paid.data.payment).toMatchObject({ amount_expected: total - 2 * fee + 1000, difference: 0 })
      expect((await life(o.order.id)).life.money_state).toBe("remitted")
      // a remitted exchanged order can be exchanged again
      expect((await life(o.order.id)).life.can_exchange).toBe(true)
    })

    it("a refused exchange brings the new item back; the buyer keeps the old one; the return fee is due", async () => {
      const o = await deliveredWithSpare("Pantalon", 3000, 3000)
      const ex = await change(o.order.id, "exchange", {
        return_lines: [{ line_item_id: o.line, quantity: 1 }],
        new_items: [{ variant_id: o.spare.variant_id, quantity: 1 }],
      })
      expect(ex.status).toBe(200)
      expect(ex.data.life.cash_to_collect).toBe(0)
      await change(o.order.id, "delivery", { to: "handed_over" })
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 4, reserved: 0 })
      const back = await change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" })
      expect(back.status).toBe(200)
      expect(back.data.life).toMatchObject({ delivery_state: "returned", money_state: "return_fee_due", delivery_kind: "exchange" })
      expect((await change(o.order.id, "delivery", { to: "returned", reason: "refused_at_door" })).status).toBe(200)
      // the new item is back in stock once, the old one stays with the buyer
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 5, reserved: 0 })
      expect(await cod.level(o.p.inventory_item_id, o.p.location_id)).toEqual({ stocked: 4, reserved: 0 })
      const m = await medusa(o.order.id)
      const exReturn = m.returns.find((r) => r.exchange_id === ex.data.life.exchange_id)
      expect(exReturn?.status).toBe("canceled")
      // the remittance: the first parcel's net minus the exchange's return fee
      const unpaid = (await api.get(`/admin/transporter-payments/unpaid-orders?transporter_id=${o.option.transporter_id}`, admin)).data
      const row = unpaid.orders.find((u: UnpaidOrder) => u.id === o.order.id)
      expect(row.amount_expected).toBe(Number(o.order.total) - Number(o.first.courier_fee) - Number(back.data.life.return_fee))
    })

    it("refuses an exchange of an undelivered order (409), an unknown line or variant (400), and one for less (409)", async () => {
      const p = await cod.product(admin, { title: "Veste", stock: 5, price: 6000 })
      const option = await cod.option("yalidine", "home")
      const placed = (await cod.order(form(p.variant_id, option.id, { quantity: 1 }))).data.order as { id: string }
      const { data } = await cod.query().graph({ entity: "order", fields: ["items.id"], filters: { id: placed.id } })
      const body = { return_lines: [{ line_item_id: data[0].items[0].id, quantity: 1 }], new_items: [{ variant_id: p.variant_id, quantity: 1 }] }
      const early = await change<ErrorAnswer>(placed.id, "exchange", body)
      expect([early.status, early.data.type, early.data.message]).toEqual([409, "not_allowed", expect.stringContaining("only a confirmed order is exchanged")])
      await change(placed.id, "confirmation", { to: "confirmed" })
      await change(placed.id, "delivery", { to: "handed_over" })
      const inFlight = await change<ErrorAnswer>(placed.id, "exchange", body)
      expect([inFlight.status, inFlight.data.message]).toEqual([409, expect.stringContaining("only a delivered order is exchanged (it is handed_over)")])

      const o = await deliveredWithSpare("Manteau", 6000, 2000)
      const unknownLine = await change<ErrorAnswer>(o.order.id, "exchange", { ...body, return_lines: [{ line_item_id: "ordli_nope", quantity: 1 }] })
      expect([unknownLine.status, unknownLine.data.message]).toEqual([400, expect.stringContaining("return_lines.0.line_item_id")])
      const tooMany = await change<ErrorAnswer>(o.order.id, "exchange", { ...body, return_lines: [{ line_item_id: o.line, quantity: 2 }] })
      expect([tooMany.status, tooMany.data.message]).toEqual([400, expect.stringContaining("return_lines.0.quantity")])
      const unknownVariant = await change<ErrorAnswer>(o.order.id, "exchange", {
        return_lines: [{ line_item_id: o.line, quantity: 1 }],
        new_items: [{ variant_id: "variant_nope", quantity: 1 }],
      })
      expect([unknownVariant.status, unknownVariant.data.message]).toEqual([400, expect.stringContaining("new_items.0.variant_id")])
      const shape = await change<ErrorAnswer>(o.order.id, "exchange", { return_lines: [], new_items: [{ variant_id: o.spare.variant_id, quantity: 0 }] })
      expect(shape.status).toBe(400)
      // for less: the courier cannot pay the buyer back at the door; Medusa's exchange is undone
      const less = await change<ErrorAnswer>(o.order.id, "exchange", {
        return_lines: [{ line_item_id: o.line, quantity: 1 }],
        new_items: [{ variant_id: o.spare.variant_id, quantity: 1 }],
      })
      expect([less.status, less.data.message]).toEqual([409, expect.stringContaining("worth less")])
      const still = await life(o.order.id)
      expect(still.life).toMatchObject({ delivery_state: "delivered", delivery_kind: "delivery", money_state: "collected_by_courier", exchange_id: null })
      expect(await cod.level(o.spare.inventory_item_id, o.spare.location_id)).toEqual({ stocked: 5, reserved: 0 })
    })
  },
})
