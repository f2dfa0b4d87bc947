// The category listing on the demo catalogue: a buyer filters by brand and by price in French
// (desktop sidebar) and in Arabic (off-canvas panel on a phone, right to left) and sees the
// found count change; the filtered URL is server-rendered and shareable.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage, screenshot } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const CATEGORY = "/catalog/category/telephonie-accessoires"

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** The number in "Produits trouvés : 9" / "المنتجات الموجودة: 9". */
async function found(page) {
  const text = await page.getByTestId("listing-count").innerText()
  return Number(text.match(/\d+/)?.[0])
}

async function untilCount(page, expected) {
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="listing-count"]')?.textContent?.match(/\d+/)?.[0]) === n, expected, {
    timeout: 20000,
  })
}

test("French, desktop: brand then price narrow the category and the count follows", async () => {
  const { page, problems, close } = await openPage(browser, { viewport: { width: 1280, height: 1000 } })
  try {
    await page.goto(BASE + CATEGORY)
    assert.equal(await page.locator("html").getAttribute("dir"), "ltr")
    const all = await found(page)
    assert.equal(all, 9)
    assert.equal(await page.getByTestId("product-card").count(), 9)
    await page
      .getByTestId("facet-brand")
      .getByLabel(/Numidia/)
      .check()
    await page.waitForURL(/brand=numidia-mobile/)
    await untilCount(page, 5)
    // the other brand stays offered (its own facet ignores the brand selection)
    assert.equal(
      await page
        .getByTestId("facet-brand")
        .getByLabel(/Voltix/)
        .isDisabled(),
      false
    )
    await page.getByTestId("price-max").fill("40000")
    await page.getByTestId("filters-apply").click()
    await page.waitForURL(/price_max=40000/)
    await untilCount(page, 3)
    assert.equal(new URL(page.url()).searchParams.get("page"), null)
    await page.getByTestId("filter-chips").waitFor()
    await screenshot(page, "listing-fr-filtered")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
  // the same URL, server-rendered without JavaScript, shows the same result
  const html = await (await fetch(`${BASE}${CATEGORY}?brand=numidia-mobile&price_max=40000`)).text()
  assert.match(html, /Produits trouvés : 3/)
})

test("Arabic, phone: the Filters button opens the panel, right to left, and the count changes", async () => {
  const { page, problems, close } = await openPage(browser)
  try {
    await page.goto(`${BASE}/ar${CATEGORY}`)
    assert.equal(await page.locator("html").getAttribute("dir"), "rtl")
    assert.equal(await found(page), 9)
    assert.equal(await page.getByTestId("filter-form").isVisible(), false)
    await page.getByTestId("filters-open").click()
    await page.getByTestId("filter-form").waitFor({ state: "visible" })
    await screenshot(page, "listing-ar-panel")
    await page.getByTestId("facet-brand").getByRole("checkbox").first().check()
    await page.waitForURL(/brand=/)
    // the URL changes as the navigation starts; the count follows when the loader's answer lands
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="listing-count"]')?.textContent?.match(/\d+/)?.[0]) !== 9, null, {
      timeout: 20000,
    })
    const afterBrand = await found(page)
    assert.ok(afterBrand < 9 && afterBrand > 0, `brand narrows the list (${afterBrand})`)
    assert.ok(await page.getByTestId("filter-form").isVisible(), "a tick keeps the panel open for the next one")
    await page.getByTestId("price-max").fill("3000")
    await page.getByTestId("filters-apply").click()
    await page.waitForURL(/price_max=3000/)
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="listing-count"]')?.textContent?.match(/\d+/)?.[0]) < n, afterBrand, {
      timeout: 20000,
    })
    assert.match(await page.getByTestId("listing-count").innerText(), /المنتجات الموجودة/)
    // Apply closes the panel: the buyer sees the grid it filtered
    await page.getByTestId("filter-form").waitFor({ state: "hidden" })
    await screenshot(page, "listing-ar-filtered")
    // open again: Apply is in view without scrolling, and a tap on the dark area closes the panel
    await page.getByTestId("filters-open").click()
    await page.getByTestId("filter-form").waitFor({ state: "visible" })
    const apply = await page.getByTestId("filters-apply").boundingBox()
    const viewport = page.viewportSize()
    assert.ok(apply && apply.y >= 0 && apply.y + apply.height <= viewport.height, `Apply in view: ${JSON.stringify(apply)}`)
    await screenshot(page, "listing-ar-panel-apply-in-view")
    // the panel is on the right in Arabic: the dark area is on the left
    await page.mouse.click(10, viewport.height / 2)
    await page.getByTestId("filter-form").waitFor({ state: "hidden" })
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("a listing that does not exist is a 404; stale URLs redirect; a bad filter says so in the page's language with a way back", async () => {
  assert.equal((await fetch(`${BASE}/catalog/category/nulle-part`)).status, 404)
  const to = async (path) => {
    const res = await fetch(BASE + path, { redirect: "manual" })
    assert.equal(res.status, 302, path)
    const u = new URL(res.headers.get("location"), BASE)
    return u.pathname + u.search
  }
  // a page size no longer offered goes to the nearest offered one (12 is the default: no parameter)
  assert.equal(await to(`/en${CATEGORY}?limit=13`), `/en${CATEGORY}`)
  assert.equal(await to(`/ar${CATEGORY}?limit=60&sort=old&page=x`), `/ar${CATEGORY}?limit=50`)
  // past the end: the last page (this category fits in one page of 50)
  assert.equal(await to(`/ar${CATEGORY}?limit=50&page=9`), `/ar${CATEGORY}?limit=50`)
  const res = await fetch(`${BASE}/ar${CATEGORY}?price_min=abc`)
  assert.equal(res.status, 400)
  const html = await res.text()
  assert.ok(html.includes("هذه التصفية لم تعد موجودة أو غير صالحة."), "the Arabic message")
  assert.ok(!/Invalid|price_min:/.test(html.replace(/<script[\s\S]*?<\/script>/g, "")), "no English backend message in the page")
  assert.ok(html.includes('data-testid="listing-reset"'), "a link back to the page without filters")
})
