// The product page, the browser cart and what search engines read, in a real browser against the real
// backend: home -> category -> brand filter -> product -> combination -> cart modal -> checkout ->
// thank-you, in French and in Arabic (right to left); the cart shared by two tabs; 404 and the
// canonical redirect; JSON-LD, sitemap.xml and robots.txt. Speed (JavaScript size, LCP, CLS): storefront-speed.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage as openBrowserPage, screenshot } from "./lib/browser.mjs"
import { buyerAddress, cartSummaryFilled, fillContact, queueEntry, storeProduct } from "./lib/cod.mjs"
import { BASE, chooseCommune, price, text } from "./lib/delivery.mjs"

const CATEGORY = "/catalog/category/telephonie-accessoires"
const OUD = "/catalog/product/parfums/parfum-oud-royal"
/** Phones of this journey only (07 + 8 digits from the clock): the COD cooldown is per phone. */
const phone = () => `07${String((Date.now() + Math.floor(Math.random() * 1e6)) % 100_000_000).padStart(8, "0")}`

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

const openPage = (options = {}) => openBrowserPage(browser, { ...options, headers: { "X-Forwarded-For": buyerAddress() } })
const storedCart = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"))

async function chooseHomeDelivery(page) {
  await page.locator('[data-testid="delivery-offer"]:has([data-delivery-type="home"])').first().getByTestId("offer-choose").click()
  const chosen = page.getByTestId("transporter-chosen")
  await chosen.waitFor()
  return Number((await text(chosen.getByTestId("offer-price"))).replace(/\D/g, ""))
}

/** Clicks the first enabled value of the last option group that is not already chosen. */
async function chooseOtherCombination(page) {
  const options = page.locator('[data-testid="variant-picker"] a[data-testid="variant-option"]:not([aria-current])')
  if ((await options.count()) === 0) return false
  await options.last().click()
  return true
}

