import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { TaxRateDTO, TaxRegionDTO } from "@medusajs/framework/types"
import { adminHeaders, runSeed } from "../helpers"
import type { GeoModuleService } from "@shop/algeria-geo/modules/geo"
import type { DashboardStats } from "@shop/contracts/dashboard"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { DEMO_ORDERS, stageOf } from "../../src/scripts/seed/orders-data"

jest.setTimeout(300 * 1000)

/** The Algiers calendar day (UTC+1, no daylight saving) of an instant. */
const algiersDay = (at: Date | string) => new Date(new Date(at).getTime() + 3600_000).toISOString().slice(0, 10)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    describe("demo seed", () => {
      it("sets up a cash-on-delivery shop for Algeria in DZD with VAT 19 % included", async () => {
        const first = await runSeed(getContainer(), { catalog: false })
        expect(first.inserted).toMatchObject({ wilayas: 69, communes: 1541 })
        expect(first.publishable_key).toMatch(/^pk_/)

        const container = getContainer()
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const {
          data: [store],
        } = await query.graph({ entity: "store", fields: ["supported_currencies.*", "default_sales_channel_id"] })
        expect(store.supported_currencies).toEqual([expect.objectContaining({ currency_code: "dzd", is_default: true })])
        // prices are entered and stored tax-inclusive (TTC), for DZD and for the region
        const prefs = await container.resolve(Modules.PRICING).listPricePreferences({ value: ["dzd"] })
        expect(prefs).toEqual([expect.objectContaining({ attribute: "currency_code", is_tax_inclusive: true })])

        const { data: regions } = await query.graph({
          entity: "region",
          fields: ["id", "name", "currency_code", "countries.iso_2", "payment_providers.id"],
          filters: { name: "Algérie" },
        })
        expect(regions).toHaveLength(1)
        expect(regions[0].currency_code).toBe("dzd")
        expect(regions[0].countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(["dz"])
        expect(regions[0].payment_providers.map((p: { id: string }) => p.id)).toEqual(["pp_system_default"])
        const regionPref = await container.resolve(Modules.PRICING).listPricePreferences({ attribute: "region_id", value: [regions[0].id] })
        expect(regionPref[0]?.is_tax_inclusive).toBe(true)

        const taxRegions = await container.resolve(Modules.TAX).listTaxRegions({ country_code: "dz" }, { relations: ["tax_rates"] })
        expect(taxRegions).toHaveLength(1)
        // `relations` loads the rates; the DTO type does not list them
        const rates = (taxRegions[0] as TaxRegionDTO & { tax_rates: TaxRateDTO[] }).tax_rates
        expect(rates.find((r) => r.is_default)?.rate).toBe(19)

        const { data: keys } = await query.graph({ entity: "api_key", fields: ["token", "sales_channels.id"], filters: { type: "publishable" } })
        expect(keys).toHaveLength(1)
        expect(keys[0].token).toBe(first.publishable_key)
        expect(keys[0].sales_channels.map((s: { id: string }) => s.id)).toEqual([store.default_sales_channel_id])

        // the warehouse the online shop ships from, and the demo shop's counter (its till sells its own stock, decision 0088)
        const { data: locations } = await query.graph({ entity: "stock_location", fields: ["name", "sales_channels.id"] })
        expect(locations.map((l: { name: string }) => l.name).sort()).toEqual(["Boutique - Alger Centre", "Entrepôt principal - Alger"])
        const channelsOf = (name: string) => locations.find((l: { name: string }) => l.name === name).sales_channels.map((s: { id: string }) => s.id)
        expect(channelsOf("Entrepôt principal - Alger")).toEqual([store.default_sales_channel_id])
        expect(channelsOf("Boutique - Alger Centre")).toEqual([])

        const login = await adminHeaders(api)
        const me = await api.get("/admin/users/me", login)
        expect(me.data.user.email).toBe("admin@dz-shop.local")
      })

      it("is idempotent: a second run inserts nothing and keeps the merchant's switches", async () => {
        const container = getContainer()
        const first = await runSeed(container, { catalog: false })
        const geo = container.resolve<GeoModuleService>("geo")
        const [oran] = await geo.listWilayas({ code: 31 })
        await geo.updateWilayas({ id: oran.id, deliverable: false })

        const second = await runSeed(container, { catalog: false })
        expect(second.inserted).toEqual({ admin: false, staff: 0, wilayas: 0, communes: 0, till_location: 0 })
        expect(second.publishable_key).toBe(first.publishable_key)

        expect(await geo.listWilayas({}, { take: null }).then((w) => w.length)).toBe(69)
        expect(await geo.listCommunes({}, { take: null }).then((c) => c.length)).toBe(1541)
        expect((await geo.listWilayas({ code: 31 }))[0].deliverable).toBe(false)

        const count = async (module: string, method: string, filters = {}) =>
          (await container.resolve<Record<string, (filters: object) => Promise<unknown[]>>>(module)[method](filters)).length
        expect(await count(Modules.REGION, "listRegions")).toBe(1)
        expect(await count(Modules.SALES_CHANNEL, "listSalesChannels")).toBe(1)
        expect(await count(Modules.API_KEY, "listApiKeys", { type: "publishable" })).toBe(1)
        // the warehouse and the demo shop's counter
        expect(await count(Modules.STOCK_LOCATION, "listStockLocations")).toBe(2)
        // the owner and one demo login per other role
        expect(await count(Modules.USER, "listUsers")).toBe(1 + DEMO_STAFF.length)
        expect(await count(Modules.TAX, "listTaxRegions", { country_code: "dz" })).toBe(1)
      })

      it("places the demo orders at every stage through the shop's workflows, once; the dashboard's revenue is what was delivered", async () => {
        const container = getContainer()
        const first = await runSeed(container)
        const steps = DEMO_ORDERS.reduce((n, o) => n + o.steps.length, 0)
        // one remittance per courier and day: Yalidine 3 days ago (2 delivered, 1 returned), ZR Express 6 days ago
        // every order and both remittances moved back to the days the demo says (seed/order-dates.ts)
        expect(first.inserted_orders).toEqual({ orders: 20, changes: steps, remittances: 2, dated: 22 })
        // what the first run wrote of the catalogue and the content (the specs that read them start from a copy of
        // it: catalog-seed, content, fuzz); pictures: 3 per product and one per colour of the 3 products with colour pictures
        expect(first.inserted_catalog).toMatchObject({
          products: 69,
          categories: 25,
          brands: 10,
          price_lists: 3,
          discounts: 3,
          packs: 3,
          image_sizes: 69 * 3 + 10,
        })
        expect(first.inserted_content).toMatchObject({ blocks: 20, blog_categories: 2, blog_posts: 3, cms_pages: 2, settings: 1 })

        const lives = await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({}, { take: null })
        const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const tally = (rows: { confirmation: string; delivery: string; money: string }[]) =>
          rows.map((r) => `${r.confirmation}/${r.delivery}/${r.money}`).reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {})
        const actual = tally(lives.map((l) => ({ confirmation: l.confirmation_state, delivery: l.delivery_state, money: l.money_state })))
        expect(actual).toEqual(tally(DEMO_ORDERS.map(stageOf)))
        expect(actual).toEqual({
          "to_confirm/not_shipped/to_collect": 3,
          "no_answer/not_shipped/to_collect": 2,
          "postponed/not_shipped/to_collect": 1,
          "cancelled/not_shipped/to_collect": 2,
          "confirmed/not_shipped/to_collect": 2,
          "confirmed/handed_over/to_collect": 2,
          "confirmed/in_transit/to_collect": 1,
          "confirmed/delivered/remitted": 3,
          "confirmed/delivered/collected_by_courier": 2,
          "confirmed/returned/remitted": 1,
          "confirmed/returned/return_fee_due": 1,
        })
        // every change is in the history, with its agent
        const events = await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLifeEvents({}, { take: null })
        expect(events.filter((e) => e.axis !== "money" && e.from_state !== "none")).toHaveLength(steps)
        expect(events.filter((e) => e.from_state !== "none").every((e) => !!e.actor_id)).toBe(true)

        // Medusa shows the delivered orders paid (payment captured), the cancelled ones cancelled
        const login = await adminHeaders(api)
        const delivered = lives.filter((l) => l.delivery_state === "delivered")
        const medusa = async (id: string) =>
          (await api.get(`/admin/orders/${id}?fields=id,status,payment_status`, login)).data.order as { status: string; payment_status: string }
        for (const l of delivered) expect((await medusa(l.order_id)).payment_status).toBe("captured")
        for (const l of lives.filter((x) => x.confirmation_state === "cancelled")) expect((await medusa(l.order_id)).status).toBe("canceled")

        // revenue = the delivered orders' cash, to the centime (unconfirmed, cancelled, in-flight and returned orders left out)
        const { data: stats } = (await api.get("/admin/dashboard", login)) as { data: DashboardStats }
        const cents = delivered.reduce((n, l) => n + Math.round(Number(l.cash_to_collect) * 100), 0)
        expect(Math.round(stats.totals.revenue * 100)).toBe(cents)
        expect(stats.totals.orders).toBe(20)

        // spread over three weeks, not one day: the orders' days, and the dashboard's days with orders and with revenue
        const days = new Set(lives.map((l) => algiersDay(l.created_at)))
        expect(days.size).toBeGreaterThanOrEqual(10)
        const busy = stats.per_day.filter((d) => d.orders > 0)
        expect(busy.length).toBe(days.size)
        expect(busy.reduce((n, d) => n + d.orders, 0)).toBe(20)
        expect(stats.per_day.filter((d) => d.revenue > 0).length).toBeGreaterThanOrEqual(4)
        expect(stats.per_day.filter((d) => d.confirmation_rate !== null).length).toBeGreaterThanOrEqual(8)

        // Medusa's order, its fulfillment and capture, and the life agree on every date, in the order things happened
        const dated = await pg.raw(`
          SELECT l.order_id, o.created_at AS placed, l.created_at AS life, l.handed_over_at, l.delivered_at, f.shipped_at, f.delivered_at AS f_delivered,
                 (SELECT max(c.created_at) FROM capture c JOIN payment p ON p.id = c.payment_id JOIN order_payment_collection opc USING (payment_collection_id) WHERE opc.order_id = l.order_id) AS captured,
                 (SELECT max(e.created_at) FROM order_life_event e WHERE e.order_id = l.order_id) AS last_event
            FROM order_life l JOIN "order" o ON o.id = l.order_id
            LEFT JOIN order_fulfillment ofl ON ofl.order_id = l.order_id LEFT JOIN fulfillment f ON f.id = ofl.fulfillment_id`)
        const ms = (v: unknown) => (v ? new Date(v as string).getTime() : null)
        for (const r of dated.rows as Record<string, unknown>[]) {
          expect(Math.abs(ms(r.life)! - ms(r.placed)!)).toBeLessThan(60_000)
          expect(ms(r.last_event)!).toBeLessThanOrEqual(Date.now())
          if (r.handed_over_at) expect(Math.abs(ms(r.shipped_at)! - ms(r.handed_over_at)!)).toBeLessThan(60_000)
          if (r.handed_over_at) expect(ms(r.handed_over_at)!).toBeGreaterThan(ms(r.placed)! + 3600_000)
          if (r.delivered_at)
            expect([Math.abs(ms(r.f_delivered)! - ms(r.delivered_at)!) < 60_000, Math.abs(ms(r.captured)! - ms(r.delivered_at)!) < 60_000]).toEqual([
              true,
              true,
            ])
        }
        // each remittance recorded on its day, after the parcels it pays for came back or were delivered
        const remitted = await pg.raw(`
          SELECT p.paid_at, p.created_at, max(greatest(l.delivered_at, l.returned_at)) AS settled
            FROM transporter_payment p JOIN transporter_payment_order po ON po.payment_id = p.id JOIN order_life l ON l.order_id = po.order_id GROUP BY p.id`)
        for (const r of remitted.rows as Record<string, unknown>[]) {
          expect(ms(r.created_at)).toBe(ms(r.paid_at))
          expect(ms(r.settled)!).toBeLessThan(ms(r.paid_at)!)
        }

        const second = await runSeed(container)
        expect(second.inserted_orders).toEqual({ orders: 0, changes: 0, remittances: 0, dated: 0 })
        const again = await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({}, { take: null })
        expect(again.map((l) => [l.order_id, ms(l.created_at), ms(l.updated_at)]).sort()).toEqual(
          lives.map((l) => [l.order_id, ms(l.created_at), ms(l.updated_at)]).sort()
        )
        expect(await container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({}, { take: null })).toHaveLength(20)
      })
    })
  },
})
