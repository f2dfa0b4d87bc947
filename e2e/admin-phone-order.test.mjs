// Phone orders from scratch (issue 19 item 3, decision 0074): a buyer calls; staff find the product by
// its French name (fr, 1024 px wide) or its Arabic name (ar, on a phone, right to left), see the
// sold-out variant disabled, take the buyer, wilaya → commune → delivery with the courier's price, see
// the total from the server's prices, and place the order: it opens, recorded as a phone order.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000
const phone = (n) =>
  `066${String(RUN * 10 + n)
    .padStart(7, "0")
    .slice(-7)}`
// names are letters only: the run's number spelled with letters keeps this run's products apart
const TAG = String(RUN).replace(/\d/g, (d) => "abcdefghij"[Number(d)])
const ALGER = { wilaya: 16, commune: 1601 }
const PRICE = 2600

let browser
let owner
let api
let lamp
let soldOut
let option

before(async () => {
  browser = await launchBrowser()
  owner = await adminLogin(browser, { viewport: { width: 1024, height: 900 } })
  api = adminApi(owner.context)
  lamp = await createStockedProduct(api, { title: `Lampe ${TAG}`, price: PRICE, stock: 10 })
  soldOut = await createStockedProduct(api, { title: `Lampe ${TAG} vintage`, price: 3100, stock: 0 })
  await api.post("/admin/translations/batch", {
    create: [{ reference: "product", reference_id: lamp.product.id, locale_code: "ar-DZ", translations: { title: `مصباح ${TAG}` } }],
  })
  const quote = await api.get(`/admin/commune-quotes/${ALGER.commune}`)
  const yalidine = quote.transporters.find((x) => x.code === "yalidine")
  option = yalidine.delivery_types.find((d) => d.type === "home")
  // the listing indexes the new products a moment after they are written
  for (let i = 0; i < 120; i++) {
    const found = await api.get(`/admin/product-search?q=${encodeURIComponent(`مصباح ${TAG}`)}&lang=ar`)
    const fr = await api.get(`/admin/product-search?q=${encodeURIComponent(`lampe ${TAG}`)}`)
    if (found.products.length && fr.products.length === 2) break
    await new Promise((r) => setTimeout(r, 500))
  }
})
after(async () => {
  for (const p of [lamp, soldOut]) if (p) await api.del(`/admin/products/${p.product.id}`).catch(() => {})
  await browser?.close()
})

/** Buyer, commune, delivery: the same steps in every language. */
async function fillBuyer(page, n, firstname, lastname) {
  await page.getByTestId("phone-firstname").fill(firstname)
  await page.getByTestId("phone-lastname").fill(lastname)
  await page.getByTestId("phone-phone").fill(phone(n))
  await page.getByTestId("phone-address").fill("5 rue Larbi Ben M'hidi")
  await page.getByTestId("picker-wilaya").click()
  await page.getByTestId(`picker-wilaya-${ALGER.wilaya}`).click()
  await page.getByTestId(`picker-commune-${ALGER.commune}`).click()
  await page.getByTestId(`delivery-${option.shipping_option_id}`).click()
}

async function placeAndOpen(page) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/cod/phone-orders")),
    page.getByTestId("phone-order-submit").click(),
  ])
  assert.equal(res.status(), 201, await res.text())
  const { order } = await res.json()
  await page.waitForURL(`**/app/orders/${order.id}`)
  const { confirmations } = await api.get(`/admin/cod/confirmations?order_type=phone&q=%23${order.display_id}`)
  assert.equal(confirmations[0]?.order_type, "phone")
  return order
}

/** A failed step leaves its screen under artifacts/ (`<name>-failed.png`) to look at. */
async function shot(page, name, run) {
  try {
    await run()
  } catch (e) {
    await screenshot(page, `${name}-failed`).catch(() => {})
    throw e
  }
  await screenshot(page, name)
}

/** The total the page shows, `1 234,00 DA` read as digits (cents included), once it is `amount`. */
const totalIs = (page, amount) =>
  page.waitForFunction((want) => document.querySelector('[data-testid="phone-total-amount"]')?.textContent?.replace(/\D/g, "") === want, `${amount}00`)

test("fr at 1024 px: found from three letters, sold-out variant disabled, total from the server, placed as a phone order", async () => {
  const { page } = owner
  await shot(page, "admin-phone-order-fr", async () => {
    await page.goto(`${BACKEND}/app/cod/phone-order`)
    await page.getByTestId("phone-order-form").waitFor()
    await page.getByTestId("phone-search").fill("La")
    assert.match(await page.getByText("Tapez au moins 3 lettres.").innerText(), /3 lettres/)
    await page.getByTestId("phone-search").fill(`Lampe ${TAG}`)
    await page.getByTestId(`phone-variant-${lamp.variant_id}`).waitFor()
    assert.equal(await page.getByTestId(`phone-variant-${soldOut.variant_id}`).isDisabled(), true)
    assert.match(await page.getByTestId(`phone-variant-${soldOut.variant_id}`).innerText(), /Épuisé/)
    await page.getByTestId(`phone-variant-${lamp.variant_id}`).click()
    await page.getByTestId(`phone-variant-${lamp.variant_id}`).click()
    assert.equal(await page.getByTestId("phone-line-qty").inputValue(), "2")
    await screenshot(page, "admin-phone-order-search-fr")
    await fillBuyer(page, 1, `Nour ${TAG}`, "Haddad")
    await totalIs(page, 2 * PRICE + option.price)
    // nothing runs off a 1024 px screen
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 1024))
  })
  const order = await placeAndOpen(page)
  const { order: full } = await api.get(`/admin/orders/${order.id}?fields=total,items.quantity,items.unit_price`)
  assert.equal(full.total, 2 * PRICE + option.price)
  assert.equal(full.items[0].unit_price, PRICE)
})

test("ar on a phone: right to left, found by its Arabic name, placed", async () => {
  const phoneView = await adminLogin(browser, { lang: "ar", viewport: { width: 390, height: 844 } })
  const { page } = phoneView
  try {
    await shot(page, "admin-phone-order-ar", async () => {
      await page.goto(`${BACKEND}/app/cod/phone-order`)
      await page.getByTestId("phone-order-form").waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
      await page.getByTestId("phone-search").fill(`مصباح ${TAG}`)
      const variant = page.getByTestId(`phone-variant-${lamp.variant_id}`)
      await variant.waitFor()
      assert.match(await page.getByTestId("phone-search-results").innerText(), new RegExp(`مصباح ${TAG}`))
      assert.equal(await variant.evaluate((el) => getComputedStyle(el).direction), "rtl")
      await variant.click()
      await page.getByTestId("phone-line").waitFor()
      await screenshot(page, "admin-phone-order-search-ar")
      await fillBuyer(page, 2, `Amina ${TAG}`, "Saadi")
      await totalIs(page, PRICE + option.price)
      const box = await page.getByTestId("phone-order-submit").boundingBox()
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390 + 1, JSON.stringify(box))
    })
    await placeAndOpen(page)
  } finally {
    await phoneView.context.close()
  }
})
