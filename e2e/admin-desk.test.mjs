// The order desk's bulk work, duplicates and edits (issue 19 items 2, 4 and 10): the owner, in French, sees a
// probable duplicate marked in the queue, ticks the other new orders and confirms them at once (a
// result per order); then, in Arabic on a phone, the queue is one card per order, right to left, and
// the duplicate is cancelled in one click. An agent at 1024 px edits an order during the call (two
// units, another commune: the server re-prices it) and confirms it; another duplicate is merged into
// the buyer's first order; in Arabic the edit form and its history read right to left.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000
const phone = (n) =>
  `077${String(RUN * 10 + n)
    .padStart(7, "0")
    .slice(-7)}`
// names are letters only: the run's number spelled with letters keeps them apart from other runs
const TAG = String(RUN).replace(/\d/g, (d) => "abcdefghij"[Number(d)])
const ip = (n) => `10.79.${n}.${(RUN % 250) + 1}`
const ALGER = { wilaya: 16, commune: 1601 }

let browser
let owner
let api
let product
let shipping_option_id
const orders = {}

before(async () => {
  browser = await launchBrowser()
  owner = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } })
  api = adminApi(owner.context)
  product = await createStockedProduct(api, { title: `Tapis bureau ${RUN}`, price: 2400, stock: 20 })
  const quote = await api.get(`/admin/commune-quotes/${ALGER.commune}`)
  shipping_option_id = quote.transporters.find((x) => x.code === "yalidine").delivery_types.find((d) => d.type === "home").shipping_option_id
  // two buyers, then the first again from another phone (the same person, the same commune)
  const place = async (n, firstname, lastname) => {
    const res = await storeCall("/store/cod-orders", {
      method: "POST",
      headers: { "idempotency-key": `e2e-desk-${RUN}-${n}`, "x-forwarded-for": ip(n) },
      body: {
        firstname,
        lastname,
        phone: phone(n),
        address: "3 rue Hassiba Ben Bouali",
        ...ALGER,
        shipping_option_id,
        items: [{ variant_id: product.variant_id, quantity: 1 }],
      },
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.order
  }
  orders.first = await place(1, `Rym ${TAG}`, "Belkacem")
  orders.other = await place(2, `Walid ${TAG}`, "Ouali")
  orders.again = await place(3, "BELKACEM", `rym ${TAG}`)
  orders.edited = await place(4, `Sonia ${TAG}`, "Mansouri")
  orders.keep = await place(5, `Nadia ${TAG}`, "Slimani")
  orders.twice = await place(6, "SLIMANI", `nadia ${TAG}`)
  orders.arabic = await place(7, `Amina ${TAG}`, "Cherif")
})
after(async () => {
  if (product) await api.del(`/admin/products/${product.product.id}`).catch(() => {})
  await browser?.close()
})

const row = (page, order) => page.getByTestId(`confirmation-${order.display_id}`)

test("fr: a probable duplicate is marked; the other new orders are confirmed at once, a result each", async () => {
  const { page } = owner
  await page.goto(`${BACKEND}/app/cod`)
  await row(page, orders.again).waitFor()
  const dup = row(page, orders.again).getByTestId("probable-duplicate")
  assert.match(await dup.innerText(), new RegExp(`Doublon probable de\\s*#${orders.first.display_id}`))
  assert.match(await dup.innerText(), /même nom, même commune/)
  assert.equal(await row(page, orders.first).getByTestId("probable-duplicate").count(), 0)

  for (const o of [orders.first, orders.other]) await row(page, o).getByTestId("assign-check").click()
  await page.getByTestId("bulk-bar").getByTestId("bulk-selected").waitFor()
  assert.match(await page.getByTestId("bulk-selected").innerText(), /2 commande/)
  assert.equal(await page.getByTestId("bulk-bar").getByTestId("print-menu").isEnabled(), true)
  await screenshot(page, "admin-desk-bulk-fr")
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/cod/bulk/confirm")),
    page.getByTestId("bulk-confirm").click(),
  ])
  await page.getByTestId("bulk-results").waitFor()
  assert.equal(await page.getByTestId("bulk-result-ok").count(), 2)
  await screenshot(page, "admin-desk-bulk-done-fr")
  const { confirmations } = await api.get("/admin/cod/confirmations?limit=200")
  const state = (o) => confirmations.find((c) => c.order_id === o.id)?.status
  assert.deepEqual([state(orders.first), state(orders.other), state(orders.again)], ["confirmed", "confirmed", "to_confirm"])
})