test("French journey: home, category, brand filter, product, combination, cart modal, checkout, thank-you", async () => {
  const { page, problems, close } = await openPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(`${BASE}/`, { waitUntil: "networkidle" })
    assert.equal(await page.getByTestId("mini-cart-count").isVisible(), false, "no badge with an empty cart")
    await page.goto(`${BASE}${CATEGORY}`, { waitUntil: "networkidle" })
    await page
      .getByTestId("facet-brand")
      .getByLabel(/Numidia/)
      .check()
    await page.waitForURL(/brand=numidia-mobile/)
    await page.getByTestId("card-title").first().click()
    await page.getByTestId("product-page").waitFor()
    await page.waitForLoadState("networkidle")

    // The page's parts: gallery with sized images, rating from the API, tabs, JSON-LD.
    const main = page.getByTestId("product-image")
    assert.equal(await main.getAttribute("loading"), "eager")
    assert.equal(await main.getAttribute("fetchpriority"), "high")
    assert.ok(Number(await main.getAttribute("width")) > 0 && Number(await main.getAttribute("height")) > 0)
    for (const img of await page.locator('[data-testid="gallery-image"]').all()) assert.equal(await img.getAttribute("loading"), "lazy")
    const rating = page.getByTestId("product-rating")
    if ((await rating.getAttribute("data-count")) === "0") assert.equal(await text(rating), "Pas encore d'avis")
    await page.getByTestId("tab-features").click()
    assert.equal(await page.locator("#panel-features").isVisible(), true)
    await page.getByTestId("tab-reviews").click()
    assert.equal(await page.getByTestId("reviews-section").isVisible(), true)

    await chooseOtherCombination(page)
    const chosenPrice = await text(page.getByTestId("product-price"))
    const title = await text(page.getByTestId("product-title"))
    await page.getByTestId("add-to-cart").click()

    // The add opens the cart modal; the badge counts items.
    const modal = page.getByTestId("cart-modal")
    await modal.waitFor()
    assert.equal(await text(page.getByTestId("cart-title")), "Votre panier")
    assert.equal(await text(page.getByTestId("mini-cart-count")), "1")
    assert.equal(await text(modal.getByTestId("cart-line-name")), title)
    assert.equal(await text(modal.getByTestId("cart-line-price")), chosenPrice)
    assert.equal(await modal.getByTestId("cart-line-minus").isDisabled(), true, "minus disabled at 1")
    await modal.getByTestId("cart-line-plus").click()
    assert.equal(await text(modal.getByTestId("cart-line-quantity")), "2")
    assert.equal(await text(page.getByTestId("mini-cart-count")), "2")
    const unit = Number(chosenPrice.replace(/\D/g, ""))
    assert.equal(await text(modal.getByTestId("cart-total")), price(2 * unit))
    await modal.getByTestId("cart-line-plus").click()
    await modal.getByTestId("cart-line-minus").click()
    assert.equal(await text(modal.getByTestId("cart-line-quantity")), "2")
    const [line] = await storedCart(page)
    assert.deepEqual(Object.keys(line).sort(), ["attributes", "combinationId", "image", "name", "productId", "quantity", "unitPrice"])
    assert.equal(line.quantity, 2)
    await screenshot(page, "product-fr-cart-modal")

    await modal.getByTestId("cart-checkout").click()
    await page.waitForURL(`${BASE}/checkout/cart/view`)
    await page.waitForLoadState("networkidle")
    await cartSummaryFilled(page)
    assert.equal(await text(page.getByTestId("summary-products")), price(2 * unit))
    await fillContact(page, { firstname: "Karima", lastname: "Mansouri", phone: phone() })
    await chooseCommune(page, 16, 1601)
    const delivery = await chooseHomeDelivery(page)
    await page.getByTestId("submit-order").click()
    const thanks = page.getByTestId("thank-you")
    await thanks.waitFor({ timeout: 30_000 })
    assert.equal(await text(page.getByTestId("thank-you-total")), price(2 * unit + delivery))
    assert.equal((await queueEntry(await thanks.getAttribute("data-order-id")))?.status, "to_confirm")
    await screenshot(page, "product-fr-thank-you")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("Arabic journey: right to left, Arabic cart, a combination chosen, ordered from the cart", async () => {
  const oud = await storeProduct("parfum-oud-royal")
  const { page, problems, close } = await openPage()
  try {
    await page.goto(`${BASE}/ar${OUD}`, { waitUntil: "networkidle" })
    assert.equal(await page.getAttribute("html", "dir"), "rtl")
    assert.equal(await text(page.getByTestId("product-title")), "عطر عود رويال")
    await page.locator('[data-testid="variant-option"][data-value="100 مل"]').click()
    assert.equal(await text(page.getByTestId("product-price")), price(9800, "د.ج"))
    await screenshot(page, "product-ar-page")
    await page.getByTestId("add-to-cart").click()
    const modal = page.getByTestId("cart-modal")
    await modal.waitFor()
    assert.equal(await text(page.getByTestId("cart-title")), "سلة التسوق")
    assert.match(await text(modal.getByTestId("cart-line-attribute")), /100 مل/)
    // The panel sits on the inline end: on the left in right-to-left.
    const box = await modal.boundingBox()
    assert.ok(box.x < 5, `cart panel at x=${box.x}`)
    await modal.getByTestId("cart-line-plus").click()
    assert.equal(await text(modal.getByTestId("cart-total")), price(2 * 9800, "د.ج"))
    await screenshot(page, "product-ar-cart-modal")
    await modal.getByTestId("cart-checkout").click()
    await page.waitForURL(`${BASE}/ar/checkout/cart/view`)
    await page.waitForLoadState("networkidle")
    await fillContact(page, { firstname: "ياسمين", lastname: "بوزيد", phone: phone(), address: "حي 200 مسكن" })
    await chooseCommune(page, 16, 1601)
    const delivery = await chooseHomeDelivery(page)
    await page.getByTestId("submit-order").click()
    const thanks = page.getByTestId("thank-you")
    await thanks.waitFor({ timeout: 30_000 })
    assert.equal(await text(page.getByTestId("thank-you-total")), price(2 * 9800 + delivery, "د.ج"))
    await screenshot(page, "product-ar-thank-you")
    const entry = await queueEntry(await thanks.getAttribute("data-order-id"))
    assert.equal(entry?.first_name, "ياسمين")
    assert.ok(
      oud.variants.some((v) => v.title),
      "the store knows the product"
    )
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("the cart is shared by two tabs: an add in one shows in the other's badge and modal", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const a = await context.newPage()
    const b = await context.newPage()
    await a.goto(`${BASE}${OUD}`, { waitUntil: "networkidle" })
    await b.goto(`${BASE}/`, { waitUntil: "networkidle" })
    await a.getByTestId("add-to-cart").click()
    await a.getByTestId("cart-modal").waitFor()
    await b.waitForFunction(() => document.querySelector('[data-testid="mini-cart-count"]')?.textContent === "1")
    await b.getByTestId("mini-cart").click()
    await b.getByTestId("cart-line-plus").click()
    await a.waitForFunction(() => document.querySelector('[data-testid="cart-line-quantity"]')?.textContent === "2")
    await b.getByTestId("cart-line-remove").click()
    await b.getByTestId("cart-modal-empty").waitFor()
    await a.getByTestId("cart-modal-empty").waitFor()
    assert.equal(await a.getByTestId("mini-cart-count").isVisible(), false)
  } finally {
    await context.close()
  }
})

test("404 in the visitor's language and the canonical redirect of a wrong category", async () => {
  const missing = await fetch(`${BASE}/ar/catalog/product/parfums/no-such-product`)
  assert.equal(missing.status, 404)
  assert.match(await missing.text(), /dir="rtl"/)
  const moved = await fetch(`${BASE}/en/catalog/product/wrong-category/parfum-oud-royal?variant=x`, { redirect: "manual" })
  assert.equal(moved.status, 301)
  assert.equal(moved.headers.get("location"), `/en${OUD}?variant=x`)
})

test("search engines: canonical, hreflang, Open Graph, Product and BreadcrumbList JSON-LD, sitemap, robots", async () => {
  const res = await fetch(`${BASE}/en${OUD}`)
  assert.equal(res.status, 200)
  // the same page for every visitor: the order form's token is fetched after it (decision 0080)
  assert.match(res.headers.get("cache-control"), /^public, max-age=0, must-revalidate, s-maxage=\d+$/, "shared caches keep it, browsers ask again")
  assert.equal(res.headers.get("x-page-stock"), "1", "kept under the stock version too")
  const html = await res.text()
  assert.match(html, new RegExp(`<link rel="canonical" href="${BASE}/en${OUD}"`))
  for (const [lang, href] of [
    ["fr", `${BASE}${OUD}`],
    ["en", `${BASE}/en${OUD}`],
    ["ar", `${BASE}/ar${OUD}`],
    ["x-default", `${BASE}${OUD}`],
  ]) {
    assert.match(html, new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${href}"`), lang)
  }
  assert.match(html, /<meta property="og:locale" content="en_US"/)
  assert.match(html, new RegExp(`<meta property="og:url" content="${BASE}/en${OUD}"`))
  assert.match(html, /<meta property="og:image" content="http/)
  const docs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
  const product = docs.find((d) => d["@type"] === "Product")
  const crumbs = docs.find((d) => d["@type"] === "BreadcrumbList")
  const oud = await storeProduct("parfum-oud-royal")
  assert.equal(product.offers.priceCurrency, "DZD")
  assert.equal(product.offers.url, `${BASE}/en${OUD}`)
  assert.ok(["https://schema.org/InStock", "https://schema.org/OutOfStock"].includes(product.offers.availability))
  assert.ok(
    oud.variants.some((v) => Number(v.calculated_price.calculated_amount).toFixed(2) === product.offers.price),
    product.offers.price
  )
  assert.ok(product.name && product.image.length > 0 && product.description)
  assert.deepEqual(
    crumbs.itemListElement.map((i) => i.item),
    [`${BASE}/en`, `${BASE}/en/catalog/category/parfums`, `${BASE}/en${OUD}`]
  )

  const listing = await (await fetch(`${BASE}/ar${CATEGORY}?brand=numidia-mobile`)).text()
  assert.match(listing, new RegExp(`<link rel="canonical" href="${BASE}/ar${CATEGORY}"`))

  const sitemap = await fetch(`${BASE}/sitemap.xml`)
  assert.equal(sitemap.status, 200)
  assert.match(sitemap.headers.get("content-type"), /xml/)
  assert.match(sitemap.headers.get("cache-control"), /public, max-age=\d+/)
  const xml = await sitemap.text()
  for (const loc of [`${BASE}/`, `${BASE}/ar${OUD}`, `${BASE}${CATEGORY}`]) assert.ok(xml.includes(`<loc>${loc}</loc>`), loc)
  assert.match(xml, /<loc>[^<]+\/catalog\/brands\/numidia-mobile<\/loc>/)
  const robots = await (await fetch(`${BASE}/robots.txt`)).text()
  assert.match(robots, new RegExp(`Sitemap: ${BASE}/sitemap.xml`))
  assert.match(robots, /^Disallow: \/checkout$/m)
  assert.match(robots, /^Disallow: \/api$/m)
})

test("cross-selling loads only near the viewport; its add button goes through the combination modal", async () => {
  const { page, problems, requested, close } = await openPage()
  try {
    await page.goto(`${BASE}${OUD}`, { waitUntil: "networkidle" })
    const cross = page.getByTestId("cross-selling")
    assert.equal(await cross.getAttribute("data-state"), "idle")
    assert.ok(!requested.some((u) => u.includes("/api/cross-selling/")), "not loaded while far below the fold")
    await cross.scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-testid="cross-selling"][data-state="loaded"]')
    assert.equal(requested.filter((u) => u.includes("/api/cross-selling/")).length, 1)
    const cards = page.getByTestId("cross-card")
    assert.ok((await cards.count()) > 0, "the demo catalogue has related products")
    await screenshot(page, "product-fr-cross-selling")

    // A card whose product has several combinations asks which one (the oud itself has two sizes).
    await page.evaluate(
      (id) => window.dispatchEvent(new CustomEvent("cart:show-combination-modal", { detail: { productId: id } })),
      await page.getByTestId("product-page").getAttribute("data-product-id")
    )
    const modal = page.getByTestId("combination-modal")
    await modal.waitFor()
    assert.match(await text(modal.locator("h2")), /Choisir les options/)
    // A number input hands over "" for letters: what a buyer typing "abc" produces.
    await modal.getByTestId("combination-quantity").fill("")
    await modal.getByTestId("combination-quantity").pressSequentially("abc")
    await modal.getByTestId("combination-quantity").blur()
    assert.equal(await modal.getByTestId("combination-quantity").inputValue(), "1", "non-numeric falls back to 1")
    await modal.getByTestId("combination-quantity").fill("3")
    await modal.locator('[data-testid="combination-option"]').last().click()
    await screenshot(page, "product-fr-combination-modal")
    await modal.getByTestId("combination-add").click()
    await page.getByTestId("cart-modal").waitFor()
    assert.equal(await text(page.getByTestId("cart-line-quantity")), "3")
    await page.getByTestId("cart-continue").click()
    assert.equal(await page.getByTestId("cart-modal").count(), 0)
    assert.equal(await text(page.getByTestId("mini-cart-count")), "3")

    await cards.first().getByTestId("cross-add").click()
    // Either straight into the cart (one combination) or the modal first.
    await page.waitForSelector('[data-testid="cart-modal"], [data-testid="combination-modal"]')
    if (await page.getByTestId("combination-modal").count()) await page.getByTestId("combination-add").click()
    await page.getByTestId("cart-modal").waitFor()
    assert.equal(await page.getByTestId("cart-line").count(), 2)
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("a pack lists its contents; features read type: value; descriptions carry no script", async () => {
  const { page, problems, close } = await openPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(`${BASE}/ar/catalog/product/soins-visage-corps/coffret-hammam`, { waitUntil: "networkidle" })
    const items = page.getByTestId("pack-item")
    assert.ok((await items.count()) >= 2, "the pack's parts are listed")
    assert.match(await text(items.first()), /^\d+\s×/)
    await page.getByTestId("tab-features").click()
    const features = page.getByTestId("product-feature")
    if (await features.count()) assert.ok((await text(features.first())).length > 2)
    assert.equal(await page.locator('[data-testid="product-description"] script, [data-testid="product-long-description"] script').count(), 0)
    await screenshot(page, "product-ar-pack-desktop")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})
