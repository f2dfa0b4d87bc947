// When the backend cannot be reached, or the storefront was started without its publishable key, buyers
// get a page in their language, not a crash. This file starts its own storefront processes from the
// built app (storefront-remix/build), pointed at a port where nothing listens.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { existsSync, mkdirSync } from "node:fs"
import { createServer } from "node:net"
import path from "node:path"
import { after, before, test } from "node:test"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { demoCart } from "./lib/cod.mjs"

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const STOREFRONT_DIR = path.join(ROOT, "storefront-remix")
const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const ARTIFACTS = path.join(ROOT, "artifacts")
mkdirSync(ARTIFACTS, { recursive: true })

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Starts the built storefront with `env`; resolves with its URL and captured output once it answers. */
async function startStorefront(env) {
  const port = await freePort()
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: STOREFRONT_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output = { text: "" }
  child.stdout.on("data", (d) => (output.text += d))
  child.stderr.on("data", (d) => (output.text += d))
  const url = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`storefront exited: ${output.text}`)
    if (
      await fetch(url + "/").then(
        () => true,
        () => false
      )
    )
      return { url, child, output }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error(`storefront did not answer: ${output.text}`)
}

let unreachable, keyless, browser
before(async () => {
  assert.ok(existsSync(path.join(STOREFRONT_DIR, "build/server/index.js")), "build the storefront first")
  const deadBackend = `http://127.0.0.1:${await freePort()}`
  ;[unreachable, keyless] = await Promise.all([
    startStorefront({ MEDUSA_BACKEND_URL: deadBackend, MEDUSA_PUBLISHABLE_KEY: "pk_unused", MEDUSA_TIMEOUT_MS: "2000" }),
    startStorefront({ MEDUSA_BACKEND_URL: deadBackend }),
  ])
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  })
})
after(async () => {
  await browser?.close()
  for (const s of [unreachable, keyless]) s?.child.kill()
})

test("with the backend down, the order page still renders and says what failed, in Arabic", async () => {
  const res = await fetch(`${unreachable.url}/ar/checkout/cart/view?wilaya=16`)
  assert.equal(res.status, 200)
  assert.equal(res.headers.get("cache-control"), "no-store")
  const html = await res.text()
  assert.match(html, /<html lang="ar" dir="rtl">/)
  assert.match(html, /data-testid="wilayas-error"[^>]*>تعذّر تحميل الولايات\./)
  assert.match(html, /data-testid="communes-error"[^>]*>تعذّر تحميل البلديات\./)
  assert.match(html, /data-testid="field-firstname"/, "the other fields are there")

  const api = await fetch(`${unreachable.url}/api/communes/16`)
  assert.equal(api.status, 502)
  assert.equal(api.headers.get("cache-control"), "no-store")
  assert.deepEqual(await api.json(), { wilaya: 16, communes: [], problem: "failed" })
  // The home page does not need the backend.
  assert.equal((await fetch(`${unreachable.url}/ar`)).status, 200)
})

test("in the browser, a failed commune request shows the message in place and the form keeps working", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  // something in the cart: an empty cart shows no form
  await context.addInitScript((lines) => window.localStorage.setItem("cart", JSON.stringify(lines)), await demoCart())
  const page = await context.newPage()
  const pageErrors = []
  page.on("pageerror", (e) => pageErrors.push(e.message))
  // Wilaya 16's communes are answered by the storefront whose backend is down (the real failure
  // answer) until the backend "comes back".
  let backendDown = true
  await page.route("**/api/communes/16*", async (route) => {
    if (!backendDown) return route.continue()
    const u = new URL(route.request().url())
    const failed = await fetch(unreachable.url + u.pathname + u.search)
    await route.fulfill({
      status: failed.status,
      headers: Object.fromEntries(failed.headers),
      body: Buffer.from(await failed.arrayBuffer()),
    })
  })
  try {
    await page.goto(`${BASE}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
    await page.getByTestId("wilaya-select").selectOption("16")
    const error = page.getByTestId("communes-error")
    await error.waitFor()
    assert.equal(await error.textContent(), "تعذّر تحميل البلديات.")
    assert.equal(await page.getByTestId("commune-select").count(), 0)
    assert.equal(await page.getByTestId("error-page").count(), 0, "no error boundary")
    await page.screenshot({ path: path.join(ARTIFACTS, "storefront-checkout-ar-communes-failed.png"), fullPage: true })

    // Another wilaya still works.
    await page.getByTestId("wilaya-select").selectOption("31")
    await page.getByTestId("commune-select").waitFor()
    assert.ok((await page.getByTestId("commune-select").locator("option").allTextContents()).includes("وهران"))

    // Back to 16, still failing; then the backend recovers and "try again" brings the list, in place.
    await page.getByTestId("wilaya-select").selectOption("16")
    await page.getByTestId("communes-error").waitFor()
    backendDown = false
    await page.getByTestId("communes-retry").click()
    await page.getByTestId("commune-select").waitFor()
    assert.ok((await page.getByTestId("commune-select").locator("option").allTextContents()).includes("باب الوادي"))
    assert.equal(new URL(page.url()).search, "", "retried without reloading the page")
    assert.deepEqual(pageErrors, [])
  } finally {
    await context.close()
  }
})

test("without a publishable key, backend pages fail loudly on the server and politely to the buyer", async () => {
  const res = await fetch(`${keyless.url}/checkout/cart/view`)
  assert.equal(res.status, 500)
  const html = await res.text()
  assert.match(html, /<html lang="fr" dir="ltr">/)
  assert.match(html, /Une erreur est survenue/)
  assert.ok(!html.includes("MEDUSA_PUBLISHABLE_KEY"), "no configuration detail leaks to the buyer")
  assert.match(keyless.output.text, /MEDUSA_PUBLISHABLE_KEY is not set/)
  // Pages that need no backend call are unaffected.
  assert.equal((await fetch(`${keyless.url}/`)).status, 200)
})
