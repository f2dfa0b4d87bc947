// The warehouse page in a real browser (issue item 1 and 5): the signed-in user's warehouse opens
// first, the stock is searchable, a bad quantity gets the spec's message, a good one is added to
// Medusa's inventory, and the update-stocks action shows its spinner label then its result.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND, EMAIL } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

let browser
let context
let page
before(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await adminLogin(browser))
})
after(() => browser?.close())

const api = async (path, body) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.ok([200, 201].includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

test("a warehouse's stock is searched, added to, and updated; the user's warehouse comes first", async () => {
  const { warehouses } = await api("/admin/warehouses")
  // Assign the admin to the warehouse listed last, so "first" is not an accident of the name order.
  const target = warehouses[warehouses.length - 1]
  const { user } = await api("/admin/users/me")
  await api(`/admin/warehouses/${target.id}/staff`, { user_ids: [user.id] })
  const { stock } = await api(`/admin/warehouses/${target.id}/stock?limit=50`)
  assert.ok(stock.length, "the demo shop has stock there")
  const line = stock[0]

  await page.goto(`${BACKEND}/app/warehouses`)
  await page.getByTestId("warehouse-select").getByText(target.name).waitFor()
  assert.ok(await page.getByTestId(`warehouse-staff-${EMAIL}`).isChecked())

  await page.getByTestId("warehouse-search").fill(line.sku ?? line.product_title)
  const row = page.getByTestId(`stock-row-${line.variant_id}`)
  await row.waitFor()
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="stock-row-"]').length <= 5)

  await row.getByTestId("stock-add-quantity").fill("-2")
  await row.getByTestId("stock-add-submit").click()
  assert.match(await row.getByTestId("stock-add-error").textContent(), /Quantité invalide/)

  await row.getByTestId("stock-add-quantity").fill("3")
  await row.getByTestId("stock-add-submit").click()
  await row
    .getByTestId("stock-stocked")
    .getByText(String(line.stocked_quantity + 3), { exact: true })
    .waitFor()
  const after = (await api(`/admin/warehouses/${target.id}/stock?q=${encodeURIComponent(line.sku ?? line.product_title)}`)).stock.find(
    (s) => s.variant_id === line.variant_id
  )
  assert.equal(after.stocked_quantity, line.stocked_quantity + 3)
  const { movements } = await api(`/admin/warehouses/${target.id}/movements?variant_id=${line.variant_id}`)
  assert.equal(movements[0].quantity, 3)

  await page.getByTestId("warehouse-update-stocks").click()
  await page.getByTestId("warehouse-update-result").getByText("Stocks mis à jour avec succès").waitFor()
  await screenshot(page, "admin-warehouses-fr")

  // Allocation of 5 over the warehouses: over the maximum the submit stays disabled.
  await row.getByTestId("stock-allocate").click()
  const form = page.getByTestId("allocation-form")
  await form.getByTestId("allocation-maximum").fill("5")
  const others = warehouses.filter((w) => w.id !== target.id)
  await form.getByTestId(`allocation-row-${target.id}`).fill("4")
  if (others.length) await form.getByTestId(`allocation-row-${others[0].id}`).fill("3")
  else await form.getByTestId(`allocation-row-${target.id}`).fill("6")
  assert.match(await form.getByTestId("allocation-total").textContent(), /dépasse le maximum/)
  assert.ok(await form.getByTestId("allocation-submit").isDisabled())
  if (others.length) await form.getByTestId(`allocation-row-${others[0].id}`).fill("1")
  else await form.getByTestId(`allocation-row-${target.id}`).fill("4")
  assert.ok(await form.getByTestId("allocation-submit").isEnabled())
  await form.getByTestId("allocation-submit").click()
  await form.waitFor({ state: "detached" })
  await row
    .getByTestId("stock-stocked")
    .getByText(String(line.stocked_quantity + 3 + 4), { exact: true })
    .waitFor()

  await context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await page.goto(`${BACKEND}/app/warehouses`)
  await page.getByText("مخزون المستودعات").first().waitFor()
  await page.getByTestId(`stock-row-${line.variant_id}`).waitFor()
  await screenshot(page, "admin-warehouses-ar")
})
