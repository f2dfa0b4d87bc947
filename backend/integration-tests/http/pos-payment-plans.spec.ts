import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, dayFrom, plain, runSeed, type Api } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Line = { seq: number; kind: string; amount: number; due_date: string; paid_at: string | null; paid_by: string | null; method: string | null }
type Plan = {
  id: string
  order_id: string
  type: string
  total: number
  status: string
  lines: Line[]
  state: { paid_total: number; remaining: number; paid: boolean; overdue: number[]; next_due: { seq: number; due_date: string } | null }
}
type PlanAnswer = { payment_plan: Plan }
type Overdue = {
  today: string
  count: number
  overdue: { order_id: string; display_id: number | null; seq: number; amount: number; due_date: string; days_late: number }[]
}
type FieldErrors = { errors: { field: string; code: string }[] }

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    let accountant: Headers
    let warehouse: Headers
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      owner = await adminHeaders(api)
      accountant = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "accountant")!
      )
      warehouse = await adminHeaders(
        api,
        DEMO_STAFF.find((s) => s.role === "warehouse")!
      )
      process.env.COD_COOLDOWN_SECONDS = "0"
    })
    afterEach(() => {
      delete process.env.COD_COOLDOWN_SECONDS
    })

    /** A cash-on-delivery order of one line at `price` (its total: the price plus the delivery). */
    async function anOrder(price: number) {
      const p = await plain(cod.product(owner, { title: `Machine à café ${++made}`, price, stock: 20 }))
      const yal = await cod.option("yalidine", "home")
      const res = await cod.order(form(p.variant_id, yal.id))
      expect(res.status).toBe(201)
      const id = (res.data as { order: { id: string } }).order.id
      const { data } = await cod.query().graph({ entity: "order", fields: ["id", "total"], filters: { id } })
      return { id, total: Number(data[0].total) }
    }
    /** What Medusa captured on the order's payments, and the order's payment status as Medusa's order page shows it. */
    async function captured(orderId: string) {
      const { data } = await cod.query().graph({ entity: "order", fields: ["id", "payment_collections.payments.captures.amount"], filters: { id: orderId } })
      const o = data[0] as { payment_collections: { payments: { captures: { amount: number }[] }[] }[] }
      const sum = o.payment_collections
        .flatMap((c) => c.payments)
        .flatMap((p) => p.captures ?? [])
        .reduce((s, c) => s + Number(c.amount), 0)
      const page = await plain(api.get<{ order: { payment_status: string } }>(`/admin/orders/${orderId}?fields=id,payment_status`, owner))
      return { sum: Math.round(sum * 100) / 100, status: page.data.order.payment_status }
    }
    let made = 0
    const pay = (orderId: string, seq: number, who: Headers, method = "cash") =>
      attempt(api.post<PlanAnswer>(`/admin/orders/${orderId}/payment-plan/lines/${seq}/payments`, { method }, who))

    it("an installment schedule paid in three payments: each recorded with who, when and how, captured on the order, the order paid with the last", async () => {
      const order = await anOrder(9000)
      const third = Math.round((order.total / 3) * 100) / 100
      const last = Math.round((order.total - 2 * third) * 100) / 100
      const installments = [
        { amount: third, due_date: dayFrom(0) },
        { amount: third, due_date: dayFrom(30) },
        { amount: last, due_date: dayFrom(60) },
      ]
      const made = await attempt(api.post<PlanAnswer>(`/admin/orders/${order.id}/payment-plan`, { type: "installments", installments }, owner))
      expect(made.status).toBe(201)
      const plan = (made.data as PlanAnswer).payment_plan
      expect(plan).toMatchObject({ type: "installments", total: order.total, status: "open" })
      expect(plan.lines.map((l) => [l.seq, l.kind, l.amount, l.due_date, l.paid_at])).toEqual(
        installments.map((i, n) => [n + 1, "installment", i.amount, i.due_date, null])
      )
      expect(plan.state).toEqual({ paid_total: 0, remaining: order.total, paid: false, overdue: [], next_due: { seq: 1, due_date: dayFrom(0) } })

      // a second plan for the same order is refused
      expect((await attempt(api.post(`/admin/orders/${order.id}/payment-plan`, { type: "installments", installments }, owner))).status).toBe(409)

      const me = (await plain(api.get<{ user: { id: string } }>("/admin/users/me", accountant))).data.user.id
      const first = await pay(order.id, 1, accountant, "cash")
      expect(first.status).toBe(201)
      const afterFirst = (first.data as PlanAnswer).payment_plan
      expect(afterFirst.lines[0]).toMatchObject({ seq: 1, paid_by: me, method: "cash", paid_at: expect.any(String) })
      expect(Date.now() - Date.parse(afterFirst.lines[0].paid_at!)).toBeLessThan(60_000)
      expect(afterFirst.state).toMatchObject({ paid_total: third, paid: false, next_due: { seq: 2 } })
      expect(await captured(order.id)).toEqual({ sum: third, status: "partially_captured" })

      // the same installment twice: refused, nothing captured twice
      expect((await pay(order.id, 1, accountant)).status).toBe(409)
      expect((await captured(order.id)).sum).toBe(third)

      expect((await pay(order.id, 2, accountant, "card")).status).toBe(201)
      const done = await pay(order.id, 3, owner, "cash")
      expect(done.status).toBe(201)
      const paid = (done.data as PlanAnswer).payment_plan
      expect(paid).toMatchObject({ status: "paid", state: { paid: true, remaining: 0, paid_total: order.total, next_due: null } })
      expect(paid.lines.map((l) => l.method)).toEqual(["cash", "card", "cash"])
      expect(await captured(order.id)).toEqual({ sum: order.total, status: "captured" })
    })

    it("refuses a plan that does not add up or a date in the past, naming the field, and writes nothing", async () => {
      const order = await anOrder(5000)
      const short = await attempt(
        api.post<FieldErrors>(
          `/admin/orders/${order.id}/payment-plan`,
          { type: "installments", installments: [{ amount: order.total - 1, due_date: dayFrom(10) }] },
          owner
        )
      )
      expect(short.status).toBe(400)
      expect((short.data as FieldErrors).errors).toEqual([expect.objectContaining({ field: "installments", code: "schedule_sum" })])
      const past = await attempt(
        api.post<FieldErrors>(
          `/admin/orders/${order.id}/payment-plan`,
          { type: "installments", installments: [{ amount: order.total, due_date: dayFrom(-3) }] },
          owner
        )
      )
      expect(past.status).toBe(400)
      expect((past.data as FieldErrors).errors).toEqual([expect.objectContaining({ field: "installments.0.due_date", code: "date_in_past" })])
      const tooMuch = await attempt(api.post<FieldErrors>(`/admin/orders/${order.id}/payment-plan`, { type: "deposit", deposit: order.total }, owner))
      expect((tooMuch.data as FieldErrors).errors).toEqual([expect.objectContaining({ field: "deposit", code: "too_high" })])
      expect((await attempt(api.get(`/admin/orders/${order.id}/payment-plan`, owner))).status).toBe(404)
      expect((await pg()("pos_payment_plan").where({ order_id: order.id })).length).toBe(0)
      // an order that does not exist
      expect((await attempt(api.post("/admin/orders/order_missing/payment-plan", { type: "deposit", deposit: 100 }, owner))).status).toBe(404)
    })

    it("lists the installments past due and unpaid, oldest first, with the days late; paid ones and the courier's rest never", async () => {
      const a = await anOrder(7000)
      const b = await anOrder(8000)
      await api.post(
        `/admin/orders/${a.id}/payment-plan`,
        {
          type: "installments",
          installments: [
            { amount: 1000, due_date: dayFrom(0) },
            { amount: a.total - 1000, due_date: dayFrom(20) },
          ],
        },
        owner
      )
      await plain(api.post(`/admin/orders/${b.id}/payment-plan`, { type: "deposit", deposit: 2000 }, owner))
      // time passes: a's two installments fell due 10 and 5 days ago; b's deposit 3 days ago, its rest is the courier's
      const back = async (orderId: string, seq: number, days: number) =>
        pg().raw(`update pos_plan_line l set due_date = ? from pos_payment_plan p where p.id = l.plan_id and p.order_id = ? and l.seq = ?`, [
          dayFrom(-days),
          orderId,
          seq,
        ])
      await back(a.id, 1, 10)
      await back(a.id, 2, 5)
      await back(b.id, 0, 3)
      await back(b.id, 1, 3)
      expect((await pay(a.id, 1, accountant)).status).toBe(201)

      const list = (await plain(api.get<Overdue>("/admin/pos/installments/overdue?limit=200", accountant))).data
      const ours = list.overdue.filter((r) => r.order_id === a.id || r.order_id === b.id)
      expect(ours.map((r) => [r.order_id, r.seq, r.amount, r.days_late])).toEqual([
        [a.id, 2, a.total - 1000, 5],
        [b.id, 0, 2000, 3],
      ])
      expect(ours[0].display_id).toEqual(expect.any(Number))
      const plan = (await plain(api.get<PlanAnswer>(`/admin/orders/${a.id}/payment-plan`, owner))).data.payment_plan
      expect(plan.state.overdue).toEqual([2])
      // the rest due on delivery is the courier's: not recorded at the desk
      const courier = await pay(b.id, 1, accountant)
      expect(courier.status).toBe(400)
    })

    it("a deposit taken at the desk, the rest collected by the courier: the life expects the rest, delivery captures the rest, the order is paid", async () => {
      const order = await anOrder(6000)
      expect((await attempt(api.post(`/admin/orders/${order.id}/payment-plan`, { type: "deposit", deposit: 1500 }, owner))).status).toBe(201)
      expect((await pay(order.id, 0, accountant, "cash")).status).toBe(201)
      expect(await captured(order.id)).toEqual({ sum: 1500, status: "partially_captured" })
      const move = (axis: string, body: Record<string, unknown>) => plain(api.post(`/admin/orders/${order.id}/life/${axis}`, body, owner))
      await move("confirmation", { to: "confirmed" })
      await move("delivery", { to: "handed_over", tracking_number: `TRK-${order.id.slice(-8)}` })
      const life = (await plain(api.get<{ life: { cash_to_collect: number } }>(`/admin/orders/${order.id}/life`, owner))).data.life
      expect(Number(life.cash_to_collect)).toBe(order.total - 1500)
      await move("delivery", { to: "delivered" })
      expect(await captured(order.id)).toEqual({ sum: order.total, status: "captured" })
      // an order already paid by its courier takes no plan
      const other = await anOrder(3000)
      for (const [axis, body] of [
        ["confirmation", { to: "confirmed" }],
        ["delivery", { to: "handed_over", tracking_number: `TRK-${other.id.slice(-8)}` }],
        ["delivery", { to: "delivered" }],
      ] as const)
        await plain(api.post(`/admin/orders/${other.id}/life/${axis}`, body, owner))
      expect((await attempt(api.post(`/admin/orders/${other.id}/payment-plan`, { type: "deposit", deposit: 500 }, owner))).status).toBe(409)
      const plan = (await plain(api.get<PlanAnswer>(`/admin/orders/${order.id}/payment-plan`, owner))).data.payment_plan
      // the plan's rest is the courier's: recorded by the life's money axis, not here
      expect(plan.lines.map((l) => [l.kind, l.amount, !!l.paid_at])).toEqual([
        ["deposit", 1500, true],
        ["on_delivery", order.total - 1500, false],
      ])
    })

    it("checks the staff member's role: the warehouse neither sets plans nor records money nor reads the overdue list", async () => {
      const order = await anOrder(4000)
      const plan = { type: "installments", installments: [{ amount: order.total, due_date: dayFrom(1) }] }
      expect((await attempt(api.post(`/admin/orders/${order.id}/payment-plan`, plan, warehouse))).status).toBe(403)
      expect((await attempt(api.post(`/admin/orders/${order.id}/payment-plan`, plan, owner))).status).toBe(201)
      expect((await pay(order.id, 1, warehouse)).status).toBe(403)
      expect((await attempt(api.get("/admin/pos/installments/overdue", warehouse))).status).toBe(403)
      expect((await attempt(api.get(`/admin/orders/${order.id}/payment-plan`, warehouse))).status).toBe(200)
      expect(await pay(order.id, 1, accountant, "cheque")).toMatchObject({ status: 400 })
    })
  },
})
