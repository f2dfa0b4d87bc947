import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { AdminPosCatalogue, AdminPosMe, AdminPosSaleResponse, AdminPosSales, PostAdminPosSale } from "@shop/contracts/pos"
import { randomUUID } from "node:crypto"
import { writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { DEMO_TILL } from "../../src/scripts/seed/till"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, dayFrom, plain, runSeed, type Api } from "../helpers"
import { ALGER, codClient } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Refusal = { type: string; errors: { field: string; code: string }[] }

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    let cashier: Headers
    let agent: Headers
    let shopId: string
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      owner = await adminHeaders(api)
      cashier = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "cashier")!
      )
      agent = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "agent")!
      )
      const [loc] = await getContainer().resolve(Modules.STOCK_LOCATION).listStockLocations({ name: DEMO_TILL.location })
      shopId = loc.id
      process.env.COD_COOLDOWN_SECONDS = "0"
    })

    let made = 0
    /** A product sold online (units at the warehouse) with `shop` units on the shop's shelves. */
    async function aProduct(price: number, shop: number, terms?: { wholesale: { ttc: number }; wholesale_min_quantity: number }) {
      const p = await plain(cod.product(owner, { title: `Cafetière ${++made}`, price, stock: 20 }))
      await plain(api.post(`/admin/inventory-items/${p.inventory_item_id}/location-levels`, { location_id: shopId, stocked_quantity: shop }, owner))
      if (terms) await plain(api.post(`/admin/variants/${p.variant_id}/price-set`, terms, owner))
      return p
    }
    const level = async (inventoryItemId: string, locationId: string) => {
      const [l] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: locationId })
      return l ? { stocked: Number(l.stocked_quantity), reserved: Number(l.reserved_quantity) } : null
    }
    const sale = (body: Partial<PostAdminPosSale> & Pick<PostAdminPosSale, "lines" | "payment">): PostAdminPosSale => ({
      client_id: randomUUID(),
      made_at: new Date().toISOString(),
      fulfilment: { mode: "pickup" },
      ...body,
    })
    const sell = (body: PostAdminPosSale, who: Headers = cashier) => attempt(api.post<AdminPosSaleResponse | Refusal>("/admin/pos/sales", body, who))
    async function orderOf(orderId: string) {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: ["id", "total", "status", "metadata", "customer_id", "items.unit_price", "items.quantity", "payment_collections.payments.captures.amount"],
          filters: { id: orderId },
        })
      const o = data[0] as unknown as {
        id: string
        total: number
        status: string
        metadata: Record<string, unknown>
        customer_id: string | null
        items: { unit_price: number; quantity: number }[]
        payment_collections: { payments: { captures: { amount: number }[] | null }[] }[]
      }
      const captured = o.payment_collections
        .flatMap((c) => c.payments)
        .flatMap((p) => p.captures ?? [])
        .reduce((s, c) => s + Number(c.amount), 0)
      return { ...o, total: Number(o.total), captured: Math.round(captured * 100) / 100 }
    }
    const salesCount = async (clientId: string) => Number((await pg()("pos_sale").where({ client_id: clientId }).count("* as n"))[0].n)

    it("the till knows its cashier and shop; only who sells may use it; staff with no shop cannot sell", async () => {
      const me = (await plain(api.get<AdminPosMe>("/admin/pos/me", cashier))).data
      expect(me.shop).toMatchObject({ location_id: shopId, name: DEMO_TILL.location })
      expect(me.max_line_discount_percent).toBe(10)
      expect((await attempt(api.get("/admin/pos/me", agent))).status).toBe(403)
      expect((await attempt(api.post("/admin/pos/sales", sale({ lines: [], payment: { type: "card" } }), agent))).status).toBe(403)
      // the owner may sell but is assigned to no shop until assigned
      expect((await plain(api.get<AdminPosMe>("/admin/pos/me", owner))).data.shop).toBeNull()
      const refused = await sell(sale({ lines: [], payment: { type: "card" } }), owner)
      expect(refused.status).toBe(403)
      expect(refused.data).toMatchObject({ code: "not_assigned" })
      // a cashier cannot assign themselves nor raise the discount limit
      expect((await attempt(api.post("/admin/pos/cashiers", { email: "x@y.dz", location_id: shopId }, cashier))).status).toBe(403)
      expect((await attempt(api.post("/admin/pos/settings", { max_line_discount_percent: 90 }, cashier))).status).toBe(403)
    })

    it("a cash sale at the counter: server prices, change due, paid and captured, the shop's stock taken with an audited movement; a retried sync records it once", async () => {
      const p = await aProduct(2500, 5)
      const warehouseBefore = await level(p.inventory_item_id, p.location_id)
      const catalogue = (await plain(api.get<AdminPosCatalogue>("/admin/pos/catalogue", cashier))).data
      expect(catalogue.variants.find((v) => v.variant_id === p.variant_id)).toMatchObject({ price: 2500, stock: 5, wholesale_price: null })

      const body = sale({ lines: [{ variant_id: p.variant_id, quantity: 2 }], payment: { type: "cash", cash_given: 6000 }, shown_total: 5000 })
      const first = await sell(body)
      expect(first.status).toBe(201)
      const s = (first.data as AdminPosSaleResponse).sale
      expect(s).toMatchObject({
        client_id: body.client_id,
        order_type: "shop",
        total: 5000,
        flagged: false,
        location: { id: shopId },
        payment: { type: "cash", cash: 5000, card: 0, change_due: 1000, cash_given: 6000, paid_now: 5000, remaining: 0 },
      })
      expect(s.lines).toEqual([expect.objectContaining({ variant_id: p.variant_id, quantity: 2, unit_price: 2500, total: 5000 })])
      const order = await orderOf(s.order_id)
      expect(order).toMatchObject({ total: 5000, captured: 5000, status: "completed" })
      expect(order.metadata).toMatchObject({ order_type: "shop", till: { client_id: body.client_id, location_id: shopId } })
      expect(await level(p.inventory_item_id, shopId)).toEqual({ stocked: 3, reserved: 0 })
      // the online shop's stock is not the shop's
      expect(await level(p.inventory_item_id, p.location_id)).toEqual(warehouseBefore)
      const moves = await pg()("stock_movement").where({ inventory_item_id: p.inventory_item_id, location_id: shopId, kind: "pos_sale" })
      expect(moves.map((m: { quantity: number }) => Number(m.quantity))).toEqual([-2])

      // the receipt, a PDF for an 80 mm roll, in French and Arabic (kept beside the test logs to be looked at)
      for (const lang of ["fr", "ar"]) {
        const pdf = await plain(api.get(`/admin/pos/sales/${s.id}/receipt?lang=${lang}`, { ...cashier, responseType: "arraybuffer" } as never))
        expect(pdf.headers["content-type"]).toBe("application/pdf")
        const bytes = Buffer.from(pdf.data as ArrayBuffer)
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
        writeFileSync(path.join(process.env.TEST_LOGS_DIR ?? tmpdir(), `pos-receipt-${lang}.pdf`), bytes)
      }
      expect((await attempt(api.get(`/admin/pos/sales/${s.id}/receipt?lang=de`, cashier))).status).toBe(400)

      // the till's sync sent again (its answer was lost), then twice at once: the same sale, nothing made twice
      const again = await sell(body)
      expect(again.status).toBe(200)
      expect(again.data).toMatchObject({ replayed: true, sale: { id: s.id, order_id: s.order_id } })
      const both = await Promise.all([sell(body), sell(body)])
      for (const r of both) expect([200, 409]).toContain(r.status)
      expect(await salesCount(body.client_id)).toBe(1)
      expect(await level(p.inventory_item_id, shopId)).toEqual({ stocked: 3, reserved: 0 })
      const { data: orders } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["id", "metadata"] })
      expect((orders as { metadata: { till?: { client_id: string } } | null }[]).filter((o) => o.metadata?.till?.client_id === body.client_id)).toHaveLength(1)

      // two sales at once of the last units: the shop never goes below 0, the one short is flagged
      const [a, b] = await Promise.all([
        sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 2 }], payment: { type: "card" } })),
        sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 2 }], payment: { type: "card" } })),
      ])
      expect([a.status, b.status]).toEqual([201, 201])
      const flags = [a, b].flatMap((r) => (r.data as AdminPosSaleResponse).sale.flags)
      expect(flags).toEqual([expect.objectContaining({ code: "out_of_stock", variant_id: p.variant_id, missing: 1 })])
      expect(await level(p.inventory_item_id, shopId)).toEqual({ stocked: 0, reserved: 0 })
    })

    it("card and mixed payments; a mixed payment that does not add up is refused and records nothing; a line discount within the owner's limit", async () => {
      const p = await aProduct(1000, 20)
      const card = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], payment: { type: "card" } }))
      expect((card.data as AdminPosSaleResponse).sale.payment).toMatchObject({ type: "card", card: 1000, cash: 0, paid_now: 1000 })
      const mixed = await sell(
        sale({ lines: [{ variant_id: p.variant_id, quantity: 3 }], payment: { type: "mixed", cash: 1000, card: 2000, cash_given: 2000 } })
      )
      expect(mixed.status).toBe(201)
      const m = (mixed.data as AdminPosSaleResponse).sale
      expect(m.payment).toMatchObject({ cash: 1000, card: 2000, change_due: 1000, paid_now: 3000, remaining: 0 })
      expect((await orderOf(m.order_id)).captured).toBe(3000)

      const before = await level(p.inventory_item_id, shopId)
      const bad = sale({ lines: [{ variant_id: p.variant_id, quantity: 3 }], payment: { type: "mixed", cash: 1000, card: 1500 } })
      const refused = await sell(bad)
      expect(refused.status).toBe(400)
      expect((refused.data as Refusal).errors).toEqual([expect.objectContaining({ field: "payment", code: "mixed_sum" })])
      expect(await salesCount(bad.client_id)).toBe(0)
      expect(await level(p.inventory_item_id, shopId)).toEqual(before)
      // corrected and sent again under the same id: recorded
      expect((await sell({ ...bad, payment: { type: "mixed", cash: 1000, card: 2000 } })).status).toBe(201)

      const short = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], payment: { type: "cash", cash_given: 500 } }))
      expect((short.data as Refusal).errors).toEqual([expect.objectContaining({ field: "payment.cash_given", code: "too_low" })])

      const discounted = await sell(
        sale({ lines: [{ variant_id: p.variant_id, quantity: 2, discount_percent: 10 }], payment: { type: "card" }, shown_total: 1800 })
      )
      const d = (discounted.data as AdminPosSaleResponse).sale
      expect(d).toMatchObject({ total: 1800, flagged: false })
      expect(d.lines[0]).toMatchObject({ unit_price: 900, discount_percent: 10, total: 1800 })
      const tooMuch = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1, discount_percent: 25 }], payment: { type: "card" } }))
      expect((tooMuch.data as Refusal).errors).toEqual([
        expect.objectContaining({ field: "lines.0.discount_percent", code: "discount_limit", vars: { max: 10 } }),
      ])
      // the owner raises the limit: allowed
      await plain(api.post("/admin/pos/settings", { max_line_discount_percent: 30 }, owner))
      expect((await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1, discount_percent: 25 }], payment: { type: "card" } }))).status).toBe(201)
      await plain(api.post("/admin/pos/settings", { max_line_discount_percent: 10 }, owner))
      // a price the till showed from an older catalogue: recorded at the server's price, flagged
      const changed = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], payment: { type: "card" }, shown_total: 900 }))
      expect((changed.data as AdminPosSaleResponse).sale.flags).toEqual([{ code: "total_changed", shown: 900, charged: 1000 }])
      const flagged = (await plain(api.get<AdminPosSales>("/admin/pos/sales?flagged=true", cashier))).data.sales
      expect(flagged.map((s) => s.client_id)).toContain((changed.data as AdminPosSaleResponse).sale.client_id)
    })

    it("wholesale: a wholesale customer pays the wholesale price and is refused under the minimum quantity; the order is of type wholesale", async () => {
      const p = await aProduct(1200, 50, { wholesale: { ttc: 900 }, wholesale_min_quantity: 6 })
      const customer = { first_name: "Karim", last_name: "Benali", phone: "0661234501", type: "wholesale" as const }
      const under = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 5 }], customer, payment: { type: "card" } }))
      expect(under.status).toBe(400)
      expect((under.data as Refusal).errors).toEqual([expect.objectContaining({ field: "lines.0.quantity", code: "below_minimum", vars: { min: 6 } })])
      const ok = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 6 }], customer, payment: { type: "card" } }))
      expect(ok.status).toBe(201)
      const s = (ok.data as AdminPosSaleResponse).sale
      expect(s).toMatchObject({ order_type: "wholesale", total: 5400, customer: { first_name: "Karim", phone: "0661234501", type: "wholesale" } })
      expect((await orderOf(s.order_id)).customer_id).toBe(s.customer!.id)
      // the customer is found again by search (3 characters at least)
      expect((await attempt(api.get("/admin/pos/customers?q=Ka", cashier))).status).toBe(400)
      const found = (await plain(api.get<{ customers: { id: string; type: string }[] }>("/admin/pos/customers?q=0661234501", cashier))).data.customers
      expect(found).toEqual([expect.objectContaining({ id: s.customer!.id, type: "wholesale" })])
      // the dashboard breaks the shop's sales down by type: the wholesale sale, earned when sold
      const dash = (
        await plain(api.get<{ by_order_type: { order_type: string; orders: number; delivered: number; revenue: number }[] }>("/admin/dashboard", owner))
      ).data
      expect(dash.by_order_type.find((x) => x.order_type === "wholesale")).toMatchObject({ orders: 1, delivered: 1, revenue: 5400 })
      // the shop's sales filtered by type
      const wholesaleSales = (await plain(api.get<AdminPosSales>("/admin/pos/sales?order_type=wholesale", cashier))).data.sales
      expect(wholesaleSales.map((x) => x.id)).toEqual([s.id])
      // a retail buyer pays retail, whatever the quantity
      const retail = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 2 }], payment: { type: "card" } }))
      expect((retail.data as AdminPosSaleResponse).sale).toMatchObject({ order_type: "shop", total: 2400 })
    })

    it("installments and a deposit at the till: today's part paid and captured, the rest scheduled; the order is of type installment", async () => {
      const p = await aProduct(3000, 10)
      const customer = { first_name: "Amina", last_name: "Saadi", phone: "0771234502" }
      const installments = [
        { amount: 1000, due_date: dayFrom(0) },
        { amount: 1000, due_date: dayFrom(30) },
        { amount: 1000, due_date: dayFrom(60) },
      ]
      const res = await sell(
        sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], customer, payment: { type: "installments", method: "card", installments } })
      )
      expect(res.status).toBe(201)
      const s = (res.data as AdminPosSaleResponse).sale
      expect(s).toMatchObject({ order_type: "installment", total: 3000, payment: { paid_now: 1000, remaining: 2000, card: 1000 } })
      expect(s.payment.schedule).toEqual([
        { seq: 1, amount: 1000, due_date: dayFrom(0), paid: true },
        { seq: 2, amount: 1000, due_date: dayFrom(30), paid: false },
        { seq: 3, amount: 1000, due_date: dayFrom(60), paid: false },
      ])
      expect((await orderOf(s.order_id)).captured).toBe(1000)
      const pdf = await plain(api.get(`/admin/pos/sales/${s.id}/receipt?lang=ar`, { ...cashier, responseType: "arraybuffer" } as never))
      writeFileSync(path.join(process.env.TEST_LOGS_DIR ?? tmpdir(), "pos-receipt-installments-ar.pdf"), Buffer.from(pdf.data as ArrayBuffer))
      const plan = (await plain(api.get<{ payment_plan: { type: string; status: string } }>(`/admin/orders/${s.order_id}/payment-plan`, owner))).data
        .payment_plan
      expect(plan).toMatchObject({ type: "installments", status: "open" })
      // a schedule that does not add up is refused, nothing recorded
      const bad = sale({
        lines: [{ variant_id: p.variant_id, quantity: 1 }],
        customer,
        payment: { type: "installments", installments: installments.slice(0, 2) },
      })
      expect(((await sell(bad)).data as Refusal).errors).toEqual([expect.objectContaining({ field: "payment.installments", code: "schedule_sum" })])
      expect(await salesCount(bad.client_id)).toBe(0)

      // a deposit now, the rest by one installment next month
      const dep = await sell(
        sale({
          lines: [{ variant_id: p.variant_id, quantity: 1 }],
          customer,
          payment: { type: "deposit", deposit: 500, installments: [{ amount: 2500, due_date: dayFrom(30) }] },
        })
      )
      expect(dep.status).toBe(201)
      expect((dep.data as AdminPosSaleResponse).sale.payment).toMatchObject({ paid_now: 500, cash: 500, remaining: 2500 })
      expect((await orderOf((dep.data as AdminPosSaleResponse).sale.order_id)).captured).toBe(500)
      // a deposit with nothing said of the rest, for goods taken now: refused
      const loose = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], customer, payment: { type: "deposit", deposit: 500 } }))
      expect(((loose.data as Refusal).errors ?? [])[0]).toMatchObject({ field: "payment.installments", code: "required" })
    })

    it("a delivery from the till: the online order path with the shop's type, confirmed at once, paid at the till, the courier collecting the rest", async () => {
      const p = await aProduct(4000, 10)
      const option = await cod.option("yalidine", "home")
      const customer = { first_name: "Yacine", last_name: "Mansouri", phone: "0551234503" }
      const delivery = {
        mode: "delivery" as const,
        address: "5 rue Larbi Ben M'hidi",
        wilaya: ALGER.wilaya,
        commune: ALGER.commune,
        shipping_option_id: option.id,
      }
      // a delivery needs a customer
      const none = await sell(sale({ lines: [{ variant_id: p.variant_id, quantity: 1 }], payment: { type: "cash" }, fulfilment: delivery }))
      expect((none.data as Refusal).errors).toEqual([expect.objectContaining({ field: "customer", code: "required" })])
      const res = await sell(
        sale({
          lines: [{ variant_id: p.variant_id, quantity: 1 }],
          customer,
          payment: { type: "deposit", deposit: 1000, method: "cash" },
          fulfilment: delivery,
        })
      )
      expect(res.status).toBe(201)
      const s = (res.data as AdminPosSaleResponse).sale
      expect(s).toMatchObject({ order_type: "shop", total: 4000 + option.price, payment: { paid_now: 1000, remaining: 3000 + option.price } })
      // the receipt names the courier, not its option's id
      expect(s.fulfilment).toMatchObject({ mode: "delivery", address: delivery.address, transporter: expect.any(String) })
      expect(s.fulfilment.mode === "delivery" && s.fulfilment.transporter).not.toBe(option.id)
      const life = (await plain(api.get<{ life: { order_type: string; confirmation_state: string } }>(`/admin/orders/${s.order_id}/life`, owner))).data.life
      expect(life).toMatchObject({ order_type: "shop", confirmation_state: "confirmed" })
      expect((await orderOf(s.order_id)).captured).toBe(1000)
      // the delivery's units are reserved at the warehouse that ships online orders, the shop's shelves untouched
      expect(await level(p.inventory_item_id, shopId)).toEqual({ stocked: 10, reserved: 0 })
      expect((await level(p.inventory_item_id, p.location_id))!.reserved).toBe(1)
      // installments are for goods taken at the till
      const inst = await sell(
        sale({
          lines: [{ variant_id: p.variant_id, quantity: 1 }],
          customer,
          payment: { type: "installments", installments: [{ amount: 4000, due_date: dayFrom(0) }] },
          fulfilment: delivery,
        })
      )
      expect(inst.status).toBe(400)
    })
  },
})
