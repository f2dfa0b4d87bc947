import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AdminCodConfirmationsResponse } from "@shop/contracts/cod-admin"
import type { InvalidDataAnswer, PostStoreCodOrderResponse } from "@shop/contracts/cod-order"
import type { AdminProductSearchResponse } from "@shop/contracts/search"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, eventually, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type AdminOrder = { id: string; total: number; shipping_total: number; items: { unit_price: number; quantity: number }[] }

/**
 * Phone orders from scratch (issue 19 item 3, decision 0074): staff place an order on a call with the
 * store's form and rules (server prices, delivery quoted again, blocklist, daily cap, stock, one
 * order per Idempotency-Key) but no cooldown; the order's type `phone` is recorded and filterable;
 * staff find products by French or Arabic names from three letters.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    const cod = codClient(api, getContainer, () => key)
    const login = (who: { email: string; password: string }) => adminHeaders(api, who)
    /** POST /admin/cod/phone-orders with its own phone and Idempotency-Key unless given. */
    const phoneOrder = <T = PostStoreCodOrderResponse>(body: Record<string, unknown>, opts: { key?: string | null; phone?: string; as?: Headers } = {}) => {
      const n = next()
      const idem = opts.key === undefined ? n.key : opts.key
      const h = opts.as ?? owner
      return attempt(
        api.post<T>(
          "/admin/cod/phone-orders",
          { phone: opts.phone ?? n.phone, ...body },
          { headers: { ...h.headers, ...(idem ? { "idempotency-key": idem } : {}) } }
        )
      )
    }
    const queue = async (query: string) =>
      (await api.get<AdminCodConfirmationsResponse>(`/admin/cod/confirmations?${query}&limit=200`, owner)).data.confirmations
    const search = async (q: string, lang = "fr", as: Headers = owner) =>
      attempt(api.get<AdminProductSearchResponse>(`/admin/product-search?q=${encodeURIComponent(q)}&lang=${lang}`, as))

    let product: Awaited<ReturnType<typeof cod.product>>
    let option: Awaited<ReturnType<typeof cod.option>>

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      owner = await adminHeaders(api)
      product = await cod.product(owner, { title: "Cafetière Zahra", price: 3000, stock: 50 })
      option = await cod.option("yalidine", "home")
    })

    it("places a phone order at the server's prices with the delivery quoted again; a client's price is refused; type phone, filterable", async () => {
      // a price sent by the client is not even read: the form refuses unknown keys, naming them
      const priced = await phoneOrder<InvalidDataAnswer>(
        form(product.variant_id, option.id, { items: [{ variant_id: product.variant_id, quantity: 2, unit_price: 1 }] })
      )
      expect(priced.status).toBe(400)
      expect(priced.data.errors.map((e) => e.field).join(" ")).toMatch(/items/)
      const shipping = await phoneOrder<InvalidDataAnswer>({ ...form(product.variant_id, option.id), shipping_price: 0 })
      expect(shipping.status).toBe(400)
      // a bad field is named, never a 5xx
      const noCommune = await phoneOrder<InvalidDataAnswer>(form(product.variant_id, option.id, { commune: undefined }))
      expect(noCommune.status).toBe(400)
      expect(noCommune.data.errors.map((e) => e.field)).toContain("commune")
      const noKey = await phoneOrder<InvalidDataAnswer>(form(product.variant_id, option.id), { key: null })
      expect(noKey.status).toBe(400)
      expect(noKey.data.errors[0].field).toBe("Idempotency-Key")

      const placed = await phoneOrder(form(product.variant_id, option.id, { quantity: 2 }))
      expect(placed.status).toBe(201)
      const orderId = placed.data.order.id
      const { data } = await api.get<{ order: AdminOrder }>(`/admin/orders/${orderId}?fields=id,total,shipping_total,items.unit_price,items.quantity`, owner)
      expect(data.order.items).toEqual([expect.objectContaining({ unit_price: 3000, quantity: 2 })])
      // the delivery priced by the rate table as the quote says it, not by the client
      const quote = await api.get<{ transporters: { delivery_types: { shipping_option_id: string; price: number }[] }[] }>(`/admin/commune-quotes/1601`, owner)
      const quoted = quote.data.transporters.flatMap((t) => t.delivery_types).find((d) => d.shipping_option_id === option.id)!
      expect(data.order.shipping_total).toBe(quoted.price)
      expect(data.order.total).toBe(6000 + quoted.price)

      // the type is recorded and filters the queue; a store order is `online`
      const online = await cod.order(form(product.variant_id, option.id))
      expect(online.status).toBe(201)
      const phones = await queue("order_type=phone")
      expect(phones.map((c) => c.order_id)).toContain(orderId)
      expect(phones.every((c) => c.order_type === "phone")).toBe(true)
      const onlines = await queue("order_type=online")
      expect(onlines.map((c) => c.order_id)).toContain(online.data.order.id)
      expect(onlines.map((c) => c.order_id)).not.toContain(orderId)
      expect((await queue("order_type=phone&to_call=true")).map((c) => c.order_id)).toContain(orderId)
      expect((await attempt(api.get(`/admin/cod/confirmations?order_type=fax`, owner))).status).toBe(400)
    })

    it("takes no cooldown (the store would refuse the same phone now) but keeps the daily cap and the blocklist", async () => {
      const buyer = next().phone
      expect((await cod.order(form(product.variant_id, option.id), { phone: buyer })).status).toBe(201)
      const store = await cod.order<ErrorAnswer>(form(product.variant_id, option.id), { phone: buyer })
      expect(store.status).toBe(429)
      expect(store.data.code).toBe("cooldown")
      // the buyer calls: staff order for them right away
      expect((await phoneOrder(form(product.variant_id, option.id), { phone: buyer })).status).toBe(201)

      // the daily cap per phone still holds (two a day here)
      const before = process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY
      process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY = "2"
      try {
        const capped = next().phone
        expect((await phoneOrder(form(product.variant_id, option.id), { phone: capped })).status).toBe(201)
        expect((await phoneOrder(form(product.variant_id, option.id), { phone: capped })).status).toBe(201)
        const third = await phoneOrder<ErrorAnswer>(form(product.variant_id, option.id), { phone: capped })
        expect(third.status).toBe(429)
        expect(third.data.code).toBe("daily_cap")
      } finally {
        if (before === undefined) delete process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY
        else process.env.COD_MAX_ORDERS_PER_PHONE_PER_DAY = before
      }

      // the blocklist refuses it, telling staff where to lift it
      expect((await api.post("/admin/cod/blocked-phones", { phone: "0770 99 88 77", reason: "Refus répétés" }, owner)).status).toBe(201)
      const blocked = await phoneOrder<ErrorAnswer>(form(product.variant_id, option.id), { phone: "0770998877" })
      expect(blocked.status).toBe(403)
      expect(blocked.data).toMatchObject({ code: "phone_blocked", message: expect.stringMatching(/^phone: 0770998877 .*blocklist/) })
    })

    it("makes one order of the same Idempotency-Key sent twice (a double click), and refuses a sold-out variant naming it", async () => {
      const idem = `phone-double-${Date.now()}`
      const buyer = next().phone
      const body = form(product.variant_id, option.id)
      const [a, b] = await Promise.all([phoneOrder(body, { key: idem, phone: buyer }), phoneOrder(body, { key: idem, phone: buyer })])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      expect(a.data.order.id).toBe(b.data.order.id)
      const again = await phoneOrder(body, { key: idem, phone: buyer })
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(a.data.order.id)
      expect((await queue(`q=${buyer}`)).length).toBe(1)

      const soldOut = await cod.product(owner, { title: "Bouilloire épuisée", price: 1500, stock: 0 })
      const refused = await phoneOrder<ErrorAnswer & { variant_id: string }>(form(soldOut.variant_id, option.id))
      expect(refused.status).toBe(409)
      expect(refused.data).toMatchObject({ code: "insufficient_inventory", variant_id: soldOut.variant_id })
    })

    it("is for roles that create orders: the agent places one, the warehouse gets 403", async () => {
      const agent = await login(DEMO_STAFF.find((s) => s.role === "agent")!)
      const warehouse = await login(DEMO_STAFF.find((s) => s.role === "warehouse")!)
      expect((await phoneOrder(form(product.variant_id, option.id), { as: agent })).status).toBe(201)
      const refused = await phoneOrder<ErrorAnswer & { permission: string }>(form(product.variant_id, option.id), { as: warehouse })
      expect(refused.status).toBe(403)
      expect(refused.data.permission).toBe("orders.create")
      expect((await attempt(api.post("/admin/cod/phone-orders", form(product.variant_id, option.id)))).status).toBe(401)
    })

    it("finds products from three letters by their French or Arabic names, with each variant's price and stock in the staff's language", async () => {
      const kettle = await cod.product(owner, { title: "Théière Sahara", price: 4200, stock: 3 })
      const gone = await cod.product(owner, { title: "Théière Tassili", price: 3900, stock: 0 })
      const made = await attempt(
        api.post(
          "/admin/translations/batch",
          {
            create: [
              { reference: "product", reference_id: kettle.product.id, locale_code: "ar-DZ", translations: { title: "إبريق الصحراء" } },
              { reference: "product_variant", reference_id: kettle.variant_id, locale_code: "ar-DZ", translations: { title: "عادي" } },
            ],
          },
          owner
        )
      )
      expect(made.status).toBe(200)
      // the listing indexes the product and its translation a moment after the writes
      const fr = await eventually(
        () => search("theiere"),
        (r) => expect(r.data.products.map((p) => p.id).sort()).toEqual([kettle.product.id, gone.product.id].sort())
      )
      const sahara = fr.data.products.find((p) => p.id === kettle.product.id)!
      expect(sahara).toMatchObject({
        title: "Théière Sahara",
        variants: [{ id: kettle.variant_id, title: "Standard", price: 4200, available: 3, sellable: true }],
      })
      const tassili = fr.data.products.find((p) => p.id === gone.product.id)!
      expect(tassili.variants[0]).toMatchObject({ price: 3900, available: 0, sellable: false })

      const ar = await eventually(
        () => search("الصحراء", "ar"),
        (r) => expect(r.data.products.map((p) => p.id)).toEqual([kettle.product.id])
      )
      expect(ar.data.products[0]).toMatchObject({ title: "إبريق الصحراء", variants: [{ title: "عادي", price: 4200 }] })
      // the Arabic name found in French too (every language is searched), shown in French
      expect((await search("ابريق")).data.products[0]).toMatchObject({ id: kettle.product.id, title: "Théière Sahara" })

      // under three letters: nothing yet (200), not a mistake
      const short = await search("th")
      expect(short.status).toBe(200)
      expect(short.data.products).toEqual([])
      expect((await search("zzzqqq")).data.products).toEqual([])
      const warehouse = await login(DEMO_STAFF.find((s) => s.role === "warehouse")!)
      expect((await search("theiere", "fr", warehouse)).status).toBe(200)
      expect((await attempt(api.get("/admin/product-search?q=theiere"))).status).toBe(401)
    })
  },
})
