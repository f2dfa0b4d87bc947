// The cashier's till in a real browser against the real backend and storefront (issue 21, decision
// 0088): the demo cashier signs in at /pos, sells online (cash, change due), loses the network, reloads
// the till from its service worker, sells three times offline (one item the shop no longer has), sees
// them pending, gets the network back with two syncs whose answers are lost, then syncs: each sale is
// recorded once, the shop's stock dropped by exactly what was sold, the sale without stock is flagged.
// Receipts in French and Arabic (screen, print and the server's PDF), the till in Arabic with a cart.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import path from "node:path"
import { after, before, test } from "node:test"
import { adminLogin } from "./lib/admin.mjs"
import { adminApi, createStockedProduct } from "./lib/admin-api.mjs"
import { ARTIFACTS, launchBrowser, screenshot } from "./lib/browser.mjs"
import { BASE } from "./lib/delivery.mjs"

const CASHIER = { email: "cashier@dz-shop.local", password: "dzshop-cashier" }
const SHOP = "Boutique - Alger Centre"
const RUN = Date.now() % 1_000_000
const BARCODE = `613${String(RUN).padStart(10, "0")}`

let browser
let api
let till
let page
const problems = []

/** A product of the shop's shelves: `stock` units at the shop's own location, a barcode to scan. */
async function shopProduct(locationId, { title, price, stock, barcode }) {
  const made = await createStockedProduct(api, { title, price, stock: 0 })
  if (barcode) await api.post(`/admin/products/${made.product.id}/variants/${made.variant_id}`, { barcode })
  const { inventory_levels } = await api.get(`/admin/inventory-items/${made.inventory_item_id}/location-levels`)
  if (inventory_levels.some((l) => l.location_id === locationId))
    await api.post(`/admin/inventory-items/${made.inventory_item_id}/location-levels/${locationId}`, { stocked_quantity: stock })
  else await api.post(`/admin/inventory-items/${made.inventory_item_id}/location-levels`, { location_id: locationId, stocked_quantity: stock })
  const level = async () => {
    const { inventory_levels: levels } = await api.get(`/admin/inventory-items/${made.inventory_item_id}/location-levels`)
    return Number(levels.find((l) => l.location_id === locationId).stocked_quantity)
  }
  return { ...made, sku: made.product.variants[0].sku, level }
}

const text = async (locator) => (await locator.textContent())?.replace(/\s+/g, " ").trim()
const nbsp = (s) => s.replace(/\u00a0/g, " ")

/** Scans a barcode as a wedge scanner does: the digits typed into the search field, then Enter. */
async function scan(code) {
  const search = page.getByTestId("pos-search")
  await search.click()
  await search.fill("")
  await search.pressSequentially(code, { delay: 5 })
  await search.press("Enter")
}

async function addBySearch(query) {
  await page.getByTestId("pos-search").fill(query)
  await page.getByTestId("pos-result").first().click()
}

/** Validates the sale on the screen and returns its receipt; a refusal fails with what the till shows. */
async function validate() {
  await page.getByTestId("pos-validate").click()
  const receipt = page.getByTestId("pos-receipt")
  const notice = page.getByTestId("pos-sale-notice")
  await receipt.or(notice).first().waitFor({ timeout: 60_000 })
  if (await notice.isVisible()) {
    const shown = await page.locator('[role="alert"]').allTextContents()
    assert.fail(`the sale was refused: ${shown.join(" | ")}`)
  }
  return receipt
}

/** The receipt at twice its size (CSS zoom: laid out again, not scaled), so its small print can be read. */
async function shootReceipt(name) {
  const receipt = page.getByTestId("pos-receipt")
  await page.setViewportSize({ width: 1280, height: 2400 })
  await receipt.evaluate((el) => (el.style.zoom = "2"))
  await receipt.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) })
  await receipt.evaluate((el) => (el.style.zoom = ""))
  await page.setViewportSize({ width: 1280, height: 800 })
}

