// The back-office cash-on-delivery screens in a real browser: orders placed through the store API
// appear in the confirmation queue; staff confirm one, mark one "no answer" twice (the attempts
// count), postpone one to a date and cancel one with a reason (its stock is released); an
// unfinished order (lead) is called back through its tel: link and ordered from the admin; a phone
// is blocked (the store then refuses it) and unblocked. Seen in French and in Arabic.
import assert from "node:assert/strict"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall, storefrontHeaders } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000
// mobile numbers and client addresses of this run only, so no cooldown or daily cap applies by accident
const phone = (n) =>
  `055${String(RUN * 10 + n)
    .padStart(7, "0")
    .slice(-7)}`
const ip = (n) => `10.77.${n}.${(RUN % 250) + 1}`
const ALGER = { wilaya: 16, commune: 1601 }

let browser
let context
let page
let api
let product
let yalidine
const orders = {}

before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } }))
  api = adminApi(context)
  product = await createStockedProduct(api, { title: `Tondeuse COD ${RUN}`, price: 2500, stock: 10 })
  const quote = await api.get(`/admin/commune-quotes/${ALGER.commune}`)
  const t = quote.transporters.find((x) => x.code === "yalidine")
  yalidine = { transporter_id: t.id, ...t.delivery_types.find((d) => d.type === "home") }
})
after(async () => {
  if (product) await api.del(`/admin/products/${product.product.id}`).catch(() => {})
  await browser?.close()
})
afterEach(
  (t) =>
    page &&
    screenshot(
      page,
      `admin-cod-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 3)
        .join("-")
        .toLowerCase()}`
    )
)

/** POST /store/cod-orders as the storefront does (publishable key, Idempotency-Key, the buyer's address). */
async function placeOrder(n, { quantity = 1, firstname = "Yacine" } = {}) {
  const res = await storeCall("/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": `e2e-cod-${RUN}-${n}`, "x-forwarded-for": ip(n) },
    body: {
      firstname,
      lastname: "Mansouri",
      phone: phone(n),
      address: "3 rue Hassiba Ben Bouali",
      ...ALGER,
      shipping_option_id: yalidine.shipping_option_id,
      items: [{ variant_id: product.variant_id, quantity }],
    },
  })
  assert.equal(res.status, 201, JSON.stringify(res.body))
  return res.body.order
}
const confirmation = async (orderId) => (await api.get("/admin/cod/confirmations?limit=200")).confirmations.find((c) => c.order_id === orderId)
const row = (order) => page.getByTestId(`confirmation-${order.display_id}`)
const outcomePost = () => page.waitForResponse((r) => r.request().method() === "POST" && /\/admin\/cod\/confirmations\//.test(r.url()))
/** Picks an option of a @medusajs/ui (Radix) select. */
const choose = async (trigger, option) => {
  await page.getByTestId(trigger).click()
  await page.getByTestId(option).click()
}

test("orders placed through the store wait in the queue, filtered by wilaya, transporter and day", async () => {
  orders.a = await placeOrder(1, { firstname: "Amine" })
  orders.b = await placeOrder(2, { quantity: 3, firstname: "Bilal" })
  orders.c = await placeOrder(3, { firstname: "Chahrazed" })
  assert.deepEqual(await product.level(), { stocked: 10, reserved: 5 })

  await page.goto(`${BACKEND}/app/orders`)
  await page.getByRole("link", { name: "Confirmations COD" }).first().click()
  await page.waitForURL(/\/app\/cod$/)
  for (const o of [orders.a, orders.b, orders.c]) await row(o).waitFor()
  const rowA = await row(orders.a).innerText()
  assert.match(rowA, /Amine Mansouri[\s\S]*À confirmer/)
  assert.match(
    rowA.replace(/[\u00A0\u202F]/g, " "),
    new RegExp(`${(2500 + yalidine.price).toLocaleString("fr-FR", { minimumFractionDigits: 2 }).replace(/[\u00A0\u202F]/g, " ")} DA`)
  )
  assert.equal(await row(orders.a).getByTestId("call-link").getAttribute("href"), `tel:${phone(1)}`)

  await choose("filter-wilaya", "filter-wilaya-16")
  await choose("filter-transporter", `filter-transporter-${yalidine.transporter_id}`)
  await row(orders.c).waitFor()
  await page.getByTestId("filter-wilaya").click()
  await page.getByTestId("filter-wilaya-11").click()
  await page.getByTestId("queue-state").waitFor()
  await choose("filter-wilaya", "filter-wilaya-all")
  const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10)
  await page.getByTestId("filter-from").fill(tomorrow)
  await page.getByTestId("queue-state").waitFor()
  await page.getByTestId("filter-from").fill("")
  await row(orders.a).waitFor()
  await screenshot(page, "admin-cod-queue-fr")
})

