import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, attempt, runSeed } from "../helpers"
import { splitCsvLine } from "@shop/shared/csv"
import { unzip } from "@shop/shared/xlsx"
import { codClient, form, next } from "../cod-helpers"
import type { AdminCodConfirmation, AdminCodLead } from "@shop/contracts/cod-admin"
import type { FieldError } from "@shop/contracts/cod-order"
import type { QuoteDeliveryType, QuoteTransporter } from "@shop/contracts/transporters"

jest.setTimeout(300 * 1000)

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
    afterEach(() => {
      delete process.env.COD_COOLDOWN_SECONDS
    })

    it("keeps the admin routes for staff only", async () => {
      for (const [method, url] of [
        ["get", "/admin/cod/confirmations"],
        ["get", "/admin/cod/leads"],
        ["get", "/admin/cod/blocked-phones"],
        ["post", "/admin/cod/blocked-phones"],
        ["delete", "/admin/cod/blocked-phones/codblk_1"],
        ["post", "/admin/cod/confirmations/order_1"],
        ["post", "/admin/cod/leads/codlead_1/order"],
        ["get", "/admin/commune-quotes/1601"],
        ["get", "/admin/cod/orders/export"],
        ["get", "/admin/cod/orders/export?format=xlsx"],
      ]) {
        const res = await attempt(method === "post" ? api.post(url, {}) : api[method](url))
        expect([url, res.status]).toEqual([url, 401])
      }
    })

    it("captures a lead, updates it, and marks it converted by the order", async () => {
      const cart_id = "cart_1732350000000_7"
      const lead = { cart_id, firstname: "محمد أمين", lastname: "Benali", phone: "0661 11 22 33", wilaya: 16, items: [] }
      const bad = await attempt(api.post("/store/cod-leads", { ...lead, phone: "12", unit_price: 5 }, cod.asStorefront()))
      expect(bad.status).toBe(400)
      expect(bad.data.errors.map((e: FieldError) => e.field).sort()).toEqual(["phone", "unit_price"])
      expect((await api.post("/store/cod-leads", lead, cod.asStorefront())).status).toBe(201)
      const p = await cod.product(admin)
      const updated = await api.post("/store/cod-leads", { ...lead, commune: 1601, items: [{ variant_id: p.variant_id, quantity: 2 }] }, cod.asStorefront())
      expect(updated.status).toBe(200)

      const open = (await api.get("/admin/cod/leads?status=open", admin)).data
      expect(open.count).toBe(1)
      expect(open.leads[0]).toMatchObject({
        cart_id,
        first_name: "محمد أمين",
        phone: "0661112233",
        call_url: "tel:0661112233",
        wilaya_code: 16,
        commune_code: 1601,
        status: "open",
        items: [{ variant_id: p.variant_id, quantity: 2 }],
        place: { wilaya_name_fr: "Alger", commune_name_fr: "Alger Centre", commune_name_ar: expect.any(String) },
      })

      const yal = await cod.option("yalidine", "home")
      const placed = await cod.order(form(p.variant_id, yal.id, { cart_id }), { phone: "0661112233" })
      expect(placed.status).toBe(201)
      expect((await api.get("/admin/cod/leads?status=open", admin)).data.count).toBe(0)
      const converted = (await api.get("/admin/cod/leads?status=converted", admin)).data.leads
      expect(converted[0]).toMatchObject({ cart_id, status: "converted", order_id: placed.data.order.id })
      expect((await attempt(api.post("/store/cod-leads", lead, cod.asStorefront()))).status).toBe(409)
    })

    it("exports the orders as CSV and Excel with the couriers' columns; the cash column adds up to the orders", async () => {
      process.env.COD_COOLDOWN_SECONDS = "0"
      const since = new Date(Date.now() - 1000).toISOString()
      const p = await cod.product(admin, { title: "Téléphone Export", price: 2500, stock: 20 })
      const home = await cod.option("yalidine", "home")
      const desk = await cod.option("yalidine", "stop_desk")
      const algerDesk = desk.desks.find((d) => d.commune_code === 1601)!
      const placed = [
        (await cod.order(form(p.variant_id, home.id, { quantity: 2 }))).data.order,
        (await cod.order(form(p.variant_id, desk.id, { stop_desk_id: algerDesk.id, address: "" }))).data.order,
        (await cod.order(form(p.variant_id, home.id, { address: '=HYPERLINK("http://x")' }))).data.order,
      ]
      expect(placed.every((o) => o?.id)).toBe(true)
      const cancelled = await api.post(`/admin/cod/confirmations/${placed[2].id}`, { status: "cancelled", reason: "Doublon" }, admin)
      expect(cancelled.status).toBe(200)

      // the bytes as sent (a text decoder would drop the byte order mark Excel needs)
      const csv: { status: number; data: ArrayBuffer; headers: Record<string, string> } = await api.get(
        `/admin/cod/orders/export?format=csv&from=${encodeURIComponent(since)}`,
        { ...admin, responseType: "arraybuffer" }
      )
      expect(csv.status).toBe(200)
      expect(csv.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/)
      expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/)
      expect(csv.headers["cache-control"]).toBe("private, no-store")
      const bytes = Buffer.from(csv.data)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.subarray(3).toString("utf8")
      const [header, ...lines] = text
        .trimEnd()
        .split("\r\n")
        .map((l: string) => splitCsvLine(l, ","))
      expect(header.slice(0, 12)).toEqual([
        "N° commande",
        "Date",
        "Nom",
        "Prénom",
        "Téléphone",
        "Code wilaya",
        "Wilaya",
        "Commune",
        "Adresse",
        "Produits",
        "Quantité",
        "Montant à encaisser (DA)",
      ])
      const rows = lines.map((l: string[]) => Object.fromEntries(header.map((h: string, i: number) => [h, l[i]])))
      expect(rows).toHaveLength(3)
      const [a, b, c] = rows
      expect(a).toMatchObject({
        "N° commande": String(placed[0].display_id),
        Nom: "Benali",
        Prénom: "Zoé",
        "Code wilaya": "16",
        Wilaya: "Alger",
        Commune: "Alger Centre",
        Adresse: "12 rue Didouche Mourad",
        Produits: "2 × Téléphone Export (Standard)",
        Quantité: "2",
        "Montant à encaisser (DA)": String(placed[0].total),
        "Type de commande": "En ligne",
        Livraison: "Domicile",
        "Stop-desk": "",
        Transporteur: "Yalidine",
        Confirmation: "À confirmer",
        Colis: "Pas encore remis",
        Encaissement: "À encaisser",
      })
      expect(a["Téléphone"]).toMatch(/^0550\d{6}$/)
      expect(a.Date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      expect(b).toMatchObject({
        Adresse: "",
        Livraison: "Stop-desk",
        "Stop-desk": "Yalidine Alger Centre",
        "Montant à encaisser (DA)": String(placed[1].total),
      })
      // a formula typed as an address is text in the file; the cancellation and its reason are there
      expect(c).toMatchObject({ Adresse: `'=HYPERLINK("http://x")`, Confirmation: "Annulé", Remarques: "Doublon" })
      // the cash column adds up to the orders' totals, in whole dinars
      const sum = rows.reduce((n: number, r: Record<string, string>) => n + Number(r["Montant à encaisser (DA)"]), 0)
      expect(sum).toBe(placed.reduce((n, o) => n + Number(o.total), 0))
      expect(sum).toBe(4 * 2500 + 2 * home.price + desk.price)

      // filtered, in Arabic, as an Excel workbook read right to left
      const xlsx: { status: number; data: ArrayBuffer; headers: Record<string, string> } = await api.get(
        `/admin/cod/orders/export?format=xlsx&lang=ar&status=to_confirm&from=${encodeURIComponent(since)}`,
        {
          ...admin,
          responseType: "arraybuffer",
        }
      )
      expect(xlsx.status).toBe(200)
      expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      expect(xlsx.headers["x-export-count"]).toBe("2")
      const sheet = unzip(Buffer.from(xlsx.data)).get("xl/worksheets/sheet1.xml")!.toString("utf8")
      expect(sheet).toContain('rightToLeft="1"')
      expect(sheet).toContain(">رقم الطلب<")
      expect(sheet).toContain(">Yalidine الجزائر الوسطى<")
      expect(sheet).toContain(">الجزائر الوسطى<")
      expect(sheet).toContain(">إلى المكتب<")
      expect(sheet).not.toContain("HYPERLINK")
      expect(sheet.match(/<row /g)).toHaveLength(3)
      // the phone stays a text (its leading 0), the amounts are numbers
      expect(sheet).toMatch(/t="inlineStr"><is><t xml:space="preserve">0550\d{6}<\/t>/)
      expect(sheet).toContain(`<v>${placed[0].total}</v>`)

      const bad = await attempt(api.get("/admin/cod/orders/export?format=pdf", admin))
      expect(bad.status).toBe(400)
      expect(JSON.stringify(bad.data)).toContain("format")
    })

    it("runs the confirmation queue: list, outcomes, and a cancel that releases the stock", async () => {
      process.env.COD_COOLDOWN_SECONDS = "0"
      const p = await cod.product(admin, { stock: 10 })
      const yal = await cod.option("yalidine", "home")
      const { phone } = next()
      const first = (await cod.order(form(p.variant_id, yal.id), { phone })).data.order
      const second = (await cod.order(form(p.variant_id, yal.id, { quantity: 3 }), { phone })).data.order
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 4 })

      const queue = (await api.get("/admin/cod/confirmations?status=to_confirm&wilaya=16", admin)).data
      expect(queue.count).toBe(2)
      const entry = queue.confirmations.find((c: AdminCodConfirmation) => c.order_id === second.id)
      expect(entry).toMatchObject({
        first_name: "Zoé",
        last_name: "Benali",
        phone,
        call_url: `tel:${phone}`,
        wilaya_code: 16,
        commune_code: 1601,
        transporter_id: yal.transporter_id,
        status: "to_confirm",
        attempts: 0,
        place: { wilaya_name_fr: "Alger", wilaya_name_ar: "الجزائر", commune_name_fr: "Alger Centre" },
        order: { id: second.id, total: second.total, status: "pending" },
        earlier_orders: [{ order_id: first.id, confirmation_status: "to_confirm", order_status: "pending" }],
      })
      expect((await api.get("/admin/cod/confirmations?wilaya=11", admin)).data.count).toBe(0)
      expect((await api.get(`/admin/cod/confirmations?transporter_id=${yal.transporter_id}`, admin)).data.count).toBe(2)
      expect((await api.get("/admin/cod/confirmations?from=2999-01-01", admin)).data.count).toBe(0)
      expect((await api.get("/admin/cod/confirmations?to=2999-01-01", admin)).data.count).toBe(2)
      expect([queue.limit, queue.offset]).toEqual([50, 0])
      // the list queries are validated by their middleware: a bad or unknown parameter is a 400
      for (const q of ["status=nope", "limit=500", "wilaya=70", "from=someday", "color=red"]) {
        const bad = await attempt(api.get(`/admin/cod/confirmations?${q}`, admin))
        expect([q, bad.status, bad.data.type]).toEqual([q, 400, "invalid_data"])
      }
      expect((await attempt(api.get("/admin/cod/leads?status=lost", admin))).status).toBe(400)
      expect((await api.get("/admin/cod/leads?limit=1&offset=0", admin)).data).toMatchObject({ limit: 1, offset: 0 })

      const set = (orderId: string, body: Record<string, unknown>) => attempt(api.post(`/admin/cod/confirmations/${orderId}`, body, admin))
      await set(second.id, { status: "no_answer" })
      expect((await set(second.id, { status: "no_answer" })).data.confirmation).toMatchObject({ status: "no_answer", attempts: 2 })
      expect((await set(second.id, { status: "postponed", postponed_until: "2020-01-01T10:00:00Z" })).status).toBe(400)
      const later = new Date(Date.now() + 86400_000).toISOString()
      expect((await set(second.id, { status: "postponed", postponed_until: later })).data.confirmation).toMatchObject({ status: "postponed", attempts: 2 })
      expect((await set(first.id, { status: "confirmed" })).data.confirmation.status).toBe("confirmed")

      const noReason = await set(second.id, { status: "cancelled" })
      expect(noReason.status).toBe(400)
      expect(noReason.data.message).toMatch(/reason/)
      const cancelled = await set(second.id, { status: "cancelled", reason: "Le client a annulé" })
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.confirmation).toMatchObject({ status: "cancelled", reason: "Le client a annulé" })
      const { data } = await cod.query().graph({ entity: "order", fields: ["status"], filters: { id: second.id } })
      expect(data[0].status).toBe("canceled")
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })

      // a refused transition is a 409 naming its rule (the order life's confirmation axis)
      const reopen = await set(second.id, { status: "confirmed" })
      expect(reopen.status).toBe(409)
      expect(reopen.data.message).toMatch(/cancelled/)
      expect((await set("order_missing", { status: "confirmed" })).status).toBe(404)
      expect((await set(first.id, { status: "to_confirm" })).status).toBe(400)
    })

    it("places a lead's order from the admin: same checks, one order per lead, the lead converted", async () => {
      const cart_id = "cart_1732350000001_3"
      const p = await cod.product(admin, { stock: 5 })
      const lead = {
        cart_id,
        firstname: "Karim",
        lastname: "Haddad",
        phone: "0770 12 34 56",
        wilaya: 16,
        commune: 1601,
        items: [{ variant_id: p.variant_id, quantity: 2 }],
      }
      expect((await api.post("/store/cod-leads", lead, cod.asStorefront())).status).toBe(201)
      const [open] = (await api.get("/admin/cod/leads?status=open", admin)).data.leads

      // staff pick the delivery from the same quote the store shows
      const quote = (await api.get("/admin/commune-quotes/1601", admin)).data
      const yal = quote.transporters.find((t: QuoteTransporter) => t.code === "yalidine").delivery_types.find((d: QuoteDeliveryType) => d.type === "home")
      expect(yal.shipping_option_id).toBe((await cod.option("yalidine", "home")).id)
      expect((await attempt(api.get("/admin/commune-quotes/9999", admin))).status).toBe(404)

      const url = `/admin/cod/leads/${open.id}/order`
      const body = {
        firstname: "Karim",
        lastname: "Haddad",
        phone: "0770123456",
        address: "",
        wilaya: 16,
        commune: 1601,
        shipping_option_id: yal.shipping_option_id,
        items: open.items,
      }
      const bad = await attempt(api.post(url, { ...body, unit_price: 1 }, admin))
      expect(bad.status).toBe(400)
      expect(bad.data.errors.map((e: FieldError) => e.field).sort()).toEqual(["address", "unit_price"])
      expect((await attempt(api.post("/admin/cod/leads/codlead_missing/order", body, admin))).status).toBe(404)

      // the blocklist still holds (the cooldown does not: staff order on purpose)
      const blocked = (await api.post("/admin/cod/blocked-phones", { phone: "0770123456", reason: "test" }, admin)).data.blocked_phone
      const refused = await attempt(api.post(url, { ...body, address: "5 rue Larbi Ben M'hidi" }, admin))
      expect(refused.status).toBe(403)
      expect(refused.data.message).toMatch(/blocklist/)
      await api.delete(`/admin/cod/blocked-phones/${blocked.id}`, admin)

      const full = { ...body, address: "5 rue Larbi Ben M'hidi" }
      const placed = await attempt(api.post(url, full, admin))
      expect(placed.status).toBe(201)
      expect(placed.data.order).toMatchObject({ item_total: 2 * p.price, shipping_total: yal.price, total: 2 * p.price + yal.price })
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 5, reserved: 2 })
      const replay = await attempt(api.post(url, full, admin))
      expect([replay.status, replay.data.order.id]).toEqual([200, placed.data.order.id])
      const again = await attempt(api.post(url, { ...full, items: [{ variant_id: p.variant_id, quantity: 1 }] }, admin))
      expect([again.status, again.data.code, again.data.order_id]).toEqual([409, "lead_converted", placed.data.order.id])
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 5, reserved: 2 })

      const [converted] = (await api.get("/admin/cod/leads?status=converted", admin)).data.leads
      expect(converted).toMatchObject({ id: open.id, status: "converted", order_id: placed.data.order.id })
      const queue = (await api.get("/admin/cod/confirmations", admin)).data.confirmations
      expect(queue.find((c: AdminCodConfirmation) => c.order_id === placed.data.order.id)).toMatchObject({
        status: "to_confirm",
        phone: "0770123456",
        first_name: "Karim",
      })
    })

    it("refuses a lead order the stock cannot cover, naming the variant, and keeps the lead open", async () => {
      const p = await cod.product(admin, { stock: 1 })
      const cart_id = "cart_1732350000002_4"
      await api.post(
        "/store/cod-leads",
        { cart_id, firstname: "Samia", lastname: "Kaci", phone: "0661000111", items: [{ variant_id: p.variant_id, quantity: 3 }] },
        cod.asStorefront()
      )
      const [lead] = (await api.get("/admin/cod/leads?status=open", admin)).data.leads.filter((l: AdminCodLead) => l.cart_id === cart_id)
      const yal = await cod.option("yalidine", "home")
      const res = await attempt(
        api.post(
          `/admin/cod/leads/${lead.id}/order`,
          {
            firstname: "Samia",
            lastname: "Kaci",
            phone: "0661000111",
            address: "Rue 1",
            wilaya: 16,
            commune: 1601,
            shipping_option_id: yal.id,
            items: lead.items,
          },
          admin
        )
      )
      expect([res.status, res.data.code, res.data.variant_id]).toEqual([409, "insufficient_inventory", p.variant_id])
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 1, reserved: 0 })
      expect((await api.get("/admin/cod/leads?status=open", admin)).data.leads.some((l: AdminCodLead) => l.id === lead.id)).toBe(true)
    })
  },
})
