// The backend half of the shared contract test: the malformed forms of
// plugins/contracts/src/__tests__/cod-order-cases.ts posted to the real POST /store/cod-orders get
// exactly the field errors the storefront's form and action give them
// (storefront-remix/app/features/checkout/order-form-contract.test.ts).
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { COD_FORM_CASES, sortedErrors, validBody } from "../../../plugins/contracts/src/__tests__/cod-order-cases"
import { ALGER, codClient, next } from "../cod-helpers"
import { adminHeaders, attempt, runSeed } from "../helpers"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    const cod = codClient(api, getContainer, () => key)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })

    it("answers 400 with the contract's field errors for every malformed form of the shared table", async () => {
      const admin = await adminHeaders(api)
      const p = await cod.product(admin)
      const yal = await cod.option("yalidine", "home", ALGER.commune)
      const valid = validBody(p.variant_id, yal.id)
      const got: Record<string, unknown> = {}
      const want: Record<string, unknown> = {}
      for (const c of COD_FORM_CASES) {
        const n = next()
        const res = await attempt(api.post("/store/cod-orders", c.body(valid), cod.headers({ "idempotency-key": n.key, "x-forwarded-for": n.ip })))
        got[c.name] = [res.status, res.data?.type, sortedErrors(res.data?.errors ?? [])]
        want[c.name] = [400, "invalid_data", sortedErrors(c.errors)]
      }
      expect(got).toEqual(want)
      // the baseline itself is a valid order: each case fails for its own change only
      const n = next()
      const ok = await attempt(api.post("/store/cod-orders", valid, cod.headers({ "idempotency-key": n.key, "x-forwarded-for": n.ip })))
      expect(ok.status).toBe(201)
    })
  },
})