test("staff confirm, mark no answer twice, postpone to a date and cancel with a reason (stock released)", async () => {
  await Promise.all([outcomePost(), row(orders.a).getByTestId("action-confirmed").click()])
  assert.equal((await confirmation(orders.a.id)).status, "confirmed")
  // the queue shows "to confirm" by default: the confirmed order leaves it
  await row(orders.a).waitFor({ state: "detached" })

  for (const n of [1, 2]) {
    await Promise.all([outcomePost(), row(orders.b).getByTestId("action-no_answer").click()])
    if (n === 1) await choose("filter-status", "filter-status-no_answer")
    await row(orders.b)
      .getByTestId("attempts")
      .filter({ hasText: `: ${n}` })
      .waitFor()
  }
  assert.deepEqual([(await confirmation(orders.b.id)).status, (await confirmation(orders.b.id)).attempts], ["no_answer", 2])

  await choose("filter-status", "filter-status-to_confirm")
  await row(orders.c).getByTestId("action-postponed").click()
  await page.getByTestId("outcome-form").waitFor()
  await page.getByTestId("outcome-form-submit").click()
  await page.getByTestId("outcome-until-error").waitFor() // a date is required
  const later = new Date(Date.now() + 2 * 86400_000)
  later.setHours(10, 30, 0, 0)
  const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}T10:30`
  await page.getByTestId("outcome-until").fill(local)
  await screenshot(page, "admin-cod-postpone-fr")
  await Promise.all([outcomePost(), page.getByTestId("outcome-form-submit").click()])
  const c = await confirmation(orders.c.id)
  assert.equal(c.status, "postponed")
  assert.equal(new Date(c.postponed_until).getTime(), later.getTime())

  await choose("filter-status", "filter-status-no_answer")
  await row(orders.b).getByTestId("action-cancelled").click()
  await page.getByTestId("outcome-form-submit").click()
  await page.getByTestId("outcome-reason-error").waitFor() // a reason is required
  await page.getByTestId("outcome-reason").fill("Le client ne répond plus et a commandé ailleurs")
  await Promise.all([outcomePost(), page.getByTestId("outcome-form-submit").click()])
  await choose("filter-status", "filter-status-cancelled")
  await row(orders.b).getByTestId("cancel-reason").filter({ hasText: "commandé ailleurs" }).waitFor()
  const b = await confirmation(orders.b.id)
  assert.deepEqual([b.status, b.order.status], ["cancelled", "canceled"])
  // the 3 units of the cancelled order are free again; the 2 others stay reserved
  assert.deepEqual(await product.level(), { stocked: 10, reserved: 2 })
  await screenshot(page, "admin-cod-cancelled-fr")
})

test("a lead is called through its tel: link and ordered from the admin, beside the buyer's earlier order", async () => {
  const cart_id = `cart_${Date.now()}_${RUN % 1000}`
  const lead = await storeCall("/store/cod-leads", {
    method: "POST",
    headers: storefrontHeaders(),
    body: { cart_id, firstname: "Amine", lastname: "Mansouri", phone: phone(1), ...ALGER, items: [{ variant_id: product.variant_id, quantity: 2 }] },
  })
  assert.equal(lead.status, 201, JSON.stringify(lead.body))

  await page.getByTestId("cod-nav-leads").click()
  await page.waitForURL(/\/app\/cod\/leads$/)
  const leadRow = page.getByTestId(`lead-${cart_id}`)
  await leadRow.waitFor()
  assert.equal(await leadRow.getByTestId("lead-call").getAttribute("href"), `tel:${phone(1)}`)
  await screenshot(page, "admin-cod-leads-fr")

  await leadRow.getByTestId("lead-create-order").click()
  const form = page.getByTestId("lead-order-form")
  await form.waitFor()
  assert.equal(await page.getByTestId("lead-phone").inputValue(), phone(1))
  // the lines are named once the variants' product titles have loaded
  await page
    .getByTestId("lead-items")
    .filter({ hasText: new RegExp(`Tondeuse COD ${RUN}`) })
    .waitFor()
  // without an address the API refuses, and says so beside the field
  await page.getByTestId(`delivery-${yalidine.shipping_option_id}`).click()
  await page.getByTestId("lead-order-form-submit").click()
  await page.getByTestId("lead-address-error").waitFor()
  await page.getByTestId("lead-address").fill("7 boulevard Zighoud Youcef")
  await screenshot(page, "admin-cod-lead-order-fr")
  const placed = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/order"))
  await page.getByTestId("lead-order-form-submit").click()
  const res = await placed
  assert.equal(res.status(), 201)
  const { order } = await res.json()
  assert.equal(order.total, 2 * 2500 + yalidine.price)
  await form.waitFor({ state: "hidden" })
  await leadRow.waitFor({ state: "detached" })
  const converted = (await api.get("/admin/cod/leads?status=converted")).leads.find((l) => l.cart_id === cart_id)
  assert.equal(converted.order_id, order.id)
  assert.deepEqual(await product.level(), { stocked: 10, reserved: 4 })

  // in the queue, the new order shows the buyer's earlier (confirmed) order
  await page.getByTestId("cod-nav-queue").click()
  const fresh = page.getByTestId(`confirmation-${order.display_id}`)
  await fresh.waitFor()
  assert.match(await fresh.getByTestId("earlier-orders").innerText(), new RegExp(`#${orders.a.display_id}[\\s\\S]*Confirmé`))
})

