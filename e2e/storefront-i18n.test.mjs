// The storefront shell in its three languages: what the server sends (lang, dir, texts, status, cache)
// and what a buyer sees in Chromium after hydration, including the language switch and the 404 page.
import assert from "node:assert/strict"
import { mkdirSync } from "node:fs"
import path from "node:path"
import { after, before, test } from "node:test"
import { fileURLToPath } from "node:url"
import { launchBrowser, openPage as openBrowserPage } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "artifacts")
mkdirSync(ARTIFACTS, { recursive: true })

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

const openPage = (options) => openBrowserPage(browser, options)

/** The opening <html> tag's attributes as the server wrote them. */
function htmlAttributes(html) {
  const tag = html.match(/<html\b[^>]*>/i)?.[0] ?? ""
  return Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

const HOMES = [
  { path: "/", lang: "fr", dir: "ltr", heading: "Bienvenue chez Boutique DZ" },
  { path: "/en", lang: "en", dir: "ltr", heading: "Welcome to Boutique DZ" },
  { path: "/ar", lang: "ar", dir: "rtl", heading: "مرحبًا بكم في بوتيك DZ" },
]

test("the server renders each home page with its lang, dir, texts and a public cache policy", async () => {
  for (const home of HOMES) {
    const res = await fetch(BASE + home.path)
    assert.equal(res.status, 200, home.path)
    assert.match(res.headers.get("cache-control") ?? "", /public.*max-age=\d+.*stale-while-revalidate/, home.path)
    const html = await res.text()
    assert.deepEqual({ lang: htmlAttributes(html).lang, dir: htmlAttributes(html).dir }, { lang: home.lang, dir: home.dir }, home.path)
    assert.ok(html.includes(home.heading), `${home.path} heading in its language`)
  }
  const checkout = await fetch(`${BASE}/ar/checkout/cart/view`)
  assert.match(checkout.headers.get("cache-control"), /^public, max-age=\d+/, "no visitor's token in the page (decision 0080)")
  assert.deepEqual((({ lang, dir }) => ({ lang, dir }))(htmlAttributes(await checkout.text())), { lang: "ar", dir: "rtl" })
})

test("in the browser, each home page keeps its language and direction after hydration", async () => {
  const { page, problems, close } = await openPage()
  try {
    for (const home of HOMES) {
      await page.goto(BASE + home.path, { waitUntil: "networkidle" })
      assert.equal(await page.getAttribute("html", "lang"), home.lang)
      assert.equal(await page.getAttribute("html", "dir"), home.dir)
      assert.equal(await page.getByTestId("home-heading").textContent(), home.heading)
      // Right to left for real: the shop name sits at the right edge in Arabic, at the left otherwise.
      const box = await page.getByTestId("shop-name").boundingBox()
      const width = page.viewportSize().width
      if (home.dir === "rtl") assert.ok(box.x + box.width > width - 40, `shop name at the right in ${home.lang}`)
      else assert.ok(box.x < 40, `shop name at the left in ${home.lang}`)
      await page.screenshot({ path: path.join(ARTIFACTS, `storefront-home-${home.lang}.png`), fullPage: true })
    }
    // The call to action leads to the order form, in the same language.
    await page.getByTestId("home-cta").click()
    await page.waitForURL(`${BASE}/ar/checkout/cart/view`)
    assert.equal(await page.getByTestId("checkout-title").textContent(), "عنوان التوصيل")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("the language switch keeps the current page", async () => {
  const { page, problems, close } = await openPage({ viewport: { width: 1280, height: 800 } })
  try {
    await page.goto(`${BASE}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
    await page.getByTestId("lang-fr").click()
    await page.waitForURL(`${BASE}/checkout/cart/view`)
    assert.equal(await page.getAttribute("html", "lang"), "fr")
    assert.equal(await page.getAttribute("html", "dir"), "ltr")
    assert.equal(await page.getByTestId("checkout-title").textContent(), "Adresse de livraison")

    await page.getByTestId("lang-en").click()
    await page.waitForURL(`${BASE}/en/checkout/cart/view`)
    assert.equal(await page.getByTestId("checkout-title").textContent(), "Delivery address")

    await page.getByTestId("lang-ar").click()
    await page.waitForURL(`${BASE}/ar/checkout/cart/view`)
    assert.equal(await page.getAttribute("html", "dir"), "rtl")
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-ar-desktop.png"), fullPage: true })

    // From the home page, too: /ar <-> /
    await page.getByTestId("nav-home").click()
    await page.waitForURL(`${BASE}/ar`)
    // a client-side navigation changes the address before React renders the new page: the language
    // links name the home page only once it is rendered
    await page.getByTestId("home-heading").waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="lang-fr"]')?.getAttribute("href") === "/")
    await page.getByTestId("lang-fr").click()
    await page.waitForURL(`${BASE}/`)
    assert.equal(await page.getByTestId("home-heading").textContent(), "Bienvenue chez Boutique DZ")
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("an unknown path is a 404 in the visitor's language", async () => {
  const cases = [
    { path: "/cette-page-n-existe-pas", lang: "fr", dir: "ltr", title: "Page introuvable" },
    { path: "/ar/no-such-page", lang: "ar", dir: "rtl", title: "الصفحة غير موجودة" },
    { path: "/en/no-such-page", lang: "en", dir: "ltr", title: "Page not found" },
    // An unknown language prefix is not a language: a French 404.
    { path: "/de/checkout/cart/view", lang: "fr", dir: "ltr", title: "Page introuvable" },
  ]
  for (const c of cases) {
    const res = await fetch(BASE + c.path)
    assert.equal(res.status, 404, c.path)
    const html = await res.text()
    assert.equal(htmlAttributes(html).lang, c.lang, c.path)
    assert.equal(htmlAttributes(html).dir, c.dir, c.path)
    assert.match(html, new RegExp(`data-testid="not-found-title"[^>]*>${c.title}<`), c.path)
  }

  const { page, problems, close } = await openPage()
  try {
    for (const [url, lang, title] of [
      ["/ar/no-such-page", "ar", "الصفحة غير موجودة"],
      ["/cette-page-n-existe-pas", "fr", "Page introuvable"],
    ]) {
      const res = await page.goto(BASE + url, { waitUntil: "networkidle" })
      assert.equal(res.status(), 404)
      assert.equal(await page.getAttribute("html", "lang"), lang)
      assert.equal(await page.getByTestId("not-found-title").textContent(), title)
      await page.screenshot({ path: path.join(ARTIFACTS, `storefront-404-${lang}.png`), fullPage: true })
    }
    // The 404's way out stays in the language.
    await page.goto(`${BASE}/ar/no-such-page`, { waitUntil: "networkidle" })
    await page.getByTestId("not-found-home").click()
    await page.waitForURL(`${BASE}/ar`)
    assert.equal(await page.getByTestId("home-heading").textContent(), "مرحبًا بكم في بوتيك DZ")
    // Pages that 404 log the failed document load; nothing else may go wrong.
    assert.deepEqual(
      problems.filter((p) => !p.includes("status of 404") && !p.startsWith("404 ")),
      []
    )
  } finally {
    await close()
  }
})

test("/fr/... is not a second address for French pages", async () => {
  const res = await fetch(`${BASE}/fr/checkout/cart/view`, { redirect: "manual" })
  assert.equal(res.status, 301)
  assert.equal(new URL(res.headers.get("location"), BASE).pathname, "/checkout/cart/view")
})