const queued = () =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("dz-pos")
        open.onsuccess = () => {
          const req = open.result.transaction("sales").objectStore("sales").getAll()
          req.onsuccess = () => resolve(req.result.map((s) => ({ client_id: s.client_id, state: s.state, seq: s.seq, sale: s.sale })))
          req.onerror = () => reject(req.error)
        }
        open.onerror = () => reject(open.error)
      })
  )

let shopLocation
let scanned
let empty

before(async () => {
  browser = await launchBrowser()
  const admin = await adminLogin(browser)
  api = adminApi(admin.context)
  const { stock_locations } = await api.get(`/admin/stock-locations?q=${encodeURIComponent("Boutique")}&limit=20`)
  shopLocation = stock_locations.find((l) => l.name === SHOP)
  assert.ok(shopLocation, `the demo shop "${SHOP}" is seeded`)
  // the demo cashier sells at the demo shop (the seed assigns them; said again so the journey stands alone)
  await api.post("/admin/pos/cashiers", { email: CASHIER.email, location_id: shopLocation.id })
  scanned = await shopProduct(shopLocation.id, { title: `Cafetière caisse ${RUN}`, price: 1450, stock: 10, barcode: BARCODE })
  empty = await shopProduct(shopLocation.id, { title: `Théière épuisée ${RUN}`, price: 2300, stock: 0 })

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  till = context
  page = await context.newPage()
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`))
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`))
})
after(() => browser?.close())

test("the cashier signs in at /pos and sells online: the scanned item, cash with change due, the server's order number", async () => {
  const res = await page.goto(`${BASE}/pos`)
  assert.equal(res.status(), 200)
  assert.match(res.headers()["cache-control"], /no-store/)
  await page.getByTestId("pos-sign-in").waitFor()
  assert.equal(await page.getByRole("banner").getByText("Caisse").count(), 1)
  // the storefront's own header and footer are not there
  assert.equal(await page.locator("#main").count(), 0)
  await page.getByTestId("pos-sign-in-email").fill(CASHIER.email)
  await page.getByTestId("pos-sign-in-password").fill("wrong-password")
  await page.getByTestId("pos-sign-in-submit").click()
  assert.equal(await text(page.getByTestId("pos-sign-in-error")), "E-mail ou mot de passe incorrect.")
  await page.getByTestId("pos-sign-in-password").fill(CASHIER.password)
  await page.getByTestId("pos-sign-in-submit").click()
  await page.getByTestId("pos-shop").getByText(SHOP).waitFor()
  const cookies = await till.cookies(`${BASE}/pos`)
  const session = cookies.find((c) => c.name === "dz_pos")
  assert.ok(session, "the staff token is in a cookie")
  assert.equal(session.httpOnly, true)
  assert.equal(session.sameSite, "Strict")
  assert.equal(session.path, "/pos")

  // the worker took the till's files (precached, and what this page loaded besides)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  await until(() =>
    page.evaluate(async () => {
      const keys = (await caches.keys()).filter((k) => k.startsWith("dz-pos-"))
      if (keys.length !== 1) return false
      const cache = await caches.open(keys[0])
      const loaded = performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.startsWith("/assets/"))
      const held = await Promise.all([cache.match("/pos"), ...loaded.map((u) => cache.match(u.pathname))])
      return loaded.length > 3 && held.every(Boolean)
    })
  )
  // the shop's catalogue is on the till (it searches it itself, offline too)
  await page
    .getByTestId("pos-search-status")
    .getByText(/^Catalogue du /)
    .waitFor({ timeout: 60_000 })
  await scan(BARCODE)
  const line = page.getByTestId("pos-cart-line")
  await line.waitFor()
  assert.equal(await line.count(), 1)
  assert.equal(await page.getByTestId("pos-search").inputValue(), "", "a scan empties the field for the next one")
  assert.equal(nbsp(await text(page.getByTestId("pos-total"))), "1 450,00 DA")
  await page.getByTestId("pos-cash-given").fill("2000")
  assert.equal(nbsp(await text(page.getByTestId("pos-change-due"))), "550,00 DA")
  const receipt = await validate()
  await receipt
    .getByTestId("pos-receipt-number")
    .getByText(/^Vente n° \d+$/)
    .waitFor({ timeout: 30_000 })
  assert.match(nbsp(await text(receipt.getByTestId("pos-receipt-change"))), /^Monnaie rendue\s*550,00 DA$/)
  const [first] = await queued()
  assert.equal(first.state, "synced")
  assert.equal(await scanned.level(), 9)
  await page.getByTestId("pos-receipt-close").click()
})

