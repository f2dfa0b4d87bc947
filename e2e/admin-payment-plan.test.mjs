// An order's payment plan in a real browser (issue 21, decision 0087): a cash-on-delivery order is
// given three monthly installments from the order page, the first is recorded in cash, the page shows
// it paid and the rest due; the same widget read in Arabic, right to left.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1280, height: 1000 } }))
})
after(() => browser?.close())

const api = async (path) => {
  const res = await context.request.get(`${BACKEND}${path}`)
  assert.equal(res.status(), 200, `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

async function placeOrder() {
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 1)
  const quote = await (await fetch(`${BACKEND}/store/communes/1601/transporters`, { headers: STORE })).json()
  const home = quote.transporters.find((t) => t.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const res = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `e2e-plan-${Date.now()}`, "x-forwarded-for": "10.8.9.1" },
    body: JSON.stringify({
      firstname: "Yasmine",
      lastname: "Khelifi",
      phone: "0770129901",
      address: "8 rue Hassiba Ben Bouali",
      wilaya: 16,
      commune: 1601,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: line.variant_id, quantity: 1 }],
    }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()).order
}

test("the order page gives an order three installments and records the first in cash; the widget reads right to left in Arabic", async () => {
  const order = await placeOrder()
  await page.goto(`${BACKEND}/app/orders/${order.id}`)
  const widget = page.getByTestId("payment-plan")
  await widget.getByTestId("payment-plan-new").waitFor()
  await widget.getByTestId("payment-plan-count").fill("3")
  await widget.getByTestId("payment-plan-preview").waitFor()
  await widget.getByTestId("payment-plan-create").click()
  await widget.getByTestId("payment-plan-line-3").waitFor()

  const { payment_plan: made } = await api(`/admin/orders/${order.id}/payment-plan`)
  assert.equal(made.lines.length, 3)
  assert.equal(Math.round(made.lines.reduce((n, l) => n + l.amount, 0) * 100), Math.round(made.total * 100), "the installments add up to the total")

  await widget.getByTestId("payment-plan-pay-1-cash").click()
  await widget
    .getByTestId("payment-plan-line-1-status")
    .getByText(/Payé le/)
    .waitFor()
  assert.equal((await widget.getByTestId("payment-plan-line-2-status").textContent())?.trim(), "À payer")
  const { payment_plan: paid } = await api(`/admin/orders/${order.id}/payment-plan`)
  assert.deepEqual(
    paid.lines.map((l) => [l.seq, !!l.paid_at, l.method]),
    [
      [1, true, "cash"],
      [2, false, null],
      [3, false, null],
    ]
  )
  assert.equal(paid.state.paid_total, made.lines[0].amount)
  // Medusa's own order page: the payment is partially captured
  const { order: medusa } = await api(`/admin/orders/${order.id}?fields=id,payment_status`)
  assert.equal(medusa.payment_status, "partially_captured")
  await widget.scrollIntoViewIfNeeded()
  await screenshot(page, "admin-payment-plan-fr")

  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/orders/${order.id}`)
  await page.getByTestId("payment-plan").getByText("خطة الدفع").waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  assert.equal((await page.getByTestId("payment-plan-line-2-status").textContent())?.trim(), "مستحق")
  await page.getByTestId("payment-plan").scrollIntoViewIfNeeded()
  await screenshot(page, "admin-payment-plan-ar")
})
