// The back-office catalogue screens in a real browser: a brand is created with an uploaded logo and
// its names in fr/en/ar, it gets a line; a feature type and a value are created in three languages;
// the product page's widget gives a product that brand, line and feature and makes it featured; the
// store API then shows them in the buyer's language; the price widget shows HT beside TTC; a brand
// in use cannot be deleted. Seen in French and in Arabic.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { tinyPng } from "./lib/png.mjs"

const RUN = Date.now().toString(36)
const BRAND = { fr: `Atlas Outillage ${RUN}`, en: `Atlas Tools ${RUN}`, ar: `أطلس للأدوات ${RUN}`, slug: `atlas-outillage-${RUN}` }
const LINE = { fr: "Pro", en: "Pro", ar: "احترافي", slug: "pro" }
const TYPE = { fr: `Matière ${RUN}`, en: `Material ${RUN}`, ar: `المادة ${RUN}`, code: `matiere-${RUN}` }
const VALUE = { fr: "Acier", en: "Steel", ar: "فولاذ" }

let browser
let context
let page
let api
let product
let brandId
let typeId

before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } }))
  api = adminApi(context)
  product = await createStockedProduct(api, { title: `Perceuse ${RUN}`, price: 2500, stock: 3 })
})
after(async () => {
  // leave the shop as found: the product first (it frees the brand), then the brand and the type
  if (product) await api.del(`/admin/products/${product.product.id}`).catch(() => {})
  if (brandId) await api.del(`/admin/brands/${brandId}`).catch(() => {})
  if (typeId) await api.del(`/admin/feature-types/${typeId}`).catch(() => {})
  await browser?.close()
})
afterEach(
  (t) =>
    page &&
    screenshot(
      page,
      `admin-catalog-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 3)
        .join("-")
        .toLowerCase()}`
    )
)

const fill3 = async (prefix, texts) => {
  for (const lang of ["fr", "en", "ar"]) await page.getByTestId(`${prefix}-${lang}`).fill(texts[lang])
}
const choose = async (trigger, option) => {
  await page.getByTestId(trigger).click()
  await page.getByTestId(option).click()
}

test("a brand is created with an uploaded logo and names in three languages, then given a line", async () => {
  await page.goto(`${BACKEND}/app/orders`)
  // the catalogue's screens are grouped under Products in the sidebar (decision 0075)
  await page.getByRole("link", { name: "Produits", exact: true }).first().click()
  await page.getByRole("link", { name: "Marques" }).first().click()
  await page.waitForURL(/\/app\/brands$/)
  await page.getByTestId("brand-create").click()
  await page.getByTestId("brand-form").waitFor()
  // French is required: it is what every language falls back to
  await page.getByTestId("brand-name-en").fill(BRAND.en)
  await page.getByTestId("brand-form-submit").click()
  await page.getByTestId("brand-name-error").waitFor()
  await fill3("brand-name", BRAND)
  await page.getByTestId("brand-slug").fill("Pas Un Slug")
  await page.getByTestId("brand-form-submit").click()
  await page.getByTestId("brand-slug-error").waitFor()
  await page.getByTestId("brand-slug").fill("")
  await page.getByTestId("brand-description-fr").fill("Outils électriques robustes")
  await page.getByTestId("brand-description-ar").fill("أدوات كهربائية متينة")

  const png = path.join(mkdtempSync(path.join(tmpdir(), "dz-brand-")), "logo.png")
  writeFileSync(png, tinyPng(40, [30, 64, 175]))
  await page.getByTestId("logo-input").setInputFiles(png)
  const preview = page.locator('img[data-testid="logo-preview"]')
  await preview.waitFor()
  const logoUrl = await preview.getAttribute("src")
  assert.ok(await preview.evaluate((img) => img.complete && img.naturalWidth === 40), "the uploaded logo is served back")
  await screenshot(page, "admin-catalog-brand-form-fr")
  await page.getByTestId("brand-form-submit").click()
  await page.waitForURL(/\/app\/brands\/[^/]+$/)
  brandId = page.url().split("/").pop()
  await page.getByTestId("brand-title").filter({ hasText: BRAND.fr }).waitFor()

  const { brand } = await api.get(`/admin/brands/${brandId}`)
  assert.equal(brand.slug, BRAND.slug, "the slug is made from the French name")
  assert.equal(brand.logo_url, logoUrl)
  assert.deepEqual(brand.translations, { en: { name: BRAND.en }, ar: { name: BRAND.ar, description: "أدوات كهربائية متينة" } })

  await page.getByTestId("line-create").click()
  await page.getByTestId("line-form").waitFor()
  await fill3("line-form-name", LINE)
  await page.getByTestId("line-form-submit").click()
  await page.getByTestId(`line-row-${LINE.slug}`).waitFor()
  // a second line with the same slug in this brand is refused beside the field
  await page.getByTestId("line-create").click()
  await page.getByTestId("line-form-name-fr").fill("Pro")
  await page.getByTestId("line-form-submit").click()
  await page.getByTestId("line-form-slug-error").waitFor()
  await page.keyboard.press("Escape")
  await screenshot(page, "admin-catalog-brand-fr")
})