test("offline: the till reloads from its service worker and takes three sales, one of an item the shop no longer has", async () => {
  await till.setOffline(true)
  const res = await page.reload()
  assert.ok(res.fromServiceWorker(), "the till's page came from its service worker")
  await page.getByTestId("pos-shop").getByText(SHOP).waitFor()
  assert.equal(await page.getByTestId("pos-connection").getAttribute("data-online"), "false")
  assert.equal(await text(page.getByTestId("pos-connection")), "Hors ligne")

  // offline restrictions: no delivery, no customer search
  assert.equal(await page.getByTestId("pos-fulfilment-delivery").isDisabled(), true)
  assert.equal(await text(page.getByTestId("pos-delivery-offline")), "La livraison nécessite une connexion.")
  await page.getByTestId("pos-customer-mode-find").click()
  assert.match(await text(page.getByTestId("pos-customer-offline")), /^La recherche de client nécessite une connexion/)
  await page.getByTestId("pos-customer-mode-none").click()

  // 1: two of the scanned item (the shop's cached stock shows what the online sale took), cash
  await addBySearch(scanned.sku)
  assert.equal(await text(page.getByTestId("pos-result").first().getByTestId("pos-result-stock")), "Stock : 9")
  await page.getByTestId("pos-qty-more").click()
  assert.equal(await page.getByTestId("pos-qty").inputValue(), "2")
  await page.getByTestId("pos-cash-given").fill("3000")
  assert.equal(nbsp(await text(page.getByTestId("pos-change-due"))), "100,00 DA")
  const receipt = await validate()
  assert.match(await text(receipt.getByTestId("pos-receipt-number")), /^Vente n° [0-9a-f]{8} · en attente de synchronisation$/)
  await page.getByTestId("pos-receipt-close").click()

  // 2: the item out of stock at the shop: shown, still sold (the money is taken), card
  await page.getByTestId("pos-search").fill(`Théière épuisée ${RUN}`)
  await page.getByTestId("pos-result-out-of-stock").waitFor()
  await page.getByTestId("pos-result").first().click()
  await page.getByTestId("pos-payment-type-card").click()
  await validate()
  await page.getByTestId("pos-receipt-close").click()

  // 3: a new customer typed in; mixed payment that does not add up is refused before sending
  await scan(BARCODE)
  await page.getByTestId("pos-customer-mode-new").click()
  await page.getByTestId("pos-customer-first-name").fill("Yasmine")
  await page.getByTestId("pos-customer-last-name").fill("Khelifi")
  await page.getByTestId("pos-customer-phone").fill(`077${String(RUN).padStart(7, "0").slice(-7)}`)
  await page.getByTestId("pos-payment-type-mixed").click()
  await page.getByTestId("pos-mixed-cash").fill("1000")
  await page.getByTestId("pos-mixed-card").fill("400")
  await page.getByTestId("pos-validate").click()
  assert.equal(await text(page.getByTestId("pos-payment-error")), "Espèces plus carte doivent égaler le total.")
  assert.equal(await page.getByTestId("pos-receipt").count(), 0)
  await page.getByTestId("pos-mixed-card").fill("450")
  await validate()
  await page.getByTestId("pos-receipt-close").click()

  assert.equal(await text(page.getByTestId("pos-open-count")), "3")
  await page.getByTestId("pos-sales-button").click()
  const panel = page.getByTestId("pos-sales-panel")
  assert.equal(await panel.locator('[data-testid="pos-queued-sale"][data-state="pending"]').count(), 3)
  assert.equal(await panel.locator('[data-testid="pos-queued-sale"][data-state="synced"]').count(), 1)
  await screenshot(page, "pos-till-pending-fr")
  await page.getByTestId("pos-sales-close").click()
})

