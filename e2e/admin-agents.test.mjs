// Two confirmation agents share the queue (issue 19 item 1, decision 0068), in French then in Arabic:
// the owner puts both on duty from the agents page; new orders are dealt to them in turn; each agent
// opens the queue on their own calls due now; one confirms their order, the other postpones theirs
// with a note (the order leaves "to call" until its time); the call log names each agent; the owner
// reads the agents' figures. Both agents are put off duty at the end (other journeys share the stack).
import assert from "node:assert/strict"
import { after, afterEach, before, test } from "node:test"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { adminApi, createStockedProduct, storeCall } from "./lib/admin-api.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const RUN = Date.now() % 1_000_000
const phone = (n) =>
  `066${String(RUN * 10 + n)
    .padStart(7, "0")
    .slice(-7)}`
const ip = (n) => `10.78.${n}.${(RUN % 250) + 1}`
const ALGER = { wilaya: 16, commune: 1601 }
const AGENT_A = { email: "agent@dz-shop.local", password: "dzshop-agent" }
const AGENT_B = { email: `agent.b.${RUN}@dz-shop.local`, password: `dzshop-agent-b-${RUN}` }

let browser
let owner
let api
let product
let yalidine
const ids = {}
const open = []

before(async () => {
  browser = await launchBrowser()
  owner = await adminLogin(browser, { viewport: { width: 1440, height: 1000 } })
  api = adminApi(owner.context)
  product = await createStockedProduct(api, { title: `Lampe agents ${RUN}`, price: 1800, stock: 20 })
  const quote = await api.get(`/admin/commune-quotes/${ALGER.commune}`)
  const t = quote.transporters.find((x) => x.code === "yalidine")
  yalidine = { transporter_id: t.id, ...t.delivery_types.find((d) => d.type === "home") }

  // a second agent, the way the shop adds one: invited with the agent role, the invite accepted
  await api.post("/admin/staff/invites", { email: AGENT_B.email, role: "agent" })
  const { invites } = await api.get("/admin/invites?limit=200")
  const invite = invites.find((i) => i.email === AGENT_B.email)
  const reg = await fetch(`${BACKEND}/auth/user/emailpass/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(AGENT_B),
  }).then((r) => r.json())
  const accepted = await fetch(`${BACKEND}/admin/invites/accept?token=${encodeURIComponent(invite.token)}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${reg.token}` },
    body: JSON.stringify({ first_name: "Nadia", last_name: "Benyahia" }),
  })
  assert.equal(accepted.status, 200, await accepted.text())
  const { agents } = await api.get("/admin/cod/agents")
  ids.A = agents.find((a) => a.email === AGENT_A.email).user_id
  ids.B = agents.find((a) => a.email === AGENT_B.email).user_id
})
after(async () => {
  // off duty again: the journeys after this one place orders too
  for (const id of [ids.A, ids.B].filter(Boolean)) await api.post(`/admin/cod/agents/${id}`, { on_duty: false }).catch(() => {})
  for (const p of open) await p.context.close().catch(() => {})
  if (product) await api.del(`/admin/products/${product.product.id}`).catch(() => {})
  await browser?.close()
})
afterEach(
  (t) =>
    owner &&
    screenshot(
      owner.page,
      `admin-agents-end-${t.name
        .split(/[^a-z]+/i)
        .slice(0, 2)
        .join("-")
        .toLowerCase()}`
    )
)

async function placeOrder(n) {
  const res = await storeCall("/store/cod-orders", {
    method: "POST",
    headers: { "idempotency-key": `e2e-agents-${RUN}-${n}`, "x-forwarded-for": ip(n) },
    body: {
      firstname: n % 2 ? "Samir" : "Lina",
      lastname: "Haddad",
      phone: phone(n),
      address: "7 rue Larbi Ben M'hidi",
      ...ALGER,
      shipping_option_id: yalidine.shipping_option_id,
      items: [{ variant_id: product.variant_id, quantity: 1 }],
    },
  })
  assert.equal(res.status, 201, JSON.stringify(res.body))
  return res.body.order
}
const confirmation = async (orderId) => (await api.get("/admin/cod/confirmations?limit=200")).confirmations.find((c) => c.order_id === orderId)
const outcomePost = (page) => page.waitForResponse((r) => r.request().method() === "POST" && /\/admin\/cod\/confirmations\//.test(r.url()))

/** The owner switches an agent's duty on the agents page. */
async function setDuty(page, email, on) {
  const row = page.getByTestId(`agent-${email}`)
  await row.waitFor()
  const sw = row.getByTestId("duty-switch")
  if ((await sw.getAttribute("aria-checked")) === String(on)) return
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && /\/admin\/cod\/agents\//.test(r.url())), sw.click()])
  await page.waitForFunction(
    ([email, on]) => document.querySelector(`[data-testid="agent-${email}"] [data-testid="duty-switch"]`)?.getAttribute("aria-checked") === String(on),
    [email, on]
  )
}

async function journey(lang, n) {
  // the owner puts both agents on duty
  await owner.page.goto(`${BACKEND}/app/cod/agents`)
  await setDuty(owner.page, AGENT_A.email, true)
  await setDuty(owner.page, AGENT_B.email, true)

  // two new orders: dealt one each, in turn
  const o1 = await placeOrder(n)
  const o2 = await placeOrder(n + 1)
  const c1 = await confirmation(o1.id)
  const c2 = await confirmation(o2.id)
  assert.deepEqual([c1.assigned_to, c2.assigned_to].sort(), [ids.A, ids.B].sort(), "one order each")
  const mineOf = { [c1.assigned_to]: o1, [c2.assigned_to]: o2 }
  const ofA = mineOf[ids.A]
  const ofB = mineOf[ids.B]
  await owner.page.reload()
  await owner.page.getByTestId("agents-list").waitFor()
  await screenshot(owner.page, `admin-agents-desk-${lang}`)

  // agent A: the queue opens on their own calls due now; they confirm their order
  const a = await adminLogin(browser, { lang, email: AGENT_A.email, password: AGENT_A.password, viewport: { width: 1280, height: 900 } })
  open.push(a)
  await a.page.goto(`${BACKEND}/app/cod`)
  const rowA = a.page.getByTestId(`confirmation-${ofA.display_id}`)
  await rowA.waitFor()
  assert.equal(await a.page.getByTestId(`confirmation-${ofB.display_id}`).count(), 0, "B's order is not in A's queue")
  if (lang === "ar") assert.equal(await a.page.evaluate(() => document.documentElement.dir), "rtl")
  await screenshot(a.page, `admin-agents-queue-a-${lang}`)
  await Promise.all([outcomePost(a.page), rowA.getByTestId("action-confirmed").click()])
  await rowA.waitFor({ state: "detached" }) // confirmed: no longer to call

  // agent B: postpones theirs with a note
  const b = await adminLogin(browser, { lang, email: AGENT_B.email, password: AGENT_B.password, viewport: { width: 1280, height: 900 } })
  open.push(b)
  await b.page.goto(`${BACKEND}/app/cod`)
  const rowB = b.page.getByTestId(`confirmation-${ofB.display_id}`)
  await rowB.waitFor()
  assert.equal(await b.page.getByTestId(`confirmation-${ofA.display_id}`).count(), 0, "A's order is not in B's queue")
  await rowB.getByTestId("action-postponed").click()
  await b.page.getByTestId("outcome-form").waitFor()
  const later = new Date(Date.now() + 86400_000)
  later.setHours(17, 0, 0, 0)
  const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}T17:00`
  await b.page.getByTestId("outcome-until").fill(local)
  const note = lang === "ar" ? "اتصل بعد الساعة الخامسة" : "Rappeler après 17 h"
  await b.page.getByTestId("outcome-note").fill(note)
  await screenshot(b.page, `admin-agents-postpone-b-${lang}`)
  await Promise.all([outcomePost(b.page), b.page.getByTestId("outcome-form-submit").click()])
  await rowB.waitFor({ state: "detached" }) // postponed: out of "to call" until its time

  // the log names each agent; the owner sees the last call and the history on the row
  const callsA = (await api.get(`/admin/cod/confirmations/${ofA.id}/calls`)).calls
  const callsB = (await api.get(`/admin/cod/confirmations/${ofB.id}/calls`)).calls
  assert.deepEqual(
    callsA.map((c) => [c.outcome, c.agent_id]),
    [["confirmed", ids.A]]
  )
  assert.deepEqual(
    callsB.map((c) => [c.outcome, c.agent_id, c.note]),
    [["postponed", ids.B, note]]
  )
  assert.equal(new Date(callsB[0].postponed_until).getTime(), later.getTime())

  // B looks at all their orders: the postponed one shows its agent, its last call and the call list
  await b.page.getByTestId("filter-view").click()
  await b.page.getByTestId("filter-view-all").click()
  await rowB.waitFor()
  assert.match(await rowB.getByTestId("last-call").innerText(), lang === "ar" ? /إعادة الاتصال لاحقاً/ : /À rappeler/)
  await rowB.getByTestId("calls-toggle").click()
  await rowB.getByTestId("call-entry").first().waitFor()
  assert.match(await rowB.getByTestId("calls-list").innerText(), new RegExp(note))
  await screenshot(b.page, `admin-agents-history-b-${lang}`)

  // the owner's figures: each agent made a call in the range
  await owner.page.goto(`${BACKEND}/app/cod/agents`)
  const statsA = owner.page.getByTestId(`stats-${ids.A}`)
  await statsA.waitFor()
  assert.ok(Number(await statsA.getByTestId("stats-calls").innerText()) >= 1)
  assert.ok(Number(await owner.page.getByTestId(`stats-${ids.B}`).getByTestId("stats-calls").innerText()) >= 1)
  await screenshot(owner.page, `admin-agents-stats-${lang}`)
  for (const s of [a, b]) await s.context.close()
  open.length = 0
}

test("fr: two agents share the queue; one confirms, the other postpones with a note", async () => {
  await journey("fr", 1)
})

test("ar: the same, right to left", async () => {
  await owner.context.addCookies([{ name: "lng", value: "ar", url: BACKEND }])
  await owner.page.goto(`${BACKEND}/app/cod/agents`)
  await journey("ar", 3)
  await owner.context.addCookies([{ name: "lng", value: "fr", url: BACKEND }])
})