test("a feature type and a value are created in three languages", async () => {
  await page.getByRole("link", { name: "Produits", exact: true }).first().click()
  await page.getByRole("link", { name: "Caractéristiques" }).first().click()
  await page.waitForURL(/\/app\/features$/)
  await page.getByTestId("type-create").click()
  await fill3("type-form-label", TYPE)
  await page.getByTestId("type-form-position").fill("5")
  await page.getByTestId("type-form-submit").click()
  const type = page.getByTestId(`type-${TYPE.code}`)
  await type.waitFor()
  await type.getByTestId("value-create").click()
  await fill3("value-form-value", VALUE)
  await page.getByTestId("value-form-submit").click()
  await type.getByTestId(`value-${VALUE.fr}`).filter({ hasText: VALUE.ar }).waitFor()
  const { feature_types } = await api.get(`/admin/feature-types?q=${encodeURIComponent(TYPE.code)}`)
  typeId = feature_types[0].id
  assert.deepEqual(feature_types[0].translations, { en: { label: TYPE.en }, ar: { label: TYPE.ar } })
  await screenshot(page, "admin-catalog-features-fr")
})

test("the product widget sets brand, line, feature and featured; the store API shows them", async () => {
  await page.goto(`${BACKEND}/app/products/${product.product.id}`)
  const widget = page.getByTestId("product-catalog-widget")
  await widget.waitFor()
  await page.getByTestId("product-catalog-edit").click()
  await page.getByTestId("product-catalog-form").waitFor()
  await choose("catalog-brand", `catalog-brand-${BRAND.slug}`)
  await choose("catalog-line", `catalog-line-${LINE.slug}`)
  const typeToggle = page.getByTestId(`catalog-type-${TYPE.code}`)
  if ((await typeToggle.getAttribute("aria-expanded")) !== "true") await typeToggle.click()
  await page.getByTestId(`catalog-value-${TYPE.code}-${VALUE.fr}`).click()
  await page.getByTestId("catalog-featured").click()
  await screenshot(page, "admin-catalog-product-form-fr")
  await page.getByTestId("product-catalog-form-submit").click()
  await page.getByTestId("product-catalog-form").waitFor({ state: "hidden" })
  await widget
    .getByTestId("product-brand")
    .filter({ hasText: `${BRAND.fr} · ${LINE.fr}` })
    .waitFor()
  await widget
    .getByTestId("product-features")
    .filter({ hasText: `${TYPE.fr}: ${VALUE.fr}` })
    .waitFor()
  await widget.getByTestId("product-featured").filter({ hasText: "Oui" }).waitFor()

  const { catalog } = await api.get(`/admin/products/${product.product.id}/catalog`)
  assert.deepEqual([catalog.brand.id, catalog.brand_line.slug, catalog.feature_values.map((v) => v.value)], [brandId, LINE.slug, [VALUE.fr]])
  assert.equal((await api.get(`/admin/products/${product.product.id}?fields=metadata`)).product.metadata.featured, true)

  const store = await storeCall(`/store/products/${product.product.id}/catalog?locale=ar`)
  assert.equal(store.status, 200, JSON.stringify(store.body))
  assert.equal(store.body.catalog.brand.name, BRAND.ar)
  assert.equal(store.body.catalog.brand.has_logo, true)
  assert.match(store.body.catalog.brand.logo_url, /\/static\//)
  assert.equal(store.body.catalog.brand_line.name, LINE.ar)
  assert.match(JSON.stringify(store.body.catalog.features), new RegExp(VALUE.ar))
  const brands = await storeCall(`/store/brands/${BRAND.slug}?locale=en`)
  assert.equal(brands.body.brand.name, BRAND.en)
})

test("the price widget shows each variant's price HT beside TTC with the 19 % VAT", async () => {
  const row = page.getByTestId(`price-row-${product.variant_id}`)
  await row.waitFor()
  assert.match(await page.getByTestId("prices-rate").innerText(), /TTC[\s\S]*19 %/)
  const plain = async (id) => (await row.getByTestId(id).innerText()).replace(/[\u00A0\u202F]/g, " ")
  assert.equal(await plain("price-ttc"), "2 500,00 DA")
  assert.equal(await plain("price-ht"), "2 100,84 DA") // 2500 / 1.19 = 2100.8403…
  await row.scrollIntoViewIfNeeded()
  await screenshot(page, "admin-catalog-product-fr")
})

test("a brand in use cannot be deleted; the Arabic screens read right to left", async () => {
  await page.goto(`${BACKEND}/app/brands/${brandId}`)
  await page.getByTestId("brand-delete").click()
  await page.getByRole("button", { name: "Supprimer" }).last().click()
  await page.getByText(/encore utilisé par des produits/).waitFor()
  assert.equal((await api.get(`/admin/brands/${brandId}`)).brand.id, brandId)

  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/brands/${brandId}`)
  await page.getByTestId("brand-title").filter({ hasText: BRAND.ar }).waitFor()
  assert.equal(await page.getByTestId("back-link").innerText(), "→ العلامات التجارية")
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  await screenshot(page, "admin-catalog-brand-ar")
  await page.goto(`${BACKEND}/app/products/${product.product.id}`)
  await page.getByTestId("product-brand").filter({ hasText: BRAND.ar }).waitFor()
  await page.getByTestId(`price-row-${product.variant_id}`).waitFor()
  // the dashboard scrolls inside its own pane: bring the two widgets into the picture
  await page.getByTestId("product-catalog-widget").scrollIntoViewIfNeeded()
  await screenshot(page, "admin-catalog-product-ar")
  await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})
