import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { AdminPurchaseOrder, AdminSupplier, AdminVariantPriceSet } from "@shop/contracts/purchasing"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, eventually, plain, runSeed, type Api } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Refusal = { errors: { field: string; code: string }[] }
type PoAnswer = { purchase_order: AdminPurchaseOrder }

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    let warehouse: Headers
    let agent: Headers
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      owner = await adminHeaders(api)
      warehouse = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "warehouse")!
      )
      agent = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "agent")!
      )
    })
    const stocked = async (inventoryItemId: string) =>
      (await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId })).reduce(
        (n, l) => n + Number(l.stocked_quantity),
        0
      )
    const levelAt = async (inventoryItemId: string, locationId: string) =>
      Number(
        (await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: locationId }))[0]
          ?.stocked_quantity ?? 0
      )

    it("a variant's price set typed HT or TTC: TTC = HT × (1 + tax/100) to 2 decimals, both shown; a supply price typed is a recorded cost change", async () => {
      const p = await plain(cod.product(owner, { title: "Bouilloire", price: 2380, stock: 5 }))
      const set = (
        await plain(
          api.post<{ price_set: AdminVariantPriceSet }>(
            `/admin/variants/${p.variant_id}/price-set`,
            { supply: { ht: 1000 }, wholesale: { ttc: 2000 }, wholesale_min_quantity: 6 },
            owner
          )
        )
      ).data.price_set
      expect(set).toMatchObject({
        tax_rate: 19,
        retail: { ttc: 2380, ht: 2000 },
        supply: { ttc: 1190, ht: 1000 },
        wholesale: { ttc: 2000, ht: 1680.67 },
        wholesale_min_quantity: 6,
      })
      // the spec's rounding: 33.33 HT at 19 % is 39.6627 → 39.66
      const odd = (await plain(api.post<{ price_set: AdminVariantPriceSet }>(`/admin/variants/${p.variant_id}/price-set`, { supply: { ht: 33.33 } }, owner)))
        .data.price_set
      expect(odd.supply).toEqual({ ttc: 39.66, ht: 33.33 })
      const changes = await pg()("variant_cost_change").where({ variant_id: p.variant_id }).orderBy("created_at").select("from_cost", "to_cost")
      expect(changes.map((c: { from_cost: string | null; to_cost: string }) => [c.from_cost === null ? null : Number(c.from_cost), Number(c.to_cost)])).toEqual(
        [
          [null, 1190],
          [1190, 39.66],
        ]
      )
      // who keeps stock reads it, who sets prices changes it
      expect((await attempt(api.get(`/admin/variants/${p.variant_id}/price-set`, warehouse))).status).toBe(200)
      expect((await attempt(api.post(`/admin/variants/${p.variant_id}/price-set`, { supply: { ttc: 1 } }, warehouse))).status).toBe(403)
      expect((await attempt(api.post(`/admin/variants/${p.variant_id}/price-set`, { supply: { ttc: -1 } }, owner))).status).toBe(400)
    })

    it("a purchase order received in two parts: the warehouse's stock and the weighted cost move exactly, each reception audited; over-receiving is refused", async () => {
      const supplier = (
        await plain(api.post<{ supplier: AdminSupplier }>("/admin/suppliers", { name: "Sarl Electro Sétif", phone: "0550112233", wilaya_code: 19 }, warehouse))
      ).data.supplier
      expect((await attempt(api.post("/admin/suppliers", { name: "" }, warehouse))).status).toBe(400)
      expect((await attempt(api.post("/admin/suppliers", { name: "X" }, agent))).status).toBe(403)

      const p = await plain(cod.product(owner, { title: "Mixeur", price: 5000, stock: 20 }))
      await plain(api.post(`/admin/variants/${p.variant_id}/price-set`, { supply: { ttc: 1000 } }, owner))
      const before = await stocked(p.inventory_item_id)
      expect(before).toBe(20)

      const made = await plain(
        api.post<PoAnswer>(
          "/admin/purchase-orders",
          { supplier_id: supplier.id, location_id: p.location_id, lines: [{ variant_id: p.variant_id, quantity: 10, unit_cost: 1300 }] },
          warehouse
        )
      )
      const po = made.data.purchase_order
      expect(po).toMatchObject({ status: "draft", supplier: { id: supplier.id }, total: 13000, received_total: 0 })
      const line = po.lines[0]
      // a draft is not received; once sent it is
      expect((await attempt(api.post(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: line.id, quantity: 1 }] }, warehouse))).status).toBe(400)
      await plain(api.post(`/admin/purchase-orders/${po.id}/send`, {}, warehouse))

      const first = await plain(api.post<PoAnswer>(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: line.id, quantity: 3 }] }, warehouse))
      expect(first.data.purchase_order).toMatchObject({ status: "partially_received", received_total: 3900 })
      expect(await stocked(p.inventory_item_id)).toBe(23)
      // (20 × 1000 + 3 × 1300) / 23, to the centime
      const cost1 = Math.round((20 * 100000 + 3 * 130000) / 23) / 100
      expect(cost1).toBe(1039.13)
      const set1 = (await plain(api.get<{ price_set: AdminVariantPriceSet }>(`/admin/variants/${p.variant_id}/price-set`, owner))).data.price_set
      expect(set1.supply.ttc).toBe(cost1)

      // more than is left on the line: refused by field, nothing moves
      const over = await attempt(api.post<Refusal>(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: line.id, quantity: 8 }] }, warehouse))
      expect(over.status).toBe(400)
      expect((over.data as Refusal).errors).toEqual([expect.objectContaining({ field: "lines.0.quantity", code: "too_high" })])
      expect(await stocked(p.inventory_item_id)).toBe(23)
      // a partly received order is closed, not cancelled
      expect((await attempt(api.post(`/admin/purchase-orders/${po.id}/cancel`, {}, warehouse))).status).toBe(400)

      const second = await plain(api.post<PoAnswer>(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: line.id, quantity: 7 }] }, warehouse))
      expect(second.data.purchase_order).toMatchObject({
        status: "received",
        received_total: 13000,
        lines: [expect.objectContaining({ received_quantity: 10 })],
      })
      expect(await stocked(p.inventory_item_id)).toBe(30)
      expect(await levelAt(p.inventory_item_id, p.location_id)).toBe(30)
      const cost2 = Math.round((23 * Math.round(cost1 * 100) + 7 * 130000) / 30) / 100
      const set2 = (await plain(api.get<{ price_set: AdminVariantPriceSet }>(`/admin/variants/${p.variant_id}/price-set`, owner))).data.price_set
      expect(set2.supply.ttc).toBe(cost2)

      const moves = await pg()("stock_movement")
        .where({ inventory_item_id: p.inventory_item_id, kind: "purchase_receipt" })
        .orderBy("created_at")
        .select("quantity", "reason")
      expect(moves.map((m: { quantity: number; reason: string }) => [Number(m.quantity), m.reason])).toEqual([
        [3, `PO-${po.number}`],
        [7, `PO-${po.number}`],
      ])
      const changes = await pg()("variant_cost_change")
        .where({ variant_id: p.variant_id, purchase_order_id: po.id })
        .orderBy("created_at")
        .select("on_hand", "received", "to_cost")
      expect(changes.map((c: { on_hand: number; received: number; to_cost: string }) => [c.on_hand, c.received, Number(c.to_cost)])).toEqual([
        [20, 3, cost1],
        [23, 7, cost2],
      ])
      // nothing left to receive; the order is closed
      expect((await attempt(api.post(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: line.id, quantity: 1 }] }, warehouse))).status).toBe(400)
      expect((await plain(api.post<PoAnswer>(`/admin/purchase-orders/${po.id}/close`, {}, warehouse))).data.purchase_order.status).toBe("closed")
    })

    it("two receptions of the same line at once: together never more than ordered", async () => {
      const supplier = (await plain(api.post<{ supplier: AdminSupplier }>("/admin/suppliers", { name: "Import Oran" }, owner))).data.supplier
      const p = await plain(cod.product(owner, { title: "Grille-pain", price: 3000, stock: 0 }))
      const po = (
        await plain(
          api.post<PoAnswer>(
            "/admin/purchase-orders",
            { supplier_id: supplier.id, location_id: p.location_id, lines: [{ variant_id: p.variant_id, quantity: 5, unit_cost: 2000 }] },
            owner
          )
        )
      ).data.purchase_order
      await plain(api.post(`/admin/purchase-orders/${po.id}/send`, {}, owner))
      const answers = await Promise.all(
        [0, 1].map(() => attempt(api.post(`/admin/purchase-orders/${po.id}/receive`, { lines: [{ line_id: po.lines[0].id, quantity: 4 }] }, owner)))
      )
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
      expect(await stocked(p.inventory_item_id)).toBe(4)
      const set = (await plain(api.get<{ price_set: AdminVariantPriceSet }>(`/admin/variants/${p.variant_id}/price-set`, owner))).data.price_set
      // no cost before: the received cost
      expect(set.supply.ttc).toBe(2000)
      // a draft's lines are edited, a sent order's are not
      expect(
        (
          await attempt(
            api.post(
              `/admin/purchase-orders/${po.id}`,
              { supplier_id: supplier.id, location_id: p.location_id, lines: [{ variant_id: p.variant_id, quantity: 1 }] },
              owner
            )
          )
        ).status
      ).toBe(400)
    })

    it("margins from the orders: a delivered order earns its total − its cost − the courier's fee, a returned one − both fees; stock valued at cost", async () => {
      const life = async (orderId: string, ...steps: string[]) => {
        type LifeAnswer = { life: { courier_fee: number | null; return_fee: number | null } }
        let last: LifeAnswer | undefined
        for (const to of steps) {
          const axis = to === "confirmed" ? "confirmation" : "delivery"
          last = (
            await plain(api.post<LifeAnswer>(`/admin/orders/${orderId}/life/${axis}`, to === "returned" ? { to, reason: "refused_at_door" } : { to }, owner))
          ).data
        }
        return last!.life
      }
      const option = await cod.option("yalidine", "home")
      const sold = await plain(cod.product(owner, { title: "Robot pâtissier", price: 5000, stock: 10 }))
      await plain(api.post(`/admin/variants/${sold.variant_id}/price-set`, { supply: { ttc: 3000 } }, owner))
      const back = await plain(cod.product(owner, { title: "Balance de cuisine", price: 2000, stock: 10 }))
      await plain(api.post(`/admin/variants/${back.variant_id}/price-set`, { supply: { ttc: 1200 } }, owner))
      process.env.COD_COOLDOWN_SECONDS = "0"
      const a = (await cod.order(form(sold.variant_id, option.id))).data as { order: { id: string; total: number } }
      const b = (await cod.order(form(back.variant_id, option.id, { phone: "0770000002" }))).data as { order: { id: string; total: number } }
      const la = await life(a.order.id, "confirmed", "handed_over", "delivered")
      const lb = await life(b.order.id, "confirmed", "handed_over", "returned")
      // the lines kept their cost of the moment (order.placed): a later cost change does not rewrite them
      await eventually(
        () => pg()("order_line_cost").whereIn("order_id", [a.order.id, b.order.id]).select("unit_cost"),
        (rows) => expect(rows.map((r: { unit_cost: string }) => Number(r.unit_cost)).sort()).toEqual([1200, 3000])
      )
      await plain(api.post(`/admin/variants/${sold.variant_id}/price-set`, { supply: { ttc: 9999 } }, owner))

      type Margins = {
        totals: { margin: number; revenue: number; cost: number }
        groups: { key: string; margin: number; revenue: number; cost: number; courier_fees: number; return_fees: number }[]
      }
      const m = (await plain(api.get<Margins>("/admin/margins?group_by=product", owner))).data
      const ga = m.groups.find((g) => g.key === sold.product.id)!
      expect(ga).toMatchObject({ revenue: a.order.total, cost: 3000, courier_fees: la.courier_fee })
      expect(ga.margin).toBe(Math.round((a.order.total - 3000 - la.courier_fee!) * 100) / 100)
      const gb = m.groups.find((g) => g.key === back.product.id)!
      expect(gb).toMatchObject({ revenue: 0, cost: 0, courier_fees: lb.courier_fee, return_fees: lb.return_fee })
      expect(gb.margin).toBe(-Math.round((lb.courier_fee! + lb.return_fee!) * 100) / 100)
      // by courier: the same money, whole orders
      const byCourier = (await plain(api.get<Margins>("/admin/margins?group_by=courier", owner))).data
      expect(byCourier.totals.margin).toBe(m.totals.margin)
      // the ads' cost of the day, netted; a campaign that sold nothing shows its loss
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers" }).format(new Date())
      expect((await attempt(api.post("/admin/ad-spend", { day: today, source: "Facebook", campaign: "soldes", amount: 1000.5 }, owner))).status).toBe(201)
      expect((await attempt(api.post("/admin/ad-spend", { day: today, source: "facebook", campaign: "soldes", amount: 1200 }, owner))).status).toBe(200)
      expect((await attempt(api.post("/admin/ad-spend", { day: today, source: "facebook", amount: 10 }, warehouse))).status).toBe(403)
      type Net = Margins & { totals: { ad_spend: number; net_margin: number }; groups: { key: string; ad_spend?: number; net_margin?: number }[] }
      const net = (await plain(api.get<Net>("/admin/margins?group_by=campaign", owner))).data
      expect(net.totals).toMatchObject({ ad_spend: 1200, net_margin: Math.round((m.totals.margin - 1200) * 100) / 100 })
      expect(net.groups.find((g) => g.key === "facebook / soldes")).toMatchObject({ orders: 0, ad_spend: 1200, net_margin: -1200 })
      expect((await attempt(api.get("/admin/margins?group_by=colour", owner))).status).toBe(400)
      expect((await attempt(api.get("/admin/margins", warehouse))).status).toBe(403)

      // the stock at cost: Σ units × supply price, per warehouse
      type Valuation = { locations: { location_id: string; value: number; units_without_cost: number }[]; total: number }
      const v = (await plain(api.get<Valuation>("/admin/stock-valuation", owner))).data
      const levels = await pg()("inventory_level as l")
        .join("product_variant_inventory_item as pvii", "pvii.inventory_item_id", "l.inventory_item_id")
        .join("variant_price_set as vps", "vps.variant_id", "pvii.variant_id")
        .where("l.location_id", sold.location_id)
        .whereNull("l.deleted_at")
        .whereNull("vps.deleted_at")
        .select("l.stocked_quantity", "vps.supply_price")
      const expected =
        levels.reduce(
          (n: number, r: { stocked_quantity: number; supply_price: string | null }) =>
            n + (r.supply_price === null ? 0 : Math.max(0, Number(r.stocked_quantity)) * Math.round(Number(r.supply_price) * 100)),
          0
        ) / 100
      expect(v.locations.find((l) => l.location_id === sold.location_id)!.value).toBe(expected)
      expect(v.total).toBe(Math.round(v.locations.reduce((n, l) => n + l.value * 100, 0)) / 100)
    })

    it("low stock: a variant at or under its reorder point is listed with a purchase suggested, and a draft order per supplier is made from it", async () => {
      const supplier = (await plain(api.post<{ supplier: AdminSupplier }>("/admin/suppliers", { name: "Grossiste Blida" }, owner))).data.supplier
      const low = await plain(cod.product(owner, { title: "Fer à repasser", price: 4000, stock: 2 }))
      const fine = await plain(cod.product(owner, { title: "Ventilateur", price: 6000, stock: 9 }))
      for (const p of [low, fine])
        await plain(api.post(`/admin/variants/${p.variant_id}/price-set`, { supply: { ttc: 2500 }, supplier_id: supplier.id, reorder_point: 3 }, owner))
      type Low = { variants: { variant_id: string; available: number; suggested_quantity: number; supplier_id: string }[] }
      const listed = (await plain(api.get<Low>("/admin/purchasing/low-stock", warehouse))).data.variants
      expect(listed.find((v) => v.variant_id === low.variant_id)).toMatchObject({ available: 2, suggested_quantity: 4, supplier_id: supplier.id })
      expect(listed.find((v) => v.variant_id === fine.variant_id)).toBeUndefined()
      const made = (
        await plain(api.post<{ purchase_orders: AdminPurchaseOrder[] }>("/admin/purchasing/low-stock/orders", { location_id: low.location_id }, warehouse))
      ).data.purchase_orders
      const mine = made.find((po) => po.supplier?.id === supplier.id)!
      expect(mine).toMatchObject({ status: "draft", lines: [expect.objectContaining({ variant_id: low.variant_id, quantity: 4, unit_cost: 2500 })] })
    })

    it("attendance: each member of staff clocks in at a warehouse or shop and out, once; the owner reads the month's sheet", async () => {
      const me = (await plain(api.get<{ user: { id: string } }>("/admin/users/me", warehouse))).data.user.id
      const [location] = await getContainer()
        .resolve(Modules.STOCK_LOCATION)
        .listStockLocations({}, { take: 1, order: { created_at: "ASC" } })
      expect((await attempt(api.post("/admin/attendance/clock-out", {}, warehouse))).status).toBe(409)
      const both = await Promise.all([0, 1].map(() => attempt(api.post("/admin/attendance/clock-in", { location_id: location.id }, warehouse))))
      expect(both.map((r) => r.status).sort()).toEqual([201, 409])
      expect((await plain(api.get<{ open: { location_id: string } | null }>("/admin/attendance/me", warehouse))).data.open).toMatchObject({
        location_id: location.id,
      })
      // moved back an hour and a half: as if clocked in then
      await pg()("attendance")
        .where({ user_id: me })
        .whereNull("clock_out")
        .update({ clock_in: new Date(Date.now() - 90 * 60_000) })
      expect((await attempt(api.post("/admin/attendance/clock-out", {}, warehouse))).status).toBe(200)
      const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers" }).format(new Date()).slice(0, 7)
      type Sheet = { minutes: number; days: { minutes: number }[] }
      expect((await attempt(api.get(`/admin/attendance/sheet?user_id=${me}&month=${month}`, warehouse))).status).toBe(403)
      const sheet = (await plain(api.get<Sheet>(`/admin/attendance/sheet?user_id=${me}&month=${month}`, owner))).data
      expect(sheet.minutes).toBe(90)
      expect((await attempt(api.get(`/admin/attendance/sheet?user_id=${me}&month=2026-13`, owner))).status).toBe(400)
    })
  },
})
