// One way to start Debian's Chromium for every browser journey (no browser download exists here).
import { mkdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"

export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "artifacts")
mkdirSync(ARTIFACTS, { recursive: true })

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]

export const launchBrowser = () => chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS })

export const screenshot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })
