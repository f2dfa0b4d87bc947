// The back-office operations journey in a real browser: create an internal expedition, send it,
// receive it in two parts, then record a courier's payment for a delivered COD order (issue 9).
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"
import { digitsOnScreen } from "./lib/delivery.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser))
})
after(() => browser?.close())

/** The admin API with the browser's own session. */
const api = async (path, body, ok = [200, 201]) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.ok(ok.includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

const choose = async (testId, name) => {
  await page.getByTestId(testId).click()
  await page.getByRole("option", { name }).click()
}

test("an expedition is created, sent, and received in two parts", async () => {
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const oranName = `Entrepôt Oran ${Date.now()}`
  await api("/admin/stock-locations", { name: oranName })
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 3)
  assert.ok(line, "the demo catalogue has a variant with 3 units at the main warehouse")

  await page.goto(`${BACKEND}/app/expeditions`)
  await choose("expedition-source", main.name)
  await choose("expedition-destination", oranName)
  await page.getByTestId("expedition-create").click()
  await page.waitForURL(/\/app\/expeditions\/iexp_/)
  await page.getByTestId("expedition-status").getByText("En cours").waitFor()

  await page.getByTestId("expedition-product-search").fill(line.sku || line.product_title)
  const row = page.getByTestId(`available-${line.variant_id}`)
  await row.getByTestId("available-quantity").fill(String(line.available_quantity + 1))
  await row.getByTestId("available-add").click()
  await page.getByText(`Quantité invalide : entre 1 et ${line.available_quantity}`).waitFor()
  await row.getByTestId("available-quantity").fill("3")
  await row.getByTestId("available-add").click()
  const item = page.getByTestId(`item-row-${line.variant_id}`)
  await item.waitFor()

  await page.getByTestId("expedition-send").click()
  await page.getByRole("button", { name: "Envoyer" }).last().click()
  await page.locator('[data-status="sent"]').waitFor()
  assert.equal((await item.getByTestId("item-in-transit").textContent()).trim(), "3")
  const after = await api(`/admin/warehouses/${main.id}/stock?q=${encodeURIComponent(line.sku || line.product_title)}`)
  assert.equal(after.stock.find((s) => s.variant_id === line.variant_id).stocked_quantity, line.stocked_quantity - 3)

  await item.getByTestId("item-receive-quantity").fill("0")
  await item.getByTestId("item-receive").click()
  await page.getByText("Données invalides").first().waitFor()
  await item.getByTestId("item-receive-quantity").fill("1")
  await item.getByTestId("item-receive").click()
  await page.locator('[data-status="partially_received"]').waitFor()
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="item-row-${id}"] [data-testid="item-received"]`)?.textContent.trim() === "1",
    line.variant_id
  )
  await item.getByTestId("item-receive-quantity").fill("2")
  await item.getByTestId("item-receive").click()
  await page.locator('[data-status="fully_received"]').waitFor()
  assert.equal((await item.getByTestId("item-received").textContent()).trim(), "3")
  await screenshot(page, "admin-expedition-fr")
})

test("a courier's payment is recorded for a delivered order, which then leaves the list", async () => {
  const quote = await (await fetch(`${BACKEND}/store/communes/1601/transporters`, { headers: STORE })).json()
  const yal = quote.transporters.find((t) => t.code === "yalidine")
  const home = yal.delivery_types.find((d) => d.type === "home")
  const { warehouses } = await api("/admin/warehouses")
  const main = warehouses.find((w) => /principal/i.test(w.name))
  const { stock } = await api(`/admin/warehouses/${main.id}/stock?limit=50`)
  const line = stock.find((s) => s.available_quantity >= 1)
  const placed = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `e2e-ops-${Date.now()}`, "x-forwarded-for": "10.9.9.9" },
    body: JSON.stringify({
      firstname: "Yacine",
      lastname: "Haddad",
      phone: "0770123456",
      address: "5 rue Ben M'hidi",
      wilaya: 16,
      commune: 1601,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: line.variant_id, quantity: 1 }],
    }),
  })
  assert.equal(placed.status, 201, await placed.clone().text())
  const { order } = await placed.json()
  for (const [axis, to] of [
    ["confirmation", "confirmed"],
    ["delivery", "handed_over"],
    ["delivery", "delivered"],
  ])
    await api(`/admin/orders/${order.id}/life/${axis}`, { to })

  await page.goto(`${BACKEND}/app/transporter-payments`)
  await choose("payment-transporter", yal.name)
  await page
    .getByTestId("payment-orders-state")
    .getByText(/commande\(s\) trouvée\(s\)/)
    .waitFor()
  const row = page.getByTestId(`payment-order-${order.id}`)
  await row.getByTestId("payment-order-check").click()
  const total = ((await page.getByTestId("payment-selected-total").textContent()) ?? "").replace(/[\u00a0\u202f]/g, " ")
  // the screen sums the cash collected; the courier keeps its fee, so it owes that cash minus the fee frozen at hand-over
  const { life } = await api(`/admin/orders/${order.id}/life`)
  const net = Math.round((life.cash_to_collect - life.courier_fee) * 100) / 100
  const expected = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2 }).format(order.total).replace(/[\u00a0\u202f]/g, " ")
  assert.ok(total.includes(`${expected} DA`), `${total} shows ${expected} DA`)
  await page.getByTestId("payment-amount").fill(String(net - 100))
  await page.getByTestId("payment-reference").fill("YAL-E2E-1")
  await page.getByTestId("payment-submit").click()
  await page.getByText("Paiement YAL-E2E-1 enregistré", { exact: false }).first().waitFor()
  await row.waitFor({ state: "detached" })
  const { payments } = await api(`/admin/transporter-payments?transporter_id=${yal.id}`)
  assert.deepEqual([payments[0].reference, payments[0].difference], ["YAL-E2E-1", -100])
  await screenshot(page, "admin-payments-fr")

  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/transporter-payments`)
  await page.getByText("مدفوعات شركات النقل").first().waitFor()
  // In Arabic the amounts are still drawn left to right (a bidi isolate around each): the digits
  // on screen, read by position, are the digits of the amount.
  // the "collected" cell: its amount (a parcel count is written under it)
  const delivered = page.getByTestId(`balance-${yal.id}`).locator("td").nth(1).locator("div").first()
  await delivered.waitFor()
  const digits = (await delivered.innerText()).replace(/\D/g, "")
  assert.ok(digits.length >= 5)
  assert.equal(await digitsOnScreen(delivered), digits)
  await screenshot(page, "admin-payments-ar")
})
