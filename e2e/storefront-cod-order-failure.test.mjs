// When the order cannot be finalized (the backend drops the connection mid-order), the buyer sees the
// processing state, then the error dialog in their language, and keeps what they typed to try again.
// This file starts its own storefront (server.mjs, the built app) in front of a pass-through proxy to
// the real backend that cuts POST /store/cod-orders after a pause; every other call reaches the backend.
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { createServer, request } from "node:http"
import path from "node:path"
import { after, before, test } from "node:test"
import { fileURLToPath } from "node:url"
import { launchBrowser, openPage, screenshot } from "./lib/browser.mjs"
import { buyerAddress, fillContact, freshPhone } from "./lib/cod.mjs"
import { BACKEND_URL, chooseCommune, text } from "./lib/delivery.mjs"

const STOREFRONT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "storefront-remix")
const backend = new URL(BACKEND_URL)
let proxy, storefront, base, browser
let cut = 0

const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)))
/** A port nothing listens on now, for the storefront. */
const freePort = async () => {
  const probe = createServer()
  const port = await listen(probe)
  await new Promise((r) => probe.close(r))
  return port
}

before(async () => {
  proxy = createServer((req, res) => {
    if (req.method === "POST" && req.url.startsWith("/store/cod-orders")) {
      cut++
      setTimeout(() => req.socket.destroy(), 1500)
      return
    }
    const upstream = request({ host: backend.hostname, port: backend.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode, r.headers)
      r.pipe(res)
    })
    upstream.on("error", () => res.destroy())
    req.pipe(upstream)
  })
  const proxyPort = await listen(proxy)
  const port = await freePort()
  storefront = spawn(process.execPath, ["server.mjs"], {
    cwd: STOREFRONT_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      MEDUSA_BACKEND_URL: `http://127.0.0.1:${proxyPort}`,
      MEDUSA_PUBLISHABLE_KEY: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
      SESSION_SECRET: "e2e-failure-secret-e2e-failure",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  base = `http://localhost:${port}`
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(base + "/").then(
      (r) => r.ok,
      () => false
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100))
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  storefront?.kill()
  proxy?.close()
})

test("a failed order shows 'processing', then the error dialog; the form keeps what was typed", async () => {
  const { page, close } = await openPage(browser, { headers: { "X-Forwarded-For": buyerAddress() } })
  try {
    await page.goto(`${base}/catalog/product/soins-visage-corps/huile-argan-pure`, { waitUntil: "networkidle" })
    await page.getByTestId("buy-now").click()
    const phone = freshPhone()
    await fillContact(page, { phone })
    await chooseCommune(page, 16, 1601)
    await page.locator('[data-testid="delivery-offer"]:has([data-delivery-type="home"])').first().getByTestId("offer-choose").click()
    const submit = page.getByTestId("submit-order")
    await submit.click()
    await page.waitForFunction(() => document.querySelector('[data-testid="submit-order"]')?.textContent === "Traitement en cours…")
    assert.equal(await submit.isDisabled(), true, "no second click while processing")
    const dialog = page.getByTestId("error-dialog")
    await dialog.waitFor({ timeout: 30_000 })
    assert.equal(await dialog.getAttribute("role"), "alertdialog")
    assert.equal(await text(page.locator("#error-dialog-title")), "Erreur")
    assert.equal(await text(page.getByTestId("error-dialog-message")), "Nous n'avons pas pu finaliser votre commande. Veuillez réessayer.")
    await screenshot(page, "cod-product-fr-error-dialog")
    await page.getByTestId("error-dialog-close").click()
    assert.equal(await dialog.count(), 0)
    assert.equal(await page.getByTestId("field-phone").inputValue(), phone)
    assert.equal(await text(submit), "Confirmer la commande")
    assert.equal(await submit.isDisabled(), false)
    assert.equal(await page.getByTestId("thank-you").count(), 0)
    assert.equal(cut, 1, "one order post reached the (failing) backend")
  } finally {
    await close()
  }
})
