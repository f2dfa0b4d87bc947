// The couriers screens' rules (src/admin/couriers/couriers.ts, the shipped code): the webhook URL to
// register (Maystro's carries the secret), the account form's body, the labels URL, what can be printed.
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { webhookUrl, accountBody, labelsPath, printable, parcelStatusLabel, syncRows, syncSaves, waitedLabel } = await loadLib("couriers/couriers")

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

const plan = (summary, rates, stop_desks) => ({
  account_id: "cacc_1",
  rates,
  stop_desks,
  summary: { rates_added: 0, rates_updated: 0, desks_added: 0, desks_updated: 0, desks_unmatched: 0, desks_missing: 0, ...summary },
  applied: false,
})
const rate = (wilaya_code, change) => ({
  wilaya_code,
  delivery_type: "home",
  change,
  current: change === "add" ? null : { price: 400, return_fee: null },
  courier: { price: 450, return_fee: 200 },
})
const desk = (external_id, change) => ({ external_id, name: external_id, address: null, wilaya_code: 16, commune_code: 1601, change, stop_desk_id: null })

test("sync preview: the changes only, the unchanged rows counted and shown on demand", () => {
  const p = plan(
    { rates_added: 1, rates_updated: 1, desks_unmatched: 1 },
    [rate(1, "same"), rate(2, "add"), rate(3, "update")],
    [desk("D1", "same"), desk("D2", "unmatched"), desk("D3", "missing")]
  )
  const hidden = syncRows(p, false)
  assert.deepEqual(
    hidden.rates.map((r) => r.wilaya_code),
    [2, 3]
  )
  assert.deepEqual(
    hidden.desks.map((d) => d.external_id),
    ["D2", "D3"]
  )
  assert.equal(hidden.same, 2)
  const all = syncRows(p, true)
  assert.equal(all.rates.length, 3)
  assert.equal(all.desks.length, 3)
})

test("sync: something to save only when rates or desks are added or changed (unmatched and missing desks are only reported)", () => {
  assert.equal(syncSaves(plan({ desks_unmatched: 3, desks_missing: 2 }, [], [])), false)
  assert.equal(syncSaves(plan({}, [], [])), false)
  assert.equal(syncSaves(plan({ rates_updated: 1 }, [], [])), true)
  assert.equal(syncSaves(plan({ desks_added: 1 }, [], [])), true)
})

test("call now: how long the buyer has waited, in the admin's language, never in the future", () => {
  const now = Date.parse("2026-05-10T12:00:00Z")
  assert.equal(waitedLabel("en", "2026-05-10T11:55:00Z", now), "5 minutes ago")
  assert.equal(waitedLabel("fr", "2026-05-10T09:00:00Z", now), "il y a 3 heures")
  assert.equal(waitedLabel("en", "2026-05-07T12:00:00Z", now), "3 days ago")
  assert.equal(waitedLabel("en", "2026-05-10T12:01:00Z", now), "this minute")
  assert.match(waitedLabel("ar", "2026-05-10T11:58:00Z", now), /دقيقت/)
})
