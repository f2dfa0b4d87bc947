// The customer pages in a real browser (decision 0037): a buyer's first store order makes a named
// customer by phone; two more orders placed by staff from the buyer's later unfinished carts attach
// to it; one is delivered, one refused and returned. The call queue links the buyer to their page and
// shows the risk; the customers list and the customer page show counts, rate, collected and risk.
// Seen in French and in Arabic.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall, storefrontHeaders } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000
const PHONE = `066${String(RUN).padStart(7, "0").slice(-7)}`
const ALGER = { wilaya: 16, commune: 1601 }

let browser
let context
let page
let api
let product
let yalidine
const orders = []

const buyer = { firstname: "Samir", lastname: "Belkacem", phone: PHONE, address: "5 rue Ali Boumendjel", ...ALGER }

before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } }))
  api = adminApi(context)
  product = await createStockedProduct(api, { title: `Bouilloire clients ${RUN}`, price: 3200, stock: 10 })
  const quote = await api.get(`/admin/commune-quotes/${ALGER.commune}`)
  const t = quote.transporters.find((x) => x.code === "yalidine")
  yalidine = { transporter_id: t.id, ...t.delivery_types.find((d) => d.type === "home") }

  const first = await storeCall("/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": `e2e-customers-${RUN}`, "x-forwarded-for": `10.78.1.${(RUN % 250) + 1}` },
    body: { ...buyer, shipping_option_id: yalidine.shipping_option_id, items: [{ variant_id: product.variant_id, quantity: 1 }] },
  })
  assert.equal(first.status, 201, JSON.stringify(first.body))
  orders.push(first.body.order)
  // two later unfinished carts of the same buyer, ordered by staff after a call
  for (const n of [1, 2]) {
    await new Promise((r) => setTimeout(r, 5))
    const cart_id = `cart_${Date.now()}_${n}`
    const lead = await storeCall("/store/cod-leads", {
      method: "POST",
      headers: storefrontHeaders(),
      body: { cart_id, ...buyer, items: [{ variant_id: product.variant_id, quantity: 1 }] },
    })
    assert.equal(lead.body.lead?.status, "open", JSON.stringify(lead.body))
    const { order } = await api.post(`/admin/cod/leads/${lead.body.lead.id}/order`, {
      ...buyer,
      shipping_option_id: yalidine.shipping_option_id,
      items: [{ variant_id: product.variant_id, quantity: 1 }],
    })
    orders.push(order)
  }
  const move = (id, axis, body) => api.post(`/admin/orders/${id}/life/${axis}`, body)
  for (const [i, end] of [
    [0, "delivered"],
    [1, "returned"],
  ]) {
    await move(orders[i].id, "confirmation", { to: "confirmed" })
    await move(orders[i].id, "delivery", { to: "handed_over", tracking_number: `E2E-${RUN}-${i}` })
    if (end === "returned") await move(orders[i].id, "delivery", { to: "returning", reason: "refused_at_door" })
    await move(orders[i].id, "delivery", { to: end, ...(end === "returned" ? { reason: "refused_at_door" } : {}) })
  }
})
after(async () => {
  if (product) await api.del(`/admin/products/${product.product.id}`).catch(() => {})
  await browser?.close()
})

test("the queue links the buyer to their customer page, which shows the history and the risk (fr)", async () => {
  await page.goto(`${BACKEND}/app/cod`)
  const row = page.getByTestId(`confirmation-${orders[2].display_id}`)
  await row.waitFor()
  assert.equal(await row.getByTestId("queue-risk").getAttribute("data-risk"), "medium")
  await screenshot(page, "admin-customers-queue-fr")
  await row.getByTestId("buyer-customer-link").click()
  await page.waitForURL(/\/app\/cod\/customers\/cus_/)
  await page.getByTestId("customer-name").filter({ hasText: "Samir Belkacem" }).waitFor()
  assert.equal(await page.getByTestId("customer-phone").innerText(), PHONE)
  assert.match(await page.getByTestId("customer-count-orders").innerText(), /3/)
  assert.match(await page.getByTestId("customer-count-delivered").innerText(), /1/)
  assert.match(await page.getByTestId("customer-count-refused_or_returned").innerText(), /1/)
  assert.match(await page.getByTestId("customer-count-delivery_rate").innerText(), /50/)
  assert.equal(await page.getByTestId("customer-risk").getAttribute("data-risk"), "medium")
  assert.match(await page.getByTestId(`customer-order-${orders[1].id}`).innerText(), /Retourné/)
  await screenshot(page, "admin-customer-fr")

  await page.getByTestId("back-link").click()
  await page.waitForURL(/\/app\/cod\/customers$/)
  await page.getByTestId("customers-search").fill(PHONE)
  await page.getByTestId("customer-link").filter({ hasText: "Samir Belkacem" }).waitFor()
  await screenshot(page, "admin-customers-fr")
})

test("the customer pages in Arabic read right to left", async () => {
  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  const { customers } = await api.get(`/admin/cod/customers?q=${PHONE}`)
  await page.goto(`${BACKEND}/app/cod/customers/${customers[0].id}`)
  await page.getByTestId("customer-name").waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  assert.match(await page.getByTestId("customer-risk").innerText(), /متوسطة/)
  await screenshot(page, "admin-customer-ar")
  await page.goto(`${BACKEND}/app/cod/customers`)
  await page.getByTestId("customer-link").first().waitFor()
  await screenshot(page, "admin-customers-ar")
  await page.goto(`${BACKEND}/app/cod`)
  await page.getByTestId(`confirmation-${orders[2].display_id}`).waitFor()
  await screenshot(page, "admin-customers-queue-ar")
  await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})
