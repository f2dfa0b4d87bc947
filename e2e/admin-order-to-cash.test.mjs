// Order to cash in a real browser (issue 15 "Done when"), once in French and once in Arabic: an
// order placed through the store waits in the call queue; the agent confirms it there, opens its
// order page, hands it over to the courier (amounts frozen), marks it delivered (Medusa captures the
// payment), records the courier's remittance on the courier payments screen (cash minus the courier's
// fee), and the order page then shows the money remitted, with every change in its history.
import assert from "node:assert/strict"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }
const RUN = Date.now() % 1_000_000

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** What each language shows (the texts of src/admin/i18n, written out here so a wrong key fails). */
const TEXT = {
  fr: {
    confirmed: "Confirmé",
    handed_over: "Remis au transporteur",
    delivered: "Livré",
    collected: "Encaissé par le transporteur",
    remitted: "Reversé",
    title: "Cycle de la commande",
    exchange: "Échange",
    exchangeSubmit: "Enregistrer l'échange",
  },
  ar: {
    exchange: "استبدال",
    exchangeSubmit: "تسجيل الاستبدال",
    confirmed: "مؤكَّد",
    handed_over: "سُلِّم للناقل",
    delivered: "تم التوصيل",
    collected: "حصّله الناقل",
    remitted: "تم تحويله",
    title: "مسار الطلب",
  },
}

const da = (n) => `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} DA`.replace(/[\u00a0\u202f]/g, " ")
const clean = (s) => (s ?? "").replace(/[\u00a0\u202f]/g, " ").trim()

let page
// the page at the end of a failed test (its context is closed when the test went through)
afterEach((t) => page && !page.isClosed() && screenshot(page, `admin-order-to-cash-end-${t.name.slice(0, 2)}`))

