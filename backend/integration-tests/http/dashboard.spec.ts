import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"
import type { DashboardStats, StatusStat } from "@shop/contracts/dashboard"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"

jest.setTimeout(300 * 1000)

/** The Algiers calendar day (UTC+1, no daylight saving) of an instant. */
const algiersDay = (at: Date) => new Date(at.getTime() + 3600_000).toISOString().slice(0, 10)

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api = untyped as Api
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
        const r = await attempt(api.get<ErrorAnswer>(`/admin/dashboard?${q}`, admin))
        expect([q, r.status]).toEqual([q, 400])
        expect(r.data.message).toContain(field === "body" ? "since" : `${field}: `)
      }
    })

    it("revenue is what was delivered, exactly; each rate equals its hand count (decision 0038)", async () => {
      process.env.COD_COOLDOWN_SECONDS = "0"
      const kettle = await cod.product(admin, { title: "Bouilloire", price: 3000.5, stock: 40 })
      const iron = await cod.product(admin, { title: "Fer à repasser", price: 2500, stock: 40 })
      const alger = await cod.option("yalidine", "home")
      const oran = await cod.option("yalidine", "home", 3101)
      const place = async (variant: string, quantity: number, where: "alger" | "oran" = "alger") => {
        const body = where === "alger" ? form(variant, alger.id, { quantity }) : form(variant, oran.id, { quantity, wilaya: 31, commune: 3101 })
        const res = await cod.order(body)
        expect(res.status).toBe(201)
        return res.data.order as { id: string; total: number }
      }
      const move = async (orderId: string, axis: "confirmation" | "delivery", to: string, extra: Record<string, unknown> = {}) => {
        const r = await attempt(api.post<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life/${axis}`, { to, ...extra }, admin))
        expect([orderId, axis, to, r.status]).toEqual([orderId, axis, to, 200])
      }
      let n = 0
      const tracking = () => `DASH-${++n}`
      // The crafted data set, every order placed today:
      await place(kettle.variant_id, 1) // never called: to_confirm
      const noAnswer = await place(iron.variant_id, 1)
      await move(noAnswer.id, "confirmation", "no_answer")
      const cancelled = await place(kettle.variant_id, 3)
      await move(cancelled.id, "confirmation", "cancelled", { reason: "fake_order" })
      const confirmedOnly = await place(iron.variant_id, 2)
      await move(confirmedOnly.id, "confirmation", "confirmed")
      const inTransit = await place(kettle.variant_id, 1, "oran")
      await move(inTransit.id, "confirmation", "confirmed")
      await move(inTransit.id, "delivery", "handed_over", { tracking_number: tracking() })
      const deliveredA = await place(kettle.variant_id, 2)
      const deliveredB = await place(iron.variant_id, 1, "oran")
      for (const o of [deliveredA, deliveredB]) {
        await move(o.id, "confirmation", "confirmed")
        await move(o.id, "delivery", "handed_over", { tracking_number: tracking() })
        await move(o.id, "delivery", "delivered")
      }
      const refused = await place(iron.variant_id, 4, "oran")
      await move(refused.id, "confirmation", "confirmed")
      await move(refused.id, "delivery", "handed_over", { tracking_number: tracking() })
      await move(refused.id, "delivery", "returned", { reason: "refused_at_door" })
      // deliveredA is remitted: revenue does not change when the courier pays.
      const paid = await attempt(
        api.post(
          "/admin/transporter-payments",
          { transporter_id: alger.transporter_id, order_ids: [deliveredA.id], amount_received: 1, reference: "R-DASH", paid_at: "2026-11-24" },
          admin
        )
      )
      expect(paid.status).toBe(201)

      const today = algiersDay(new Date())
      const { data }: { data: DashboardStats } = await api.get(`/admin/dashboard?from=${today}&to=${today}`, admin)
      const revenue = Math.round(deliveredA.total * 100 + deliveredB.total * 100) / 100
      // 8 orders; calls with a final outcome: 5 confirmed + 1 cancelled; parcels with a final outcome: 2 delivered + 1 returned.
      expect(data.totals).toMatchObject({
        orders: 8,
        canceled: 1,
        revenue,
        delivered: 2,
        pipeline: Math.round(confirmedOnly.total * 100 + inTransit.total * 100) / 100,
        pipeline_orders: 2,
        confirmed: 5,
        cancelled: 1,
        handed_over: 4,
        returned: 1,
        confirmation_rate: 83.33,
        delivery_rate: 66.67,
        return_rate: 33.33,
      })
      expect(data.per_day).toEqual([expect.objectContaining({ day: today, orders: 8, canceled: 1, revenue })])

      // Oran: inTransit, deliveredB, refused → 1 delivered of 2 final; Alger: deliveredA → 1 of 1.
      const wilaya = (code: number) => data.by_wilaya.find((w) => w.code === code)!
      expect(wilaya(31)).toMatchObject({ count: 3, name_fr: "Oran", revenue: deliveredB.total, delivery_rate: 50, return_rate: 50, confirmation_rate: 100 })
      expect(wilaya(16)).toMatchObject({ count: 5, name_fr: "Alger", revenue: deliveredA.total, delivery_rate: 100, return_rate: 0, confirmation_rate: 66.67 })
      const courier = data.by_courier.find((c) => c.transporter_id === alger.transporter_id)!
      expect(courier).toMatchObject({ name: "Yalidine", orders: 8, revenue, delivery_rate: 66.67 })
      // Products: kettle in unconfirmed, cancelled, inTransit, deliveredA; iron in noAnswer, confirmedOnly, deliveredB, refused.
      const product = (id: string) => data.by_product.find((p) => p.product_id === id)!
      expect(product(kettle.product.id)).toMatchObject({
        orders: 4,
        quantity: 1 + 1 + 2,
        delivered_quantity: 2,
        revenue: Math.round(2 * 3000.5 * 100) / 100,
        confirmation_rate: 66.67,
      })
      expect(product(iron.product.id)).toMatchObject({
        orders: 4,
        quantity: 1 + 2 + 1 + 4,
        delivered_quantity: 1,
        revenue: 2500,
        delivery_rate: 50,
        return_rate: 50,
      })
      const asMap = (xs: StatusStat[]) => Object.fromEntries(xs.map((x) => [x.status, x.count]))
      expect(asMap(data.by_confirmation_status)).toEqual({ to_confirm: 1, no_answer: 1, cancelled: 1, confirmed: 5 })
      expect(asMap(data.by_delivery_status)).toEqual({ not_shipped: 4, handed_over: 1, delivered: 2, returned: 1 })

      // Cash per courier: deliveredB still owed (net of its fee), the refused parcel's return fee deducted, deliveredA remitted.
      const cash = data.cash_by_courier.find((c) => c.transporter.id === alger.transporter_id)!
      const lifeOf = async (id: string) => (await api.get<AdminOrderLifeResponse>(`/admin/orders/${id}/life`, admin)).data.life
      const [b, r] = [await lifeOf(deliveredB.id), await lifeOf(refused.id)]
      expect(cash).toMatchObject({
        delivered_count: 2,
        collected: revenue,
        returned_count: 1,
        return_fees: r.return_fee,
        owed_count: 2,
        owed: Math.round(b.cash_to_collect! * 100 - b.courier_fee! * 100 - r.return_fee! * 100) / 100,
        in_flight_count: 1,
        in_flight_cash: inTransit.total,
        payments_count: 1,
        remitted: 1,
      })

      // An order placed two days ago moves to its own day (nothing in the API dates an order).
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const twoDaysAgo = new Date(Date.now() - 2 * 86400_000)
      await pg("order").where({ id: deliveredB.id }).update({ created_at: twoDaysAgo })
      const from = algiersDay(new Date(Date.now() - 3 * 86400_000))
      const range = (await api.get<DashboardStats>(`/admin/dashboard?from=${from}&to=${today}`, admin)).data
      expect(range.per_day.map((d) => [d.day, d.orders, d.revenue])).toEqual([
        [from, 0, 0],
        [algiersDay(twoDaysAgo), 1, deliveredB.total],
        [algiersDay(new Date(Date.now() - 86400_000)), 0, 0],
        [today, 7, deliveredA.total],
      ])
      expect(range.totals.revenue).toBe(revenue)
      const byDefault = (await api.get<DashboardStats>("/admin/dashboard", admin)).data
      expect([byDefault.per_day.length, byDefault.to, byDefault.totals.orders]).toEqual([30, today, 8])
    })
  },
})
