import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed } from "../helpers"
import { codClient, form } from "../cod-helpers"
import type { DashboardStats, StatusStat } from "@shop/contracts/dashboard"

jest.setTimeout(300 * 1000)

/** The Algiers calendar day (UTC+1, no daylight saving) of an instant. */
const algiersDay = (at: Date) => new Date(at.getTime() + 3600_000).toISOString().slice(0, 10)

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

    it("keeps the dashboard for staff only and refuses bad dates naming the field", async () => {
      await expectStaffOnly(api, [["get", "/admin/dashboard"]])
      for (const [q, field] of [
        ["from=2026-13-01", "from"],
        ["to=yesterday", "to"],
        ["from=2026-02-30", "from"],
        ["from=2026-11-10&to=2026-11-01", "from"],
        ["from=2020-01-01&to=2026-01-01", "from"],
        ["since=2026-01-01", "body"],
      ]) {
        const r = await attempt(api.get(`/admin/dashboard?${q}`, admin))
        expect([q, r.status]).toEqual([q, 400])
        expect(r.data.message).toContain(field === "body" ? "since" : `${field}: `)
      }
    })

    it("sums real orders per day, wilaya, confirmation and delivery status, and top products", async () => {
      process.env.COD_COOLDOWN_SECONDS = "0"
      const kettle = await cod.product(admin, { title: "Bouilloire", price: 3000, stock: 20 })
      const iron = await cod.product(admin, { title: "Fer à repasser", price: 2500, stock: 20 })
      const alger = await cod.option("yalidine", "home")
      const oran = await cod.option("yalidine", "home", 3101)
      const place = async (variant: string, quantity: number, where: "alger" | "oran" = "alger") => {
        const body = where === "alger" ? form(variant, alger.id, { quantity }) : form(variant, oran.id, { quantity, wilaya: 31, commune: 3101 })
        const res = await cod.order(body)
        expect(res.status).toBe(201)
        return res.data.order as { id: string; total: number }
      }
      const a = await place(kettle.variant_id, 2)
      const b = await place(iron.variant_id, 1, "oran")
      const c = await place(kettle.variant_id, 3)
      const old = await place(iron.variant_id, 4)

      // c is cancelled at confirmation, a is confirmed and delivered, b is confirmed and handed over (its order life).
      expect((await api.post(`/admin/cod/confirmations/${c.id}`, { status: "cancelled", reason: "Le client a annulé" }, admin)).status).toBe(200)
      for (const o of [a, b]) expect((await api.post(`/admin/cod/confirmations/${o.id}`, { status: "confirmed" }, admin)).status).toBe(200)
      for (const to of ["handed_over", "delivered"]) expect((await attempt(api.post(`/admin/orders/${a.id}/life/delivery`, { to }, admin))).status).toBe(200)
      expect((await attempt(api.post(`/admin/orders/${b.id}/life/delivery`, { to: "handed_over" }, admin))).status).toBe(200)

      // `old` was placed two days ago (moved back in the database: nothing in the API dates an order).
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const twoDaysAgo = new Date(Date.now() - 2 * 86400_000)
      await pg("order").where({ id: old.id }).update({ created_at: twoDaysAgo })

      const today = algiersDay(new Date())
      const from = algiersDay(new Date(Date.now() - 3 * 86400_000))
      const { data }: { data: DashboardStats } = await api.get(`/admin/dashboard?from=${from}&to=${today}`, admin)
      expect([data.from, data.to, data.per_day.length]).toEqual([from, today, 4])
      const day = (d: string) => data.per_day.find((x) => x.day === d)
      expect(day(today)).toEqual({ day: today, orders: 3, canceled: 1, revenue: a.total + b.total })
      expect(day(algiersDay(twoDaysAgo))).toEqual({ day: algiersDay(twoDaysAgo), orders: 1, canceled: 0, revenue: old.total })
      expect(day(from)).toEqual({ day: from, orders: 0, canceled: 0, revenue: 0 })
      expect(data.totals).toEqual({ orders: 4, canceled: 1, revenue: a.total + b.total + old.total })

      expect(data.by_wilaya).toEqual([
        { code: 16, count: 3, name_fr: "Alger", name_ar: "الجزائر" },
        { code: 31, count: 1, name_fr: "Oran", name_ar: "وهران" },
      ])
      const asMap = (xs: StatusStat[]) => Object.fromEntries(xs.map((x) => [x.status, x.count]))
      expect(asMap(data.by_confirmation_status)).toEqual({ confirmed: 2, cancelled: 1, to_confirm: 1 })
      expect(asMap(data.by_delivery_status)).toEqual({ delivered: 1, handed_over: 1, not_shipped: 2 })

      // Canceled c sells nothing: 4 irons (b + old), 2 kettles (a).
      expect(data.top_products).toEqual([
        { product_id: iron.product.id, title: "Fer à repasser", quantity: 5, revenue: 5 * 2500 },
        { product_id: kettle.product.id, title: "Bouilloire", quantity: 2, revenue: 2 * 3000 },
      ])

      // Today alone; the default range (last 30 days) holds them all.
      const onlyToday = (await api.get(`/admin/dashboard?from=${today}&to=${today}`, admin)).data
      expect(onlyToday.totals).toEqual({ orders: 3, canceled: 1, revenue: a.total + b.total })
      const byDefault = (await api.get("/admin/dashboard", admin)).data
      expect([byDefault.per_day.length, byDefault.to, byDefault.totals.orders]).toEqual([30, today, 4])
    })
  },
})
