// The storefront and the admin under their security headers (issue 17 item 6, decisions 0045/0046):
// a Content-Security-Policy without 'unsafe-inline' scripts, a fresh nonce on every inline script of
// every document, pages that still hydrate and work in Chromium in French and in Arabic with no policy
// violation, an injected script that does not run, and a lead saved through the storefront's signed
// channel (the backend refuses one posted to it directly).
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { storeCall } from "./lib/admin-api.mjs"
import { BACKEND } from "./lib/admin.mjs"
import { launchBrowser, openPage as openBrowserPage, screenshot } from "./lib/browser.mjs"
import { buyerAddress, fillContact, freshPhone, leads } from "./lib/cod.mjs"
import { BASE } from "./lib/delivery.mjs"

const PRODUCT = "/catalog/product/parfums/parfum-oud-royal"
const PAGES = ["/", "/ar", PRODUCT, `/ar${PRODUCT}`, "/checkout/cart/view", "/ar/checkout/cart/view"]

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** A page that records every policy violation the browser reports, besides console errors. */
async function openPage(options = {}) {
  const opened = await openBrowserPage(browser, { viewport: { width: 1280, height: 900 }, ...options, headers: { "X-Forwarded-For": buyerAddress() } })
  await opened.page.addInitScript(() => {
    window.__violations = []
    document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return { ...opened, violations: () => opened.page.evaluate(() => window.__violations) }
}

const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values])
  )

test("every document has a nonce-based policy, and every inline script of it carries that nonce", async () => {
  const nonces = new Set()
  for (const path of PAGES) {
    const res = await fetch(BASE + path)
    assert.equal(res.status, 200, path)
    const csp = directives(res.headers.get("content-security-policy") ?? "")
    const nonce = csp["script-src"]?.find((v) => v.startsWith("'nonce-"))?.slice(7, -1)
    assert.ok(nonce, `${path}: script-src has a nonce`)
    assert.ok(!csp["script-src"].includes("'unsafe-inline'") && !csp["script-src"].includes("'unsafe-eval'"), `${path}: ${csp["script-src"]}`)
    assert.deepEqual(csp["frame-ancestors"], ["'none'"], path)
    assert.deepEqual(csp["object-src"], ["'none'"], path)
    nonces.add(nonce)
    for (const [name, value] of [
      ["x-content-type-options", "nosniff"],
      ["x-frame-options", "DENY"],
      ["referrer-policy", "strict-origin-when-cross-origin"],
    ]) {
      assert.equal(res.headers.get(name), value, `${path} ${name}`)
    }
    assert.match(res.headers.get("permissions-policy") ?? "", /camera=\(\)/)
    // plain http here: no HSTS
    assert.equal(res.headers.get("strict-transport-security"), null, path)
    const html = await res.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
    assert.ok(scripts.length > 0, path)
    for (const attributes of scripts) {
      // data blocks (the product's JSON-LD) are not run and need none
      if (/type="application\/ld\+json"/.test(attributes)) continue
      assert.ok(attributes.includes(`nonce="${nonce}"`), `${path}: a script without this page's nonce: <script${attributes}>`)
    }
  }
  assert.equal(nonces.size, PAGES.length, "a fresh nonce for every document")
  // the same headers on static files, and HSTS once a trusted proxy says the visitor came over HTTPS
  const asset = await fetch(`${BASE}/favicon.svg`, { headers: { "X-Forwarded-Proto": "https" } })
  assert.equal(asset.headers.get("x-content-type-options"), "nosniff")
  assert.equal(asset.headers.get("strict-transport-security"), "max-age=31536000; includeSubDomains")
})

test("the product page hydrates and works under the policy, in French and in Arabic, with no violation", async () => {
  for (const [prefix, dir] of [
    ["", "ltr"],
    ["/ar", "rtl"],
  ]) {
    const { page, problems, violations, close } = await openPage()
    try {
      await page.goto(`${BASE}${prefix}${PRODUCT}`, { waitUntil: "networkidle" })
      assert.equal(await page.getAttribute("html", "dir"), dir)
      // only a hydrated page reacts: the cart modal and the badge are React's
      await page.getByTestId("add-to-cart").click()
      await page.getByTestId("cart-modal").waitFor()
      assert.equal((await page.getByTestId("mini-cart-count").textContent()).trim(), "1")
      await screenshot(page, `storefront-csp-product${prefix.replace("/", "-") || "-fr"}`)
      // an injected inline script (what an XSS would add) does not run, and the browser reports it
      const ran = await page.evaluate(async () => {
        window.__injected = false
        const s = document.createElement("script")
        s.textContent = "window.__injected = true"
        document.body.appendChild(s)
        await new Promise((r) => setTimeout(r, 100))
        return window.__injected
      })
      assert.equal(ran, false, "an inline script without the nonce ran")
      const reported = await violations()
      assert.equal(reported.length, 1, JSON.stringify(reported))
      assert.match(reported[0], /^script-src/)
      assert.deepEqual(
        problems.filter((p) => !/Content Security Policy/.test(p)),
        [],
        `${prefix || "/"}: ${problems.join("\n")}`
      )
    } finally {
      await close()
    }
  }
})

test("the order form saves a lead through the storefront's signed channel; the backend refuses one posted to it directly", async () => {
  const direct = await storeCall("/store/cod-leads", {
    method: "POST",
    body: { cart_id: `cart_${Date.now()}_1`, firstname: "Intrus", lastname: "Direct", phone: freshPhone(), items: [] },
  })
  assert.equal(direct.status, 403, JSON.stringify(direct.body))
  assert.equal(direct.body.code, "storefront_only")

  const { page, problems, violations, close } = await openPage()
  try {
    await page.goto(`${BASE}/ar${PRODUCT}`, { waitUntil: "networkidle" })
    await page.getByTestId("add-to-cart").click()
    await page.getByTestId("cart-modal").waitFor()
    await page.goto(`${BASE}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
    const phone = freshPhone()
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/cod-lead") && r.request().method() === "POST", { timeout: 30_000 })
    await fillContact(page, { firstname: "ياسين", lastname: "بلقاسم", phone })
    assert.equal((await saved).status(), 201)
    // the backend holds it, for staff to call back
    const lead = (await leads("open")).find((l) => l.phone === phone)
    assert.equal(lead?.first_name, "ياسين")
    await screenshot(page, "storefront-csp-checkout-ar")
    assert.deepEqual(await violations(), [])
    assert.deepEqual(problems, [])
  } finally {
    await close()
  }
})

test("the backend's API answers forbid framing and sniffing", async () => {
  const api = await fetch(`${BACKEND}/store/wilayas`, { headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" } })
  assert.equal(api.headers.get("x-frame-options"), "DENY")
  assert.equal(api.headers.get("x-content-type-options"), "nosniff")
  assert.match(api.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/)
  // The admin's own files (/app) are served by Medusa before any plugin middleware runs: their headers
  // come from the reverse proxy (README "Trusted proxies"), not from here.
})
