// One way to start Debian's Chromium for every browser journey (no browser download exists here).
import { mkdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"

export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "artifacts")
mkdirSync(ARTIFACTS, { recursive: true })

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"]

export const launchBrowser = () => chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS })

export const screenshot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })

/** A fresh page that records console errors, failed requests and every URL the browser asked for. */
export async function openPage(browser, { javaScriptEnabled = true, viewport = { width: 390, height: 844 }, cart, headers, reducedMotion } = {}) {
  // `headers`: e.g. X-Forwarded-For, as a reverse proxy in front of the storefront would add it.
  // `reducedMotion: "reduce"`: the visitor asked for less motion (the carousels do not autoplay).
  const context = await browser.newContext({ javaScriptEnabled, viewport, extraHTTPHeaders: headers, reducedMotion })
  if (cart) await context.addInitScript((lines) => window.localStorage.setItem("cart", JSON.stringify(lines)), cart)
  const page = await context.newPage()
  const problems = []
  const requested = []
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`))
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`))
  page.on("request", (r) => requested.push(r.url()))
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`))
  return { page, problems, requested, close: () => context.close() }
}
