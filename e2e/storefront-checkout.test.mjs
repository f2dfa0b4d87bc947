// The delivery part of the order form, as a buyer uses it in a real browser against the real backend:
// wilayas listed in the page's language, communes loaded for the chosen wilaya, with and without JavaScript.
import assert from "node:assert/strict"
import { mkdirSync } from "node:fs"
import path from "node:path"
import { after, before, test } from "node:test"
import { fileURLToPath } from "node:url"
import { launchBrowser, openPage as openBrowserPage } from "./lib/browser.mjs"
import { demoCart } from "./lib/cod.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const BACKEND_URL = process.env.BACKEND_URL || process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "artifacts")
mkdirSync(ARTIFACTS, { recursive: true })

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** A fresh page that records console errors, failed requests and every URL the browser asked for. */
const openPage = (options) => openBrowserPage(browser, options)

const optionTexts = (locator) => locator.locator("option").allTextContents()

test("in Arabic, wilayas carry Arabic names and choosing Alger (16) lists its communes in Arabic", async () => {
  const { page, problems, requested, close } = await openPage({ cart: await demoCart() })
  try {
    const res = await page.goto(`${BASE}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
    assert.equal(res.status(), 200)
    assert.equal(await page.getAttribute("html", "dir"), "rtl")
    assert.equal(await page.getByTestId("checkout-title").textContent(), "عنوان التوصيل")

    const wilayas = await optionTexts(page.getByTestId("wilaya-select"))
    assert.ok(wilayas.length > 40, `expected the deliverable wilayas, got ${wilayas.length} options`)
    assert.ok(wilayas.includes("16 - الجزائر"), "Alger is listed by its Arabic name")
    assert.ok(wilayas.includes("31 - وهران"), "Oran is listed by its Arabic name")
    assert.ok(!wilayas.some((w) => w.includes("Alger")), "no French names in the Arabic page")

    // Before a wilaya is chosen there is no commune selector, only the prompt.
    assert.equal(await page.getByTestId("commune-prompt").textContent(), "اختر الولاية أولًا")
    assert.equal(await page.getByTestId("commune-select").count(), 0)
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-ar-empty.png"), fullPage: true })

    await page.getByTestId("wilaya-select").selectOption("16")
    const communeSelect = page.getByTestId("commune-select")
    await communeSelect.waitFor()
    const communes = await optionTexts(communeSelect)
    assert.ok(communes.includes("باب الوادي"), "Bab El Oued, a commune of Alger, in Arabic")
    assert.ok(communes.includes("الجزائر الوسطى"), "Alger Centre in Arabic")
    assert.equal(await page.getByTestId("commune-prompt").count(), 0)
    // Choosing a wilaya did not reload the page: it was done in place, through the storefront's own route.
    assert.ok(!page.url().includes("wilaya="), page.url())
    await communeSelect.selectOption({ label: "باب الوادي" })
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-ar-16.png"), fullPage: true })

    // Another wilaya replaces the list.
    await page.getByTestId("wilaya-select").selectOption("31")
    await page.waitForFunction(() => {
      const s = document.querySelector('[data-testid="commune-select"]')
      return s && [...s.options].some((o) => o.textContent === "وهران")
    })
    assert.ok(!(await optionTexts(page.getByTestId("commune-select"))).includes("باب الوادي"))

    const backendOrigin = new URL(BACKEND_URL).origin
    assert.deepEqual(
      requested.filter((u) => u.startsWith(backendOrigin)),
      [],
      "the browser never calls the backend"
    )
    assert.ok(
      requested.some((u) => u.includes("/api/communes/16")),
      "communes came through the storefront route"
    )
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("in French, labels read '16 - Alger' and communes are French", async () => {
  const { page, problems, close } = await openPage({ viewport: { width: 1280, height: 900 }, cart: await demoCart() })
  try {
    await page.goto(`${BASE}/checkout/cart/view`, { waitUntil: "networkidle" })
    assert.equal(await page.getAttribute("html", "lang"), "fr")
    assert.equal(await page.getByTestId("commune-prompt").textContent(), "Sélectionnez d'abord une wilaya")
    const wilayas = await optionTexts(page.getByTestId("wilaya-select"))
    assert.ok(wilayas.includes("16 - Alger"))
    assert.ok(wilayas.includes("06 - Béjaïa") || wilayas.some((w) => w.startsWith("06 - B")), "zero-padded code")
    await page.getByTestId("wilaya-select").selectOption("16")
    await page.getByTestId("commune-select").waitFor()
    assert.ok((await optionTexts(page.getByTestId("commune-select"))).includes("Bab El Oued"))
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-fr-16-desktop.png"), fullPage: true })
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("without JavaScript, the wilaya form reloads the page with that wilaya's communes", async () => {
  const { page, close } = await openPage({ javaScriptEnabled: false })
  try {
    await page.goto(`${BASE}/ar/checkout/cart/view`)
    assert.equal(await page.getByTestId("commune-select").count(), 0)
    await page.getByTestId("wilaya-select").selectOption("16")
    await Promise.all([page.waitForURL(/[?&]wilaya=16\b/), page.getByTestId("show-communes").click()])
    assert.equal(new URL(page.url()).pathname, "/ar/checkout/cart/view")
    assert.equal(await page.getByTestId("wilaya-select").inputValue(), "16")
    assert.ok((await optionTexts(page.getByTestId("commune-select"))).includes("باب الوادي"))
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-ar-nojs.png"), fullPage: true })
  } finally {
    await close()
  }
})

test("a wilaya that is not served gets a localized message, not a broken page", async () => {
  const res = await fetch(`${BASE}/ar/checkout/cart/view?wilaya=99`)
  assert.equal(res.status, 200)
  // a definite answer (not a failed read): the same page for every visitor, kept
  assert.match(res.headers.get("cache-control"), /^public, max-age=\d+/)
  const html = await res.text()
  assert.match(html, /data-testid="communes-error"[^>]*>لا يتم التوصيل إلى هذه الولاية\./)
  assert.match(html, /data-testid="wilaya-select"/, "the rest of the form is there")

  const api = await fetch(`${BASE}/api/communes/99`)
  assert.equal(api.status, 404)
  assert.equal((await api.json()).problem, "unknown_wilaya")
})
