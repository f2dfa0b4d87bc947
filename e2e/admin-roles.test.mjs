// Staff roles in a real browser (issue 17 item 5): a confirmation agent, in Arabic, sees an order's
// confirmation actions but not the hand-over the warehouse does, and the courier payments screen
// tells them it is not for their role; the server refuses the hidden action anyway. The owner sees
// both, and gives a role with an invite from the "Staff and roles" screen.
import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const AGENT = { email: "agent@dz-shop.local", password: "dzshop-agent" }

let browser
let owner
let agent
before(async () => {
  browser = await launchBrowser()
  owner = await adminLogin(browser)
  agent = await adminLogin(browser, { lang: "ar", ...AGENT })
})
after(() => browser?.close())

const json = async (res) => {
  assert.ok(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

/** A demo order confirmed and not handed over yet: cancel or edit (agent), or hand over (warehouse). */
async function confirmedOrder() {
  const { orders } = await json(await owner.context.request.get(`${BACKEND}/admin/orders?limit=100&fields=id`))
  for (const { id } of orders) {
    const res = await owner.context.request.get(`${BACKEND}/admin/orders/${id}/life`)
    if (res.ok() && (await res.json()).life?.allowed?.delivery?.includes("handed_over")) return id
  }
  throw new Error("the demo shop has no confirmed order waiting for hand-over")
}

const offered = async (page, id) => {
  await page.goto(`${BACKEND}/app/orders/${id}`)
  const actions = page.getByTestId("order-life").getByTestId("life-actions")
  await actions.waitFor()
  return (await actions.locator("button").evaluateAll((bs) => bs.map((b) => b.dataset.testid))).sort()
}

test("an agent in Arabic sees the confirmation actions only; the server refuses the hidden hand-over", async () => {
  const id = await confirmedOrder()
  assert.deepEqual(await offered(owner.page, id), ["life-action-cancelled", "life-action-handed_over", "life-edit-open"])

  const { page, context } = agent
  assert.deepEqual(await offered(page, id), ["life-action-cancelled", "life-edit-open"])
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl")
  await screenshot(page, "admin-roles-order-agent-ar")

  const res = await context.request.post(`${BACKEND}/admin/orders/${id}/life/delivery`, { data: { to: "handed_over" } })
  assert.equal(res.status(), 403)
  assert.equal((await res.json()).permission, "parcels.hand_over")
  const { life } = await json(await owner.context.request.get(`${BACKEND}/admin/orders/${id}/life`))
  assert.ok(life.allowed.delivery.includes("handed_over"), "nothing changed")
})

test("an agent opening the courier payments screen is told, in Arabic, which permission it needs", async () => {
  const { page } = agent
  await page.goto(`${BACKEND}/app/transporter-payments`)
  const notice = page.getByTestId("not-allowed")
  await notice.waitFor()
  assert.match(await notice.innerText(), /عرض دفعات شركات التوصيل/)
  assert.equal(await page.getByTestId("payment-transporter").count(), 0)
  await screenshot(page, "admin-roles-payments-agent-ar")
})

test("an agent opening an editing screen of another role (shop settings, content) sees the notice, not a form that would answer 403", async () => {
  const { page } = agent
  for (const [path, permission] of [
    ["shop-settings", /تعديل إعدادات المتجر/],
    ["content", /تعديل محتوى المتجر/],
  ]) {
    await page.goto(`${BACKEND}/app/${path}`)
    const notice = page.getByTestId("not-allowed")
    await notice.waitFor()
    assert.match(await notice.innerText(), permission)
    assert.equal(await page.locator("main form, main button[type=submit]").count(), 0, `${path}: a save control is shown`)
  }
  await screenshot(page, "admin-roles-content-agent-ar")
})

test("the owner invites a new member with a role and sees every member's role", async () => {
  const { page } = owner
  await page.goto(`${BACKEND}/app/staff`)
  const agentRow = page.getByTestId(`staff-row-${AGENT.email}`)
  await agentRow.waitFor()
  assert.match(await agentRow.getByTestId(`staff-role-${AGENT.email}`).innerText(), /Agent de confirmation/)

  const email = `magasin.${Date.now()}@dz-shop.local`
  await page.getByTestId("staff-invite-email").fill(email)
  await page.getByTestId("staff-invite-role").click()
  await page.getByTestId("staff-invite-role-warehouse").click()
  await page.getByTestId("staff-invite-submit").click()
  const row = page.getByTestId(`staff-row-${email}`)
  await row.waitFor()
  assert.match(await row.innerText(), /Invitation en attente/)
  assert.match(await row.getByTestId(`staff-role-${email}`).innerText(), /Magasin/)
  await screenshot(page, "admin-roles-staff-fr")

  // the agent has no staff screen
  await agent.page.goto(`${BACKEND}/app/staff`)
  await agent.page.getByTestId("not-allowed").waitFor()
})