test("the network returns, two syncs lose their answers, then the queue syncs: each sale once, the stock down by what was sold", async () => {
  const open = (await queued()).filter((s) => s.state === "pending").sort((a, b) => a.seq - b.seq)
  assert.equal(open.length, 3)
  // the first two answers are lost on the way back: the server recorded the sale, the till never heard
  let lost = 0
  const posts = []
  await page.route("**/pos/api/sales", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    posts.push(JSON.parse(route.request().postData()).client_id)
    if (lost < 2) {
      lost++
      await route.fetch()
      return route.abort("connectionreset")
    }
    return route.continue()
  })
  const syncButton = page.getByTestId("pos-sync-now")
  const settled = () => syncButton.evaluate((b) => b.textContent !== "Synchronisation…")
  await till.setOffline(false)
  // the `online` event syncs at once, "Sync now" once more: both answers are lost
  await until(async () => posts.length >= 1 && (await settled()))
  await syncButton.click()
  await until(async () => posts.length >= 2 && (await settled()))
  assert.equal(lost, 2)
  const pending = (await queued()).filter((s) => s.state === "pending").length
  assert.equal(pending, 3, "a sale whose answer was lost is still to send")
  await syncButton.click()
  await until(async () => (await queued()).every((s) => s.state === "synced" || s.state === "flagged"), 60_000)
  assert.deepEqual(posts.slice(0, 3), [open[0].client_id, open[0].client_id, open[0].client_id], "the oldest first, again with its own id")
  assert.deepEqual(posts.slice(3), [open[1].client_id, open[2].client_id])

  // server side: each sale exactly once, its order once
  const { orders } = await api.get("/admin/orders?fields=id,metadata&order=-created_at&limit=50")
  for (const s of open) {
    const { sales, count } = await api.get(`/admin/pos/sales?client_id=${s.client_id}`)
    assert.equal(count, 1, `sale ${s.client_id} recorded once`)
    assert.equal(sales[0].offline, true)
    assert.equal(orders.filter((o) => o.metadata?.till?.client_id === s.client_id).length, 1, `one order for ${s.client_id}`)
  }
  // the shop's stock: 10 − 1 (online) − 2 − 1 (offline); the empty shelf stays at 0, the sale flagged
  assert.equal(await scanned.level(), 6)
  assert.equal(await empty.level(), 0)
  const { sales: flagged } = await api.get("/admin/pos/sales?flagged=true&limit=50")
  const outOfStock = flagged.find((s) => s.client_id === open[1].client_id)
  assert.ok(outOfStock, "the sale of the empty shelf is flagged for the manager")
  assert.deepEqual(
    outOfStock.flags.map((f) => [f.code, f.variant_id, f.missing]),
    [["out_of_stock", empty.variant_id, 1]]
  )
  assert.equal((await queued()).find((s) => s.client_id === open[1].client_id).state, "flagged")
  assert.equal(await page.getByTestId("pos-open-count").count(), 0)
  await page.unroute("**/pos/api/sales")
})

async function until(check, timeout = 30_000) {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  assert.fail("timed out")
}

