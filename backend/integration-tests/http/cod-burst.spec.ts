import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, runSeed, type ApiResponse } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

const BUYERS = 40
const UNITS = 5

/**
 * Issue 17 item 2: a burst of 40 orders on the last 5 units. Exactly 5 orders, every other buyer a
 * clear 409 (out of stock, or busy: retry), never a 500, and every answer within the request time
 * limit (a 503 from the time limit would show in the counts). Run with and without Redis
 * (`npm test` runs it in both modes): the locking provider differs, the answers must not.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    const cod = codClient(api, getContainer, () => key)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })

    it(`sells the last ${UNITS} units to exactly ${UNITS} of ${BUYERS} concurrent buyers; the others get a 409 quickly`, async () => {
      const admin = await adminHeaders(api)
      const p = await cod.product(admin, { stock: UNITS })
      const yal = await cod.option("yalidine", "home")
      const started = Date.now()
      const timed = async () => {
        const t = Date.now()
        const res = await cod.order(form(p.variant_id, yal.id))
        return { res, ms: Date.now() - t }
      }
      const answers = await Promise.all(Array.from({ length: BUYERS }, timed))
      const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.res.status]: (acc[a.res.status] ?? 0) + 1 }), {})
      const ms = answers.map((a) => a.ms).sort((a, b) => a - b)
      const refused = answers.filter((a) => a.res.status === 409).map((a) => a.ms)
      console.log(
        `burst: ${BUYERS} buyers on ${UNITS} units: ${JSON.stringify(byStatus)} in ${Date.now() - started} ms; ` +
          `answer median ${ms[ms.length >> 1]} ms, max ${ms.at(-1)} ms; 409 median ${refused.sort((a, b) => a - b)[refused.length >> 1]} ms`
      )
      const unexpected = answers.filter((a) => a.res.status !== 201 && a.res.status !== 409).map((a) => `${a.res.status} ${JSON.stringify(a.res.data)}`)
      expect(unexpected).toEqual([])
      expect(byStatus).toEqual({ 201: UNITS, 409: BUYERS - UNITS })
      for (const a of answers.filter((x) => x.res.status === 409)) {
        const body = (a.res as unknown as ApiResponse<{ type: string; code: string; message: string }>).data
        expect(["insufficient_inventory", "busy"]).toContain(body.code)
        expect(body.message).toMatch(/out of stock|retry/i)
      }
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: UNITS, reserved: UNITS })
      const { data: orders } = await cod.query().graph({ entity: "order", fields: ["id", "items.variant_id"] })
      expect(orders.filter((o: { items: { variant_id: string }[] }) => o.items.some((i) => i.variant_id === p.variant_id))).toHaveLength(UNITS)
    })
  },
})
