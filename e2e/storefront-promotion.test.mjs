// The promotion page on the demo shop (two running promotions): a buyer follows a deal from the
// home page and sees the discount's banner, title, value and slogan, its countdown ticking, its
// products on sale, and the rotator of the other promotion moving on after about 3 s; in French
// on a desktop and in Arabic (right to left) on a phone. An unknown promotion is a 404 in the
// visitor's language. Screenshots go to artifacts/ and /tmp/promo-*.png.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage, screenshot } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

let browser
let promotions = []
before(async () => {
  browser = await launchBrowser()
  // the home page's deal block links every running promotion
  const html = await (await fetch(BASE + "/")).text()
  promotions = [...new Set([...html.matchAll(/href="\/promotions\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1])))]
})
after(() => browser?.close())

/** Sums the layout shifts from the first paint (no input happens before it is read). */
async function recordCls(page) {
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** Both sizes of a page, for the journey's artifacts and for a person to look at. */
async function shots(page, name) {
  await screenshot(page, name)
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false })
}

async function journey(locale, viewport, name) {
  // three running in the demo shop, so the rotator of the other ones has two to move between
  assert.ok(promotions.length >= 3, `the demo shop runs at least three promotions (${promotions.join(", ")})`)
  const prefix = locale === "fr" ? "" : `/${locale}`
  const [id] = promotions
  const res = await fetch(`${BASE}${prefix}/promotions/${id}`)
  assert.equal(res.status, 200)
  assert.match(res.headers.get("cache-control") ?? "", /^public, max-age=\d+/)
  const html = await res.text()
  // server-rendered: the head, the first item of the rotator and the products
  for (const testId of ["promotion-header", "promotion-value", "countdown", "promo-rotator", "promo-slide", "product-card"]) {
    assert.ok(html.includes(`data-testid="${testId}"`), `${testId} in the server's HTML`)
  }
  assert.match(html, /<link rel="canonical"/)
  assert.match(html, /hreflang="ar"/i)

  const { page, problems, close } = await openPage(browser, { viewport })
  try {
    await recordCls(page)
    await page.goto(`${BASE}${prefix}/promotions/${id}`)
    assert.equal(await page.locator("html").getAttribute("dir"), locale === "ar" ? "rtl" : "ltr")
    const title = await page.getByTestId("listing-title").innerText()
    assert.ok(title.trim().length > 0)
    assert.ok((await page.title()).includes(title.trim()), "the page title is the promotion's")
    assert.match(await page.getByTestId("promotion-value").innerText(), /-\s?\d/)
    assert.ok((await page.getByTestId("product-card").count()) > 0, "the promotion lists its products")
    assert.ok((await page.getByTestId("card-badge").count()) > 0, "its products show the promotion badge")

    // the countdown ticks each second
    const seconds = page.getByTestId("countdown-seconds")
    const before = await seconds.innerText()
    await page.waitForFunction((s) => document.querySelector('[data-testid="countdown-seconds"]')?.textContent !== s, before, { timeout: 3000 })

    // the rotator shows the other promotions, never this one, and moves on by itself after ~3 s
    const rotator = page.getByTestId("promo-rotator")
    assert.equal(await rotator.getAttribute("data-autoplay"), "3000")
    await shots(page, name)
    const first = await page.getByTestId("promo-slide").getAttribute("data-id")
    assert.notEqual(first, id)
    assert.ok(promotions.includes(first))
    assert.equal(await page.getByTestId("promo-rotator-dot").count(), promotions.length - 1)
    const started = Date.now()
    await page.waitForFunction((f) => document.querySelector('[data-testid="promo-slide"]')?.getAttribute("data-id") !== f, first, { timeout: 5000 })
    const waited = Date.now() - started
    assert.ok(waited < 4500, `moved after ${waited} ms`)
    const second = await page.getByTestId("promo-slide").getAttribute("data-id")
    assert.ok(second !== id && promotions.includes(second))
    // the arrows change it by hand (mirrored in Arabic: "previous" is on the right)
    const prev = await page.getByTestId("promo-rotator-prev").boundingBox()
    const next = await page.getByTestId("promo-rotator-next").boundingBox()
    assert.equal(prev.x > next.x, locale === "ar")
    await page.getByTestId("promo-rotator-prev").click()
    assert.equal(await page.getByTestId("promo-slide").getAttribute("data-id"), first)
    // following the rotator's link opens that promotion in the same language
    await page.mouse.move(1, 1)
    const link = page.getByTestId("promo-slide-link")
    await rotator.hover()
    const target = await page.getByTestId("promo-slide").getAttribute("data-id")
    assert.equal(await link.getAttribute("href"), `${prefix}/promotions/${target}`)
    const cls = await page.evaluate(() => window.__cls)
    assert.ok(cls < 0.05, `layout shift ${cls}`)
    await link.click()
    await page.waitForURL(new RegExp(`/promotions/${target}$`))
    // the URL changes as the navigation starts; the head follows when the loader's answer lands
    await page.waitForFunction((t) => document.querySelector('[data-testid="listing-title"]')?.textContent?.trim() !== t, title.trim(), { timeout: 10000 })
    assert.notEqual(await page.getByTestId("promo-slide").getAttribute("data-id"), target)
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
}

test("French, desktop: header, countdown, products and the rotator", () => journey("fr", DESKTOP, "promo-fr-desktop"))

test("Arabic, phone: right to left, header, countdown, products and the rotator", () => journey("ar", PHONE, "promo-ar-mobile"))

test("screenshots of the other sizes", async () => {
  for (const [locale, viewport, name] of [
    ["fr", PHONE, "promo-fr-mobile"],
    ["ar", DESKTOP, "promo-ar-desktop"],
  ]) {
    const { page, close } = await openPage(browser, { viewport })
    try {
      await page.goto(`${BASE}${locale === "fr" ? "" : `/${locale}`}/promotions/${promotions[0]}`)
      await page.getByTestId("promotion-header").waitFor()
      await page.getByTestId("promotion-banner").evaluate((img) => img.complete || new Promise((r) => img.addEventListener("load", r)))
      await shots(page, name)
      // nothing wider than the screen (right to left included)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `${name}: page wider than the screen by ${overflow}px`)
    } finally {
      await close()
    }
  }
})

test("a fixed-amount promotion's cards show its amount, as its header does (French desktop, Arabic phone)", async () => {
  for (const [locale, viewport] of [
    ["fr", DESKTOP],
    ["ar", PHONE],
  ]) {
    const prefix = locale === "fr" ? "" : `/${locale}`
    const { page, problems, close } = await openPage(browser, { viewport })
    try {
      let fixed = null
      for (const id of promotions) {
        await page.goto(`${BASE}${prefix}/promotions/${id}`)
        // the value without the screen-reader prefix: "-1 000 DA", "-1 000 د.ج" or "-20 %"
        const value = await page.getByTestId("promotion-value").evaluate((e) => e.querySelector(":scope > bdi").textContent)
        if (/DA|د\.ج/.test(value)) {
          fixed = value
          break
        }
      }
      assert.ok(fixed, "the demo shop runs a fixed-amount promotion (small appliances, -1 000 DA)")
      const badges = await page.getByTestId("card-badge").evaluateAll((els) => els.map((e) => e.querySelector(":scope > bdi")?.textContent))
      assert.ok(badges.length > 0)
      assert.deepEqual(new Set(badges), new Set([fixed]), "every card shows the discount's amount, not a percentage")
      await page.getByTestId("product-card").first().scrollIntoViewIfNeeded()
      await page
        .getByTestId("product-card")
        .first()
        .locator("img")
        .first()
        .evaluate((img) => img.complete || new Promise((r) => img.addEventListener("load", r)))
      await shots(page, `promo-fixed-${locale}`)
      assert.deepEqual(problems, [])
    } finally {
      await close()
    }
  }
})

test("an unknown promotion is a 404 in the visitor's language", async () => {
  for (const [prefix, text] of [
    ["", /introuvable/i],
    ["/ar", /[\u0600-\u06FF]/],
  ]) {
    const res = await fetch(`${BASE}${prefix}/promotions/cdisc_inconnue`)
    assert.equal(res.status, 404)
    const { page, close } = await openPage(browser)
    try {
      const r = await page.goto(`${BASE}${prefix}/promotions/cdisc_inconnue`)
      assert.equal(r.status(), 404)
      assert.match(await page.getByTestId("not-found-title").innerText(), text)
      assert.equal(await page.getByTestId("promotion-header").count(), 0)
    } finally {
      await close()
    }
  }
})