test("ar on a phone: one card per order, right to left; the duplicate cancelled in one click", async () => {
  const phoneView = await adminLogin(browser, { lang: "ar", viewport: { width: 390, height: 844 } })
  const { page } = phoneView
  try {
    await page.goto(`${BACKEND}/app/cod`)
    await page.getByTestId("queue-cards").waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
    // the filters fold behind one button: the queue starts on the first screen
    await page.getByTestId("filters-toggle").waitFor()
    assert.equal(await page.getByTestId("filter-from").count(), 0)
    const firstCard = await page.locator('[data-testid="queue-cards"] > li').first().boundingBox()
    assert.ok(firstCard && firstCard.y < 844, JSON.stringify(firstCard))
    await screenshot(page, "admin-desk-phone-queue-ar")
    // the agent looks the order up by its number
    await page.getByTestId("filter-q").fill(`#${orders.again.display_id}`)
    const card = row(page, orders.again)
    await card.waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-cards"] > li').length === 1)
    assert.match(await card.getByTestId("probable-duplicate").innerText(), /نسخة مكررة محتملة/)
    // nothing runs off the screen: the card fits the phone's width
    const box = await card.boundingBox()
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390 + 1, JSON.stringify(box))
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, "admin-desk-phone-ar")
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/admin/cod/confirmations/${orders.again.id}`)),
      card.getByTestId("action-duplicate").click(),
    ])
    await card.waitFor({ state: "detached" })
    const life = await api.get(`/admin/orders/${orders.again.id}/life`)
    assert.deepEqual([life.life.confirmation_state, life.life.cancel_reason], ["cancelled", "duplicate"])
  } finally {
    await phoneView.context.close()
  }
})

/** Text without its bidi isolates (amounts, names and numbers are isolated inside Arabic sentences). */
const plain = (s) => s.replace(/[\u2066-\u2069]/g, "")
const AGENT = { email: "agent@dz-shop.local", password: "dzshop-agent" }
const orderOf = (o) => api.get(`/admin/orders/${o.id}?fields=id,total,items.id,items.quantity,shipping_methods.amount,shipping_address.address_1`)

test("fr at 1024 px: an agent edits the order during the call (two units, another commune, re-priced by the server), then confirms it", async () => {
  const agent = await adminLogin(browser, { ...AGENT, viewport: { width: 1024, height: 800 } })
  const { page } = agent
  try {
    const { order: before } = await orderOf(orders.edited)
    const quote = await api.get("/admin/commune-quotes/1602")
    const price = quote.transporters.find((x) => x.code === "yalidine").delivery_types.find((d) => d.type === "home").price
    await page.goto(`${BACKEND}/app/orders/${orders.edited.id}`)
    await page.getByTestId("life-edit-open").click()
    const form = page.getByTestId("life-edit-form")
    await form.waitFor()
    await form.getByTestId(`life-edit-qty-${before.items[0].id}`).fill("2")
    await form.getByTestId("life-edit-delivery-toggle").click()
    await form.getByTestId("life-edit-address").fill("8 rue Larbi Ben M'hidi")
    await form.getByTestId("picker-search").fill("Sidi")
    await form.getByTestId("picker-commune-1602").click()
    await form.getByTestId(`delivery-${shipping_option_id}`).click()
    await form.getByTestId("life-edit-note").fill("deux tapis, chez son frère")
    await screenshot(page, "admin-desk-edit-fr-1024")
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/orders/${orders.edited.id}/life/edit`)),
      form.getByTestId("life-edit-form-submit").click(),
    ])
    assert.equal(res.status(), 200, await res.text())
    await form.waitFor({ state: "hidden" })
    const history = page.getByTestId("life-history")
    await history.getByText("Commande modifiée pendant l'appel").waitFor()
    const told = plain(await history.innerText())
    assert.match(told, /Quantités : Tapis bureau .* 1 → 2/)
    assert.match(told, /Livraison : Alger Centre \(400,00\sDA\) → Sidi M'hamed \(.+\sDA\)/)
    const { order: after } = await orderOf(orders.edited)
    assert.equal(after.total, 2 * 2400 + price)
    assert.equal(after.shipping_address.address_1, "8 rue Larbi Ben M'hidi")
    await screenshot(page, "admin-desk-edited-fr-1024")

    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/orders/${orders.edited.id}/life/confirmation`)),
      page.getByTestId("life-action-confirmed").click(),
    ])
    const life = await api.get(`/admin/orders/${orders.edited.id}/life`)
    assert.deepEqual([life.life.confirmation_state, life.life.commune_code], ["confirmed", 1602])
  } finally {
    await agent.context.close()
  }
})

test("fr: a probable duplicate merged into the buyer's first order in one click", async () => {
  const { page } = owner
  await page.goto(`${BACKEND}/app/cod`)
  await page.getByTestId("filter-q").fill(`#${orders.twice.display_id}`)
  const card = row(page, orders.twice)
  await card.getByTestId("action-merge").waitFor()
  assert.match(await card.getByTestId("action-merge").innerText(), new RegExp(`Fusionner dans #${orders.keep.display_id}`))
  page.once("dialog", (d) => d.accept())
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/orders/${orders.twice.id}/life/merge`)),
    card.getByTestId("action-merge").click(),
  ])
  assert.equal(res.status(), 200, await res.text())
  const { order: kept } = await orderOf(orders.keep)
  assert.equal(
    kept.items.reduce((a, i) => a + i.quantity, 0),
    2
  )
  const life = await api.get(`/admin/orders/${orders.twice.id}/life`)
  assert.deepEqual([life.life.confirmation_state, life.life.cancel_reason], ["cancelled", "duplicate"])
})

test("ar: the edit form and the history read right to left", async () => {
  const arabic = await adminLogin(browser, { lang: "ar", viewport: { width: 1280, height: 900 } })
  const { page } = arabic
  try {
    const { order } = await orderOf(orders.arabic)
    await page.goto(`${BACKEND}/app/orders/${orders.arabic.id}`)
    await page.getByTestId("life-edit-open").click()
    const form = page.getByTestId("life-edit-form")
    await form.waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
    assert.match(await form.innerText(), /تعديل الطلب/)
    await form.getByTestId(`life-edit-qty-${order.items[0].id}`).fill("3")
    await screenshot(page, "admin-desk-edit-ar")
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/orders/${orders.arabic.id}/life/edit`)),
      form.getByTestId("life-edit-form-submit").click(),
    ])
    await form.waitFor({ state: "hidden" })
    const history = page.getByTestId("life-history")
    await history.getByText("عُدّل الطلب أثناء المكالمة").waitFor()
    assert.match(plain(await history.innerText()), /الكميات: Tapis bureau .* 1 ← 3/)
    await history.scrollIntoViewIfNeeded()
    await screenshot(page, "admin-desk-edited-ar")
  } finally {
    await arabic.context.close()
  }
})
