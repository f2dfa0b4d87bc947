// The storefront half of the shared contract test: the malformed forms of
// plugins/contracts/src/__tests__/cod-order-cases.ts, which backend/integration-tests/http/
// cod-form-contract.spec.ts posts to the real backend, get the same field errors here: from the
// form's own check, and from the page action a form post reaches (before any call to the backend).
import { describe, expect, it } from "vitest"
import { COD_FORM_CASES, sortedErrors, validBody, type CodFormBody } from "../../../../plugins/contracts/src/__tests__/cod-order-cases"
import { csrfToken } from "~/lib/csrf.server"
import { codOrderAction } from "./order-action.server"
import { checkOrder, FORM_FIELDS, formErrors, formFieldOf, type FormValues } from "./order-form"

const str = (v: unknown) => (v === undefined || v === null ? undefined : String(v))

/** The body as the order form holds it: every typed field a string, the lines as the cart posts them. */
function asForm(body: CodFormBody): { values: FormValues; extras: { stop_desk_id?: string; cart_id?: string; items: unknown[] } } {
  const values: FormValues = {}
  for (const f of FORM_FIELDS) if (body[f] !== undefined) values[f] = str(body[f])
  return { values, extras: { stop_desk_id: str(body.stop_desk_id), cart_id: str(body.cart_id), items: (body.items as unknown[]) ?? [] } }
}

async function post(body: CodFormBody) {
  const { token, setCookie } = await csrfToken(new Request("http://shop.test/"))
  const form = new FormData()
  form.set("csrf", token)
  form.set("idempotency_key", "contract-test-key")
  const { values, extras } = asForm(body)
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.set(k, v)
  if (extras.stop_desk_id) form.set("stop_desk_id", extras.stop_desk_id)
  if (extras.cart_id) form.set("cart_id", extras.cart_id)
  form.set("items", JSON.stringify(extras.items))
  const request = new Request("http://shop.test/checkout/cart/view", { method: "POST", body: form, headers: { Cookie: setCookie!.split(";")[0] } })
  const answer = (await codOrderAction({ request, params: {}, context: {} })) as unknown as { data: { outcome: unknown }; init: { status: number } }
  return { status: answer.init.status, outcome: answer.data.outcome }
}

describe("the order form and the backend reject the same malformed forms with the same field errors", () => {
  it.each(COD_FORM_CASES.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    const body = c.body(validBody("variant_1", "so_1"))
    const { values, extras } = asForm(body)
    const checked = checkOrder(values, extras)
    expect(checked.ok).toBe(false)
    expect(!checked.ok && sortedErrors(checked.errors)).toEqual(sortedErrors(c.errors))

    // The action answers the fields the buyer can fix beside them (their fr/en/ar texts), the rest with the error dialog.
    const fields = formErrors(c.errors.filter((e) => formFieldOf(e.field))) ?? {}
    const expected = Object.keys(fields).length ? { status: 400, outcome: { kind: "invalid", fields } } : { status: 502, outcome: { kind: "failed" } }
    expect(await post(body)).toEqual(expected)
  })
})
