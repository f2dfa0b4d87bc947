// The catalogue discounts page and the product widget's related products and pack, in a real
// browser: the rule selector reveals only the matching picker; a discount on a brand lowers the
// price in the store API and on the storefront product page (old price crossed out), and deleting
// it brings the price back; related products and a pack set in the widget are read back through
// the store API. In French, then once in Arabic (right to left).
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { tinyPng } from "./lib/png.mjs"

const STOREFRONT = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const RUN = Date.now().toString(36)
const BRAND = { name: `Zenith ${RUN}`, translations: { en: { name: `Zenith ${RUN}` }, ar: { name: `زينيث ${RUN}` } } }
const TITLE = { fr: `Soldes Zenith ${RUN}`, en: `Zenith sale ${RUN}`, ar: `تخفيضات زينيث ${RUN}` }
const PICKERS = ["discount-products", "discount-categories", "discount-brands", "discount-all-hint"]

let browser, context, page, api
let lamp, cable, socket, kit, brand
const created = []

before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } }))
  api = adminApi(context)
  ;({ brand } = await api.post("/admin/brands", BRAND))
  lamp = await createStockedProduct(api, { title: `Lampe Zenith ${RUN}`, price: 2000, stock: 5 })
  cable = await createStockedProduct(api, { title: `Cable Zenith ${RUN}`, price: 300, stock: 5 })
  socket = await createStockedProduct(api, { title: `Douille Zenith ${RUN}`, price: 150, stock: 5 })
  kit = await createStockedProduct(api, { title: `Coffret Zenith ${RUN}`, price: 2300, stock: 5 })
  created.push(lamp, cable, socket, kit)
  await api.post(`/admin/products/${lamp.product.id}/catalog`, { brand_id: brand.id })
})
after(async () => {
  const { discounts = [] } = await api.get(`/admin/catalog-discounts?q=${RUN}`).catch(() => ({}))
  for (const d of discounts) await api.del(`/admin/catalog-discounts/${d.id}`).catch(() => {})
  await api.del(`/admin/products/${kit.product.id}/pack`).catch(() => {})
  for (const p of created) await api.del(`/admin/products/${p.product.id}`).catch(() => {})
  if (brand) await api.del(`/admin/brands/${brand.id}`).catch(() => {})
  await browser?.close()
})
afterEach(
  (t) =>
    page &&
    screenshot(
      page,
      `admin-discounts-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 3)
        .join("-")
        .toLowerCase()}`
    )
)

/** Which pickers the rule form shows now. */
const visiblePickers = async () => {
  const shown = []
  for (const id of PICKERS) if (await page.getByTestId("discount-form").getByTestId(id).isVisible()) shown.push(id)
  return shown
}
const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 86400_000)
  const pad = (n) => String(n).padStart(2, "0")
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
const pagePrice = async (id, locale = "fr") => {
  const res = await storeCall(`/store/products/${id}/page?locale=${locale}`)
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return res.body.product
}
const shopPrices = async (handle, prefix = "") => {
  const shop = await browser.newPage()
  try {
    await shop.goto(`${STOREFRONT}${prefix}/catalog/product/x/${handle}`, { waitUntil: "networkidle" })
    const text = async (id) => ((await shop.getByTestId(id).count()) ? (await shop.getByTestId(id).innerText()).replace(/\s/g, " ") : null)
    const prices = { price: await text("product-price"), original: await text("product-original-price") }
    await screenshot(shop, `admin-discounts-storefront${prefix.replace("/", "-")}-${prices.original ? "discounted" : "normal"}`)
    return prices
  } finally {
    await shop.close()
  }
}

