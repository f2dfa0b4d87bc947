// Ad attribution in a real browser (decision 0073): a visitor lands from a Facebook ad (UTM, fbclid,
// Facebook's referrer), browses, orders; the order carries where they came from and the queue shows
// it. Without a pixel id nothing is asked of Meta; with one the pixel's snippet is on the page (its
// script blocked here: nothing leaves 127.0.0.0/8) and the thank-you queues a Purchase with the
// event id the server's Conversions API event uses.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage } from "./lib/browser.mjs"
import { admin, adminOrder, buyerAddress, freshPhone, orderHomeDelivery, queueEntry, storeProduct } from "./lib/cod.mjs"
import { BASE } from "./lib/delivery.mjs"

const PIXEL = "987654321012345"
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await setPixel(null).catch(() => {})
  await browser?.close()
})

const setPixel = (meta_pixel_id) => admin("/admin/content/settings", { meta_pixel_id })

/** A page whose requests outside this machine are refused (and counted): Meta's script never loads. */
async function guardedPage() {
  const p = await openPage(browser, { headers: { "X-Forwarded-For": buyerAddress() } })
  const outside = []
  await p.page.context().route(/^https?:\/\/(?!(localhost|127\.\d+\.\d+\.\d+)[:/])/, (route) => {
    outside.push(route.request().url())
    return route.abort()
  })
  return { ...p, outside }
}

const order = async (page, phone) => (await orderHomeDelivery(page, { phone })).getAttribute("data-order-id")

test("a Facebook ad's landing reaches the order (UTM, fbclid as _fbc, referrer) and nothing is asked of Meta without a pixel id", async () => {
  await setPixel(null)
  const product = await storeProduct("huile-argan-pure")
  const path = `/catalog/product/${product.categories[0].handle}/huile-argan-pure`
  const { page, close, outside } = await guardedPage()
  try {
    await page.goto(`${BASE}${path}?utm_source=facebook&utm_medium=paid_social&utm_campaign=e2e-soldes&fbclid=IwAR_e2e_123`, {
      referer: "https://l.facebook.com/l.php?u=secret",
      waitUntil: "networkidle",
    })
    assert.equal(await page.getByTestId("meta-pixel").count(), 0)
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]))
    assert.match(cookies._fbc ?? "", /^fb\.1\.\d{13}\.IwAR_e2e_123$/)
    const kept = JSON.parse(decodeURIComponent(cookies.dz_attr))
    assert.equal(kept.utm_campaign, "e2e-soldes")
    assert.match(kept.referrer, /^https:\/\/l\.facebook\.com\//)
    assert.doesNotMatch(kept.referrer, /secret/, "the referrer without its query")
    // browsing the shop itself changes nothing: a client-side move (document.referrer is still
    // Facebook's) and full page loads
    await page.getByTestId("shop-name").click()
    await page.waitForURL(`${BASE}/`)
    await page.waitForLoadState("networkidle")
    const after = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]))
    assert.equal(after.dz_attr, cookies.dz_attr, "the attribution cookie is unchanged by a move inside the shop")
    await page.goto(`${BASE}/`, { waitUntil: "networkidle" })
    await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" })

    const orderId = await order(page, freshPhone())
    const { metadata } = await adminOrder(orderId)
    assert.deepEqual(
      [metadata.attribution.utm_source, metadata.attribution.utm_medium, metadata.attribution.utm_campaign, metadata.attribution.fbc],
      ["facebook", "paid_social", "e2e-soldes", cookies._fbc]
    )
    assert.match(metadata.attribution.landing_path, /^\/catalog\/product\/.*fbclid=IwAR_e2e_123/)
    assert.equal(metadata.attribution.source_url, `${BASE}${path}`)
    assert.ok(metadata.attribution.user_agent)
    const entry = await queueEntry(orderId)
    assert.deepEqual([entry.source, entry.campaign], ["facebook", "e2e-soldes"])
    assert.deepEqual(outside, [], "no request left this machine")
  } finally {
    await close()
  }
})

test("with a pixel id: Meta's pixel on the page (CSP allows it) and the thank-you queues a Purchase with the server's event id", async () => {
  await setPixel(PIXEL)
  const product = await storeProduct("huile-argan-pure")
  const { page, close, outside } = await guardedPage()
  try {
    const res = await page.goto(`${BASE}/catalog/product/${product.categories[0].handle}/huile-argan-pure?utm_source=instagram`, { waitUntil: "networkidle" })
    assert.equal(await page.getByTestId("meta-pixel").getAttribute("data-pixel-id"), PIXEL)
    assert.match(res.headers()["content-security-policy"] ?? "", /script-src [^;]*https:\/\/connect\.facebook\.net/)
    const orderId = await order(page, freshPhone())
    const queued = await page.evaluate(() => (window.fbq?.queue ?? []).map((args) => Array.from(args)))
    const purchase = queued.find((a) => a[0] === "track" && a[1] === "Purchase")
    assert.ok(purchase, `a Purchase was queued: ${JSON.stringify(queued)}`)
    assert.equal(purchase[2].currency, "DZD")
    assert.deepEqual(purchase[3], { eventID: `purchase_${orderId}` })
    assert.ok(
      outside.some((u) => u.startsWith("https://connect.facebook.net/")),
      "the pixel's script was asked for (and refused here)"
    )
    assert.ok(
      outside.every((u) => /facebook\.(net|com)/.test(u)),
      `only Meta was asked: ${outside.join(", ")}`
    )
  } finally {
    await close()
    await setPixel(null)
  }
})
