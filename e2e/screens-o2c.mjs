// Screenshots of order to cash as a new merchant sees it on the demo shop (issue 15), in French and
// Arabic, for a person to look at: dashboard, confirmation queue, an order page with its life, the
// courier payments, a customer. Reads the seeded demo orders; writes nothing.
// Run against a started shop: BACKEND_URL=http://localhost:9300 SHOTS_DIR=/tmp/shots node e2e/screens-o2c.mjs
import assert from "node:assert/strict"
import { mkdirSync } from "node:fs"
import path from "node:path"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { ARTIFACTS, launchBrowser } from "./lib/browser.mjs"

const OUT = process.env.SHOTS_DIR || path.join(ARTIFACTS, "o2c")
mkdirSync(OUT, { recursive: true })
const browser = await launchBrowser()

async function shoot(page, url, name) {
  await page.goto(`${BACKEND}${url}`)
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(1200)
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true })
}

for (const lang of ["fr", "ar"]) {
  const { context, page } = await adminLogin(browser, { lang, viewport: { width: 1440, height: 2000 } })
  const problems = []
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`))
  page.on("response", (r) => r.status() >= 500 && problems.push(`${r.status()} ${r.url()}`))
  const get = async (p) => {
    const res = await context.request.get(`${BACKEND}${p}`)
    assert.equal(res.status(), 200, `${p} answered ${res.status()}`)
    return res.json()
  }
  // a demo order that came back after a failed attempt: the richest history
  const { orders } = await get("/admin/orders?fields=id,display_id,customer_id&limit=50&order=-created_at")
  let order
  for (const o of orders) {
    const { life } = await get(`/admin/orders/${o.id}/life`)
    if (life.delivery_state === "returned" || (!order && life.delivery_state === "delivered")) order = o
    if (life.delivery_state === "returned") break
  }
  assert.ok(order, "no delivered or returned demo order: was the shop seeded with its orders?")

  await shoot(page, "/app/dashboard", `${lang}-1-dashboard`)
  await shoot(page, "/app/cod", `${lang}-2-confirmation-queue`)
  await shoot(page, `/app/orders/${order.id}`, `${lang}-3-order-life`)
  await shoot(page, "/app/transporter-payments", `${lang}-4-courier-payments`)
  // then with the courier that still owes the shop something chosen: its unpaid parcels and the form
  await page.getByTestId("payment-transporter").click()
  await page.getByRole("option", { name: "Yalidine" }).click()
  await page.getByTestId("payment-order-check").first().click()
  await page.waitForTimeout(800)
  await page.screenshot({ path: path.join(OUT, `${lang}-4b-courier-payments-yalidine.png`), fullPage: true })
  await shoot(page, `/app/cod/customers/${order.customer_id}`, `${lang}-5-customer`)
  console.log(`${lang}: order #${order.display_id}, ${problems.length ? problems.join("; ") : "no page error"}`)
  await context.close()
}
await browser.close()
console.log(`screenshots in ${OUT}`)