test("the rule selector reveals only the matching picker; a brand discount lowers the price in the store and on the storefront", async () => {
  await page.goto(`${BACKEND}/app/orders`)
  // catalogue discounts are grouped under Promotions in the sidebar (decision 0075)
  await page.getByRole("link", { name: "Promotions", exact: true }).first().click()
  await page.getByRole("link", { name: "Promotions catalogue" }).first().click()
  await page.waitForURL(/\/app\/catalog-discounts$/)
  await page.getByTestId("discount-create").click()
  await page.getByTestId("discount-form").waitFor()

  await page.getByTestId("discount-rule-product").click()
  assert.deepEqual(await visiblePickers(), ["discount-products"])
  // product search waits for 3 characters
  await page.getByTestId("discount-products-search").fill("Za")
  await page.getByTestId("discount-products-hint").waitFor()
  assert.equal(await page.getByTestId("discount-products-results").count(), 0)
  await page.getByTestId("discount-products-search").fill("Lampe Zenith")
  await page.getByTestId("discount-products-results").getByText(lamp.product.title).waitFor()
  await page.getByTestId("discount-rule-category").click()
  assert.deepEqual(await visiblePickers(), ["discount-categories"])
  await page.getByTestId("discount-rule-all").click()
  assert.deepEqual(await visiblePickers(), ["discount-all-hint"])
  await page.getByTestId("discount-rule-brand").click()
  assert.deepEqual(await visiblePickers(), ["discount-brands"])

  // nothing filled: each mistake beside its field, nothing sent
  await page.getByTestId("discount-form-submit").click()
  await page.getByTestId("discount-title-error").waitFor()
  for (const id of ["discount-value-error", "discount-targets-error", "discount-ends-error"]) assert.ok(await page.getByTestId(id).isVisible(), id)

  for (const lang of ["fr", "en", "ar"]) await page.getByTestId(`discount-title-${lang}`).fill(TITLE[lang])
  await page.getByTestId("discount-slogan-fr").fill("Jusqu'à épuisement")
  await page.getByTestId(`discount-brands-${brand.slug}`).click()
  await page.getByTestId("discount-value").fill("96")
  await page.getByTestId("discount-ends").fill(inAWeek())
  await page.getByTestId("discount-form-submit").click()
  assert.match(await page.getByTestId("discount-value-error").innerText(), /1 à 95/)
  await page.getByTestId("discount-value").fill("20")
  const png = path.join(mkdtempSync(path.join(tmpdir(), "dz-banner-")), "banner.png")
  writeFileSync(png, tinyPng(60, [220, 38, 38]))
  assert.equal((await page.getByTestId("logo-pick").innerText()).trim(), "Téléverser une bannière", "a banner, not a logo")
  await page.getByTestId("logo-input").setInputFiles(png)
  await page.locator('img[data-testid="logo-preview"]').waitFor()
  await screenshot(page, "admin-discounts-form-fr")
  await page.getByTestId("discount-form-submit").click()
  await page.getByTestId("discount-form").waitFor({ state: "hidden" })

  const { discounts } = await api.get(`/admin/catalog-discounts?q=${encodeURIComponent(TITLE.fr)}`)
  assert.equal(discounts.length, 1)
  const d = discounts[0]
  assert.deepEqual([d.rule_type, d.target_ids, d.value_type, d.value], ["brand", [brand.id], "percentage", 20])
  assert.deepEqual(d.translations, { en: { title: TITLE.en }, ar: { title: TITLE.ar } })
  assert.match(d.banner_url ?? "", /\/static\//)
  const row = page.getByTestId(`discount-row-${d.id}`)
  await row.waitFor()
  assert.match(await row.getByTestId("discount-status").innerText(), /En cours/)
  assert.equal(await row.getByTestId("discount-value-cell").innerText(), "-20 %")
  assert.equal(await row.getByTestId("discount-product-count").innerText(), "1")
  await screenshot(page, "admin-discounts-list-fr")

  const p = await pagePrice(lamp.product.id)
  assert.deepEqual([p.price.amount, p.price.old_amount], [1600, 2000])
  assert.equal(p.promotion?.discount_id, d.id)
  assert.equal(p.promotion?.title, TITLE.fr)
  const shown = await shopPrices(lamp.product.handle)
  assert.equal(shown.price, "1 600 DA")
  assert.match(shown.original ?? "", /2 000 DA$/)

  // deleting it after the confirmation puts the price back at once
  await row.getByTestId("discount-delete").click()
  await page.getByRole("button", { name: "Supprimer" }).last().click()
  await row.waitFor({ state: "detached" })
  const back = await pagePrice(lamp.product.id)
  assert.deepEqual([back.price.amount, back.price.old_amount, back.promotion], [2000, null, null])
  assert.deepEqual(await shopPrices(lamp.product.handle), { price: "2 000 DA", original: null })
})

test("related products and a pack set in the product widget are read back through the store API", async () => {
  await page.goto(`${BACKEND}/app/products/${lamp.product.id}`)
  const widget = page.getByTestId("product-relations-widget")
  await widget.waitFor()
  await widget.getByTestId("related-search").fill("Cable Zenith")
  await widget.getByTestId("related-hit").filter({ hasText: cable.product.title }).click()
  await widget.getByTestId("related-search").fill("Douille Zenith")
  await widget.getByTestId("related-hit").filter({ hasText: socket.product.title }).click()
  // a chip comes off again
  await widget.getByTestId("related-chip").filter({ hasText: socket.product.title }).getByTestId("related-remove").click()
  await widget.getByTestId("related-save").click()
  await page.getByText("Produits liés enregistrés").waitFor()
  const cross = await storeCall(`/store/products/${lamp.product.id}/cross-selling`)
  assert.equal(cross.status, 200, JSON.stringify(cross.body))
  assert.deepEqual(
    cross.body.related_products.map((p) => p.id),
    [cable.product.id]
  )

  // the price calculator: the chosen price type × quantity, 2 decimals (TTC first)
  const calc = page.getByTestId("price-calculator")
  await calc.getByTestId("calc-quantity").fill("3")
  assert.equal((await calc.getByTestId("calc-total").innerText()).replace(/[\u00A0\u202F]/g, " "), "6 000,00 DA")
  await calc.getByTestId("calc-quantity").fill("0")
  assert.equal(await calc.getByTestId("calc-total").innerText(), "Quantité entière à partir de 1")

  await page.goto(`${BACKEND}/app/products/${kit.product.id}`)
  await widget.getByTestId("pack-none").waitFor()
  await widget.getByTestId("pack-make").click()
  for (const name of ["Cable Zenith", "Douille Zenith"]) {
    await widget.getByTestId("pack-search").fill(name)
    await widget.getByTestId("pack-hit").first().click()
  }
  await widget.getByTestId("pack-row-quantity").nth(1).fill("0")
  await widget.getByTestId("pack-save").click()
  await widget.getByTestId("pack-row-error").waitFor()
  await widget.getByTestId("pack-row-quantity").nth(1).fill("2")
  await widget.getByTestId("pack-section").scrollIntoViewIfNeeded()
  await screenshot(page, "admin-discounts-pack-fr")
  await widget.getByTestId("pack-save").click()
  await page.getByText("Pack enregistré").waitFor()
  const packed = await pagePrice(kit.product.id)
  assert.equal(packed.pack.mode, "strict")
  assert.deepEqual(
    packed.pack.items.map((i) => [i.product_id, i.quantity]),
    [
      [cable.product.id, 1],
      [socket.product.id, 2],
    ]
  )

  // the saved pack shows again after a reload, and can stop being a pack
  await page.reload()
  await widget.getByTestId("pack-row").nth(1).waitFor()
  await widget.getByTestId("pack-remove").click()
  await page.getByRole("button", { name: "Ce n'est plus un pack" }).last().click()
  await widget.getByTestId("pack-none").waitFor()
  assert.equal((await pagePrice(kit.product.id)).pack, null)
})

test("in Arabic the discounts page and the widget read right to left; a product discount shows on /ar", async () => {
  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  try {
    await page.goto(`${BACKEND}/app/catalog-discounts`)
    await page.getByTestId("discount-create").click()
    await page.getByTestId("discount-form").waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
    for (const lang of ["fr", "ar"]) await page.getByTestId(`discount-title-${lang}`).fill(`${TITLE[lang]} 2`)
    await page.getByTestId("discount-rule-product").click()
    assert.deepEqual(await visiblePickers(), ["discount-products"])
    await page.getByTestId("discount-products-search").fill("Lampe Zenith")
    await page.getByTestId("discount-products-hit").first().click()
    await page.getByTestId("discount-products-chip").filter({ hasText: lamp.product.title }).waitFor()
    await page.getByTestId("discount-value-type").click()
    await page.getByTestId("discount-value-type-fixed").click()
    await page.getByTestId("discount-value").fill("500")
    await page.getByTestId("discount-ends").fill(inAWeek())
    await screenshot(page, "admin-discounts-form-ar")
    await page.getByTestId("discount-form-submit").click()
    await page.getByTestId("discount-form").waitFor({ state: "hidden" })
    const row = page.locator('[data-testid^="discount-row-"]').filter({ hasText: `${TITLE.ar} 2` })
    await row.waitFor()
    assert.match(await row.getByTestId("discount-status").innerText(), /جارٍ/)
    assert.equal(await row.getByTestId("discount-value-cell").innerText(), "-500 DA")
    await screenshot(page, "admin-discounts-list-ar")

    const p = await pagePrice(lamp.product.id, "ar")
    assert.deepEqual([p.price.amount, p.price.old_amount, p.promotion?.title], [1500, 2000, `${TITLE.ar} 2`])
    const shown = await shopPrices(lamp.product.handle, "/ar")
    assert.equal(shown.price, "1 500 د.ج")
    assert.match(shown.original ?? "", /2 000 د\.ج$/)

    await page.goto(`${BACKEND}/app/products/${lamp.product.id}`)
    const widget = page.getByTestId("product-relations-widget")
    await widget.getByTestId("related-chip").filter({ hasText: cable.product.title }).waitFor()
    await widget.scrollIntoViewIfNeeded()
    await screenshot(page, "admin-discounts-widget-ar")
  } finally {
    await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
  }
})
