// A combination's own pictures (Medusa's variant images, seeded for a few demo products): choosing the
// colour brings its picture into view in the product page's gallery (decision 0054).
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, openPage, screenshot } from "./lib/browser.mjs"

const BASE = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
const PRODUCT = "/catalog/product/chaussures-homme/baskets-running-homme"

let browser
before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** The file name of the picture the gallery shows. */
const shown = (page) =>
  page.evaluate(() => {
    const strip = document.querySelector('[data-testid="product-gallery"] .snap-x')
    const n = Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth)
    return strip.children[n]?.querySelector("img")?.getAttribute("src") ?? ""
  })

/** Waits until the gallery shows the picture of `colour` (its file is named after it by the seed). */
const showing = (page, colour) =>
  page.waitForFunction(
    (c) => {
      const strip = document.querySelector('[data-testid="product-gallery"] .snap-x')
      const n = Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth)
      return (strip.children[n]?.querySelector("img")?.getAttribute("src") ?? "").includes(`baskets-running-homme-${c}`)
    },
    colour,
    { timeout: 5000 }
  )

for (const [lang, prefix, white, black] of [
  ["fr", "", "Blanc", "Noir"],
  ["ar", "/ar", "أبيض", "أسود"],
]) {
  test(`${lang}: choosing a colour shows that colour's picture`, async () => {
    const { page, problems, close } = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    try {
      await page.goto(BASE + prefix + PRODUCT, { waitUntil: "load" })
      await page.getByTestId("variant-picker").waitFor()
      // the combinations' own pictures come from the backend (Medusa's variant images)
      const api = await fetch(`${process.env.BACKEND_URL}/store/products/baskets-running-homme/page`, {
        headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" },
      })
      const { product } = await api.json()
      assert.ok(
        product.combinations.some((c) => c.image_ids?.length),
        `combinations with pictures: ${JSON.stringify(product.combinations.map((c) => [c.title, c.image_ids]))}`
      )
      // hydrated: a click is handled in place (before, the option is a plain link that reloads the page)
      await page.waitForFunction(() => window.__remixRouter?.state?.initialized === true, null, { timeout: 20000 })
      assert.doesNotMatch(await shown(page), /baskets-running-homme-(noir|blanc)/, "the product's own picture first")
      // from the colour chosen at load to the other one and back: each choice is a change
      const whiteFirst = (await page.locator(`[data-testid="variant-option"][data-value="${white}"]`).getAttribute("aria-current")) !== "true"
      const steps = whiteFirst
        ? [
            [white, "blanc"],
            [black, "noir"],
          ]
        : [
            [black, "noir"],
            [white, "blanc"],
          ]
      for (const [value, file] of steps) {
        await page.locator(`[data-testid="variant-option"][data-value="${value}"]`).click()
        await showing(page, file)
      }
      await screenshot(page, `storefront-variant-picture-${lang}`)
      assert.deepEqual(problems, [])
    } finally {
      await close()
    }
  })
}
