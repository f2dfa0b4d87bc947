// Medusa's own order page after the order life's returns (issue 15 item 2, decision 0036): a parcel
// refused at the door shows its return received and nothing paid or due; a delivered order partly
// returned then refunded shows the refund of the returned line. Screenshots in French and Arabic.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }
const FIELDS = "id,total,payment_status,fulfillment_status,*summary,*returns,*returns.items,*payment_collections,*payment_collections.payments.refunds"

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1280, height: 1000 } }))
})
after(() => browser?.close())

const api = async (path, body) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.ok([200, 201].includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

async function placeOrder(variantId, quantity, n) {
  const quote = await (await fetch(`${BACKEND}/store/communes/1601/transporters`, { headers: STORE })).json()
  const home = quote.transporters.find((t) => t.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const res = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `e2e-return-${Date.now()}-${n}`, "x-forwarded-for": `10.9.9.${n}` },
    body: JSON.stringify({
      firstname: "Nadia",
      lastname: "Haddad",
      phone: `066012${String(5600 + n).padStart(4, "0")}`,
      address: "7 boulevard Zighoud Youcef",
      wilaya: 16,
      commune: 1601,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: variantId, quantity }],
    }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()).order
}

/** Medusa's order page in `lang`, loaded. */
async function orderPage(id, lang, name) {
  await context.addCookies([{ name: "lng", value: lang, url: BACKEND }])
  await page.goto(`${BACKEND}/app/orders/${id}`)
  await page.getByText(/#\d+/).first().waitFor()
  await page.waitForLoadState("networkidle")
  if (lang === "ar") assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  await screenshot(page, name)
}

test("Medusa's order page shows a refused parcel returned with nothing paid, and a partial return refunded", async () => {
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 4)
  assert.ok(line, "the demo shop has stock")

  const refused = await placeOrder(line.variant_id, 1, 1)
  await api(`/admin/orders/${refused.id}/life/confirmation`, { to: "confirmed" })
  await api(`/admin/orders/${refused.id}/life/delivery`, { to: "handed_over", tracking_number: "YAL-E2E-R1" })
  await api(`/admin/orders/${refused.id}/life/delivery`, { to: "returned", reason: "refused_at_door" })
  const r = (await api(`/admin/orders/${refused.id}?fields=${FIELDS}`)).order
  assert.equal(r.returns[0].status, "received")
  assert.equal(Number(r.summary.paid_total), 0)
  assert.equal(Number(r.summary.pending_difference), 0)
  await orderPage(refused.id, "fr", "admin-order-refused-returned-fr")
  await orderPage(refused.id, "ar", "admin-order-refused-returned-ar")

  const kept = await placeOrder(line.variant_id, 2, 2)
  await api(`/admin/orders/${kept.id}/life/confirmation`, { to: "confirmed" })
  await api(`/admin/orders/${kept.id}/life/delivery`, { to: "handed_over", tracking_number: "YAL-E2E-R2" })
  await api(`/admin/orders/${kept.id}/life/delivery`, { to: "delivered" })
  const { order } = await api(`/admin/orders/${kept.id}?fields=id,*items`)
  await api(`/admin/orders/${kept.id}/life/delivery`, { to: "returned", reason: "damaged", lines: [{ line_item_id: order.items[0].id, quantity: 1 }] })
  await api(`/admin/orders/${kept.id}/life/money`, { to: "refunded", note: "Un article abîmé remboursé" })
  const k = (await api(`/admin/orders/${kept.id}?fields=${FIELDS}`)).order
  const refunds = k.payment_collections.flatMap((c) => c.payments.flatMap((p) => p.refunds ?? []))
  assert.equal(refunds.length, 1)
  assert.equal(Number(k.summary.pending_difference), 0)
  await orderPage(kept.id, "fr", "admin-order-partial-refund-fr")
  await orderPage(kept.id, "ar", "admin-order-partial-refund-ar")
})
