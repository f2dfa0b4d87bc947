import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type ErrorAnswer } from "../helpers"
import { codClient } from "../cod-helpers"
import { stockClient, type ExpeditionAnswer } from "../stock-helpers"
import type { Expedition, Warehouse } from "@shop/contracts/expeditions"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const stock = stockClient(api, getContainer)
    const X = "/admin/internal-expeditions"

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("keeps the stock and expedition routes for staff only", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/warehouses/sloc_1/stock"],
        ["post", "/admin/warehouses/sloc_1/stock"],
        ["get", "/admin/warehouses/sloc_1/available-products"],
        ["get", "/admin/warehouses/sloc_1/movements"],
        ["post", "/admin/stock-allocations"],
        ["get", X],
        ["post", X],
        ["get", `${X}/iexp_1`],
        ["post", `${X}/iexp_1/items`],
        ["post", `${X}/iexp_1/items/iexpi_1`],
        ["delete", `${X}/iexp_1/items/iexpi_1`],
        ["post", `${X}/iexp_1/items/iexpi_1/receive`],
        ["post", `${X}/iexp_1/send`],
        ["post", `${X}/iexp_1/cancel`],
        ["get", "/admin/warehouses"],
        ["post", "/admin/warehouses/sloc_1/staff"],
      ])
    })

    it("adds positive stock only, as an audited movement, and lists the warehouse's stock", async () => {
      const p = await cod.product(admin, { title: "Climatiseur Condor", stock: 10 })
      const oran = await stock.warehouse(admin, "Entrepôt Oran")
      const url = `/admin/warehouses/${p.location_id}/stock`
      for (const quantity of [0, -3, 1.5, "abc", null]) {
        const bad = await stock.post<ErrorAnswer>(url, { variant_id: p.variant_id, quantity }, admin)
        expect([quantity, bad.status, bad.data.code]).toEqual([quantity, 400, "invalid_quantity"])
        expect(bad.data.message).toMatch(/^quantity: invalid quantity/)
      }
      expect((await stock.post(url, { variant_id: "variant_nope", quantity: 2 }, admin)).status).toBe(404)
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 0 })

      const ok = await stock.post(url, { variant_id: p.variant_id, quantity: 5, reason: "Livraison fournisseur BL-77" }, admin)
      expect(ok.status).toBe(201)
      expect(ok.data).toMatchObject({ status: "ok", message: "5 added", level: { stocked_quantity: 15, available_quantity: 15 } })
      // A warehouse that never held the variant gets its inventory level on the first addition.
      expect((await stock.post(`/admin/warehouses/${oran}/stock`, { variant_id: p.variant_id, quantity: "3" }, admin)).status).toBe(201)
      expect(await stock.level(p.inventory_item_id, oran)).toEqual({ stocked: 3, reserved: 0 })

      const { data: audit } = await api.get(`/admin/warehouses/${p.location_id}/movements`, admin)
      const me = (await api.get("/admin/users/me", admin)).data.user.id
      expect(audit.movements[0]).toMatchObject({ kind: "addition", quantity: 5, variant_id: p.variant_id, reason: "Livraison fournisseur BL-77", actor_id: me })
      expect(audit.movements[0].created_at).toBeTruthy()

      const { data: list } = await api.get(`/admin/warehouses/${p.location_id}/stock?q=climat`, admin)
      expect(list.stock).toEqual([expect.objectContaining({ variant_id: p.variant_id, stocked_quantity: 15, available_quantity: 15 })])
      expect((await api.get(`/admin/warehouses/${p.location_id}/stock?q=zzz`, admin)).data.count).toBe(0)
    })

    it("allocates a quantity across warehouses: each row 0..max, the total at most max", async () => {
      const p = await cod.product(admin, { title: "Réfrigérateur", stock: 0 })
      const setif = await stock.warehouse(admin, "Entrepôt Sétif")
      const body = (rows: number[], maximum = 10) => ({
        variant_id: p.variant_id,
        maximum,
        allocations: [
          { location_id: p.location_id, quantity: rows[0] },
          { location_id: setif, quantity: rows[1] },
        ],
      })
      const row = await stock.post<ErrorAnswer>("/admin/stock-allocations", body([2, 11]), admin)
      expect([row.status, row.data.code]).toEqual([400, "invalid_allocation"])
      expect(row.data.message).toMatch(/^allocations\.1\.quantity/)
      const sum = await stock.post<ErrorAnswer>("/admin/stock-allocations", body([6, 5]), admin)
      expect(sum.data.message).toBe("allocations: the total 11 exceeds the maximum 10")
      expect(await stock.level(p.inventory_item_id, setif)).toBeNull()

      const ok = await stock.post("/admin/stock-allocations", body([6, 4]), admin)
      expect(ok.status).toBe(201)
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 6, reserved: 0 })
      expect(await stock.level(p.inventory_item_id, setif)).toEqual({ stocked: 4, reserved: 0 })
    })

    it("edits an expedition in progress: quantity 1..available, default 1, add, update, remove", async () => {
      const p = await cod.product(admin, { title: "Machine à laver", stock: 7 })
      const blida = await stock.warehouse(admin, "Entrepôt Blida")
      const same = await stock.post<ErrorAnswer>(X, { source_location_id: p.location_id, destination_location_id: p.location_id }, admin)
      expect(same.status).toBe(400)
      expect(same.data.message).toMatch(/^destination_location_id/)

      const exp = await stock.expedition(admin, p.location_id, blida, [])
      const avail = (await api.get(`/admin/warehouses/${p.location_id}/available-products?q=machine&expedition_id=${exp.id}`, admin)).data.products
      expect(avail).toEqual([
        expect.objectContaining({
          product_id: p.product.id,
          combination_id: p.variant_id,
          product_name: "Machine à laver",
          available_stock: 7,
          in_expedition: 0,
        }),
      ])
      for (const quantity of [0, 8, 2.5, -1]) {
        const bad = await stock.post<ErrorAnswer>(`${X}/${exp.id}/items`, { variant_id: p.variant_id, quantity }, admin)
        expect([quantity, bad.status, bad.data.code]).toEqual([quantity, 400, "invalid_quantity"])
        expect(bad.data.message).toBe("quantity: invalid quantity: must be an integer from 1 to 7")
      }
      const added = await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/items`, { variant_id: p.variant_id }, admin)
      expect(added.status).toBe(201)
      const line = added.data.expedition.items[0]
      expect(line).toMatchObject({ variant_id: p.variant_id, quantity: 1, quantity_received: 0 })
      const upd = await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/items/${line.id}`, { quantity: 7 }, admin)
      expect(upd.data.expedition.items[0].quantity).toBe(7)
      expect((await stock.post<ErrorAnswer>(`${X}/${exp.id}/items/${line.id}`, { quantity: 0 }, admin)).data.code).toBe("invalid_quantity")
      const removed = await attempt(api.delete(`${X}/${exp.id}/items/${line.id}`, admin))
      expect(removed.data.expedition.items).toEqual([])
      const empty = await stock.post<ErrorAnswer>(`${X}/${exp.id}/send`, {}, admin)
      expect([empty.status, empty.data.message]).toEqual([400, "items: add at least one item before sending"])
      // Nothing moves before sending.
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 7, reserved: 0 })
    })

    it("runs the state machine: send, receive in parts, refuse what the status forbids, cancel returns what is in transit", async () => {
      const p = await cod.product(admin, { title: "Téléviseur", stock: 10 })
      const q2 = await cod.product(admin, { title: "Micro-ondes", stock: 4 })
      const oran = await stock.warehouse(admin, "Entrepôt Oran 2")
      const exp = await stock.expedition(admin, p.location_id, oran, [
        { variant_id: p.variant_id, quantity: 6 },
        { variant_id: q2.variant_id, quantity: 4 },
      ])
      // lines in the order they were added (to the millisecond; they used to be compared as date strings)
      expect(exp.items.map((i) => i.product_title)).toEqual(["Téléviseur", "Micro-ondes"])
      const [tv, mw] = exp.items
      const refused = async (path: string, body: unknown = {}) => {
        const r = await stock.post<ErrorAnswer>(`${X}/${exp.id}${path}`, body, admin)
        expect([path, r.status, r.data.code]).toEqual([path, 400, "invalid_status"])
        return r
      }
      // inprogress: only edit, send and cancel
      await refused("/arrive")
      await refused("/complete")
      await refused(`/items/${tv.id}/receive`, { quantity: 1 })

      const sent = await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/send`, {}, admin)
      expect(sent.data.expedition).toMatchObject({ status: "sent" })
      expect(sent.data.expedition.items.map((i) => i.quantity_in_transit)).toEqual([6, 4])
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect(await stock.level(q2.inventory_item_id, q2.location_id)).toEqual({ stocked: 0, reserved: 0 })
      // sent: no more editing, no second send, no completion
      expect((await refused("/send")).data.message).toBe("status: an expedition that is sent cannot be sent")
      await refused("/items", { variant_id: p.variant_id, quantity: 1 })
      await refused(`/items/${tv.id}`, { quantity: 2 })
      await refused("/complete")

      for (const quantity of [0, -2, 7, "x"]) {
        const bad = await stock.post<ErrorAnswer>(`${X}/${exp.id}/items/${tv.id}/receive`, { quantity }, admin)
        expect([quantity, bad.status, bad.data.code]).toEqual([quantity, 400, "invalid_data"])
        expect(bad.data.message).toMatch(/^quantity: /)
      }
      const part = await stock.post(`${X}/${exp.id}/items/${tv.id}/receive`, { quantity: 2 }, admin)
      expect(part.data).toMatchObject({ success: true, expedition: { status: "partially_received" }, item: { quantity_received: 2, quantity_in_transit: 4 } })
      expect(await stock.level(p.inventory_item_id, oran)).toEqual({ stocked: 2, reserved: 0 })
      await refused("/arrive")
      await refused("/complete")

      const cancelled = await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/cancel`, {}, admin)
      expect(cancelled.data.expedition.status).toBe("cancelled")
      expect(cancelled.data.expedition.items.map((i) => [i.quantity_received, i.quantity_returned])).toEqual([
        [2, 4],
        [0, 4],
      ])
      // What was in transit is back at the source; what was received stays at the destination.
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 8, reserved: 0 })
      expect(await stock.level(q2.inventory_item_id, q2.location_id)).toEqual({ stocked: 4, reserved: 0 })
      expect(await stock.level(p.inventory_item_id, oran)).toEqual({ stocked: 2, reserved: 0 })
      for (const path of ["/cancel", "/send", "/arrive", "/complete"]) await refused(path)
      await refused(`/items/${mw.id}/receive`, { quantity: 1 })

      const kinds = (await api.get(`/admin/warehouses/${p.location_id}/movements?variant_id=${p.variant_id}`, admin)).data.movements.map(
        (m: { kind: string; quantity: number }) => [m.kind, m.quantity]
      )
      expect(kinds).toEqual(
        expect.arrayContaining([
          ["expedition_send", -6],
          ["expedition_return", 4],
        ])
      )
    })

    it("goes sent → received → fully_received → completed, and cannot cancel once everything arrived", async () => {
      const p = await cod.product(admin, { title: "Aspirateur", stock: 5 })
      const annaba = await stock.warehouse(admin, "Entrepôt Annaba")
      const exp = await stock.expedition(admin, p.location_id, annaba, [{ variant_id: p.variant_id, quantity: 5 }])
      await stock.post(`${X}/${exp.id}/send`, {}, admin)
      expect((await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/arrive`, {}, admin)).data.expedition.status).toBe("received")
      const line = exp.items[0]
      expect((await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/items/${line.id}/receive`, { quantity: 3 }, admin)).data.expedition.status).toBe(
        "partially_received"
      )
      expect((await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/items/${line.id}/receive`, { quantity: 2 }, admin)).data.expedition.status).toBe(
        "fully_received"
      )
      expect((await stock.post<ErrorAnswer>(`${X}/${exp.id}/items/${line.id}/receive`, { quantity: 1 }, admin)).data.code).toBe("invalid_status")
      expect((await stock.post<ErrorAnswer>(`${X}/${exp.id}/cancel`, {}, admin)).data.code).toBe("invalid_status")
      expect((await stock.post<ExpeditionAnswer>(`${X}/${exp.id}/complete`, {}, admin)).data.expedition).toMatchObject({ status: "completed" })
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 0, reserved: 0 })
      expect(await stock.level(p.inventory_item_id, annaba)).toEqual({ stocked: 5, reserved: 0 })
      const list = (await api.get(`${X}?status=completed`, admin)).data
      expect(list.expeditions.find((e: Expedition) => e.id === exp.id)).toMatchObject({ quantity: 5, quantity_received: 5, item_count: 1 })
    })

    it("refuses to send more than is available now (an order reserved some meanwhile)", async () => {
      const p = await cod.product(admin, { title: "Ventilateur", stock: 3 })
      const tlemcen = await stock.warehouse(admin, "Entrepôt Tlemcen")
      const exp = await stock.expedition(admin, p.location_id, tlemcen, [{ variant_id: p.variant_id, quantity: 3 }])
      await getContainer()
        .resolve("inventory")
        .createReservationItems([{ inventory_item_id: p.inventory_item_id, location_id: p.location_id, quantity: 1 }])
      const r = await stock.post<ErrorAnswer>(`${X}/${exp.id}/send`, {}, admin)
      expect([r.status, r.data.code]).toEqual([400, "invalid_quantity"])
      expect(r.data.message).toMatch(/3 requested, 2 available/)
      expect((await api.get(`${X}/${exp.id}`, admin)).data.expedition.status).toBe("inprogress")
      expect(await stock.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 3, reserved: 1 })
      expect((await api.get(`/admin/warehouses/${p.location_id}/movements?kind=expedition_send`, admin)).data.count).toBe(0)
    })

    it("never over-receives a line under concurrent receptions", async () => {
      const p = await cod.product(admin, { title: "Cuisinière", stock: 5 })
      const bejaia = await stock.warehouse(admin, "Entrepôt Béjaïa")
      const exp = await stock.expedition(admin, p.location_id, bejaia, [{ variant_id: p.variant_id, quantity: 5 }])
      await stock.post(`${X}/${exp.id}/send`, {}, admin)
      const url = `${X}/${exp.id}/items/${exp.items[0].id}/receive`
      const ones = await Promise.all(Array.from({ length: 8 }, () => stock.post(url, { quantity: 1 }, admin)))
      expect(ones.filter((r) => r.status === 200)).toHaveLength(5)
      expect(ones.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([400, 400, 400])
      const view = (await api.get(`${X}/${exp.id}`, admin)).data.expedition
      expect(view).toMatchObject({ status: "fully_received", items: [{ quantity_received: 5, quantity_in_transit: 0 }] })
      expect(await stock.level(p.inventory_item_id, bejaia)).toEqual({ stocked: 5, reserved: 0 })
      expect((await api.get(`/admin/warehouses/${bejaia}/movements`, admin)).data.count).toBe(5)

      // Two receptions of 3 racing for 4 outstanding: exactly one wins.
      const q = await cod.product(admin, { title: "Chauffe-eau", stock: 4 })
      const exp2 = await stock.expedition(admin, q.location_id, bejaia, [{ variant_id: q.variant_id, quantity: 4 }])
      await stock.post(`${X}/${exp2.id}/send`, {}, admin)
      const url2 = `${X}/${exp2.id}/items/${exp2.items[0].id}/receive`
      const threes = await Promise.all([stock.post(url2, { quantity: 3 }, admin), stock.post(url2, { quantity: 3 }, admin)])
      expect(threes.map((r) => r.status).sort()).toEqual([200, 400])
      expect(await stock.level(q.inventory_item_id, bejaia)).toEqual({ stocked: 3, reserved: 0 })
    })

    it("keeps a warehouse an expedition uses: Medusa's location deletion answers 409; an unused one is deleted", async () => {
      const from = await stock.warehouse(admin, "Entrepôt Oran")
      const to = await stock.warehouse(admin, "Entrepôt Sétif")
      const unused = await stock.warehouse(admin, "Entrepôt vide")
      const exp = await stock.expedition(admin, from, to, [])
      for (const id of [from, to]) {
        const refused = await attempt(api.delete(`/admin/stock-locations/${id}`, admin))
        expect([refused.status, refused.data.code, refused.data.count, refused.data.expedition_id]).toEqual([409, "warehouse_in_use", 1, exp.id])
        expect(refused.data.message).toMatch(/used by 1 internal expedition/)
      }
      // still there, with its expedition
      expect((await api.get(`/admin/stock-locations/${from}`, admin)).status).toBe(200)
      const deleted = await attempt(api.delete(`/admin/stock-locations/${unused}`, admin))
      expect(deleted.status).toBe(200)
      expect((await attempt(api.get(`/admin/stock-locations/${unused}`, admin))).status).toBe(404)
    })

    it("assigns staff to warehouses and lists a user's own warehouses first", async () => {
      const me = (await api.get("/admin/users/me", admin)).data.user.id
      const [clerk] = await getContainer()
        .resolve("user")
        .createUsers([{ email: "magasinier@dz-shop.local", first_name: "Karim" }])
      const zeralda = await stock.warehouse(admin, "Zzz Entrepôt Zéralda")
      const names = async () => (await api.get("/admin/warehouses", admin)).data.warehouses.map((w: Warehouse) => w.name)
      expect((await names()).at(-1)).toBe("Zzz Entrepôt Zéralda")

      const bad = await stock.post<ErrorAnswer>(`/admin/warehouses/${zeralda}/staff`, { user_ids: [me, "user_nope"] }, admin)
      expect([bad.status, bad.data.message]).toEqual([404, "user_ids.1: user user_nope not found"])
      expect((await stock.post(`/admin/warehouses/${zeralda}/staff`, { user_ids: [me, clerk.id] }, admin)).data).toMatchObject({ added: 2, removed: 0 })
      const list = (await api.get("/admin/warehouses", admin)).data.warehouses
      expect(list[0]).toMatchObject({ id: zeralda, assigned_to_me: true })
      expect(list[0].users.map((u: { id: string }) => u.id).sort()).toEqual([me, clerk.id].sort())

      expect((await stock.post(`/admin/warehouses/${zeralda}/staff`, { user_ids: [clerk.id] }, admin)).data).toMatchObject({ added: 0, removed: 1 })
      expect((await names()).at(-1)).toBe("Zzz Entrepôt Zéralda")
    })
  },
})
