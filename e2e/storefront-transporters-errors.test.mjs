// When the backend fails to quote (5xx), the buyer reads a message in their language with a retry that
// works once the backend is back. A storefront of its own runs here from the built app, pointed at a
// small proxy in front of the real backend that answers 503 to transporter quotes while told to.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { createServer } from "node:http"
import { createServer as createNetServer } from "node:net"
import path from "node:path"
import { after, before, test } from "node:test"
import { fileURLToPath } from "node:url"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { BACKEND_URL, backendQuote, chooseCommune, offerRow, openPage, price, text } from "./lib/delivery.mjs"
import { demoCart } from "./lib/cod.mjs"

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const STOREFRONT_DIR = path.join(ROOT, "storefront-remix")

let failing = true
let proxy, storefront, browser, base

/** Forwards every call to the real backend, except transporter quotes while `failing`. */
function startProxy() {
  const server = createServer(async (req, res) => {
    if (failing && /^\/store\/communes\/\d+\/transporters/.test(req.url)) {
      res.writeHead(503, { "content-type": "application/json" })
      return res.end(JSON.stringify({ type: "unexpected_state", message: "quote service unavailable" }))
    }
    const upstream = await fetch(BACKEND_URL + req.url, {
      headers: { "x-publishable-api-key": req.headers["x-publishable-api-key"] ?? "", accept: "application/json" },
    })
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" })
    res.end(Buffer.from(await upstream.arrayBuffer()))
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer()
    srv.on("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function startStorefront(backendUrl) {
  const port = await freePort()
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: STOREFRONT_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      MEDUSA_BACKEND_URL: backendUrl,
      MEDUSA_PUBLISHABLE_KEY: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
    },
    stdio: ["ignore", "ignore", "ignore"],
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error("storefront exited")
    if (
      await fetch(url + "/").then(
        () => true,
        () => false
      )
    )
      return { url, child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error("storefront did not answer")
}

before(async () => {
  assert.ok(existsSync(path.join(STOREFRONT_DIR, "build/server/index.js")), "build the storefront first")
  proxy = await startProxy()
  storefront = await startStorefront(`http://127.0.0.1:${proxy.address().port}`)
  base = storefront.url
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
  storefront?.child.kill()
  proxy?.close()
})

test("a failing quote reads as a localized message; retry lists the transporters once the backend is back", async () => {
  failing = true
  const { page, close } = await openPage(browser, { cart: await demoCart() })
  try {
    await page.goto(`${base}/ar/checkout/cart/view`, { waitUntil: "networkidle" })
    await page.getByTestId("wilaya-select").selectOption("16")
    await page.locator('[data-testid="commune-select"] option[value="1601"]').waitFor({ state: "attached" })
    await page.getByTestId("commune-select").selectOption("1601")
    await page.getByTestId("transporters-error").waitFor()
    assert.equal(await text(page.getByTestId("transporters-error")), "تعذّر تحميل شركات التوصيل.")
    assert.equal(await page.getByTestId("transporter-list").count(), 0)
    await screenshot(page, "storefront-transporters-ar-error-mobile")

    failing = false
    await page.getByTestId("transporters-retry").click()
    await page.getByTestId("transporter-list").waitFor()
    const [first] = await backendQuote(1601)
    const offer = first.delivery_types[0]
    assert.equal(await text(offerRow(page, offer.shipping_option_id).getByTestId("offer-price")), price(offer.price, "د.ج"))
  } finally {
    await close()
  }
})

test("without JavaScript the page still renders with the message, uncached, and the resource route says 502", async () => {
  failing = true
  const res = await fetch(`${base}/checkout/cart/view?wilaya=16&commune=1601`)
  assert.equal(res.status, 200)
  assert.equal(res.headers.get("cache-control"), "no-store")
  assert.match(await res.text(), /data-testid="transporters-error"[^>]*>Échec du chargement des transporteurs\./)
  const api = await fetch(`${base}/api/transporters/1601`)
  assert.equal(api.status, 502)
  assert.equal(api.headers.get("cache-control"), "no-store")
  assert.equal((await api.json()).problem, "failed")
  failing = false
  // Back up: the same page lists them again.
  const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 900 }, cart: await demoCart() })
  try {
    await page.goto(`${base}/checkout/cart/view`, { waitUntil: "networkidle" })
    await chooseCommune(page, 16, 1601)
  } finally {
    await close()
  }
})
