// Couriers in a real browser (issue 16 "Done when"), once in French and once in Arabic: the demo
// Yalidine transporter is linked to its sandbox account (the seed), whose connection the merchant
// tests on the transporter's page; orders placed through the store are confirmed in the call queue,
// ticked and handed over to the courier in one action (a line per order with its tracking), their
// labels printed as one merged PDF (saved, rendered to PNG and looked at), and an order's page shows
// the parcel's statuses arriving by themselves (the sandbox courier moves its parcels and pushes
// Yalidine's signed webhooks). A third order is handed over from its own page.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { readdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { ARTIFACTS, launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }
const RUN = Date.now() % 1_000_000

/** What each language shows (the texts of src/admin/i18n and @shop/contracts/couriers, written out here so a wrong key fails). */
const TEXT = {
  fr: {
    title: "Compte transporteur (API)",
    sandbox: "Bac à sable",
    handedOver: "Remis",
    parcel: "Colis chez le transporteur",
    delivered: "Livré",
    returned: "Retourné",
    syncTitle: "Tarifs et points relais du transporteur",
    syncUpdate: "Modifié",
    syncApplied: (name) => `Tarifs et points relais de ${name} enregistrés`,
    syncSaved: "Changements enregistrés.",
    callNowTitle: "Appeler l'acheteur maintenant",
    callNowEmpty: "Aucun acheteur à rappeler : aucune tentative de livraison échouée en attente.",
  },
  ar: {
    title: "حساب الناقل (واجهة API)",
    sandbox: "بيئة تجريبية",
    handedOver: "سُلِّم",
    parcel: "الطرد لدى الناقل",
    delivered: "تم التسليم",
    returned: "مُرجَع",
    syncTitle: "أسعار الناقل ومكاتب التوصيل",
    syncUpdate: "معدَّل",
    syncApplied: (name) => `حُفظت أسعار ${name} ومكاتب التوصيل`,
    syncSaved: "حُفظت التغييرات.",
    callNowTitle: "اتصل بالمشتري الآن",
    callNowEmpty: "لا يوجد مشترٍ للاتصال به: لا توجد محاولة توصيل فاشلة في الانتظار.",
  },
}
const clean = (s) => (s ?? "").replace(/[\u00a0\u202f]/g, " ").trim()

let browser
let page
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())
afterEach((t) => page && !page.isClosed() && screenshot(page, `admin-couriers-end-${t.name.slice(0, 2)}`))

