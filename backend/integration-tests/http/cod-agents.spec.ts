import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import type {
  AdminCodAgentsResponse,
  AdminCodAgentStatsResponse,
  AdminCodCallsResponse,
  AdminCodConfirmation,
  AdminCodConfirmationsResponse,
  BulkResponse,
} from "@shop/contracts/cod-admin"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import type { NotAllowedAnswer } from "@shop/contracts/staff-roles"
import { setStaffRoleWorkflow } from "@shop/security/workflows"
import { DEMO_STAFF } from "../../src/scripts/seed/staff-users"
import { adminHeaders, attempt, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Pg = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** Two more confirmation agents than the seed's one (the seed's way: auth identity, role, then the user). */
const MORE_AGENTS = [
  { email: "agent2@dz-shop.local", password: "dzshop-agent2", first_name: "Nadia" },
  { email: "agent3@dz-shop.local", password: "dzshop-agent3", first_name: "Karim" },
]
const FIRST_AGENT = DEMO_STAFF.find((s) => s.role === "agent")!
const WAREHOUSE = DEMO_STAFF.find((s) => s.role === "warehouse")!

async function makeAgent(container: MedusaContainer, a: { email: string; password: string; first_name: string }) {
  const { authIdentity, error } = await container.resolve(Modules.AUTH).register("emailpass", { body: { email: a.email, password: a.password } })
  if (error || !authIdentity) throw new Error(`agent ${a.email}: ${error}`)
  await setStaffRoleWorkflow(container).run({ input: { email: a.email, role: "agent" } })
  await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity.id, userData: { email: a.email, first_name: a.first_name, last_name: "Agent" } },
  })
}

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    /** The three agents' logins and user ids: A (the seed's), B, C. */
    const as: Record<"A" | "B" | "C", Headers> = {} as Record<"A" | "B" | "C", Headers>
    const id: Record<"A" | "B" | "C", string> = {} as Record<"A" | "B" | "C", string>
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)

    const login = (who: { email: string; password: string }) => adminHeaders(api, who)
    const duty = (user: string, on_duty: boolean, h: Headers) => attempt(api.post(`/admin/cod/agents/${user}`, { on_duty }, h))
    const call = <T = { confirmation: AdminCodConfirmation }>(orderId: string, body: Record<string, unknown>, h: Headers) =>
      attempt(api.post<T>(`/admin/cod/confirmations/${orderId}`, body, h))
    const lifeOf = async (orderId: string) => (await api.get<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life`, owner)).data
    const assignedTo = async (orderId: string) => {
      const { rows } = await pg().raw(`SELECT assigned_to FROM order_life WHERE order_id = ?`, [orderId])
      return (rows[0]?.assigned_to as string | null) ?? null
    }
    const queue = async (query: string, h: Headers = owner) => (await api.get<AdminCodConfirmationsResponse>(`/admin/cod/confirmations?${query}`, h)).data

    let product: Awaited<ReturnType<typeof cod.product>>
    let option: Awaited<ReturnType<typeof cod.option>>
    /** A placed COD order (its id); a 409 "busy, retry" of orders placed at once is retried, as the storefront tells the buyer to. */
    const place = async () => {
      for (let i = 0; ; i++) {
        const res = await cod.order(form(product.variant_id, option.id))
        if (res.status === 409 && i < 10) {
          await new Promise((r) => setTimeout(r, 200 + 100 * i))
          continue
        }
        expect(res.status).toBe(201)
        return res.data.order.id as string
      }
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      for (const a of MORE_AGENTS) await makeAgent(getContainer(), a)
      owner = await adminHeaders(api)
      product = await cod.product(owner, { title: "Casque audio", stock: 200, price: 3000 })
      option = await cod.option("yalidine", "home")
    })
    beforeEach(async () => {
      owner = await adminHeaders(api)
      as.A = await login(FIRST_AGENT)
      as.B = await login(MORE_AGENTS[0])
      as.C = await login(MORE_AGENTS[1])
      for (const k of ["A", "B", "C"] as const) id[k] = (await api.get<{ user: { id: string } }>("/admin/users/me", as[k])).data.user.id
    })

    it("keeps the desk's routes for staff only, and each for the roles that have its permission", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/cod/agents"],
        ["post", "/admin/cod/agents/user_1"],
        ["post", "/admin/cod/assign"],
        ["get", "/admin/cod/agent-stats"],
        ["get", "/admin/cod/confirmations/order_1/calls"],
      ])
      const warehouse = await login(WAREHOUSE)
      const o = await place()
      const forbidden: Array<[Promise<{ status: number; data: unknown }>, string]> = [
        [attempt(api.post(`/admin/cod/assign`, { order_ids: [o], agent_id: null }, as.A)), "orders.assign"],
        [attempt(api.get(`/admin/cod/agent-stats`, as.A)), "reports.read"],
        [duty(id.B, true, as.A), "orders.assign"],
        [call(o, { outcome: "confirmed" }, warehouse), "orders.confirm"],
        [duty(id.A, true, warehouse), "orders.assign"],
      ]
      for (const [p, permission] of forbidden) {
        const res = await p
        expect([res.status, (res.data as NotAllowedAnswer).permission]).toEqual([403, permission])
      }
      // the warehouse reads who is on duty and an order's calls
      expect((await attempt(api.get(`/admin/cod/agents`, warehouse))).status).toBe(200)
      expect((await attempt(api.get(`/admin/cod/confirmations/${o}/calls`, warehouse))).status).toBe(200)
    })

    it("deals new orders in turn among the agents on duty (strict under concurrency), skips the off-duty, and leaves them unassigned when nobody is on duty", async () => {
      // nobody on duty: unassigned
      const lone = await place()
      expect(await assignedTo(lone)).toBeNull()

      // an agent puts themselves on duty; the owner puts B and C on duty, then takes C off
      expect((await duty(id.A, true, as.A)).status).toBe(200)
      expect((await duty(id.B, true, owner)).status).toBe(200)
      expect((await duty(id.C, true, owner)).status).toBe(200)
      expect((await duty(id.C, false, owner)).status).toBe(200)
      // bad input names the field; an unknown user is a 404; a warehouse account cannot go on duty
      const bad = await attempt(api.post<ErrorAnswer>(`/admin/cod/agents/${id.A}`, { on_duty: "yes" }, owner))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toContain("on_duty")
      expect((await duty("user_nobody", true, owner)).status).toBe(404)
      const whId = (await api.get<{ user: { id: string } }>("/admin/users/me", await login(WAREHOUSE))).data.user.id
      const wh = await duty(whId, true, owner)
      expect([wh.status, (wh.data as ErrorAnswer).message]).toEqual([400, expect.stringContaining("id:")])

      const first = [await place(), await place()]
      expect([await assignedTo(first[0]), await assignedTo(first[1])]).toEqual([id.A, id.B])
      // four orders at once: still strictly in turn, two each, none to C (off duty)
      const burst = await Promise.all([place(), place(), place(), place()])
      const dealt = await Promise.all(burst.map(assignedTo))
      expect(dealt.filter((a) => a === id.A)).toHaveLength(2)
      expect(dealt.filter((a) => a === id.B)).toHaveLength(2)

      const { data } = await api.get<AdminCodAgentsResponse>("/admin/cod/agents", as.A)
      expect(data.me).toBe(id.A)
      const byId = new Map(data.agents.map((a) => [a.user_id, a]))
      expect(byId.get(id.A)).toMatchObject({ on_duty: true, open: 3, name: "Agent Démo" })
      expect(byId.get(id.B)).toMatchObject({ on_duty: true, open: 3, name: "Nadia Agent" })
      expect(byId.get(id.C)).toMatchObject({ on_duty: false, open: 0 })

      // "my queue": each agent's own orders; `none` the unassigned one
      const mine = await queue("assigned=me&to_call=true", as.B)
      expect(mine.count).toBe(3)
      expect(mine.confirmations.every((c) => c.assigned_to === id.B && c.assigned_name === "Nadia Agent")).toBe(true)
      expect((await queue("assigned=none")).confirmations.map((c) => c.order_id)).toEqual([lone])

      // everybody off duty: the next order is nobody's
      await duty(id.A, false, as.A)
      await duty(id.B, false, owner)
      expect(await assignedTo(await place())).toBeNull()
    })

    it("reassigns in bulk: each order done or reported, one bad order does not stop the others", async () => {
      const [o1, o2, o3] = [await place(), await place(), await place()]
      expect((await call(o3, { outcome: "cancelled", reason: "changed mind" }, owner)).status).toBe(200)
      const o3Agent = await assignedTo(o3)

      const res = await api.post<BulkResponse>("/admin/cod/assign", { order_ids: [o1, o3, "order_nope", o2], agent_id: id.B }, owner)
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ done: 2, failed: 2 })
      const by = new Map(res.data.results.map((r) => [r.order_id, r]))
      expect(by.get(o1)).toMatchObject({ ok: true, agent_id: id.B })
      expect(by.get(o2)).toMatchObject({ ok: true, agent_id: id.B })
      expect(by.get(o3)).toMatchObject({ ok: false, message: expect.stringContaining("cancelled") })
      expect(by.get("order_nope")).toMatchObject({ ok: false, message: expect.stringContaining("order_nope") })
      expect([await assignedTo(o1), await assignedTo(o2), await assignedTo(o3)]).toEqual([id.B, id.B, o3Agent])

      // round robin with nobody on duty: each order reported, nothing changed
      const none = await api.post<BulkResponse>("/admin/cod/assign", { order_ids: [o1], round_robin: true }, owner)
      expect(none.data).toMatchObject({ done: 0, failed: 1, results: [{ order_id: o1, ok: false, message: expect.stringContaining("on duty") }] })
      expect(await assignedTo(o1)).toBe(id.B)
      // round robin among A and C
      await duty(id.A, true, owner)
      await duty(id.C, true, owner)
      const rr = await api.post<BulkResponse>("/admin/cod/assign", { order_ids: [o1, o2], round_robin: true }, owner)
      expect(rr.data.results.map((r) => r.agent_id)).toEqual([id.A, id.C])
      // unassign
      const off = await api.post<BulkResponse>("/admin/cod/assign", { order_ids: [o1], agent_id: null }, owner)
      expect(off.data.done).toBe(1)
      expect(await assignedTo(o1)).toBeNull()

      // bad input: 400 naming the field
      for (const [body, field] of [
        [{ order_ids: [], agent_id: id.A }, "order_ids"],
        [{ order_ids: [o1] }, "agent_id"],
        [{ order_ids: [o1], agent_id: id.A, round_robin: true }, "round_robin"],
        [{ order_ids: [o1], agent_id: "user_nobody" }, "agent_id"],
      ] as const) {
        const r = await attempt(api.post<ErrorAnswer>("/admin/cod/assign", body, owner))
        expect([r.status, r.data.message]).toEqual([400, expect.stringContaining(field)])
      }
    })

    it("logs every call with its agent, time, outcome and note; each outcome moves the confirmation as the contract maps it", async () => {
      const o = await place()
      expect(await assignedTo(o)).toBeNull()
      const before = Date.now()
      const busy = await call(o, { outcome: "busy", note: "  occupé, rappeler  " }, as.A)
      expect(busy.status).toBe(200)
      expect(busy.data.confirmation).toMatchObject({ status: "no_answer", attempts: 1 })
      // an unassigned order becomes the caller's
      expect(await assignedTo(o)).toBe(id.A)
      expect((await call(o, { outcome: "switched_off" }, as.B)).data.confirmation).toMatchObject({ status: "no_answer", attempts: 2 })
      expect((await call(o, { outcome: "no_answer" }, as.A)).data.confirmation).toMatchObject({ status: "no_answer", attempts: 3 })
      // a postponed call needs its time, a cancellation its reason: 400 naming the field, nothing logged
      const noTime = await call<ErrorAnswer>(o, { outcome: "postponed" }, as.A)
      expect([noTime.status, noTime.data.message]).toEqual([400, expect.stringContaining("postponed_until")])
      const noReason = await call<ErrorAnswer>(o, { outcome: "cancelled" }, as.A)
      expect([noReason.status, noReason.data.message]).toEqual([400, expect.stringContaining("reason")])
      for (const [body, field] of [
        [{ outcome: "maybe" }, "outcome"],
        [{}, "outcome"],
        [{ outcome: "confirmed", status: "no_answer" }, "status"],
        [{ outcome: "confirmed", note: "x".repeat(1001) }, "note"],
      ] as const) {
        const r = await call<ErrorAnswer>(o, body, as.A)
        expect([r.status, r.data.message]).toEqual([400, expect.stringContaining(field)])
      }
      const later = new Date(Date.now() + 3600_000).toISOString()
      expect((await call(o, { outcome: "postponed", postponed_until: later, note: "après 18h" }, as.A)).data.confirmation).toMatchObject({
        status: "postponed",
        postponed_until: later,
      })
      // `status`, the outcome's older name, still works and is logged as a call
      expect((await call(o, { status: "confirmed" }, as.B)).data.confirmation).toMatchObject({ status: "confirmed" })
      // a call the rules refuse (409) is not logged
      expect((await call(o, { outcome: "busy" }, as.A)).status).toBe(409)

      const { data } = await api.get<AdminCodCallsResponse>(`/admin/cod/confirmations/${o}/calls`, owner)
      expect(data.calls.map((c) => [c.outcome, c.agent_id])).toEqual([
        ["confirmed", id.B],
        ["postponed", id.A],
        ["no_answer", id.A],
        ["switched_off", id.B],
        ["busy", id.A],
      ])
      expect(data.calls[4]).toMatchObject({ note: "occupé, rappeler", agent_name: "Agent Démo" })
      expect(data.calls[1]).toMatchObject({ note: "après 18h", postponed_until: later })
      expect(new Date(data.calls[4].created_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
      const life = await lifeOf(o)
      expect(life.events.filter((e) => e.axis === "confirmation").map((e) => (e.data as { outcome?: string } | null)?.outcome)).toEqual(
        expect.arrayContaining(["busy", "switched_off", "no_answer", "postponed", "confirmed"])
      )

      // the queue row carries the last call
      const row = (await queue("status=confirmed")).confirmations.find((c) => c.order_id === o)!
      expect(row.last_call).toMatchObject({ outcome: "confirmed", agent_name: "Nadia Agent" })

      // wrong number, duplicate and cancelled end the order with their reason (the stock is released)
      const ends: Array<[string, Record<string, unknown>, string]> = [
        ["wrong_number", {}, "wrong_number"],
        ["duplicate", {}, "duplicate"],
        ["cancelled", { reason: "trop cher" }, "trop cher"],
      ]
      for (const [outcome, extra, reason] of ends) {
        const x = await place()
        const r = await call(x, { outcome, ...extra }, as.C)
        expect([outcome, r.status, r.data.confirmation.status, r.data.confirmation.reason]).toEqual([outcome, 200, "cancelled", reason])
        const calls = (await api.get<AdminCodCallsResponse>(`/admin/cod/confirmations/${x}/calls`, owner)).data.calls
        expect(calls.map((c) => [c.outcome, c.agent_id, c.reason])).toEqual([[outcome, id.C, reason]])
        const { data: orders } = await cod.query().graph({ entity: "order", fields: ["status"], filters: { id: x } })
        expect(orders[0].status).toBe("canceled")
      }
    })

    it("a call-back stays out of 'to call' before its time and comes first once its time has come", async () => {
      const older = await place()
      const postponed = await place()
      const later = new Date(Date.now() + 2 * 3600_000).toISOString()
      expect((await call(postponed, { outcome: "postponed", postponed_until: later }, as.A)).status).toBe(200)

      const before = await queue("to_call=true")
      expect(before.confirmations.map((c) => c.order_id)).toEqual([older])
      expect(before.count).toBe(1)

      // its time comes (moved in the database: the clock is not ours to move)
      await pg().raw(`UPDATE order_life SET postponed_until = now() - interval '1 minute' WHERE order_id = ?`, [postponed])
      const after = await queue("to_call=true")
      expect(after.confirmations.map((c) => c.order_id)).toEqual([postponed, older])
      expect(after.confirmations[0]).toMatchObject({ status: "postponed", due: true })
      expect(after.confirmations[1]).toMatchObject({ status: "to_confirm", due: false })
      // the agent's own "to call" (the call-back is A's: A made the call)
      expect((await queue("to_call=true&assigned=me", as.A)).confirmations.map((c) => c.order_id)).toEqual([postponed])
      // confirmed, it leaves "to call"
      await call(postponed, { outcome: "confirmed" }, as.A)
      expect((await queue("to_call=true")).confirmations.map((c) => c.order_id)).toEqual([older])
    })

    it("agent statistics add up on a crafted data set: calls, confirmations and rate, time to first call, delivered and refused apart", async () => {
      const [o1, o2, o3, o4, o5] = [await place(), await place(), await place(), await place(), await place()]
      // A: o1 busy then confirmed; o2 unanswered; o3 confirmed. B: o2 confirmed; o4 wrong number. C: nothing.
      await call(o1, { outcome: "busy" }, as.A)
      await call(o1, { outcome: "confirmed" }, as.A)
      await call(o2, { outcome: "no_answer" }, as.A)
      await call(o3, { outcome: "confirmed" }, as.A)
      await call(o2, { outcome: "confirmed" }, as.B)
      await call(o4, { outcome: "wrong_number" }, as.B)
      // a call of A long ago, outside the range: counted nowhere
      await call(o5, { outcome: "no_answer" }, as.A)

      // the times, crafted: each order placed 10 days ago, its first call 10, 20, 30 and 5 minutes after
      const base = Date.now() - 10 * 24 * 3600_000
      const at = (minutes: number) => new Date(base + minutes * 60_000)
      for (const o of [o1, o2, o3, o4]) await pg().raw(`UPDATE order_life SET created_at = ? WHERE order_id = ?`, [at(0), o])
      const callsOf = async (o: string) =>
        (await pg().raw(`SELECT id FROM order_call WHERE order_id = ? ORDER BY created_at, id`, [o])).rows.map((r) => r.id as string)
      const [c1a, c1b] = await callsOf(o1)
      const [c2a, c2b] = await callsOf(o2)
      const [c3] = await callsOf(o3)
      const [c4] = await callsOf(o4)
      const [c5] = await callsOf(o5)
      const moves: Array<[string, Date]> = [
        [c1a, at(10)],
        [c1b, at(15)],
        [c2a, at(20)],
        [c2b, at(60)],
        [c3, at(30)],
        [c4, at(5)],
        [c5, new Date(base - 5 * 24 * 3600_000)],
      ]
      for (const [c, when] of moves) await pg().raw(`UPDATE order_call SET created_at = ? WHERE id = ?`, [when, c])

      // what became of the confirmed orders: o1 delivered, o3 refused at the door, o2 still with the courier
      const life = (o: string, body: Record<string, unknown>) => api.post(`/admin/orders/${o}/life/delivery`, body, owner)
      for (const o of [o1, o2, o3]) await life(o, { to: "handed_over", tracking_number: `T-${o.slice(-6)}` })
      await life(o1, { to: "delivered" })
      await life(o3, { to: "returned", reason: "refused_at_door" })

      const from = new Date(base - 24 * 3600_000).toISOString()
      const to = new Date().toISOString()
      const { data } = await api.get<AdminCodAgentStatsResponse>(`/admin/cod/agent-stats?from=${from}&to=${to}`, owner)
      const of = new Map(data.agents.map((a) => [a.user_id, a]))
      expect(of.get(id.A)).toEqual({
        user_id: id.A,
        name: "Agent Démo",
        calls: 4,
        orders_called: 3,
        confirmed: 2,
        confirmation_rate: 0.667,
        first_calls: 3,
        avg_first_call_seconds: 20 * 60,
        delivered: 1,
        delivered_rate: 0.5,
        refused: 1,
        cancelled_after: 0,
      })
      expect(of.get(id.B)).toEqual({
        user_id: id.B,
        name: "Nadia Agent",
        calls: 2,
        orders_called: 2,
        confirmed: 1,
        confirmation_rate: 0.5,
        first_calls: 1,
        avg_first_call_seconds: 5 * 60,
        delivered: 0,
        delivered_rate: 0,
        refused: 0,
        cancelled_after: 0,
      })
      expect(of.get(id.C)).toMatchObject({ calls: 0, confirmed: 0, confirmation_rate: null, avg_first_call_seconds: null, delivered_rate: null })
      // the figures add up to the rows: every call in the range is some agent's, every first call too
      const { rows } = await pg().raw(`SELECT count(*)::int AS n FROM order_call WHERE created_at BETWEEN ? AND ?`, [from, to])
      expect(data.agents.reduce((s, a) => s + a.calls, 0)).toBe(rows[0].n)
      expect(data.agents.reduce((s, a) => s + a.first_calls, 0)).toBe(4)

      // the range counts: only the old call of A, A made one call and no first call (o5's first call is that one)
      const old = (
        await api.get<AdminCodAgentStatsResponse>(
          `/admin/cod/agent-stats?from=${new Date(base - 6 * 24 * 3600_000).toISOString()}&to=${new Date(base - 4 * 24 * 3600_000).toISOString()}`,
          owner
        )
      ).data
      expect(old.agents.find((a) => a.user_id === id.A)).toMatchObject({ calls: 1, orders_called: 1, confirmed: 0, first_calls: 1 })
      const bad = await attempt(api.get<ErrorAnswer>(`/admin/cod/agent-stats?from=${to}&to=${from}`, owner))
      expect([bad.status, bad.data.message]).toEqual([400, expect.stringContaining("from")])
    })
  },
})
