// The back-office "Transporteurs" screens in a real browser: create a courier with an uploaded
// logo, price it (one cell, a bulk edit, a CSV import refused then accepted), add a commune
// exception and a stop-desk, then check the store quotes the new prices; and see it in Arabic.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { tinyPng } from "./lib/png.mjs"

const SUFFIX = Date.now().toString(36)
const NAME = `Test Express ${SUFFIX}`
const CODE = `test-express-${SUFFIX}`
const CASBAH = 1607

let browser
let context
let page
let transporterId
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1400, height: 900 } }))
})
after(async () => {
  // leave the shop as found
  if (transporterId) await context.request.delete(`${BACKEND}/admin/transporters/${transporterId}`).catch(() => {})
  await browser?.close()
})

// what the page showed at the end of each journey step (the state of a failure, if any)
afterEach(
  (t) =>
    page &&
    screenshot(
      page,
      `admin-transporters-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 3)
        .join("-")
        .toLowerCase()}`
    )
)

/** The admin API with the browser's session cookie. */
const api = async (p) => {
  const res = await context.request.get(`${BACKEND}${p}`)
  assert.equal(res.status(), 200, `${p} answered ${res.status()}`)
  return res.json()
}
const cell = async (code, type) => (await api(`/admin/transporters/${transporterId}/rates`)).rates.find((r) => r.code === code)[type]
const ratesPut = () => page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/rates") && r.ok())
/** Picks an option of a @medusajs/ui (Radix) select. */
const choose = async (trigger, option) => {
  await page.getByTestId(trigger).click()
  await page.getByTestId(option).click()
}
const tab = async (name) => {
  await page.getByTestId(`tab-${name}`).click()
  await page.waitForFunction((n) => document.querySelector(`[data-testid="tab-${n}"]`)?.getAttribute("data-state") === "active", name)
}