async function journey(lang, n) {
  const session = await adminLogin(browser, { lang, viewport: { width: 1440, height: 1100 } })
  page = session.page
  const { context } = session
  const t = TEXT[lang]
  const api = async (p, body) => {
    const res = body ? await context.request.post(`${BACKEND}${p}`, { data: body }) : await context.request.get(`${BACKEND}${p}`)
    assert.ok([200, 201].includes(res.status()), `${p} answered ${res.status()}: ${await res.text()}`)
    return res.json()
  }
  const choose = async (trigger, option) => {
    await page.getByTestId(trigger).click()
    await page.getByTestId(option).click()
  }

  // the transporter's page: its sandbox Yalidine account, credentials never shown, the webhook URL to register
  const { transporters } = await api("/admin/transporters?limit=100")
  const yal = transporters.find((x) => x.code === "yalidine")
  await page.goto(`${BACKEND}/app/transporters/${yal.id}`)
  const section = page.getByTestId("courier-account")
  await section.getByText(t.title).waitFor()
  await section.getByTestId("courier-account-name").waitFor()
  assert.match(clean(await section.getByTestId("courier-account-name").textContent()), /sandbox/i)
  assert.equal(clean(await section.getByTestId("courier-sandbox-badge").textContent()), t.sandbox)
  assert.equal(clean(await section.getByTestId("courier-webhook-url").textContent()), `${BACKEND}/hooks/couriers/cacc_sandbox_yalidine`)
  assert.equal(await page.evaluate(() => document.documentElement.dir), lang === "ar" ? "rtl" : "ltr")

  // test the connection: the sandbox answers with the stored credentials
  const [tested] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/courier-accounts/cacc_sandbox_yalidine/test-connection")),
    section.getByTestId("courier-test").click(),
  ])
  const answer = await tested.json()
  assert.equal(answer.ok, true, `connection test: ${answer.error}`)
  await section.locator('[data-testid="courier-test-result"][data-state="ok"]').waitFor()
  await screenshot(page, `admin-couriers-account-${lang}`)

  // the edit form: every secret is a password field left empty (the API only says which are set)
  await section.getByTestId("courier-edit").click()
  const form = page.getByTestId("courier-form")
  await form.waitFor()
  for (const k of ["api_id", "api_token"]) {
    const input = form.getByTestId(`courier-cred-${k}`)
    assert.equal(await input.getAttribute("type"), "password")
    assert.equal(await input.inputValue(), "")
  }
  assert.equal(await form.getByTestId("courier-webhook_secret").inputValue(), "")
  await screenshot(page, `admin-couriers-form-${lang}`)
  await page.keyboard.press("Escape")
  await form.waitFor({ state: "detached" })

  // three orders for Yalidine's home delivery in Alger Centre, placed through the store
  const quote = await (await fetch(`${BACKEND}/store/communes/1601/transporters`, { headers: STORE })).json()
  const home = quote.transporters.find((x) => x.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 5)
  const orders = []
  for (const i of [1, 2, 3]) {
    const res = await fetch(`${BACKEND}/store/cod-orders`, {
      method: "POST",
      headers: {
        ...STORE,
        "content-type": "application/json",
        "idempotency-key": `e2e-couriers-${RUN}-${n}-${i}`,
        "x-forwarded-for": `10.71.${n}${i}.${(RUN % 250) + 1}`,
      },
      body: JSON.stringify({
        firstname: lang === "ar" ? "Karim" : "Nadia",
        lastname: ["Amrani", "Belkacem", "Cherif"][i - 1],
        phone: `077${String(RUN * 100 + n * 10 + i)
          .padStart(7, "0")
          .slice(-7)}`,
        address: `${i} rue Didouche Mourad`,
        wilaya: 16,
        commune: 1601,
        shipping_option_id: home.shipping_option_id,
        items: [{ variant_id: line.variant_id, quantity: 1 }],
      }),
    })
    assert.equal(res.status, 201, await res.clone().text())
    orders.push((await res.json()).order)
  }

  // the agent confirms them in the call queue
  await page.goto(`${BACKEND}/app/cod`)
  for (const o of orders) {
    const row = page.getByTestId(`confirmation-${o.display_id}`)
    await row.waitFor()
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/admin/cod/confirmations/${o.id}`)),
      row.getByTestId("action-confirmed").click(),
    ])
    await row.waitFor({ state: "detached" })
  }

  // the confirmed orders: tick two, hand them over in one action
  await choose("filter-status", "filter-status-confirmed")
  const [a, b, c] = orders
  for (const o of [a, b]) await page.getByTestId(`confirmation-${o.display_id}`).getByTestId("hand-over-check").click()
  assert.equal(clean(await page.getByTestId("hand-over-selected").textContent()).replace(/\D/g, ""), "2")
  const [handed] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/couriers/hand-over")),
    page.getByTestId("hand-over-submit").click(),
  ])
  const { results } = await handed.json()
  assert.deepEqual(
    results.map((r) => [r.order_id, r.ok, r.manual]),
    [
      [a.id, true, false],
      [b.id, true, false],
    ],
    JSON.stringify(results)
  )
  const table = page.getByTestId("hand-over-results")
  for (const r of results) {
    const row = table.getByTestId(`hand-over-result-${r.order_id}`)
    assert.equal(await row.getAttribute("data-ok"), "true")
    assert.equal(clean(await row.getByTestId("hand-over-tracking").textContent()), r.tracking)
    assert.ok(clean(await row.textContent()).includes(t.handedOver))
  }
  await screenshot(page, `admin-couriers-hand-over-${lang}`)

  // print their labels: one merged PDF, two labels, rendered and kept to be looked at
  const tabs = []
  context.on("page", (p) => tabs.push(p))
  const [labels] = await Promise.all([page.waitForResponse((r) => r.url().includes("/admin/couriers/labels?")), page.getByTestId("labels-print").click()])
  assert.equal(labels.status(), 200, await labels.text().catch(() => ""))
  assert.equal(labels.headers()["content-type"], "application/pdf")
  assert.deepEqual(new URL(labels.url()).searchParams.getAll("order_id"), [a.id, b.id])
  const pdf = path.join(ARTIFACTS, `admin-couriers-labels-${lang}.pdf`)
  // the page read the body as a blob for its tab; the same request made again with the session gives the bytes to keep
  const again = await context.request.get(labels.url())
  assert.equal(again.status(), 200)
  writeFileSync(pdf, await again.body())
  const prefix = path.join(ARTIFACTS, `admin-couriers-labels-${lang}`)
  execFileSync("pdftoppm", ["-png", "-r", "60", pdf, prefix])
  const pngs = readdirSync(ARTIFACTS).filter((f) => f.startsWith(`admin-couriers-labels-${lang}-`) && f.endsWith(".png"))
  assert.ok(pngs.length >= 2, `the merged PDF has a page per label (${pngs.length})`)
  // the label opened in a tab of its own (a blob: URL of the PDF)
  await page.waitForTimeout(500)
  assert.ok(tabs.length >= 1, "the labels open in a new tab")
  for (const p of tabs) await p.close()

  // an order's page: its parcel, then the statuses the courier pushes arriving by themselves
  await page.goto(`${BACKEND}/app/orders/${a.id}`)
  const panel = page.getByTestId("parcel-panel")
  await panel.getByText(t.parcel).waitFor()
  assert.equal(clean(await panel.getByTestId("parcel-tracking").textContent()), results[0].tracking)
  await panel.getByTestId("parcel-label").waitFor()
  await panel.locator('[data-testid="parcel"][data-status="delivered"], [data-testid="parcel"][data-status="returned"]').waitFor({ timeout: 90_000 })
  const status = await panel.getByTestId("parcel").getAttribute("data-status")
  assert.equal(clean(await panel.getByTestId("parcel-status").textContent()), t[status])
  const history = await panel.getByTestId("parcel-event").evaluateAll((es) => es.map((e) => e.dataset.status))
  assert.equal(history[0], status, "newest first")
  assert.ok(history.includes("picked_up") && history.includes("out_for_delivery"), history.join(","))
  assert.ok(clean(await panel.getByTestId("parcel-raw").textContent()).length > 0, "the courier's own words are shown")
  // the order's life followed the parcel
  await page.getByTestId("order-life").locator(`[data-testid="life-delivery-state"][data-state="${status}"]`).waitFor({ timeout: 20_000 })
  await screenshot(page, `admin-couriers-order-${lang}`)

  // the third order, from its own page: one click, the tracking number appears
  await page.goto(`${BACKEND}/app/orders/${c.id}`)
  await panel.getByTestId("parcel-none").waitFor()
  const [one] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/couriers/hand-over")),
    panel.getByTestId("parcel-hand-over").click(),
  ])
  const [single] = (await one.json()).results
  assert.equal(single.ok, true, JSON.stringify(single))
  await panel.getByTestId("parcel-tracking").getByText(single.tracking).waitFor()
  await panel.getByTestId("parcel-hand-over").waitFor({ state: "detached" })
  await page.getByTestId("order-life").locator('[data-testid="life-delivery-state"]:not([data-state="not_shipped"])').waitFor()
  await screenshot(page, `admin-couriers-order-hand-over-${lang}`)
  await context.close()
}

/**
 * "Sync from courier" on the sandbox Noest transporter (its fake quotes the whole tariff in one call):
 * a price changed here beforehand shows as a change in the preview, nothing is saved until "Apply
 * these changes", after which the toast shows and the transporter has the courier's price again.
 * Then "Call the buyer now": the list the page was answered (or its empty state), a tel: link per buyer.
 */
async function syncAndCallNow(lang, n) {
  const session = await adminLogin(browser, { lang, viewport: { width: 1440, height: 1100 } })
  page = session.page
  const { context } = session
  const t = TEXT[lang]
  const get = async (p) => {
    const res = await context.request.get(`${BACKEND}${p}`)
    assert.equal(res.status(), 200, `${p}: ${await res.text()}`)
    return res.json()
  }
  const { courier_accounts } = await get("/admin/courier-accounts")
  const account = courier_accounts.find((a) => a.id === "cacc_sandbox_noest")
  assert.ok(account, "the seed links the sandbox Noest account")
  const { transporter } = await get(`/admin/transporters/${account.transporter_id}`)
  assert.match(transporter.name, /noest/i)

  // a price the courier does not have: Alger, home delivery
  const odd = 111 + n
  const put = await context.request.put(`${BACKEND}/admin/transporters/${transporter.id}/rates`, {
    data: { rates: [{ wilaya_code: 16, delivery_type: "home", price: odd, return_fee: null }] },
  })
  assert.equal(put.status(), 200, await put.text())

  await page.goto(`${BACKEND}/app/transporters/${transporter.id}`)
  const sync = page.getByTestId("courier-sync")
  await sync.getByText(t.syncTitle).waitFor()
  const [previewed] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/courier-accounts/${account.id}/sync`)),
    sync.getByTestId("courier-sync-preview").click(),
  ])
  assert.equal(previewed.status(), 200, await previewed.text())
  const { plan } = await previewed.json()
  assert.equal(plan.applied, false)
  const alger = plan.rates.find((r) => r.wilaya_code === 16 && r.delivery_type === "home")
  assert.equal(alger.change, "update")
  assert.equal(alger.current.price, odd)
  await page.locator('[data-testid="courier-sync"][data-state="preview"]').waitFor()
  const row = sync.getByTestId("sync-rate-16-home")
  assert.equal(clean(await row.getByTestId("sync-change").textContent()), t.syncUpdate)
  assert.ok(clean(await row.textContent()).includes(String(alger.courier.price)), await row.textContent())
  // only the changes are listed; the unchanged rows come back with the switch
  const sameRates = plan.rates.filter((r) => r.change === "same").length
  const listed = await sync.getByTestId("courier-sync-rates").locator("tbody tr").count()
  assert.equal(listed, plan.rates.length - sameRates)
  const summary = clean(await sync.getByTestId("courier-sync-summary").textContent())
  assert.ok(summary.includes(String(plan.summary.rates_updated)), summary)
  if (sameRates + plan.stop_desks.filter((d) => d.change === "same").length > 0) {
    await sync.getByTestId("courier-sync-show-same").click()
    await sync
      .getByTestId("courier-sync-rates")
      .locator("tbody tr")
      .nth(plan.rates.length - 1)
      .waitFor()
    assert.equal(await sync.getByTestId("courier-sync-rates").locator("tbody tr").count(), plan.rates.length)
    await sync.getByTestId("courier-sync-show-same").click()
  }
  // nothing saved by the preview
  const before = await get(`/admin/transporters/${transporter.id}/rates`)
  assert.equal(before.rates.find((r) => r.code === 16).home.price, odd)
  await screenshot(page, `admin-couriers-sync-preview-${lang}`)

  const [applied] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/admin/courier-accounts/${account.id}/sync`)),
    sync.getByTestId("courier-sync-apply").click(),
  ])
  assert.equal(applied.status(), 200, await applied.text())
  assert.equal((await applied.json()).plan.applied, true)
  await page.getByText(t.syncApplied(account.name)).first().waitFor()
  await page.locator('[data-testid="courier-sync"][data-state="applied"]').waitFor()
  assert.equal(clean(await sync.getByTestId("courier-sync-status").textContent()), t.syncSaved)
  await sync.getByTestId("courier-sync-apply").waitFor({ state: "detached" })
  const after = await get(`/admin/transporters/${transporter.id}/rates`)
  assert.equal(after.rates.find((r) => r.code === 16).home.price, alger.courier.price)
  await screenshot(page, `admin-couriers-sync-applied-${lang}`)

  // "Call the buyer now", from the cash-on-delivery pages
  const [listed2] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "GET" && r.url().includes("/admin/couriers/call-now")),
    page.goto(`${BACKEND}/app/cod/call-now`),
  ])
  await page.getByRole("heading", { name: t.callNowTitle }).waitFor()
  assert.equal(await page.getByTestId("cod-nav-callNow").getAttribute("aria-current"), "page")
  const { calls } = await listed2.json()
  if (!calls.length) {
    assert.equal(clean(await page.getByTestId("call-now-state").textContent()), t.callNowEmpty)
  } else {
    await page.getByTestId("call-now-list").waitFor()
    for (const c of calls) {
      const r = page.getByTestId(`call-now-${c.order_id}`)
      assert.equal(await r.getByTestId("call-now-phone").getAttribute("href"), `tel:${c.phone}`)
      assert.equal(await r.getByTestId("call-now-order").getAttribute("href"), `/app/orders/${c.order_id}`)
    }
  }
  assert.equal(await page.evaluate(() => document.documentElement.dir), lang === "ar" ? "rtl" : "ltr")
  await screenshot(page, `admin-couriers-call-now-${lang}`)
  await context.close()
}

test("fr: sandbox Yalidine account tested, bulk hand-over, merged labels, statuses on the order page", () => journey("fr", 1))
test("ar: the same in Arabic, right to left", () => journey("ar", 2))
test("fr: sync from the sandbox Noest courier (preview, apply, toast), then the Call now page", () => syncAndCallNow("fr", 1))
test("ar: sync from Noest and the Call now page in Arabic, right to left", () => syncAndCallNow("ar", 2))
