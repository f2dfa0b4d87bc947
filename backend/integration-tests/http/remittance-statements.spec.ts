import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import type { AdminTransporterPayment, StatementErrorResponse, StatementPreview, TransporterBalance } from "@shop/contracts/transporter-payments"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(600 * 1000)

const cents = (n: number) => Math.round(n * 100)
/** "8 500,00": how a French courier writes an amount. */
const fr = (n: number) => {
  const [int, dec] = Math.abs(n).toFixed(2).split(".")
  return `${n < 0 ? "-" : ""}${int.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${dec}`
}

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api = untyped as Api
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const P = "/admin/transporter-payments"
    const life = (orderId: string) => `/admin/orders/${orderId}/life`
    const preview = (transporter_id: string, csv: string) => attempt(api.post<StatementPreview>(`${P}/statements/preview`, { transporter_id, csv }, admin))

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      process.env.COD_COOLDOWN_SECONDS = "0"
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("keeps the statement preview for staff only and reports a bad file line by line, never a 500", async () => {
      await expectStaffOnly(api, [["post", `${P}/statements/preview`]])
      const option = await cod.option("yalidine", "home")
      const t = option.transporter_id
      const bad = await preview(t, "N° de suivi;Net à payer;Frais\nYAL-1;8 500,00;400\n;100;0\nYAL-2;abc;0\nYAL-3;1;2;3\n")
      expect(bad.status).toBe(400)
      const body = bad.data as unknown as StatementErrorResponse
      expect(body.errors.map((e) => [e.line, e.column, e.code])).toEqual([
        [3, "tracking_number", "missing_key"],
        [4, "net", "bad_amount"],
        [5, null, "cell_count"],
      ])
      expect(body.message).toContain("line 4, column net")
      const header = await preview(t, "colour;net\nred;1\n")
      expect([header.status, (header.data as unknown as StatementErrorResponse).errors[0].code]).toEqual([400, "unknown_column"])
      for (const [b, field] of [
        [{ transporter_id: t }, "csv"],
        [{ transporter_id: t, csv: "" }, "csv"],
        [{ csv: "a;b" }, "transporter_id"],
        [{ transporter_id: t, csv: "tracking;net\nA;1", extra: 1 }, "extra"],
      ] as const) {
        const r = await attempt(api.post(`${P}/statements/preview`, b, admin))
        expect([field, r.status]).toEqual([field, 400])
        expect((r.data as { message: string }).message).toContain(field)
      }
      expect((await preview("tr_nope", "tracking;net\nA;1\n")).status).toBe(404)
    })

    it("10 delivered and 2 returned parcels: expects Σ(cash − fee) − Σ(return fees) exactly; a statement shows a difference only where it differs", async () => {
      const option = await cod.option("yalidine", "home")
      const t = option.transporter_id
      const prices = [2500, 3100, 4999, 8900, 1250, 15000, 7300, 2650, 990, 12345, 6000, 3333]
      const parcels: { id: string; display_id: number; total: number; tracking: string }[] = []
      for (const [i, price] of prices.entries()) {
        const p = await cod.product(admin, { title: `Article ${i}`, price, stock: 5 })
        const res = await cod.order(form(p.variant_id, option.id))
        expect(res.status).toBe(201)
        const order = res.data.order as unknown as { id: string; display_id: number; total: number }
        const tracking = `YAL-${String(1000 + i)}`
        expect((await attempt(api.post(`${life(order.id)}/confirmation`, { to: "confirmed" }, admin))).status).toBe(200)
        const handed = await attempt(api.post<AdminOrderLifeResponse>(`${life(order.id)}/delivery`, { to: "handed_over", tracking_number: tracking }, admin))
        expect([tracking, handed.status]).toEqual([tracking, 200])
        parcels.push({ id: order.id, display_id: order.display_id, total: order.total, tracking })
      }
      const delivered = parcels.slice(0, 10)
      const returned = parcels.slice(10)
      for (const p of delivered) expect((await attempt(api.post(`${life(p.id)}/delivery`, { to: "delivered" }, admin))).status).toBe(200)
      for (const p of returned)
        expect((await attempt(api.post(`${life(p.id)}/delivery`, { to: "returned", reason: "refused_at_door" }, admin))).status).toBe(200)

      // The amounts frozen at hand-over: the order total, the rate table's home fee, its return fee.
      const lives = new Map<string, AdminOrderLifeResponse["life"]>()
      for (const p of parcels) lives.set(p.id, (await api.get<AdminOrderLifeResponse>(life(p.id), admin)).data.life)
      for (const p of parcels) {
        const l = lives.get(p.id)!
        expect(l.cash_to_collect).toBe(p.total)
        expect(l.courier_fee).toBe(option.price)
        expect(l.return_fee).not.toBeNull()
      }
      const net = (p: (typeof parcels)[number]) => {
        const l = lives.get(p.id)!
        return delivered.includes(p) ? cents(l.cash_to_collect!) - cents(l.courier_fee!) : -cents(l.return_fee!)
      }
      const expected = (delivered.reduce((a, p) => a + net(p), 0) + returned.reduce((a, p) => a + net(p), 0)) / 100
      const exact =
        delivered.reduce((a, p) => a + cents(p.total) - cents(option.price), 0) - returned.reduce((a, p) => a + cents(lives.get(p.id)!.return_fee!), 0)
      expect(cents(expected)).toBe(exact)

      const less200 = (cents(expected) - 20000) / 100
      // The courier's statement, in its own words: French headers, semicolons, spaced amounts with a decimal comma.
      const header = "N° de suivi;N° commande;Montant encaissé;Frais de livraison;Frais de retour;Net à payer"
      const row = (p: (typeof parcels)[number], shortBy = 0) => {
        const l = lives.get(p.id)!
        const isDelivered = delivered.includes(p)
        const collected = isDelivered ? l.cash_to_collect! - shortBy : 0
        const fee = isDelivered ? l.courier_fee! : 0
        const ret = isDelivered ? 0 : l.return_fee!
        return [p.tracking, p.display_id, fr(collected), fr(fee), fr(ret), fr((cents(collected) - cents(fee) - cents(ret)) / 100)].join(";")
      }
      const exactCsv = [header, ...parcels.map((p) => row(p))].join("\r\n")
      const ok = await preview(t, exactCsv)
      expect(ok.status).toBe(200)
      expect(ok.data.matched).toHaveLength(12)
      expect(ok.data.unmatched).toEqual([])
      expect(ok.data.missing).toEqual([])
      expect(ok.data.matched.every((m) => m.difference === 0 && m.matched_by === "tracking_number")).toBe(true)
      expect(ok.data.totals).toEqual({ expected, statement: expected, difference: 0, unmatched: 0, missing: 0 })
      const returnedLine = ok.data.matched.find((m) => m.order_id === returned[0].id)!
      expect(returnedLine.expected).toEqual({
        cash: 0,
        fee: 0,
        return_fee: lives.get(returned[0].id)!.return_fee,
        net: -lives.get(returned[0].id)!.return_fee!,
      })

      // One line short by 200 DA, one unknown tracking number; the 12th parcel named only by its order number.
      const short = delivered[3]
      const byNumber = delivered[9]
      const shortCsv = [
        header,
        ...parcels.map((p) => (p === short ? row(p, 200) : p === byNumber ? row(p).replace(p.tracking, "") : row(p))),
        "YAL-NOPE;;1 000,00;400,00;0;600,00",
      ].join("\n")
      const diff = await preview(t, shortCsv)
      expect(diff.status).toBe(200)
      expect(diff.data.matched).toHaveLength(12)
      expect(diff.data.matched.filter((m) => m.difference !== 0).map((m) => [m.order_id, m.difference])).toEqual([[short.id, -200]])
      expect(diff.data.matched.find((m) => m.order_id === byNumber.id)?.matched_by).toBe("order_number")
      expect(diff.data.unmatched.map((u) => [u.tracking_number, u.reason, u.net])).toEqual([["YAL-NOPE", "unknown", 600]])
      expect(diff.data.totals).toEqual({ expected, statement: less200, difference: -200, unmatched: 600, missing: 0 })

      // Recording it keeps each parcel's received amount and difference.
      const recorded = await attempt(
        api.post<{ payment: AdminTransporterPayment }>(
          P,
          {
            transporter_id: t,
            order_ids: diff.data.matched.map((m) => m.order_id),
            received: diff.data.matched.map((m) => ({ order_id: m.order_id, amount_received: m.statement.net })),
            amount_received: String(diff.data.totals.statement).replace(".", ","),
            reference: "YAL-REL-2026-11",
            paid_at: "2026-11-24",
          },
          admin
        )
      )
      expect(recorded.status).toBe(201)
      const payment = recorded.data.payment
      expect([payment.amount_expected, payment.amount_received, payment.difference]).toEqual([expected, less200, -200])
      const perParcel = new Map(payment.orders.map((o) => [o.order_id, o]))
      expect(perParcel.get(short.id)).toMatchObject({ amount_expected: net(short) / 100, amount_received: (net(short) - 20000) / 100, difference: -200 })
      expect(perParcel.get(returned[0].id)).toMatchObject({ amount_expected: net(returned[0]) / 100, difference: 0 })
      expect(payment.orders.filter((o) => o.difference !== 0)).toHaveLength(1)
      // The payments list shows the same, per parcel.
      const listed = (await api.get<{ payments: AdminTransporterPayment[] }>(`${P}?transporter_id=${t}`, admin)).data.payments.find((p) => p.id === payment.id)!
      expect(listed.orders.find((o) => o.order_id === short.id)).toMatchObject({ display_id: short.display_id, difference: -200 })

      // Settled: the parcels are remitted, a second import finds them already paid, the courier owes nothing more.
      expect((await api.get<AdminOrderLifeResponse>(life(short.id), admin)).data.life.money_state).toBe("remitted")
      const again = await preview(t, exactCsv)
      expect(again.data.matched).toEqual([])
      expect(new Set(again.data.unmatched.map((u) => u.reason))).toEqual(new Set(["already_remitted"]))
      const balance = (await api.get<{ balances: TransporterBalance[] }>(`${P}/balances`, admin)).data.balances.find((b) => b.transporter.id === t)!
      expect(balance).toMatchObject({
        delivered_count: 10,
        collected: delivered.reduce((a, p) => a + cents(p.total), 0) / 100,
        courier_fees: (10 * cents(option.price)) / 100,
        returned_count: 2,
        return_fees: returned.reduce((a, p) => a + cents(lives.get(p.id)!.return_fee!), 0) / 100,
        owed_count: 0,
        owed: 0,
        remitted_expected: expected,
        remitted: less200,
        difference: -200,
      })
    })
  },
})
