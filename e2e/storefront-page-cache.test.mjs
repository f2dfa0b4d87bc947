// The storefront's page micro-cache (decision 0078) on the real stack: a public category page is
// served from the cache (same bytes but for a fresh CSP nonce), a price changed through the admin
// API shows on the first page request after the backend's own listing shows it; the product page is
// kept too (its order form's session is fetched by the browser: decision 0080), under the stock version.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { createStockedProduct, adminApi } from "./lib/admin-api.mjs"
import { adminLogin } from "./lib/admin.mjs"
import { launchBrowser } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const BACKEND = (process.env.BACKEND_URL || "http://localhost:9000").replace(/\/$/, "")
const nonceOf = (res) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1]

let browser, api, close
before(async () => {
  browser = await launchBrowser()
  const { context } = await adminLogin(browser)
  api = adminApi(context)
  close = () => context.close()
})
after(async () => {
  await close?.()
  await browser?.close()
})

async function page(path, headers = {}) {
  const res = await fetch(BASE + path, { headers })
  return { status: res.status, state: res.headers.get("x-page-cache"), nonce: nonceOf(res), cookie: res.headers.get("set-cookie"), body: await res.text() }
}

/** The versions the page cache keys on, as the storefront reads them. */
async function versions() {
  const res = await fetch(`${BACKEND}/store/content/version`, { headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" } })
  const { version, stock } = await res.json()
  return `${version}|${stock}`
}

/**
 * A page asked twice in a row while the shop's versions stand still (read before and after): the
 * second answer must then be the cache's. Other work of the shared e2e stack (the listing's indexer
 * after a product is made, the couriers' sandboxes moving parcels) may move them for a while: such
 * pairs are asked again.
 */
async function askedTwice(first, second = first) {
  for (let i = 0; i < 120; i++) {
    const before = await versions()
    const a = await page(first)
    const b = await page(second)
    if ((await versions()) === before) return { first: a, again: b }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error("the shop's versions never stood still for two requests in 30 s")
}

/** The price the backend's own listing shows for the product (the truth the page must follow). */
async function listedPrice(categoryHandle, productId) {
  const res = await fetch(`${BACKEND}/store/listings/category/${categoryHandle}?limit=12`, {
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
  })
  assert.equal(res.status, 200)
  const body = await res.json()
  return body.products.find((p) => p.id === productId)?.price?.amount ?? null
}

test("a category page: served again from the cache, and a price change shows on the next request", async () => {
  const handle = `cache-${Date.now().toString(36)}`
  const { product_category: category } = await api.post("/admin/product-categories", { name: `Cache ${handle}`, handle, is_active: true, is_internal: false })
  const { product, variant_id } = await createStockedProduct(api, { title: `Cache ${handle}`, price: 700, stock: 5 })
  await api.post(`/admin/products/${product.id}`, { categories: [{ id: category.id }] })
  const path = `/catalog/category/${handle}`
  // the listing is re-indexed by a subscriber: wait until the page lists the product
  let first
  for (let i = 0; i < 60; i++) {
    first = await page(path)
    if (first.body.includes("700\u00A0DA")) break
    await new Promise((r) => setTimeout(r, 500))
  }
  assert.ok(first.body.includes("700\u00A0DA"), "the new product is listed at 700 DA")
  // asked again under the same versions: served from the cache
  let again
  ;({ first, again } = await askedTwice(path))
  assert.equal(again.state, "hit")
  assert.notEqual(again.nonce, first.nonce, "each answer has its own nonce")
  assert.equal(again.body.replaceAll(again.nonce, "N"), first.body.replaceAll(first.nonce, "N"), "the same page but for the nonce")
  assert.equal(again.cookie, null, "a public page sets no cookie")

  await api.post(`/admin/products/${product.id}/variants/${variant_id}`, { prices: [{ currency_code: "dzd", amount: 650 }] })
  // once the backend's listing shows the new price, the very next page request shows it too
  for (let i = 0; i < 60 && (await listedPrice(handle, product.id)) !== 650; i++) await new Promise((r) => setTimeout(r, 500))
  assert.equal(await listedPrice(handle, product.id), 650, "the backend lists the new price")
  const after = await page(path)
  assert.ok(after.body.includes("650\u00A0DA"), "the page shows the new price at once")
  assert.ok(!after.body.includes("700\u00A0DA"), "and not the old one")
})

test("the product page is kept for everyone: no token in it, each buyer's session fetched after it; a sell-out shows on the next request", async () => {
  const { product, inventory_item_id, location_id } = await createStockedProduct(api, {
    title: `Cache produit ${Date.now().toString(36)}`,
    price: 1300,
    stock: 2,
  })
  // any category slug is redirected to the product's own (followed); a campaign's click parameters are not part of the page
  const path = `/catalog/product/all/${product.handle}`
  const soldOut = (p) => p.body.includes('data-testid="product-out-of-stock"')
  const { first, again } = await askedTwice(`${path}?utm_source=facebook&fbclid=IwAR${Date.now()}`, `${path}?fbclid=IwAR${Date.now()}-2`)
  assert.equal(first.status, 200)
  assert.equal(soldOut(first), false)
  assert.equal(again.state, "hit", "another click of the campaign is the same page, from the cache")
  assert.equal(again.cookie, null, "no cookie in a page kept for everyone")
  assert.equal(/name="csrf" value="[^"]+"/.test(again.body), false, "no visitor's token in the page")
  assert.equal(again.body.includes("fbclid"), false, "the click's parameters are not in the page")

  // each buyer's session comes from its own route: their own token and cookie, a fresh key, never stored
  const sessions = await Promise.all([0, 1].map(() => fetch(`${BASE}/api/order-form-session`)))
  const [a, b] = await Promise.all(
    sessions.map(async (r) => ({ cache: r.headers.get("cache-control"), cookie: r.headers.get("set-cookie"), ...(await r.json()) }))
  )
  for (const x of [a, b]) {
    assert.equal(x.cache, "no-store")
    assert.match(x.cookie ?? "", /^dz_csrf=/)
    assert.match(x.csrf, /^[A-Za-z0-9_-]{32,64}$/)
  }
  assert.notEqual(a.csrf, b.csrf)
  assert.notEqual(a.idempotencyKey, b.idempotencyKey)
  // a returning buyer keeps their token (the cookie), with a new key
  const back = await (await fetch(`${BASE}/api/order-form-session`, { headers: { cookie: a.cookie.split(";")[0] } })).json()
  assert.equal(back.csrf, a.csrf)
  assert.notEqual(back.idempotencyKey, a.idempotencyKey)

  // the last units go (the stock version moves in the same transaction): the very next request shows it sold out
  await api.post(`/admin/inventory-items/${inventory_item_id}/location-levels/${location_id}`, { stocked_quantity: 0 })
  const after = await page(path)
  assert.equal(after.state, "miss")
  assert.equal(soldOut(after), true, "sold out at once")
  await api.post(`/admin/inventory-items/${inventory_item_id}/location-levels/${location_id}`, { stocked_quantity: 4 })
  assert.equal(soldOut(await page(path)), false, "back in stock at once")
})