test("a phone is blocked with a reason (the store then refuses it) and unblocked", async () => {
  await page.getByTestId("cod-nav-blocked").click()
  await page.waitForURL(/\/app\/cod\/blocked-phones$/)
  await page.getByTestId("block-phone").fill("12345")
  await page.getByTestId("block-submit").click()
  await page
    .getByTestId("block-phone-error")
    .filter({ hasText: /05, 06 ou 07/ })
    .waitFor()
  const blocked = phone(9)
  await page.getByTestId("block-phone").fill(`+213 ${blocked.slice(1, 4)} ${blocked.slice(4)}`)
  await page.getByTestId("block-reason").fill("Commandes fantaisistes")
  await page.getByTestId("block-submit").click()
  await page.getByTestId(`blocked-${blocked}`).filter({ hasText: "Commandes fantaisistes" }).waitFor()
  assert.ok((await api.get("/admin/cod/blocked-phones")).blocked_phones.some((b) => b.phone === blocked))
  const refused = await storeCall("/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": `e2e-cod-${RUN}-blocked`, "x-forwarded-for": ip(9) },
    body: {
      firstname: "Faux",
      lastname: "Client",
      phone: blocked,
      address: "Nulle part",
      ...ALGER,
      shipping_option_id: yalidine.shipping_option_id,
      items: [{ variant_id: product.variant_id, quantity: 1 }],
    },
  })
  assert.equal(refused.status, 403)
  await screenshot(page, "admin-cod-blocked-fr")

  await page.getByTestId(`blocked-${blocked}`).getByTestId("blocked-remove").click()
  await page.getByRole("button", { name: "Débloquer" }).last().click()
  await page.getByTestId(`blocked-${blocked}`).waitFor({ state: "detached" })
  assert.ok(!(await api.get("/admin/cod/blocked-phones")).blocked_phones.some((b) => b.phone === blocked))
})

test("the queue in Arabic reads right to left", async () => {
  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/cod`)
  await page.getByRole("heading", { name: "تأكيد الطلبات" }).first().waitFor()
  await choose("filter-status", "filter-status-all")
  await row(orders.b).waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  assert.match(await row(orders.b).innerText(), /ملغى/)
  await screenshot(page, "admin-cod-queue-ar")
  await page.goto(`${BACKEND}/app/cod/leads`)
  await page.getByTestId("leads-tab-converted").click()
  await page.getByTestId("lead-order-link").first().waitFor()
  await screenshot(page, "admin-cod-leads-ar")
  await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})