test("the sidebar leads to Transporteurs; a transporter is created with an uploaded logo", async () => {
  await page.goto(`${BACKEND}/app/orders`)
  await page.getByRole("link", { name: "Transporteurs", exact: true }).first().click()
  await page.waitForURL(/\/app\/transporters$/)
  await page.getByTestId("transporter-row-yalidine").waitFor()
  await screenshot(page, "admin-transporters-list-fr")

  await page.getByTestId("transporter-create").click()
  const form = page.getByTestId("transporter-form")
  await form.waitFor()
  await page.getByTestId("transporter-name").fill(NAME)
  assert.equal(await page.getByTestId("transporter-code").inputValue(), CODE, "the code follows the name")
  // a code already taken is refused by the API, and the refusal shows beside the code
  await page.getByTestId("transporter-code").fill("yalidine")
  await page.getByTestId("transporter-form-submit").click()
  await page
    .getByTestId("transporter-code-error")
    .filter({ hasText: /déjà utilisé/ })
    .waitFor()
  await page.getByTestId("transporter-code").fill(CODE)
  await page.getByTestId("transporter-tracking").fill("https://test.example/suivi")
  await page.getByTestId("transporter-form-submit").click()
  await page.getByTestId("transporter-tracking-error").waitFor()
  await page.getByTestId("transporter-tracking").fill("https://test.example/suivi/{tracking}")
  await page.getByTestId("transporter-phone").fill("0550 12 34 56")

  const dir = mkdtempSync(path.join(tmpdir(), "dz-logo-"))
  const png = path.join(dir, "logo.png")
  writeFileSync(png, tinyPng(48, [220, 38, 38]))
  await page.getByTestId("logo-input").setInputFiles(png)
  const preview = page.locator('img[data-testid="logo-preview"]')
  await preview.waitFor()
  const logoUrl = await preview.getAttribute("src")
  assert.match(logoUrl, /\/static\//)
  assert.ok(await preview.evaluate((img) => img.complete && img.naturalWidth === 48), "the uploaded logo is served back")
  await screenshot(page, "admin-transporter-form-fr")

  await page.getByTestId("transporter-form-submit").click()
  await page.waitForURL(/\/app\/transporters\/[^/]+$/)
  transporterId = page.url().split("/").pop()
  await page.getByTestId("transporter-title").filter({ hasText: NAME }).waitFor()
  const { transporter } = await api(`/admin/transporters/${transporterId}`)
  assert.equal(transporter.code, CODE)
  assert.equal(transporter.logo_url, logoUrl)
  assert.equal(transporter.tracking_url_pattern, "https://test.example/suivi/{tracking}")
  assert.deepEqual(transporter.shipping_options.map((o) => o.delivery_type).sort(), ["home", "stop_desk"])
})

test("rates: cells saved with one PUT, a 2026 wilaya inherits, bulk edit of a selection", async () => {
  await page.getByTestId("rate-row-69").waitFor()
  assert.equal(await page.locator('[data-testid^="rate-row-"]').count(), 69)
  await page.getByTestId("rate-16-home").fill("450")
  await page.getByTestId("fee-16-home").fill("200")
  await page.getByTestId("rate-28-home").fill("700")
  await Promise.all([ratesPut(), page.getByTestId("rates-save").click()])
  await page.waitForFunction(() => document.querySelector('[data-testid="rates-save"]')?.disabled)
  assert.deepEqual([(await cell(16, "home")).price, (await cell(16, "home")).return_fee], [450, 200])
  // Bou Saâda (68) has no rate of its own: it shows M'sila's
  assert.match(await page.getByTestId("rate-inherits-68").innerText(), /hérite de 28 M'sila/i)
  assert.equal(await page.getByTestId("rate-68-home").getAttribute("placeholder"), "700")
  assert.equal(await page.getByTestId("rate-68-home").inputValue(), "")

  for (const code of [31, 35, 68]) await page.getByTestId(`rate-select-${code}`).click()
  assert.match(await page.getByTestId("bulk-count").innerText(), /3/)
  await choose("bulk-type", "bulk-type-stop_desk")
  await page.getByTestId("bulk-price").fill("300")
  await Promise.all([ratesPut(), page.getByTestId("bulk-apply").click()])
  await page.waitForFunction(() => /: 0$/.test(document.querySelector('[data-testid="bulk-count"]')?.textContent ?? ""))
  for (const code of [31, 35, 68]) {
    assert.equal((await cell(code, "stop_desk")).price, 300)
    assert.equal(await page.getByTestId(`rate-${code}-stop_desk`).inputValue(), "300")
  }
  assert.equal(await cell(30, "stop_desk"), null, "a wilaya left out of the selection keeps no rate")
  await screenshot(page, "admin-transporter-rates-fr")
})

test("CSV: a file with a bad row is refused whole with its line and column; a good one is imported", async () => {
  await tab("csv")
  await page.getByTestId("rates-csv-text").fill("wilaya_code,delivery_type,price,return_fee\n16,home,999,\n70,home,abc,\n")
  await page.getByTestId("rates-import").click()
  const row = page.getByTestId("csv-error-3")
  await row.first().waitFor()
  const text = await page.getByTestId("rates-import-errors").innerText()
  assert.match(text, /3\s+wilaya_code\s+code de wilaya de 1 à 69 attendu/, "the admin says it in French")
  assert.match(text, /3\s+price\s+price doit être un nombre entier de dinars/)
  assert.equal((await cell(16, "home")).price, 450, "nothing was imported")
  await screenshot(page, "admin-transporter-csv-errors-fr")

  // the good file is chosen from disk (semicolons, as a spreadsheet saves them)
  const file = path.join(mkdtempSync(path.join(tmpdir(), "dz-rates-")), "rates.csv")
  writeFileSync(file, "wilaya_code;delivery_type;price;return_fee\n16;home;420;150\n16;stop_desk;280;\n")
  await page.getByTestId("rates-csv-file").setInputFiles(file)
  await page.waitForFunction(() => document.querySelector('[data-testid="rates-csv-text"]')?.value.includes("16;stop_desk;280"))
  await page.getByTestId("rates-import").click()
  await page.getByTestId("rates-import-result").waitFor()
  assert.equal(await page.getByTestId("rates-import-errors").count(), 0)
  assert.equal((await cell(16, "home")).price, 420)
  assert.equal((await cell(16, "stop_desk")).price, 280)
  const exported = await context.request.get(new URL(await page.getByTestId("rates-export").getAttribute("href"), BACKEND).toString())
  assert.match(await exported.text(), /16,home,420,150/)
})

test("a commune exception and a stop-desk are added with the commune picker", async () => {
  await tab("overrides")
  await page.getByTestId("override-add").click()
  await choose("picker-wilaya", "picker-wilaya-16")
  await page.getByTestId("picker-search").fill("casbah")
  await page.getByTestId(`picker-commune-${CASBAH}`).click()
  await page.getByTestId("override-price").fill("600")
  await page.getByTestId("override-form-submit").click()
  await page.getByTestId(`override-row-${CASBAH}-home`).waitFor()
  assert.match(await page.getByTestId(`override-row-${CASBAH}-home`).innerText(), /Casbah[\s\S]*600 DA/)

  await tab("desks")
  await page.getByTestId("desk-add").click()
  await choose("picker-wilaya", "picker-wilaya-16")
  await page.getByTestId("picker-search").fill("القصبة")
  await page.getByTestId(`picker-commune-${CASBAH}`).click()
  await page.getByTestId("desk-name").fill("Test Express Casbah")
  await page.getByTestId("desk-address").fill("12 rue Ahmed Bouzrina")
  await page.getByTestId("desk-opening_hours").fill("Sam–Jeu 8h–17h")
  await page.getByTestId("desk-phone").fill("023 00 00 00")
  await page.getByTestId("desk-form-submit").click()
  await page.getByTestId(`desk-row-${CASBAH}`).waitFor()
  await screenshot(page, "admin-transporter-desks-fr")
})

test("the store quotes the prices set in the back-office", async () => {
  assert.ok(process.env.MEDUSA_PUBLISHABLE_KEY, "MEDUSA_PUBLISHABLE_KEY must be set")
  const quote = async (commune) => {
    const res = await context.request.get(`${BACKEND}/store/communes/${commune}/transporters`, {
      headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY },
    })
    assert.equal(res.status(), 200)
    const ours = (await res.json()).transporters.find((t) => t.code === CODE)
    return Object.fromEntries((ours?.delivery_types ?? []).map((d) => [d.type, d.price]))
  }
  assert.deepEqual(await quote(CASBAH), { home: 600, stop_desk: 280 }, "Casbah: its exception at home, the CSV price at the desk")
  assert.deepEqual(await quote(1605), { home: 420, stop_desk: 280 }, "Bab El Oued: the wilaya's imported prices")
})

test("the transporter screens in Arabic", async () => {
  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/transporters`)
  await page.getByText("شركات التوصيل").first().waitFor()
  await page.getByTestId(`transporter-row-${CODE}`).waitFor()
  await screenshot(page, "admin-transporters-list-ar")
  await page.goto(`${BACKEND}/app/transporters/${transporterId}`)
  await page.getByTestId("rate-row-68").waitFor()
  assert.match(await page.getByTestId("rate-inherits-68").innerText(), /يرث سعر 28 M'sila/)
  await page.getByText("رسوم الإرجاع").first().waitFor()
  // the tabs follow the page: the first one sits on the right
  const [rates, desks] = await Promise.all(["rates", "desks"].map(async (n) => (await page.getByTestId(`tab-${n}`).boundingBox()).x))
  assert.ok(rates > desks, "tabs run right to left")
  await screenshot(page, "admin-transporter-rates-ar")
  await tab("csv")
  await page.getByText("اختيار ملف").waitFor()
  await screenshot(page, "admin-transporter-csv-ar")
  await page.getByTestId("transporter-edit").click()
  await page.getByTestId("transporter-form").waitFor()
  await page.getByText("تعديل شركة التوصيل").waitFor()
  // let the panel finish sliding in before the picture (screenshot only, nothing is asserted on it)
  await page.getByTestId("transporter-form").evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
  await screenshot(page, "admin-transporter-form-ar")
  await page.keyboard.press("Escape")
  await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})
