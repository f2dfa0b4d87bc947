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

    describe("edits during the call (item 2, decision 0071)", () => {
      type EditedOrder = {
        total: number
        items: { id: string; quantity: number; variant_id: string }[]
        shipping_methods: { amount: number; shipping_option_id: string; data: Record<string, unknown> }[]
        shipping_address: { address_1: string; province: string; city: string; metadata: Record<string, unknown> | null }
        summary: { pending_difference: number }
      }
      const FIELDS =
        "id,total,items.id,items.quantity,items.variant_id,shipping_methods.amount,shipping_methods.shipping_option_id,shipping_methods.data,shipping_address.*,summary.*"
      const orderOf = async (id: string) => (await api.get<{ order: EditedOrder }>(`/admin/orders/${id}?fields=${FIELDS}`, owner)).data.order
      const edit = (id: string, body: Record<string, unknown>, h: Headers = owner) =>
        attempt(api.post<AdminOrderLifeResponse>(`/admin/orders/${id}/life/edit`, body, h))
      const payments = async (id: string) =>
        (
          await pg().raw(
            `SELECT p.amount::numeric::float AS amount, p.captured_at, p.canceled_at, pc.status FROM payment p
               JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id
               JOIN payment_collection pc ON pc.id = p.payment_collection_id
              WHERE opc.order_id = ? AND opc.deleted_at IS NULL ORDER BY p.created_at`,
            [id]
          )
        ).rows as { amount: number; captured_at: Date | null; canceled_at: Date | null; status: string }[]

      it("changes a quantity, adds a line and moves the delivery to another wilaya: re-priced on the server, reservations follow, the authorization is the new total, recorded", async () => {
        const extra = await cod.product(owner, { title: "Coque de protection", price: 1200, stock: 5 })
        const oran = await cod.option("yalidine", "home", 3101)
        expect(oran.price).not.toBe(option.price)
        const id = await place()
        const first = await orderOf(id)
        expect(first.total).toBe(3000 + option.price)
        const mainBefore = await cod.level(product.inventory_item_id, product.location_id)
        const extraBefore = await cod.level(extra.inventory_item_id, extra.location_id)

        const res = await edit(id, {
          lines: [{ line_item_id: first.items[0].id, quantity: 2 }],
          new_items: [{ variant_id: extra.variant_id, quantity: 1 }],
          // a price sent by the client would be refused by the schema; the server quotes Oran itself
          delivery: { wilaya: 31, commune: 3101, address: "5 rue Larbi Ben M'hidi", shipping_option_id: oran.id },
          note: "la cliente en veut deux, livrée chez sa sœur à Oran",
        })
        expect(res.status).toBe(200)
        expect(res.data.life).toMatchObject({ wilaya_code: 31, commune_code: 3101, confirmation_state: "to_confirm", can_edit: true, order_type: "online" })

        const after = await orderOf(id)
        expect(after.total).toBe(2 * 3000 + 1200 + oran.price)
        expect(after.shipping_methods).toHaveLength(1)
        expect(after.shipping_methods[0]).toMatchObject({
          amount: oran.price,
          shipping_option_id: oran.id,
          data: expect.objectContaining({ commune_code: 3101, wilaya_code: 31 }),
        })
        expect(after.shipping_address).toMatchObject({
          address_1: "5 rue Larbi Ben M'hidi",
          province: "31",
          metadata: expect.objectContaining({ commune_code: 3101 }),
        })
        expect(after.items.map((i) => [i.variant_id, i.quantity]).sort()).toEqual(
          [
            [product.variant_id, 2],
            [extra.variant_id, 1],
          ].sort()
        )
        // the reservation follows: one more unit of the first product, one of the new line
        expect((await cod.level(product.inventory_item_id, product.location_id)).reserved).toBe(mainBefore.reserved + 1)
        expect((await cod.level(extra.inventory_item_id, extra.location_id)).reserved).toBe(extraBefore.reserved + 1)
        // cash on delivery stays authorized, now for the new total, the first authorization cancelled
        const pays = await payments(id)
        expect(pays.filter((p) => !p.canceled_at).map((p) => p.amount)).toEqual([after.total])
        expect(pays.filter((p) => p.canceled_at).map((p) => p.amount)).toEqual([first.total])
        // the history says what changed
        const e = (await eventsOf(id)).find((x) => x.data?.kind === "edit")
        expect(e).toMatchObject({ note: "la cliente en veut deux, livrée chez sa sœur à Oran", data: { total_before: first.total, total_after: after.total } })
        expect(e!.data!.delivery).toMatchObject({ from: { commune: 1601, shipping: option.price }, to: { commune: 3101, shipping: oran.price } })

        // a line removed (quantity 0): its unit goes back to the stock
        const withExtra = after.items.find((i) => i.variant_id === extra.variant_id)!
        expect((await edit(id, { lines: [{ line_item_id: withExtra.id, quantity: 0 }] })).status).toBe(200)
        expect((await cod.level(extra.inventory_item_id, extra.location_id)).reserved).toBe(extraBefore.reserved)
        const final = await orderOf(id)
        expect(final.total).toBe(2 * 3000 + oran.price)

        // the money adds up through the rest of the order's life: handed over for the edited total, captured whole
        expect((await move(id, "confirmation", { to: "confirmed" })).status).toBe(200)
        expect((await move(id, "delivery", { to: "handed_over", tracking_number: "EDIT-1" })).status).toBe(200)
        expect((await lifeOf(id)).cash_to_collect).toBe(final.total)
        expect((await move(id, "delivery", { to: "delivered" })).status).toBe(200)
        const captured = (await payments(id)).filter((p) => p.captured_at)
        expect(captured.map((p) => p.amount)).toEqual([final.total])
        expect(Number((await orderOf(id)).summary.pending_difference)).toBe(0)

        // handed over: no edit any more
        const late = await edit(id, { lines: [{ line_item_id: first.items[0].id, quantity: 1 }] })
        expect(late.status).toBe(409)
        expect((await lifeOf(id)).can_edit).toBe(false)
      })

      it("a street changed alone is an address change; a bad line, too many units or an undelivered commune are named, and change nothing; the warehouse may not edit", async () => {
        const id = await place()
        const first = await orderOf(id)
        const street = await edit(id, { delivery: { wilaya: 16, commune: 1601, address: "3 place Audin", shipping_option_id: option.id } })
        expect(street.status).toBe(200)
        const moved = await orderOf(id)
        expect(moved.shipping_address.address_1).toBe("3 place Audin")
        expect(moved.total).toBe(first.total)
        expect((await eventsOf(id)).find((x) => x.data?.kind === "edit")!.data).toMatchObject({
          address: { from: "12 rue Didouche Mourad", to: "3 place Audin" },
        })

        const cases: [Record<string, unknown>, RegExp][] = [
          [{ lines: [{ line_item_id: "ordli_nope", quantity: 1 }] }, /^lines\.0\.line_item_id/],
          [{ lines: [{ line_item_id: first.items[0].id, quantity: 500 }] }, /^lines\.0\.quantity: only \d+ more available/],
          [{ new_items: [{ variant_id: "variant_nope", quantity: 1 }] }, /^new_items\.0\.variant_id/],
          [{ lines: [{ line_item_id: first.items[0].id, quantity: 0 }] }, /^lines: an order keeps at least one line/],
          [
            { delivery: { wilaya: 16, commune: 3101, address: "x rue", shipping_option_id: option.id } },
            /^delivery\.commune: commune 3101 is not in wilaya 16/,
          ],
          [{ delivery: { wilaya: 16, commune: 1601, address: "5 rue", shipping_option_id: option.id, stop_desk_id: "desk_1" } }, /^delivery\.stop_desk_id/],
          [{ lines: [{ line_item_id: first.items[0].id, quantity: 2 }], shipping_amount: 0 }, /shipping_amount/],
        ]
        for (const [body, message] of cases) {
          const res = await edit(id, body)
          expect([res.status, res.data]).toEqual([400, expect.objectContaining({ message: expect.stringMatching(message) })])
        }
        const same = await orderOf(id)
        expect(same.total).toBe(first.total)
        expect(same.items.map((i) => i.quantity)).toEqual([1])

        const warehouse = await login(DEMO_STAFF.find((s) => s.role === "warehouse")!)
        expect((await edit(id, { lines: [{ line_item_id: first.items[0].id, quantity: 2 }] }, warehouse)).status).toBe(403)
        const agent = await login(DEMO_STAFF.find((s) => s.role === "agent")!)
        expect((await edit(id, { lines: [{ line_item_id: first.items[0].id, quantity: 2 }] }, agent)).status).toBe(200)
        expect((await orderOf(id)).total).toBe(2 * 3000 + option.price)
      })

      it("merges a probable duplicate into the buyer's other order: its lines added there, reserved once, the duplicate cancelled as such", async () => {
        // the same name in the same commune (the store's cooldown keeps one phone from ordering twice in a row)
        const placeAs = async (extra: Record<string, unknown> = {}) => {
          const res = await cod.order(form(product.variant_id, option.id, extra))
          expect(res.status).toBe(201)
          return res.data.order.id as string
        }
        const keep = await placeAs()
        // the names typed the other way round, in capitals, without the accent
        const dup = await placeAs({ quantity: 2, firstname: "BENALI", lastname: "zoe" })
        const stranger = await placeAs({ firstname: "Karim", lastname: "Haddad" })
        const before = await cod.level(product.inventory_item_id, product.location_id)

        const other = await attempt(api.post(`/admin/orders/${stranger}/life/merge`, { into_order_id: keep }, owner))
        expect([other.status, (other.data as ErrorAnswer).message]).toEqual([
          400,
          expect.stringMatching(/^into_order_id: the two orders are not the same buyer's/),
        ])
        const self = await attempt(api.post(`/admin/orders/${dup}/life/merge`, { into_order_id: dup }, owner))
        expect(self.status).toBe(400)

        const res = await attempt(api.post<AdminOrderLifeResponse>(`/admin/orders/${dup}/life/merge`, { into_order_id: keep }, owner))
        expect(res.status).toBe(200)
        expect(res.data.life).toMatchObject({ confirmation_state: "cancelled", cancel_reason: "duplicate" })
        const kept = await orderOf(keep)
        expect(kept.items.reduce((a, i) => a + i.quantity, 0)).toBe(3)
        expect(kept.total).toBe(3 * 3000 + option.price)
        // the duplicate's two units moved to the kept order: reserved once, not twice
        expect((await cod.level(product.inventory_item_id, product.location_id)).reserved).toBe(before.reserved)
        expect((await eventsOf(keep)).find((e) => e.data?.kind === "edit")!.note).toMatch(/^merged from #\d+/)

        // a cancelled duplicate is not merged again
        const again = await attempt(api.post(`/admin/orders/${dup}/life/merge`, { into_order_id: keep }, owner))
        expect(again.status).toBe(409)
        expect((await orderOf(keep)).total).toBe(kept.total)
      })
    })
  },
})
