import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { placeCodOrderWorkflow } from "@shop/cod-checkout/workflows"
import { adminHeaders, runSeed, type ApiResponse } from "../helpers"
import type { InvalidDataAnswer } from "@shop/contracts/cod-order"
import { ALGER, codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/**
 * A failure injected after the cart is completed, through the workflow's own extension point:
 * the `orderPlaced` hook runs once the order, its reservations and its confirmation exist.
 */
let failNextOrder = false
placeCodOrderWorkflow.hooks.orderPlaced(async () => {
  if (!failNextOrder) return
  failNextOrder = false
  throw new Error("injected failure after the cart was completed")
})

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

    describe("POST /store/cod-orders", () => {
      it("places a real Medusa order priced by the catalogue and the rate table", async () => {
        const p = await cod.product(admin, { price: 25000, stock: 10 })
        const yal = await cod.option("yalidine", "home")
        const res = await cod.order(form(p.variant_id, yal.id, { quantity: 2, phone: "+213 661 23 45 67", cart_id: "cart_1732350000000_42" }))
        expect(res.status).toBe(201)
        const { order, thank_you_url } = res.data
        expect(thank_you_url).toBe(`/checkout/thank-you/${order.id}`)
        expect(order).toMatchObject({
          currency_code: "dzd",
          item_total: 50000,
          shipping_total: yal.price,
          total: 50000 + yal.price,
          items: [{ title: expect.any(String), variant_id: p.variant_id, quantity: 2, unit_price: 25000 }],
        })
        expect(order.display_id).toEqual(expect.any(Number))

        // the thank-you URL's data: the same order, its time, nothing about the buyer
        const storeHeaders = { headers: { "x-publishable-api-key": key } }
        const thanks = await api.get(`/store/cod-orders/${order.id}`, storeHeaders)
        expect(thanks.data.order).toEqual({ ...order, created_at: expect.any(String) })
        expect(JSON.stringify(thanks.data)).not.toMatch(/0661234567|Benali/)
        const unknown = await api.get("/store/cod-orders/order_01ZZZZZZZZZZZZZZZZZZZZZZZZ", storeHeaders).catch((e: { response: ApiResponse }) => e.response)
        expect(unknown.status).toBe(404)

        const { data } = await cod.query().graph({
          entity: "order",
          fields: [
            "id",
            "email",
            "metadata",
            "total",
            "shipping_address.*",
            "shipping_methods.amount",
            "shipping_methods.data",
            "payment_collections.status",
            "payment_collections.payments.captured_at",
            "payment_collections.payments.provider_id",
            "order_life.confirmation_state",
            "order_life.delivery_state",
            "order_life.phone",
          ],
          filters: { id: order.id },
        })
        const o = data[0]
        expect(o.email).toBe("0661234567@cod.invalid")
        expect(o.metadata).toMatchObject({ cod: true, lead_cart_id: "cart_1732350000000_42", client_ip: expect.stringMatching(/^10\.0\./) })
        expect(o.shipping_address).toMatchObject({
          first_name: "Zoé",
          last_name: "Benali",
          phone: "0661234567",
          address_1: "12 rue Didouche Mourad",
          province: "16",
          city: ALGER.city,
          country_code: "dz",
          metadata: { commune_code: 1601 },
        })
        expect(Number(o.shipping_methods[0].amount)).toBe(yal.price)
        expect(o.shipping_methods[0].data).toMatchObject({ transporter_id: yal.transporter_id, delivery_type: "home" })
        // cash on delivery: authorized by the system provider, never captured online
        expect(o.payment_collections[0].status).toBe("authorized")
        expect(o.payment_collections[0].payments[0]).toMatchObject({ provider_id: "pp_system_default", captured_at: null })
        expect(o.order_life).toMatchObject({ confirmation_state: "to_confirm", delivery_state: "not_shipped", phone: "0661234567" })
        expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 2 })
      })

      it("takes a cart of several lines and a stop-desk with its desk, with no street address (decision 0055)", async () => {
        const a = await cod.product(admin, { title: "Écouteurs", price: 1500 })
        const b = await cod.product(admin, { title: "Chargeur", price: 900 })
        const desk = await cod.option("yalidine", "stop_desk")
        const rest = form(a.variant_id, desk.id)
        const items = [
          { variant_id: a.variant_id, quantity: 1 },
          { variant_id: b.variant_id, quantity: 3 },
        ]
        const noDesk = await cod.order<InvalidDataAnswer>({ ...rest, items })
        expect(noDesk.status).toBe(400)
        expect(noDesk.data.errors.map((e) => e.field)).toEqual(["stop_desk_id"])
        // a desk pick-up needs no street; a home delivery still does
        const { address: _street, ...noStreet } = rest
        const home = await cod.order<InvalidDataAnswer>({ ...noStreet, shipping_option_id: (await cod.option("yalidine", "home")).id, items })
        expect(home.data.errors.map((e) => [e.field, e.code])).toEqual([["address", "required"]])
        const res = await cod.order({ ...noStreet, items, stop_desk_id: desk.desks[0].id, email: "zoe@example.dz" })
        expect(res.status).toBe(201)
        expect(res.data.order).toMatchObject({ item_total: 1500 + 2700, shipping_total: desk.price, total: 4200 + desk.price })
        const { data } = await cod.query().graph({
          entity: "order",
          fields: ["email", "shipping_methods.data", "shipping_address.address_1", "shipping_address.city"],
          filters: { id: res.data.order.id },
        })
        expect(data[0].email).toBe("zoe@example.dz")
        expect(data[0].shipping_address?.city).toBe("Alger Centre")
        expect(data[0].shipping_address?.address_1 ?? "").toBe("")
        expect(data[0].shipping_methods[0].data).toMatchObject({ delivery_type: "stop_desk", stop_desk_id: desk.desks[0].id })
      })

      it("undoes a failure after the cart is completed: no order, no reservation, the lead open, the slot released", async () => {
        const p = await cod.product(admin, { stock: 3 })
        const yal = await cod.option("yalidine", "home")
        const cart_id = "cart_1732350000001_9"
        await api.post("/store/cod-leads", { cart_id, firstname: "Zoé", lastname: "Benali", phone: "0661777888", items: [] }, cod.asStorefront())
        const body = form(p.variant_id, yal.id, { quantity: 2, cart_id })
        const sameBuyer = { key: `after-completion-${Date.now()}`, phone: "0661777888", ip: "10.0.99.1" }

        failNextOrder = true
        const failed = await cod.order(body, sameBuyer)
        expect(failNextOrder).toBe(false) // the hook ran, after completeCart
        expect(failed.status).toBe(500)

        const { data: orders } = await cod.query().graph({ entity: "order", fields: ["id", "items.variant_id"] })
        expect(orders.filter((o: { items: { variant_id: string }[] }) => o.items.some((i) => i.variant_id === p.variant_id))).toHaveLength(0)
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const rows = await pg("order").whereRaw("metadata->>'idempotency_key' = ?", [sameBuyer.key]).count({ n: "*" })
        expect(Number(rows[0].n)).toBe(0) // deleted, not merely hidden
        expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 3, reserved: 0 })
        const reservations = await getContainer().resolve(Modules.INVENTORY).listReservationItems({ inventory_item_id: p.inventory_item_id })
        expect(reservations).toHaveLength(0)
        const { data: carts } = await cod.query().graph({ entity: "cart", fields: ["id", "items.variant_id"] })
        expect(
          carts.filter((c: { completed_at?: string | null; items: ({ variant_id: string } | null)[] }) => c.items.some((i) => i?.variant_id === p.variant_id))
        ).toHaveLength(0)
        const codModule = getContainer().resolve<{
          listCodOrderRequests(filter: object): Promise<unknown[]>
          listCodLeads(filter: object): Promise<{ status: string; order_id: string | null }[]>
        }>("cod")
        expect(await codModule.listCodOrderRequests({ idempotency_key: sameBuyer.key })).toHaveLength(0)
        const lives = getContainer().resolve<{ listOrderLives(filter: object): Promise<unknown[]> }>("orderLife")
        expect(await lives.listOrderLives({ phone: "0661777888" })).toHaveLength(0)
        const [lead] = await codModule.listCodLeads({ cart_id })
        expect(lead).toMatchObject({ status: "open", order_id: null })

        // the released slot counts for no cooldown: the same submit, same key, now places the order
        const retry = await cod.order(body, sameBuyer)
        expect(retry.status).toBe(201)
        expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 3, reserved: 2 })
        expect((await codModule.listCodLeads({ cart_id }))[0]).toMatchObject({ status: "converted", order_id: retry.data.order.id })
        const replay = await cod.order(body, sameBuyer)
        expect([replay.status, replay.data.order.id]).toEqual([200, retry.data.order.id])
      })

      it("answers 400 naming each bad field, and accepts names in any script", async () => {
        const p = await cod.product(admin)
        const yal = await cod.option("yalidine", "home")
        const bad = async (extra: Record<string, unknown>) => {
          const res = await cod.order<InvalidDataAnswer>(form(p.variant_id, yal.id, extra))
          expect(res.status).toBe(400)
          expect(res.data.type).toBe("invalid_data")
          return res.data.errors.map((e) => e.field).sort()
        }
        expect(await bad({ firstname: "A" })).toEqual(["firstname"])
        expect(await bad({ lastname: "B".repeat(41) })).toEqual(["lastname"])
        expect(await bad({ lastname: "Ben4li" })).toEqual(["lastname"])
        expect(await bad({ phone: "661234567" })).toEqual(["phone"])
        expect(await bad({ phone: "0461234567", email: "zoe@nowhere" })).toEqual(["email", "phone"])
        expect(await bad({ address: " " })).toEqual(["address"])
        expect(await bad({ wilaya: 70 })).toEqual(["wilaya"])
        expect(await bad({ commune: 3101 })).toEqual(["commune"]) // Oran's commune, not in Alger
        expect(await bad({ commune: 9999 })).toEqual(["commune"])
        expect(await bad({ quantity: 0 })).toEqual(["items.0.quantity"])
        expect(await bad({ quantity: 101 })).toEqual(["items.0.quantity"])
        expect(await bad({ items: [{ variant_id: "variant_missing", quantity: 1 }] })).toEqual(["items.0.variant_id"])
        expect(await bad({ shipping_option_id: "so_missing" })).toEqual(["shipping_option_id"])
        // a price in the body is refused outright
        expect(await bad({ unit_price: 1 })).toEqual(["unit_price"])
        expect(await bad({ shipping_price: 0, total: 1 })).toEqual(["shipping_price", "total"])
        // ZR Express has no stop-desk in Tamanrasset: its desk option gets no price there
        const zrDesk = await cod.option("zr-express", "stop_desk")
        expect(await bad({ wilaya: 11, commune: 1101, shipping_option_id: zrDesk.id, stop_desk_id: zrDesk.desks[0].id })).toEqual(["shipping_option_id"])
        // no Idempotency-Key
        const noKey = await cod.order<InvalidDataAnswer>(form(p.variant_id, yal.id), { key: "" })
        expect(noKey.status).toBe(400)
        expect(noKey.data.errors[0].field).toBe("Idempotency-Key")

        for (const [firstname, lastname] of [
          ["محمد أمين", "بن علي"],
          ["Zoé", "Benali"],
          ["  Zoé ", "Aït Ahmed"],
        ]) {
          const ok = await cod.order(form(p.variant_id, yal.id, { firstname, lastname }))
          expect(ok.status).toBe(201)
        }
        const phone = await cod.order(form(p.variant_id, yal.id), { phone: "0661 99 45 67" })
        expect(phone.status).toBe(201)
      })
    })
  },
})
