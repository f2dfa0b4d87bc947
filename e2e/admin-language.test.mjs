// The back-office opens in French on a first visit (issue 19 item 9, spec §1): Medusa's dashboard falls
// back to English when no `lng` cookie or storage says otherwise; a language the staff member chose stays.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { BACKEND } from "./lib/admin.mjs"

let browser
before(async () => (browser = await launchBrowser()))
after(() => browser?.close())

test("a first visit to the admin is in French; a language chosen since is kept", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.goto(`${BACKEND}/app/login`)
    await page.getByText("Bienvenue sur Medusa").waitFor({ timeout: 30_000 })
    assert.equal(await page.evaluate(() => window.localStorage.getItem("lng")), "fr")
    await screenshot(page, "admin-language-first-visit")
    // the dashboard keeps the language it used in its `lng` cookie too
    assert.ok((await context.cookies(BACKEND)).some((c) => c.name === "lng" && c.value === "fr"))
    // the staff member picks English (the profile stores it in the cookie and storage): the next visit is in English
    await context.addCookies([{ name: "lng", value: "en", url: BACKEND }])
    await page.evaluate(() => window.localStorage.setItem("lng", "en"))
    await page.reload()
    await page.getByText("Welcome to Medusa").waitFor({ timeout: 30_000 })
    assert.equal(await page.evaluate(() => window.localStorage.getItem("lng")), "en")
  } finally {
    await context.close()
  }
})