test("receipts: the flagged sale's receipt in French and in Arabic (screen, 80 mm print, the server's PDF)", async () => {
  const flaggedSale = (await queued()).find((s) => s.state === "flagged")
  await page.getByTestId("pos-sales-button").click()
  const row = page.locator(`[data-testid="pos-queued-sale"][data-client-id="${flaggedSale.client_id}"]`)
  assert.match(await text(row.getByTestId("pos-queued-flags")), /rupture \(1 manquant\) : signalé au gérant/)
  assert.equal(await text(row.getByTestId("pos-queued-state")), "Signalée au gérant")
  assert.match(await text(row.getByTestId("pos-queued-number")), /^Commande n° \d+$/)
  await row.getByTestId("pos-queued-receipt").click()
  const receipt = page.getByTestId("pos-receipt")
  assert.equal(await text(receipt.getByTestId("pos-receipt-number")), `Vente n° ${flaggedSale.sale.display_id}`)
  assert.match(await text(receipt.getByTestId("pos-receipt-flags")), /rupture/)
  await shootReceipt("pos-receipt-fr")

  // printed: the ticket alone, 80 mm wide and as long as the ticket (measured once laid out again)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.emulateMedia({ media: "print" })
  const printed = path.join(ARTIFACTS, "pos-receipt-print-fr.pdf")
  writeFileSync(printed, await page.pdf({ preferCSSPageSize: true, printBackground: true }))
  await page.emulateMedia({ media: "screen" })
  const info = execFileSync("pdfinfo", [printed], { encoding: "utf8" })
  const [, w] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
  assert.ok(Math.abs(Number(w) - (80 / 25.4) * 72) < 2, `the print is 80 mm wide (${info.match(/Page size.*/)[0]})`)
  execFileSync("pdftoppm", ["-png", "-r", "100", "-f", "1", "-l", "1", printed, path.join(ARTIFACTS, "pos-receipt-print-fr")])

  // Arabic: the till switches, right to left, the same receipt in Arabic
  await page.getByTestId("pos-lang-ar").click()
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  assert.equal(await page.getByTestId("pos-till").getAttribute("dir"), "rtl")
  assert.equal(await receipt.getAttribute("dir"), "rtl")
  assert.equal(await text(receipt.getByTestId("pos-receipt-number")), `البيع رقم ${flaggedSale.sale.display_id}`)
  assert.match(nbsp(await text(receipt.getByTestId("pos-receipt-total"))), /^المجموع\s*2 300,00 د\.ج$/)
  await shootReceipt("pos-receipt-ar")

  // the server's PDF through the till's proxy, both languages
  for (const lang of ["fr", "ar"]) {
    const pdf = await page.request.get(`${BASE}/pos/api/sales/${flaggedSale.sale.id}/receipt?lang=${lang}`)
    assert.equal(pdf.status(), 200)
    assert.match(pdf.headers()["content-type"], /^application\/pdf/)
    assert.match(pdf.headers()["cache-control"], /no-store/)
    const file = path.join(ARTIFACTS, `pos-receipt-server-${lang}.pdf`)
    writeFileSync(file, await pdf.body())
    execFileSync("pdftoppm", ["-png", "-r", "100", file, path.join(ARTIFACTS, `pos-receipt-server-${lang}`)])
  }
  assert.equal(await page.getByTestId("pos-receipt-pdf").getAttribute("href"), `/pos/api/sales/${flaggedSale.sale.id}/receipt?lang=ar`)

  // the mixed sale with its new customer, in Arabic: cash, card, the customer's name
  const mixed = (await queued()).filter((s) => s.sale).sort((a, b) => b.seq - a.seq)[0]
  await page.getByTestId("pos-sales-button").click()
  await page.locator(`[data-testid="pos-queued-sale"][data-client-id="${mixed.client_id}"]`).getByTestId("pos-queued-receipt").click()
  await receipt.getByText("Yasmine Khelifi").waitFor()
  await shootReceipt("pos-receipt-mixed-ar")
  await page.getByTestId("pos-receipt-close").click()
})

