import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminCodConfirmationsResponse, BulkResponse } from "@shop/contracts/cod-admin"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Pg = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/**
 * The order desk's bulk actions (issue 19 item 4, decision 0070): confirm, mark delivered or returned
 * over many orders, each order done whole or not at all, a result per order, one refused order
 * never stopping the others (bulk assign: cod-agents spec; bulk hand-over: couriers spec); and the
 * probable duplicates the queue marks (item 2).
 */
medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const login = async (who: { email: string; password: string }): Promise<Headers> => {
      const { data } = await api.post<{ token: string }>("/auth/user/emailpass", who)
      return { headers: { authorization: `Bearer ${data.token}` } }
    }
    const lifeOf = async (orderId: string) => (await api.get<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life`, owner)).data.life
    const eventsOf = async (orderId: string) => (await api.get<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life`, owner)).data.events
    const move = (orderId: string, axis: string, body: Record<string, unknown>) => attempt(api.post(`/admin/orders/${orderId}/life/${axis}`, body, owner))
    const bulk = <T = BulkResponse>(action: "confirm" | "delivery", body: Record<string, unknown>, h: Headers = owner) =>
      attempt(api.post<T>(`/admin/cod/bulk/${action}`, body, h))

    let product: Awaited<ReturnType<typeof cod.product>>
    let option: Awaited<ReturnType<typeof cod.option>>
    const place = async () => {
      const res = await cod.order(form(product.variant_id, option.id))
      expect(res.status).toBe(201)
      return res.data.order.id as string
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      owner = await adminHeaders(api)
      product = await cod.product(owner, { price: 3000, stock: 20 })
      option = await cod.option("yalidine", "home")
    })

    it("confirms many orders at once: each through the confirmation's rules, a cancelled one reported, no call logged", async () => {
      const [a, b, c] = [await place(), await place(), await place()]
      expect((await move(c, "confirmation", { to: "cancelled", reason: "customer_request" })).status).toBe(200)

      const res = await bulk("confirm", { order_ids: [a, c, b, a], note: "oui par WhatsApp" })
      expect(res.status).toBe(200)
      expect(res.data).toEqual({
        results: [
          { order_id: a, ok: true },
          { order_id: c, ok: false, message: expect.stringMatching(/cancelled/i) },
          { order_id: b, ok: true },
        ],
        done: 2,
        failed: 1,
      })
      for (const o of [a, b]) {
        expect((await lifeOf(o)).confirmation_state).toBe("confirmed")
        expect((await eventsOf(o)).find((e) => e.axis === "confirmation" && e.to_state === "confirmed")).toMatchObject({ note: "oui par WhatsApp" })
      }
      expect((await lifeOf(c)).confirmation_state).toBe("cancelled")
      const { rows } = await pg().raw(`SELECT count(*)::int AS n FROM order_call WHERE order_id = ANY(?)`, [[a, b]])
      expect(rows[0].n).toBe(0)

      // again: already confirmed is a repeat, answered done and changing nothing
      const again = await bulk("confirm", { order_ids: [a] })
      expect(again.data).toMatchObject({ done: 1, failed: 0 })
      expect((await eventsOf(a)).filter((e) => e.to_state === "confirmed")).toHaveLength(1)
    })

    it("marks handed-over parcels delivered (payment captured) and returned (restocked once); one not handed over is refused alone", async () => {
      const orders = [await place(), await place(), await place(), await place()]
      const [d1, d2, r1, notHanded] = orders
      for (const o of orders) expect((await move(o, "confirmation", { to: "confirmed" })).status).toBe(200)
      for (const o of [d1, d2, r1]) expect((await move(o, "delivery", { to: "handed_over", tracking_number: `T-${o.slice(-6)}` })).status).toBe(200)
      const before = await cod.level(product.inventory_item_id, product.location_id)

      const delivered = await bulk("delivery", { order_ids: [d1, notHanded, d2], to: "delivered" })
      expect(delivered.status).toBe(200)
      expect(delivered.data).toMatchObject({ done: 2, failed: 1 })
      expect(delivered.data.results.map((r) => [r.order_id, r.ok])).toEqual([
        [d1, true],
        [notHanded, false],
        [d2, true],
      ])
      expect(delivered.data.results[1].message).toBeTruthy()
      for (const o of [d1, d2]) {
        const life = await lifeOf(o)
        expect(life.delivery_state).toBe("delivered")
        expect(life.money_state).toBe("collected_by_courier")
      }
      const { rows: paid } = await pg().raw(
        `SELECT count(*)::int AS n FROM payment p JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id
          WHERE opc.order_id = ANY(?) AND p.captured_at IS NOT NULL`,
        [[d1, d2]]
      )
      expect(paid[0].n).toBe(2)
      expect((await lifeOf(notHanded)).delivery_state).not.toBe("delivered")

      // returned needs a reason, named; nothing changes
      const noReason = await bulk<ErrorAnswer>("delivery", { order_ids: [r1], to: "returned" })
      expect(noReason.status).toBe(400)
      expect(noReason.data.message).toMatch(/reason/)
      expect((await lifeOf(r1)).delivery_state).toBe("handed_over")

      const returned = await bulk("delivery", { order_ids: [r1], to: "returned", reason: "refused_at_door" })
      expect(returned.data).toMatchObject({ done: 1, failed: 0 })
      expect(await lifeOf(r1)).toMatchObject({ delivery_state: "returned", return_reason: "refused_at_door" })
      // the unit came back to stock; a second post restocks nothing more
      const back = await cod.level(product.inventory_item_id, product.location_id)
      expect(back.stocked).toBe(before.stocked + 1)
      await bulk("delivery", { order_ids: [r1], to: "returned", reason: "refused_at_door" })
      expect(await cod.level(product.inventory_item_id, product.location_id)).toEqual(back)
    })

    it("answers 400 naming the field, 403 to a role without the action's permission, 401 anonymous", async () => {
      const empty = await bulk<ErrorAnswer>("confirm", { order_ids: [] })
      expect(empty.status).toBe(400)
      expect(empty.data.message).toMatch(/order_ids/)
      const tooMany = await bulk<ErrorAnswer>("confirm", { order_ids: Array.from({ length: 501 }, (_, i) => `order_${i}`) })
      expect(tooMany.status).toBe(400)
      expect(tooMany.data.message).toMatch(/order_ids/)
      const badTo = await bulk<ErrorAnswer>("delivery", { order_ids: ["order_x"], to: "lost" })
      expect(badTo.status).toBe(400)
      expect(badTo.data.message).toMatch(/to/)
      const unknown = await bulk("confirm", { order_ids: ["order_none"] })
      expect(unknown.data).toMatchObject({ done: 0, failed: 1, results: [{ order_id: "order_none", ok: false }] })

      // the warehouse hands parcels over but does not confirm; the agent confirms but does not mark deliveries
      const warehouse = await login(DEMO_STAFF.find((s) => s.role === "warehouse")!)
      const agent = await login(DEMO_STAFF.find((s) => s.role === "agent")!)
      expect((await bulk("confirm", { order_ids: ["order_none"] }, warehouse)).status).toBe(403)
      expect((await bulk("delivery", { order_ids: ["order_none"], to: "delivered" }, agent)).status).toBe(403)
      expect((await bulk("confirm", { order_ids: ["order_none"] }, agent)).status).toBe(200)
      await expectStaffOnly(api, [
        ["post", "/admin/cod/bulk/confirm"],
        ["post", "/admin/cod/bulk/delivery"],
      ])
    })

    it("marks probable duplicates: same phone, or same person in the same commune, within 48 h; cancelled as a duplicate in one click", async () => {
      const placeAs = async (firstname: string, lastname: string) => {
        const res = await cod.order(form(product.variant_id, option.id, { firstname, lastname }))
        expect(res.status).toBe(201)
        return res.data.order.id as string
      }
      const a = await placeAs("Amine", "Haddad")
      const b = await placeAs("Sara", "Kaci")
      const c = await placeAs("HADDAD", "amine")
      const d = await placeAs("Amine", "Haddad")
      const e = await placeAs("Yacine", "Mansouri")
      // b: the same buyer again from the same phone (the cooldown long past); d: another commune
      const [{ phone }] = (await pg().raw(`SELECT phone FROM order_life WHERE order_id = ?`, [a])).rows as { phone: string }[]
      await pg().raw(`UPDATE order_life SET phone = ? WHERE order_id = ?`, [phone, b])
      await pg().raw(`UPDATE order_life SET commune_code = 1602, wilaya_code = 16 WHERE order_id = ?`, [d])
      // e: the same phone as a, but three days later
      await pg().raw(`UPDATE order_life SET phone = ?, created_at = created_at + interval '3 days' WHERE order_id = ?`, [phone, e])

      const rows = (await api.get<AdminCodConfirmationsResponse>(`/admin/cod/confirmations?status=to_confirm&limit=200`, owner)).data.confirmations
      const dupOf = (id: string) => rows.find((r) => r.order_id === id)?.probable_duplicate_of ?? null
      const display = (id: string) => rows.find((r) => r.order_id === id)?.order?.display_id
      expect(dupOf(a)).toBeNull()
      expect(dupOf(b)).toEqual({ order_id: a, display_id: display(a), by: "phone" })
      expect(dupOf(c)).toEqual({ order_id: a, display_id: display(a), by: "name_commune" })
      expect(dupOf(d)).toBeNull()
      expect(dupOf(e)).toBeNull()

      // the queue's search: an order number, or the phone in any format (every order of that phone)
      const search = async (q: string) =>
        (await api.get<AdminCodConfirmationsResponse>(`/admin/cod/confirmations?q=${encodeURIComponent(q)}`, owner)).data.confirmations
          .map((r) => r.order_id)
          .sort()
      expect(await search(`#${display(c)}`)).toEqual([c])
      expect(await search(String(display(c)))).toEqual([c])
      const spaced = `+213 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
      expect(await search(spaced)).toEqual([a, b, e].sort())
      expect(await search(phone.slice(-6))).toEqual([a, b, e].sort())
      expect(await search("12")).toEqual(expect.any(Array))
      expect(await search("abc")).toEqual([])

      // the agent checks with the buyer and cancels b as a duplicate: its stock released, and a cancelled order is no one's original
      const cancel = await attempt(api.post(`/admin/cod/confirmations/${b}`, { outcome: "duplicate" }, owner))
      expect(cancel.status).toBe(200)
      expect(await lifeOf(b)).toMatchObject({ confirmation_state: "cancelled", cancel_reason: "duplicate" })
      await attempt(api.post(`/admin/cod/confirmations/${a}`, { outcome: "cancelled", reason: "other" }, owner))
      const after = (await api.get<AdminCodConfirmationsResponse>(`/admin/cod/confirmations?status=to_confirm&limit=200`, owner)).data.confirmations
      expect(after.find((r) => r.order_id === c)?.probable_duplicate_of).toBeNull()
    })
  },
})