async function journey(lang, n) {
  const session = await adminLogin(browser, { lang, viewport: { width: 1440, height: 1100 } })
  page = session.page
  const { context } = session
  const api = async (path, body) => {
    const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
    assert.ok([200, 201].includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
    return res.json()
  }
  const t = TEXT[lang]

  // a buyer orders through the store
  const quote = await (await fetch(`${BACKEND}/store/communes/1601/transporters`, { headers: STORE })).json()
  const yal = quote.transporters.find((x) => x.code === "yalidine")
  const home = yal.delivery_types.find((d) => d.type === "home")
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 2)
  const placed = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `e2e-o2c-${RUN}-${n}`, "x-forwarded-for": `10.61.${n}.${(RUN % 250) + 1}` },
    body: JSON.stringify({
      firstname: lang === "ar" ? "Walid" : "Yasmine",
      lastname: "Boukhari",
      phone: `066${String(RUN * 10 + n)
        .padStart(7, "0")
        .slice(-7)}`,
      address: "9 rue Hassiba Ben Bouali",
      wilaya: 16,
      commune: 1601,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: line.variant_id, quantity: 1 }],
    }),
  })
  assert.equal(placed.status, 201, await placed.clone().text())
  const { order } = await placed.json()

  // the agent confirms it from the call queue; it leaves the "to confirm" list
  await page.goto(`${BACKEND}/app/cod`)
  const row = page.getByTestId(`confirmation-${order.display_id}`)
  await row.waitFor()
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && /\/admin\/cod\/confirmations\//.test(r.url())),
    row.getByTestId("action-confirmed").click(),
  ])
  await row.waitFor({ state: "detached" })

  // its order page: the three axes, only the allowed actions
  await page.goto(`${BACKEND}/app/orders/${order.id}`)
  const widget = page.getByTestId("order-life")
  await widget.getByText(t.title).waitFor()
  const state = (axis) => widget.getByTestId(`life-${axis}-state`)
  await widget.locator('[data-testid="life-confirmation-state"][data-state="confirmed"]').waitFor()
  assert.equal(clean(await state("confirmation").textContent()), t.confirmed)
  // confirmed and not shipped: cancel, hand over or edit the order (decision 0071), nothing of the parcel's later life
  const offered = await widget
    .getByTestId("life-actions")
    .locator("button")
    .evaluateAll((bs) => bs.map((b) => b.dataset.testid))
  assert.deepEqual(offered.sort(), ["life-action-cancelled", "life-action-handed_over", "life-edit-open"])
  assert.equal(await page.evaluate(() => document.documentElement.dir), lang === "ar" ? "rtl" : "ltr")

  // hand-over with the courier's tracking number: amounts frozen
  await widget.getByTestId("life-action-handed_over").click()
  await page.getByTestId("life-form").waitFor()
  await page.getByTestId("life-tracking").fill(`YAL-E2E-${RUN}-${n}`)
  await page.getByTestId("life-form-submit").click()
  await widget.locator('[data-testid="life-delivery-state"][data-state="handed_over"]').waitFor()
  assert.equal(clean(await state("delivery").textContent()), t.handed_over)
  const { life } = await api(`/admin/orders/${order.id}/life`)
  assert.equal(life.cash_to_collect, order.total)
  assert.ok(life.courier_fee > 0, "the courier fee comes from the rate table")
  const net = Math.round((life.cash_to_collect - life.courier_fee) * 100) / 100
  assert.equal(clean(await widget.getByTestId("life-amount-cash").textContent()), da(life.cash_to_collect))
  assert.equal(clean(await widget.getByTestId("life-amount-net").textContent()), da(net))
  await screenshot(page, `admin-order-life-handed-over-${lang}`)

  // delivered (after the agent says yes to the prompt): cash collected, Medusa payment captured
  page.once("dialog", (d) => d.accept())
  await widget.getByTestId("life-action-delivered").click()
  await widget.locator('[data-testid="life-delivery-state"][data-state="delivered"]').waitFor()
  await widget.locator('[data-testid="life-money-state"][data-state="collected_by_courier"]').waitFor()
  assert.equal(clean(await state("money").textContent()), t.collected)
  const medusa = (await api(`/admin/orders/${order.id}?fields=id,payment_status,fulfillment_status`)).order
  assert.equal(medusa.payment_status, "captured")
  assert.equal(medusa.fulfillment_status, "delivered")

  // the courier's remittance: the screen expects the cash minus its fee
  await page.goto(`${BACKEND}/app/transporter-payments`)
  await page.getByTestId("payment-transporter").click()
  await page.getByRole("option", { name: yal.name }).click()
  const parcel = page.getByTestId(`payment-order-${order.id}`)
  await parcel.getByTestId("payment-order-check").click()
  await page.getByTestId("payment-amount").fill(String(net))
  await page.getByTestId("payment-reference").fill(`VERS-${RUN}-${n}`)
  await page.getByTestId("payment-submit").click()
  await parcel.waitFor({ state: "detached" })
  // the remittance expected the cash minus the courier's fee: no difference
  const { payments } = await api(`/admin/transporter-payments?transporter_id=${yal.id}`)
  const payment = payments.find((p) => p.reference === `VERS-${RUN}-${n}`)
  assert.deepEqual([payment.amount_expected, payment.amount_received, payment.difference], [net, net, 0])
  await screenshot(page, `admin-order-to-cash-payments-${lang}`)

  // back on the order page: money remitted, every change in the history, newest first
  await page.goto(`${BACKEND}/app/orders/${order.id}`)
  await widget.locator('[data-testid="life-money-state"][data-state="remitted"]').waitFor()
  assert.equal(clean(await state("money").textContent()), t.remitted)
  const history = await widget.getByTestId("life-event").evaluateAll((es) => es.map((e) => `${e.dataset.axis}:${e.dataset.to}`))
  assert.equal(history[0], "money:remitted")
  // delivered and collected are one change (same instant): either order between them
  assert.deepEqual(history.slice(1, 3).sort(), ["delivery:delivered", "money:collected_by_courier"])
  assert.equal(history[3], "delivery:handed_over")
  assert.ok(history.includes("confirmation:confirmed"))
  assert.equal((await widget.getByTestId("life-no-action").count()) + (await widget.getByTestId("life-actions").count()), 1)
  await screenshot(page, `admin-order-life-remitted-${lang}`)

  // the buyer wants another one (decision 0042): an exchange of the same variant, nothing to collect
  const [{ id: lineId }] = (await api(`/admin/orders/${order.id}?fields=items.id`)).order.items
  const { variants } = await api(`/admin/product-variants?id=${line.variant_id}&fields=id,title,sku,product.title`)
  await widget.getByTestId("life-exchange-open").click()
  const form = page.getByTestId("life-exchange-form")
  await form.getByTestId(`life-exchange-line-${lineId}`).fill("1")
  await form.getByTestId("life-exchange-search").fill(variants[0].sku || variants[0].product.title)
  await form.getByTestId("life-exchange-variant").click()
  await page.getByTestId(`life-exchange-variant-${line.variant_id}`).click()
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && /\/life\/exchange$/.test(r.url()) && r.status() === 200),
    form.getByRole("button", { name: t.exchangeSubmit }).click(),
  ])
  await widget.locator('[data-testid="life-delivery-state"][data-state="not_shipped"]').waitFor()
  await widget.getByText(t.exchange, { exact: false }).first().waitFor()
  const exchanged = (await api(`/admin/orders/${order.id}/life`)).life
  assert.deepEqual([exchanged.delivery_kind, exchanged.cash_to_collect, exchanged.allowed.delivery], ["exchange", 0, ["handed_over"]])
  assert.equal((await api(`/admin/exchanges?order_id=${order.id}`)).exchanges.length, 1)
  // the exchange parcel is handed over like any parcel; the exchanged order is not cancelled any more
  const offeredNow = await widget.locator('[data-testid^="life-action-"]').evaluateAll((bs) => bs.map((b) => b.dataset.testid))
  assert.deepEqual(offeredNow, ["life-action-handed_over"])
  await screenshot(page, `admin-order-life-exchange-${lang}`)
  await context.close()
}

