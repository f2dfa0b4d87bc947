import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { ICustomerModuleService } from "@medusajs/framework/types"
import { adminHeaders, attempt, runSeed, type Api } from "../helpers"
import { codClient, form, next } from "../cod-helpers"
import type { AdminCodConfirmation, AdminCodLead } from "@shop/contracts/cod-admin"
import type { AdminCodCustomerResponse, AdminCodCustomersResponse } from "@shop/contracts/cod-customers"

jest.setTimeout(300 * 1000)

/** An order's customer as Medusa holds it. */
type OrderCustomer = { id: string; customer_id: string | null; email: string | null; customer: { id: string; phone: string | null } | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const http = api as Api
    const customers = () => getContainer().resolve<ICustomerModuleService>(Modules.CUSTOMER)
    const orderOf = async (id: string) =>
      (await cod.query().graph({ entity: "order", fields: ["id", "customer_id", "email", "customer.id", "customer.phone"], filters: { id } }))
        .data[0] as OrderCustomer
    const leadsOf = async (status: "open" | "converted") => (await api.get(`/admin/cod/leads?status=${status}&limit=200`, admin)).data.leads as AdminCodLead[]

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
      process.env.COD_COOLDOWN_SECONDS = "0"
    })
    afterEach(() => {
      delete process.env.COD_COOLDOWN_SECONDS
      delete process.env.COD_REFUSALS_FLAG_THRESHOLD
      delete process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY
    })

    const move = async (orderId: string, axis: "confirmation" | "delivery", body: Record<string, unknown>) => {
      const res = await attempt(api.post(`/admin/orders/${orderId}/life/${axis}`, body, admin))
      expect([orderId, axis, body.to, res.status]).toEqual([orderId, axis, body.to, 200])
    }
    /** Walks an order to `end`: confirmed, handed over, then delivered or refused and returned; or cancelled on the phone. */
    const walk = async (orderId: string, end: "delivered" | "returned" | "cancelled" | "confirmed" | "in_transit") => {
      if (end === "cancelled") return move(orderId, "confirmation", { to: "cancelled", reason: "refused_on_phone" })
      await move(orderId, "confirmation", { to: "confirmed" })
      if (end === "confirmed") return
      await move(orderId, "delivery", { to: "handed_over", tracking_number: `TRK-${orderId.slice(-8)}` })
      if (end === "in_transit") return move(orderId, "delivery", { to: "in_transit" })
      if (end === "delivered") return move(orderId, "delivery", { to: "delivered" })
      await move(orderId, "delivery", { to: "returning", reason: "refused_at_door" })
      await move(orderId, "delivery", { to: "returned", reason: "refused_at_door" })
    }

    it("shows a customer's history: counts, delivery rate, collected, risk; flags N refusals without blocking; the queue shows and filters the risk", async () => {
      process.env.COD_REFUSALS_FLAG_THRESHOLD = "2"
      process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY = "20"
      const p = await cod.product(admin, { price: 4000, stock: 50 })
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const placed: string[] = []
      for (let i = 0; i < 6; i++) {
        const res = await cod.order(form(p.variant_id, yal.id, { firstname: "Karim", lastname: "Bouzid" }), { phone })
        expect(res.status).toBe(201)
        placed.push(res.data.order.id)
      }
      const [delivered1, delivered2, refused, cancelled, confirmed, onItsWay] = placed
      await walk(delivered1, "delivered")
      await walk(delivered2, "delivered")
      await walk(refused, "returned")
      await walk(cancelled, "cancelled")
      await walk(confirmed, "confirmed")
      await walk(onItsWay, "in_transit")

      const customerId = (await orderOf(delivered1)).customer_id!
      const page = (await http.get<AdminCodCustomerResponse>(`/admin/cod/customers/${customerId}`, admin)).data
      const total = Number((await cod.query().graph({ entity: "order", fields: ["total"], filters: { id: delivered1 } })).data[0].total)
      expect(page.customer).toMatchObject({
        id: customerId,
        first_name: "Karim",
        last_name: "Bouzid",
        phone,
        email: null,
        counts: { orders: 6, confirmed: 5, handed_over: 4, delivered: 2, refused_or_returned: 1, cancelled: 1 },
        // delivered ÷ parcels with a known outcome (the one in transit does not count yet)
        delivery_rate: 0.667,
        total_collected: total * 2,
        level: "medium",
        flag: null,
        addresses: [{ address_1: "12 rue Didouche Mourad", wilaya_code: 16, commune_code: 1601, province: "16" }],
      })
      expect(page.orders).toHaveLength(6)
      expect(page.orders.find((o) => o.order_id === refused)).toMatchObject({
        confirmation_state: "confirmed",
        delivery_state: "returned",
        return_reason: "refused_at_door",
        total,
        display_id: expect.any(Number),
      })
      expect(page.orders.find((o) => o.order_id === cancelled)).toMatchObject({ confirmation_state: "cancelled", cancel_reason: "refused_on_phone" })

      // a second refusal reaches the threshold (2 here): flagged and high, and nobody is blocked
      await walk(confirmed, "returned")
      const flagged = (await http.get<AdminCodCustomerResponse>(`/admin/cod/customers/${customerId}`, admin)).data.customer
      expect(flagged).toMatchObject({ level: "high", flag: { reason: "refusals", refusals: 2, threshold: 2 }, counts: { refused_or_returned: 2 } })
      expect((await api.get("/admin/cod/blocked-phones", admin)).data.blocked_phones.map((b: { phone: string }) => b.phone)).not.toContain(phone)
      const again = await cod.order(form(p.variant_id, yal.id, { firstname: "Karim", lastname: "Bouzid" }), { phone })
      expect(again.status).toBe(201)

      // the call queue shows the buyer's risk and flag, and filters by risk
      const queue = (await api.get("/admin/cod/confirmations?limit=200", admin)).data.confirmations as AdminCodConfirmation[]
      expect(queue.find((c) => c.order_id === again.data.order.id)).toMatchObject({ customer_id: customerId, risk: "high", risk_flag: { refusals: 2 } })
      const high = (await api.get("/admin/cod/confirmations?risk=high&limit=200", admin)).data.confirmations as AdminCodConfirmation[]
      // the queue lists what is not handed over: this buyer's cancelled order and the new one
      expect(high.map((c) => c.order_id)).toEqual([cancelled, again.data.order.id])
      const newcomer = await cod.order(form(p.variant_id, yal.id))
      const fresh = (await api.get("/admin/cod/confirmations?risk=new&limit=200", admin)).data.confirmations as AdminCodConfirmation[]
      expect(fresh.map((c) => c.order_id)).toEqual([newcomer.data.order.id])
      expect(fresh[0]).toMatchObject({ risk: "new", risk_flag: null })
      expect((await attempt(api.get("/admin/cod/confirmations?risk=nope", admin))).status).toBe(400)

      // the customer list: search by phone, filter by risk
      const list = (await http.get<AdminCodCustomersResponse>(`/admin/cod/customers?q=${phone}`, admin)).data
      expect(list.customers).toEqual([expect.objectContaining({ id: customerId, level: "high", counts: expect.objectContaining({ orders: 7 }) })])
      const risky = (await http.get<AdminCodCustomersResponse>("/admin/cod/customers?risk=high", admin)).data
      expect(risky.customers.map((c) => c.id)).toEqual([customerId])
      expect((await attempt(api.get("/admin/cod/customers?risk=nope", admin))).status).toBe(400)
      expect((await attempt(api.get("/admin/cod/customers/cus_missing", admin))).status).toBe(404)
      for (const url of ["/admin/cod/customers", `/admin/cod/customers/${customerId}`]) expect((await attempt(api.get(url))).status).toBe(401)
    })

    it("finds the buyer's customer by phone through an index, not by reading every customer (decision 0086)", async () => {
      const pg = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(`select indexdef from pg_indexes where tablename = 'customer' and indexname = 'IDX_cod_customer_phone'`)
      expect(rows.map((r: { indexdef: string }) => r.indexdef)).toEqual([expect.stringMatching(/\(phone\) WHERE \(deleted_at IS NULL\)/)])
      // the lookup as the customer module issues it (find-or-create-cod-customer), planned with sequential scans off
      const plan = await pg.transaction(async (trx) => {
        await trx.raw("set local enable_seqscan = off")
        const res = await trx.raw(
          `explain (costs off) select "c0"."id", "c0"."phone" from "customer" as "c0" where "c0"."deleted_at" is null and "c0"."phone" = '0550000001' order by "c0"."created_at" asc limit 5`
        )
        return res.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n")
      })
      expect(plan).toContain("IDX_cod_customer_phone")
    })

    it("makes the first order's buyer a named customer by phone, and attaches later orders to it whatever their e-mail", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const first = await cod.order(form(p.variant_id, yal.id, { firstname: "Amine", lastname: "Kaci", email: "amine@example.dz" }), { phone })
      expect(first.status).toBe(201)
      const second = await cod.order(form(p.variant_id, yal.id, { firstname: "Amine", lastname: "Kaci", email: "autre@example.dz" }), { phone })
      const third = await cod.order(form(p.variant_id, yal.id, { firstname: "Amine", lastname: "Kaci", commune: 1602, address: "3 rue Larbi Ben M'hidi" }), {
        phone,
      })
      expect([second.status, third.status]).toEqual([201, 201])

      const found = await customers().listCustomers({ q: phone }, { relations: ["addresses"] })
      expect(found).toHaveLength(1)
      const [c] = found
      expect(c).toMatchObject({ first_name: "Amine", last_name: "Kaci", phone, email: "amine@example.dz", has_account: false })
      expect(
        c.addresses
          .map((a) => ({ address_1: a.address_1, city: a.city, province: a.province, metadata: a.metadata, phone: a.phone }))
          .sort((a, b) => Number(a.metadata?.commune_code) - Number(b.metadata?.commune_code))
      ).toEqual([
        { address_1: "12 rue Didouche Mourad", city: "Alger Centre", province: "16", metadata: { wilaya_code: 16, commune_code: 1601 }, phone },
        { address_1: "3 rue Larbi Ben M'hidi", city: expect.any(String), province: "16", metadata: { wilaya_code: 16, commune_code: 1602 }, phone },
      ])
      for (const o of [first, second, third]) {
        const order = await orderOf(o.data.order.id)
        expect(order).toMatchObject({ customer_id: c.id, customer: { id: c.id, phone } })
      }
      // the order's e-mail is the customer's: Medusa's cart would have made another guest for another address
      expect((await orderOf(second.data.order.id)).email).toBe("amine@example.dz")
    })

    it("adopts the nameless guest Medusa made for <phone>@cod.invalid before, and never takes another guest's e-mail", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const [legacy] = await customers().createCustomers([{ email: `${phone}@cod.invalid` }])
      const taken = next().phone
      await customers().createCustomers([{ email: "pris@example.dz", phone: taken, first_name: "Autre" }])

      const placed = await cod.order(form(p.variant_id, yal.id, { email: "pris@example.dz" }), { phone })
      expect(placed.status).toBe(201)
      expect((await orderOf(placed.data.order.id)).customer_id).toBe(legacy.id)
      const adopted = await customers().retrieveCustomer(legacy.id)
      expect(adopted).toMatchObject({ first_name: "Zoé", last_name: "Benali", phone, email: `${phone}@cod.invalid` })

      const fresh = next().phone
      const other = await cod.order(form(p.variant_id, yal.id, { email: "pris@example.dz" }), { phone: fresh })
      expect(other.status).toBe(201)
      const mine = await customers().listCustomers({ q: fresh })
      expect(mine.map((c) => c.email)).toEqual([`${fresh}@cod.invalid`])
    })

    it("makes one customer of two first orders from one phone placed at once", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const both = await Promise.all([
        cod.order(form(p.variant_id, yal.id, { email: "un@example.dz" }), { phone }),
        cod.order(form(p.variant_id, yal.id, { email: "deux@example.dz" }), { phone }),
      ])
      expect(both.map((r) => r.status)).toEqual([201, 201])
      const found = await customers().listCustomers({ q: phone })
      expect(found).toHaveLength(1)
      const ids = await Promise.all(both.map(async (r) => (await orderOf(r.data.order.id)).customer_id))
      expect(ids).toEqual([found[0].id, found[0].id])
    })

    it("closes a lead when the same phone orders, before or after the lead was saved", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const items = [{ variant_id: p.variant_id, quantity: 1 }]
      const lead = (cart_id: string, phone: string) =>
        attempt(api.post("/store/cod-leads", { cart_id, firstname: "Nadia", lastname: "Haddad", phone, items }, cod.asStorefront()))

      // lead first, then an order from the same phone on another cart (another device)
      const a = next().phone
      const cartA = `cart_${Date.now() - 60_000}_1`
      expect((await lead(cartA, a)).status).toBe(201)
      const ordered = await cod.order(form(p.variant_id, yal.id, { cart_id: `cart_${Date.now()}_2` }), { phone: a })
      expect(ordered.status).toBe(201)
      expect((await leadsOf("open")).some((l) => l.cart_id === cartA)).toBe(false)
      expect((await leadsOf("converted")).find((l) => l.cart_id === cartA)).toMatchObject({ status: "converted", order_id: ordered.data.order.id })

      // the order first, then the first save of a cart begun before it (a late save)
      const b = next().phone
      const cartB = `cart_${Date.now() - 60_000}_3`
      const orderB = await cod.order(form(p.variant_id, yal.id), { phone: b })
      const late = await lead(cartB, b)
      expect([late.status, late.data.lead.status]).toEqual([201, "converted"])
      expect((await leadsOf("converted")).find((l) => l.cart_id === cartB)?.order_id).toBe(orderB.data.order.id)
      // a cart begun after the order is a new purchase left unfinished: an open lead
      await new Promise((r) => setTimeout(r, 20))
      const cartNew = `cart_${Date.now()}_4`
      expect((await lead(cartNew, b)).data.lead.status).toBe("open")
      expect((await leadsOf("open")).map((l) => l.cart_id)).toContain(cartNew)
    })

    it("closes a lead when the same cart orders, before or after the lead was saved", async () => {
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home")
      const items = [{ variant_id: p.variant_id, quantity: 1 }]
      const lead = (cart_id: string, phone: string) =>
        attempt(api.post("/store/cod-leads", { cart_id, firstname: "Nadia", lastname: "Haddad", phone, items }, cod.asStorefront()))

      // lead first, then the order of that cart (given another phone: the cart decides)
      const cartC = `cart_${Date.now()}_5`
      expect((await lead(cartC, next().phone)).status).toBe(201)
      const orderC = await cod.order(form(p.variant_id, yal.id, { cart_id: cartC }))
      expect((await leadsOf("converted")).find((l) => l.cart_id === cartC)?.order_id).toBe(orderC.data.order.id)

      // the order of a cart that had no lead, then the browser's last save of that cart
      const cartD = `cart_${Date.now()}_6`
      const phoneD = next().phone
      const orderD = await cod.order(form(p.variant_id, yal.id, { cart_id: cartD }), { phone: phoneD })
      const late = await lead(cartD, phoneD)
      expect([late.status, late.data.code]).toEqual([409, "lead_converted"])
      expect((await leadsOf("open")).some((l) => l.cart_id === cartD)).toBe(false)
      expect((await leadsOf("converted")).find((l) => l.cart_id === cartD)).toMatchObject({ order_id: orderD.data.order.id, first_name: "Zoé" })
    })
  },
})