test("the till in Arabic at 1280×800 with a cart; the proxy reaches only the till's routes", async () => {
  await scan(BARCODE)
  await addBySearch(`Théière épuisée ${RUN}`)
  await page.getByTestId("pos-qty-more").first().click()
  await page.getByTestId("pos-discount").first().fill("5")
  await page.getByTestId("pos-cash-given").fill("10000")
  assert.equal(await page.getByTestId("pos-cart-line").count(), 2)
  assert.equal(await text(page.getByTestId("pos-connection")), "متصل")
  // 2 × 1 450 less 5 % + 2 300 = 5 055
  assert.equal(nbsp(await text(page.getByTestId("pos-total"))), "5 055,00 د.ج")
  await page.screenshot({ path: path.join(ARTIFACTS, "pos-till-ar.png") })
  // a line within the viewport: the till fits a 10-inch tablet
  const box = await page.getByTestId("pos-validate").boundingBox()
  assert.ok(box && box.y + box.height <= 800 && box.height >= 44, `the validate button is on screen and touch-sized (${JSON.stringify(box)})`)

  // delivery asks for its address, wilaya, commune and courier, and a customer; the discount is refused (online prices)
  await page.getByTestId("pos-fulfilment-delivery").click()
  await page.getByTestId("pos-validate").click()
  const deliveryErrors = await text(page.getByTestId("pos-delivery"))
  for (const field of ["العنوان", "الولاية", "البلدية", "شركة التوصيل"])
    assert.ok(deliveryErrors.includes(`الحقل ${field} مطلوب`), `${field} is required: ${deliveryErrors}`)
  assert.match(await text(page.getByTestId("pos-customer-error")), /يلزم تحديد زبون/)
  assert.match(await text(page.getByTestId("pos-cart-line-error").first()), /يُباع التوصيل بدون خصم ولا سعر جملة/)
  await page.screenshot({ path: path.join(ARTIFACTS, "pos-till-ar-delivery-errors.png") })
  await page.getByTestId("pos-fulfilment-pickup").click()

  // customer search, online: 3 characters at least, then the customer the offline sale made
  await page.getByTestId("pos-customer-mode-find").click()
  await page.getByTestId("pos-customer-q").fill("Ya")
  await page.getByTestId("pos-customer-search").click()
  assert.equal(await text(page.getByTestId("pos-customer-message")), "يتطلب البحث عن زبون 3 أحرف على الأقل.")
  await page.getByTestId("pos-customer-q").fill(`077${String(RUN).padStart(7, "0").slice(-7)}`)
  await page.getByTestId("pos-customer-search").click()
  await page.getByTestId("pos-customer-result").getByText("Yasmine Khelifi").click()
  await page.getByTestId("pos-customer-chosen").getByText("Yasmine Khelifi").waitFor()
  await page.getByTestId("pos-customer-mode-none").click()

  // never an open proxy: other admin routes are out of reach, other methods refused
  assert.equal((await page.request.get(`${BASE}/pos/api/..%2F..%2Fusers`)).status(), 404)
  assert.equal((await page.request.delete(`${BASE}/pos/api/me`)).status(), 405)
  assert.equal((await page.request.post(`${BASE}/pos/api/sales`, { data: {} })).status(), 403, "a post without the CSRF token")
  assert.deepEqual(
    problems.filter((p) => !/Failed to load resource|net::ERR_/.test(p)),
    []
  )
})

test("an installable app: the manifest and the worker; signing out keeps the till's sales", async () => {
  const manifest = await page.request.get(`${BASE}/pos.webmanifest`)
  assert.equal(manifest.status(), 200)
  const app = await manifest.json()
  assert.deepEqual([app.start_url, app.scope, app.display, app.orientation], ["/pos", "/pos", "standalone", "landscape"])
  assert.ok(app.icons.some((i) => i.type === "image/svg+xml"))
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute("href"), "/pos.webmanifest")
  const worker = await page.request.get(`${BASE}/pos-sw.js`)
  assert.match(worker.headers()["content-type"], /javascript/)
  assert.equal(worker.headers()["cache-control"], "no-cache")
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/pos"))?.scope), `${BASE}/pos`)

  await page.getByTestId("pos-sign-out").click()
  await page.getByTestId("pos-sign-in").waitFor()
  assert.equal(
    (await till.cookies(`${BASE}/pos`)).some((c) => c.name === "dz_pos"),
    false
  )
  assert.equal((await page.request.get(`${BASE}/pos/api/me`)).status(), 401)
  assert.equal((await queued()).length, 4, "the till's sales stay on the device")
})