test("fr: confirm in the queue, hand over, deliver and record the remittance; the order page shows it remitted", () => journey("fr", 1))
test("ar: the same journey in Arabic, right to left", () => journey("ar", 2))

/** The demo seed's orders (backend/src/scripts/seed/orders-data.ts) by their buyer's phone. */
const SEEDED = { postponed: "0771100106", cancelled: "0552100107", returned: "0556100119" }

test("the order page at the seed's other stages: postponed, cancelled, returned and settled (fr and ar)", async () => {
  for (const lang of ["fr", "ar"]) {
    const session = await adminLogin(browser, { lang, viewport: { width: 1440, height: 1100 } })
    page = session.page
    // a handed-over order has left the call queue: the orders are found by their address's phone
    const list = await session.context.request.get(`${BACKEND}/admin/orders?limit=500&fields=id,shipping_address.phone`)
    const { orders } = await list.json()
    for (const [stage, phone] of Object.entries(SEEDED)) {
      const o = orders.find((x) => (x.shipping_address?.phone ?? "").replace(/\D/g, "").endsWith(phone.slice(1)))
      assert.ok(o, `the seed's ${stage} order (${phone}) exists`)
      const c = { order_id: o.id }
      await page.goto(`${BACKEND}/app/orders/${c.order_id}`)
      const widget = page.getByTestId("order-life")
      await widget.getByTestId("life-history").waitFor()
      const { life } = await (await session.context.request.get(`${BACKEND}/admin/orders/${c.order_id}/life`)).json()
      // exactly the actions the server allows, nothing more
      const offered = await widget.locator('[data-testid^="life-action-"]').evaluateAll((bs) => bs.map((b) => b.dataset.testid.replace("life-action-", "")))
      assert.deepEqual(offered.sort(), [...life.allowed.confirmation, ...life.allowed.delivery, ...life.allowed.money].sort(), stage)
      await screenshot(page, `admin-order-life-${stage}-${lang}`)
    }
    await session.context.close()
  }
})
