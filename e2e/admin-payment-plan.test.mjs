// An order's payment plan in a real browser (issue 21, decision 0087): a cash-on-delivery order is
// given three monthly installments from the order page, the first is recorded in cash, the page shows
// it paid and the rest due; the same widget read in Arabic, right to left.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000

let browser
let context
let page
let api
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1280, height: 1000 } }))
  api = adminApi(context)
})
after(() => browser?.close())

/** A cash-on-delivery order of one new product, home delivery in Alger Centre. */
async function placeOrder() {
  const product = await createStockedProduct(api, { title: `Cafetiere plan ${RUN}`, price: 8500, stock: 5 })
  const quote = await api.get("/admin/commune-quotes/1601")
  const home = quote.transporters.find((t) => t.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const placed = await storeCall("/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": `e2e-plan-${RUN}`, "x-forwarded-for": `10.79.1.${(RUN % 250) + 1}` },
    body: {
      firstname: "Yasmine",
      lastname: "Khelifi",
      phone: `077${String(RUN).padStart(7, "0").slice(-7)}`,
      address: "8 rue Hassiba Ben Bouali",
      wilaya: 16,
      commune: 1601,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: product.variant_id, quantity: 1 }],
    },
  })
  assert.equal(placed.status, 201, JSON.stringify(placed.body))
  return placed.body.order
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

  const { payment_plan: made } = await api.get(`/admin/orders/${order.id}/payment-plan`)
  assert.equal(made.lines.length, 3)
  assert.equal(Math.round(made.lines.reduce((n, l) => n + l.amount, 0) * 100), Math.round(made.total * 100), "the installments add up to the total")

  await widget.getByTestId("payment-plan-pay-1-cash").click()
  await widget
    .getByTestId("payment-plan-line-1-status")
    .getByText(/Payé le/)
    .waitFor()
  assert.equal((await widget.getByTestId("payment-plan-line-2-status").textContent())?.trim(), "À payer")
  const { payment_plan: paid } = await api.get(`/admin/orders/${order.id}/payment-plan`)
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
  const { order: medusa } = await api.get(`/admin/orders/${order.id}?fields=id,payment_status`)
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
