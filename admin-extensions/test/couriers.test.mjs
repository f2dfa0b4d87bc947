// The couriers screens' rules (src/admin/couriers/couriers.ts, the shipped code): the webhook URL to
// register (Maystro's carries the secret), the account form's body, the labels URL, what can be printed.
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { webhookUrl, accountBody, labelsPath, printable, parcelStatusLabel } = await loadLib("couriers/couriers")

test("webhook URL: absolute on this shop; Maystro's carries the typed secret as ?token=, a placeholder when none was typed", () => {
  const yal = { adapter: "yalidine", webhook_path: "/hooks/couriers/cacc_1" }
  assert.equal(webhookUrl("https://shop.dz/", yal, "s3cret-value", "<x>"), "https://shop.dz/hooks/couriers/cacc_1")
  const may = { adapter: "maystro", webhook_path: "/hooks/couriers/cacc_2" }
  assert.equal(webhookUrl("https://shop.dz", may, "a b&c=d1234", "<x>"), "https://shop.dz/hooks/couriers/cacc_2?token=a%20b%26c%3Dd1234")
  assert.equal(webhookUrl("https://shop.dz", may, "", "<your-secret>"), "https://shop.dz/hooks/couriers/cacc_2?token=<your-secret>")
})

const values = {
  adapter: "yalidine",
  name: " Yalidine ",
  base_url: "https://api.yalidine.app/v1/",
  credentials: { api_id: " id ", api_token: "tok" },
  webhook_secret: "",
  from_wilaya_code: 16,
  sandbox: false,
  active: true,
}

test("account form: a new account needs every credential of its platform and a web address", () => {
  assert.deepEqual(accountBody(values, false), {
    body: {
      name: "Yalidine",
      base_url: "https://api.yalidine.app/v1/",
      from_wilaya_code: 16,
      sandbox: false,
      active: true,
      adapter: "yalidine",
      credentials: { api_id: "id", api_token: "tok" },
    },
  })
  assert.deepEqual(accountBody({ ...values, name: "", base_url: "api.yalidine.app", credentials: { api_id: "x" } }, false), {
    errors: { name: "required", base_url: "url", "credentials.api_token": "required" },
  })
  assert.deepEqual(accountBody({ ...values, webhook_secret: "short" }, false), { errors: { webhook_secret: "short" } })
})

test("account form: an edit keeps the stored secrets unless new ones are typed, then needs them all", () => {
  const kept = accountBody({ ...values, credentials: {} }, true)
  assert.equal("credentials" in kept.body, false)
  assert.equal("webhook_secret" in kept.body, false)
  assert.equal("adapter" in kept.body, false)
  assert.deepEqual(accountBody({ ...values, credentials: { api_id: "new" } }, true), { errors: { "credentials.api_token": "required" } })
  assert.equal(accountBody({ ...values, webhook_secret: "long-enough" }, true).body.webhook_secret, "long-enough")
})

test("labels: one request for every order, in the order picked; only parcels made (or untouched) are printed", () => {
  assert.equal(labelsPath(["order_1", "order 2"]), "/admin/couriers/labels?order_id=order_1&order_id=order%202")
  const results = [
    { order_id: "a", ok: true, manual: false, tracking: "YAL-1", parcel_id: "p" },
    { order_id: "b", ok: false, status: 503, field: null, message: "down", retryable: true },
    { order_id: "c", ok: true, manual: true, tracking: null, parcel_id: null },
  ]
  assert.deepEqual(printable(["a", "b", "c", "d"], results), ["a", "d"])
})

test("parcel status in the admin's language, English for another language", () => {
  assert.equal(parcelStatusLabel("fr", "delivered"), "Livré")
  assert.equal(parcelStatusLabel("ar", "returned"), "مُرجَع")
  assert.equal(parcelStatusLabel("de", "in_transit"), "In transit")
})
