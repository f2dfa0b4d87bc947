import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { placeCodOrderWorkflow, recoverAbandonedCodAttempts } from "@shop/cod-checkout/workflows"
import { adminHeaders, runSeed } from "../helpers"
import { codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/** Holds the next order inside its workflow (after its order exists) until `gate` settles; a rejection undoes it. */
let gate: Promise<void> | null = null
let held: () => void = () => {}
placeCodOrderWorkflow.hooks.orderPlaced(async () => {
  const g = gate
  gate = null
  if (!g) return
  held()
  await g
})

/**
 * An order attempt whose backend process died mid-way (decision 0051), made by hand from a real
 * order: its slot set back to `pending` under an owner whose lock nobody holds. The buyer's retry
 * with the same key settles it from the books. (e2e/multi-process kills a real process mid-burst.)
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const abandon = (idempotencyKey: string, owner = "gone:1:dead") =>
      pg()("cod_order_request").where({ idempotency_key: idempotencyKey }).update({ status: "pending", order_id: null, response: null, owner })
    const orderStatus = async (id: string) => (await pg()("order").where({ id }).first("status"))?.status

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    it("finishes an attempt that died after its order and its life: the retry replays the order, never a second one", async () => {
      const p = await cod.product(admin, { stock: 10 })
      const yal = await cod.option("yalidine", "home")
      const buyer = next()
      const first = await cod.order(form(p.variant_id, yal.id), buyer)
      expect(first.status).toBe(201)
      await abandon(buyer.key)

      const retry = await cod.order(form(p.variant_id, yal.id), buyer)
      expect(retry.status).toBe(200)
      expect(retry.data.order?.id).toBe(first.data.order?.id)
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })
      expect(await pg()("cod_order_request").where({ idempotency_key: buyer.key }).first("status")).toEqual({ status: "completed" })
    })

    it("cancels an attempt that died with its order but before its life: reservations released, the retry places the only live order", async () => {
      const p = await cod.product(admin, { stock: 10 })
      const yal = await cod.option("yalidine", "home")
      const buyer = next()
      const first = await cod.order(form(p.variant_id, yal.id), buyer)
      expect(first.status).toBe(201)
      const orderId = first.data.order?.id as string
      // the process died before `create-order-life`: no life for the order
      await pg()("order_life").where({ order_id: orderId }).update({ deleted_at: new Date() })
      await abandon(buyer.key)

      const retry = await cod.order(form(p.variant_id, yal.id), buyer)
      expect(retry.status).toBe(201)
      expect(retry.data.order?.id).not.toBe(orderId)
      expect(await orderStatus(orderId)).toBe("canceled")
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })
    })

    it("never takes over an attempt whose process is alive; releases one whose process died before any order", async () => {
      const buyer = next()
      await pg()("cod_order_request").insert({
        id: "codreq_alive",
        idempotency_key: buyer.key,
        body_hash: "x",
        status: "pending",
        phone: buyer.phone,
        client_ip: buyer.ip,
        owner: "alive:2:test",
      })
      // "alive:2:test" holds its lock, as every running backend holds its own
      const conn = await pg().client.acquireConnection()
      try {
        await conn.query("select pg_advisory_lock(hashtext('cod-owner:' || $1))", ["alive:2:test"])
        expect(await recoverAbandonedCodAttempts(getContainer(), { key: buyer.key })).toEqual([])
        expect(await pg()("cod_order_request").where({ id: "codreq_alive" }).first("owner")).toEqual({ owner: "alive:2:test" })
      } finally {
        await conn.query("select pg_advisory_unlock_all()")
        await pg().client.releaseConnection(conn)
      }
      // its process gone (the lock free), the attempt had made no order: released, the key free again
      expect(await recoverAbandonedCodAttempts(getContainer(), { key: buyer.key })).toEqual([{ idempotency_key: buyer.key, action: "drop", order_id: null }])
      expect(await pg()("cod_order_request").where({ id: "codreq_alive" }).first()).toBeUndefined()
    })

    it("a retry waiting on an attempt that is then undone places the order itself, once (no 'send it again')", async () => {
      const p = await cod.product(admin, { stock: 10 })
      const yal = await cod.option("yalidine", "home")
      const buyer = next()
      let fail: (e: Error) => void = () => {}
      gate = new Promise<void>((_, reject) => (fail = reject))
      const inside = new Promise<void>((r) => (held = r))
      const first = cod.order(form(p.variant_id, yal.id), buyer)
      await inside
      // the same submit again while the first holds the key: it waits for the first's answer
      const retry = cod.order(form(p.variant_id, yal.id), buyer)
      await new Promise((r) => setTimeout(r, 4000))
      fail(new Error("injected: the first attempt fails after its order"))
      expect((await first).status).toBe(500)

      const answer = await retry
      expect(answer.status).toBe(201)
      const live = await pg()("order").whereRaw("metadata->>'idempotency_key' = ?", [buyer.key]).whereNot({ status: "canceled" }).select("id")
      expect(live.map((o: { id: string }) => o.id)).toEqual([answer.data.order?.id])
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 10, reserved: 1 })
      expect(await pg()("cod_order_request").where({ idempotency_key: buyer.key }).whereNull("deleted_at").first("status", "order_id")).toEqual({
        status: "completed",
        order_id: answer.data.order?.id,
      })
    })
  },
})
