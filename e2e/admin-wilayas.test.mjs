// The back-office "Wilayas" screen in a real browser: log in, list, search in both scripts,
// switch a commune off and on again, and see the screen in French and in Arabic.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser))
})
after(() => browser?.close())

/** The admin API, called with the browser's own session cookie. */
const api = async (path, body) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.equal(res.status(), 200, `${path} answered ${res.status()}`)
  return res.json()
}
const casbah = async () => (await api("/admin/wilayas/16/communes?q=Casbah")).communes.find((c) => c.code === 1607)

test("the sidebar leads to the Wilayas page, which lists all 69 with commune counts", async () => {
  await page.goto(`${BACKEND}/app/orders`)
  await page.getByRole("link", { name: "Wilayas" }).first().click()
  await page.waitForURL(/\/app\/wilayas$/)
  await page.getByTestId("wilaya-row-69").waitFor()
  assert.equal(await page.locator('[data-testid^="wilaya-row-"]').count(), 69)
  const alger = page.getByTestId("wilaya-row-16")
  assert.match(await alger.innerText(), /Alger[\s\S]*الجزائر[\s\S]*57 \/ 57/)
  // a 2026 wilaya says which wilaya couriers know it as
  assert.match(await page.getByTestId("wilaya-row-68").innerText(), /Bou Saâda[\s\S]*28 M'sila/i)
  await screenshot(page, "admin-wilayas-fr")
})

test("search finds Béjaïa whatever the spelling", async () => {
  for (const q of ["بجايه", "bejaia"]) {
    await page.getByTestId("geo-search").fill(q)
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="wilaya-row-"]').length === 1)
    assert.equal(await page.getByTestId("wilaya-row-6").isVisible(), true)
  }
  await page.getByTestId("geo-search").fill("")
})

test("a commune switched off is saved, hidden from the store, and can be switched back", async (t) => {
  // leave the shop as found, even when an assertion fails half-way
  t.after(() => casbah().then((c) => !c.deliverable && api(`/admin/communes/${c.id}`, { deliverable: true })))
  await page.goto(`${BACKEND}/app/wilayas`)
  await page.getByTestId("wilaya-link-16").click()
  await page.waitForURL(/\/app\/wilayas\/16$/)
  await page.getByTestId("geo-search").fill("Casbah")
  const row = page.getByTestId("commune-row-1607")
  await row.waitFor()
  const toggle = page.getByTestId("commune-switch-1607")
  assert.equal(await toggle.getAttribute("aria-checked"), "true")

  await toggle.click()
  await page.waitForFunction(() => document.querySelector('[data-testid="commune-switch-1607"]')?.getAttribute("aria-checked") === "false")
  await page.getByText("Casbah n'est plus livrable").waitFor()
  assert.equal((await casbah()).deliverable, false)
  assert.ok(process.env.MEDUSA_PUBLISHABLE_KEY, "MEDUSA_PUBLISHABLE_KEY must be set")
  const store = await context.request.get(`${BACKEND}/store/wilayas/16/communes`, {
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY },
  })
  assert.equal(
    (await store.json()).communes.some((c) => c.code === 1607),
    false
  )

  await toggle.click()
  await page.getByText("Casbah est désormais livrable").waitFor()
  assert.equal((await casbah()).deliverable, true)
})

test("the screens read right in Arabic", async () => {
  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/wilayas`)
  await page.getByTestId("wilaya-row-16").waitFor()
  await page.getByText("الولايات والبلديات").waitFor()
  await screenshot(page, "admin-wilayas-ar")
  await thumbInsideTrack(page.getByTestId("wilaya-row-16").getByRole("switch"))
  await page.goto(`${BACKEND}/app/wilayas/16`)
  await page.getByTestId("commune-row-1605").waitFor()
  await page.getByText("بلديات 16 Alger").waitFor()
  await screenshot(page, "admin-communes-ar")
  await thumbInsideTrack(page.getByTestId("wilaya-switch"))
  await thumbInsideTrack(page.getByTestId("commune-switch-1605"))
  await context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})

/** Right to left, a switch's thumb must still sit inside its track (Medusa UI moves it with a physical translate). */
async function thumbInsideTrack(toggle) {
  const [track, thumb] = await toggle.evaluate((e) => [e.getBoundingClientRect().toJSON(), e.querySelector("span").getBoundingClientRect().toJSON()])
  assert.ok(thumb.left >= track.left && thumb.right <= track.right, `thumb ${JSON.stringify(thumb)} inside track ${JSON.stringify(track)}`)
}
