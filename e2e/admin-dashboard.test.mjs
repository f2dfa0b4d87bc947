// The back-office dashboard in a real browser (issue item 6): real COD orders are placed, one is
// delivered; the page's totals match the API, and clicking a doughnut segment shows its label,
// value and percent with 2 decimals, in French and in Arabic.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser, { viewport: { width: 1280, height: 1000 } }))
})
after(() => browser?.close())

const api = async (path, body) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.ok([200, 201].includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

/** Independent of the page's code: 2 decimals, half up, on hundredths of a percent. */
const percent = (value, total) => (Math.round((value * 10000) / total) / 100).toFixed(2)

async function placeOrder(commune, wilaya, variantId, n) {
  const quote = await (await fetch(`${BACKEND}/store/communes/${commune}/transporters`, { headers: STORE })).json()
  const home = quote.transporters.find((t) => t.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const res = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `e2e-dash-${Date.now()}-${n}`, "x-forwarded-for": `10.8.8.${n}` },
    body: JSON.stringify({
      firstname: "Amel",
      lastname: "Saidi",
      phone: `077012${String(3400 + n).padStart(4, "0")}`,
      address: "3 rue Larbi Ben M'hidi",
      wilaya,
      commune,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: variantId, quantity: 1 }],
    }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()).order
}

/**
 * Clicks the middle of the ring segment of `key` with the mouse (the centre of a segment's box is
 * often the doughnut's hole), then returns the selection line as shown.
 */
async function clickSegment(doughnut, key) {
  const segment = page.getByTestId(doughnut).locator(`[data-key="${key}"]`)
  const [start, end] = await Promise.all([segment.getAttribute("data-start"), segment.getAttribute("data-end")])
  const box = await page.getByTestId(doughnut).locator("svg").first().boundingBox()
  // The ring spans radii 58..98 of a 200-unit viewBox, angles in turns clockwise from 12 o'clock.
  const angle = ((Number(start) + Number(end)) / 2) * 2 * Math.PI - Math.PI / 2
  const scale = box.width / 200
  await page.mouse.click(box.x + (100 + 78 * Math.cos(angle)) * scale, box.y + (100 + 78 * Math.sin(angle)) * scale)
  return ((await page.getByTestId(`${doughnut}-selection`).textContent()) ?? "").trim()
}

test("the dashboard shows today's orders and a clicked segment's label, value and percent", async () => {
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const lines = stock.filter((s) => s.available_quantity >= 2)
  assert.ok(lines.length >= 2, "the demo shop has stock")
  const a = await placeOrder(1601, 16, lines[0].variant_id, 1)
  await placeOrder(1601, 16, lines[1].variant_id, 2)
  await placeOrder(3101, 31, lines[0].variant_id, 3)
  // confirmed, handed over and delivered through the order life (the order page's routes)
  for (const [axis, to] of [
    ["confirmation", "confirmed"],
    ["delivery", "handed_over"],
    ["delivery", "delivered"],
  ])
    await api(`/admin/orders/${a.id}/life/${axis}`, { to })

  const stats = await api("/admin/dashboard")
  const alger = stats.by_wilaya.find((w) => w.code === 16)
  assert.ok(alger.count >= 2)

  await page.goto(`${BACKEND}/app/dashboard`)
  await page.getByTestId("doughnut-wilaya").waitFor()
  assert.equal(await page.getByTestId("dashboard-total-orders").textContent(), String(stats.totals.orders))
  assert.equal(await page.getByTestId("dashboard-day").count(), 30)
  const shown = await clickSegment("doughnut-wilaya", "16")
  assert.equal(shown, `Alger — ${alger.count} — ${percent(alger.count, stats.totals.orders)} %`)

  await page.getByTestId("dashboard-status-delivery").click()
  const delivered = stats.by_delivery_status.find((s) => s.status === "delivered")
  assert.equal(await clickSegment("doughnut-status", "delivery:delivered"), `Livrée — ${delivered.count} — ${percent(delivered.count, stats.totals.orders)} %`)
  // Two variants of one product are one line: the table shows what the API ranks, in its order.
  assert.equal(await page.getByTestId("dashboard-top-product").count(), stats.top_products.length)
  assert.equal(await page.getByTestId("dashboard-top-quantity").first().textContent(), String(stats.top_products[0].quantity))
  await screenshot(page, "admin-dashboard-fr")

  // A range with no order: the empty state, no charts.
  await page.getByTestId("dashboard-from").fill("2020-01-01")
  await page.getByTestId("dashboard-to").fill("2020-01-31")
  await page.getByTestId("dashboard-state").getByText("Aucune commande sur cette période.").waitFor()

  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/dashboard`)
  await page.getByText("الطلبات حسب الولاية").first().waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  const oran = stats.by_wilaya.find((w) => w.code === 31)
  assert.equal(await clickSegment("doughnut-wilaya", "31"), `وهران — ${oran.count} — ${percent(oran.count, stats.totals.orders)} %`)
  await screenshot(page, "admin-dashboard-ar")

  // the rates by how the orders were taken (issue 21): the form's orders are online
  const online = stats.by_order_type.find((t) => t.order_type === "online")
  await page.getByTestId("rates-by-type").click()
  const row = page.getByTestId("rates-row-online")
  await row.waitFor()
  assert.equal((await row.locator("td").first().textContent())?.trim(), "عبر الإنترنت")
  assert.equal((await row.locator("td").nth(1).textContent())?.trim(), String(online.orders))
  await row.scrollIntoViewIfNeeded()
  await screenshot(page, "admin-dashboard-types-ar")
})
