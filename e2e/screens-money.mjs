// Screenshots of the money screens (decision 0038) in French and Arabic, for a person to look at:
// places real COD orders through the store route, walks them through the order life, then shows the
// courier payments screen (statement preview, per-parcel payments, cash position) and the dashboard.
// Run against a started shop: BACKEND_URL=http://localhost:9505 MEDUSA_PUBLISHABLE_KEY=pk_... node e2e/screens-money.mjs
import assert from "node:assert/strict"
import { adminLogin, BACKEND } from "./lib/admin.mjs"
import { launchBrowser, screenshot } from "./lib/browser.mjs"

const STORE = { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "" }
const browser = await launchBrowser()
let { context, page } = await adminLogin(browser, { lang: "fr", viewport: { width: 1440, height: 2600 } })

const api = async (path, body) => {
  const res = body ? await context.request.post(`${BACKEND}${path}`, { data: body }) : await context.request.get(`${BACKEND}${path}`)
  assert.ok([200, 201].includes(res.status()), `${path} answered ${res.status()}: ${await res.text()}`)
  return res.json()
}

const stamp = Date.now() % 100000
const { sales_channels } = await api("/admin/sales-channels?limit=1")
const { stock_locations } = await api("/admin/stock-locations?limit=1&order=created_at")
const { shipping_profiles } = await api("/admin/shipping-profiles?type=default")
async function product(title, price) {
  const { product } = await api("/admin/products", {
    title,
    status: "published",
    sales_channels: [{ id: sales_channels[0].id }],
    shipping_profile_id: shipping_profiles[0].id,
    options: [{ title: "Modèle", values: ["Standard"] }],
    variants: [{ title: "Standard", options: { Modèle: "Standard" }, manage_inventory: true, prices: [{ currency_code: "dzd", amount: price }] }],
  })
  const { variants } = await api(`/admin/products/${product.id}/variants?fields=id,inventory_items.inventory_item_id`)
  const item = variants[0].inventory_items[0].inventory_item_id
  await api(`/admin/inventory-items/${item}/location-levels`, { location_id: stock_locations[0].id, stocked_quantity: 50 })
  return variants[0].id
}
const variants = [await product(`Cafetière ${stamp}`, 8900), await product(`Bouilloire ${stamp}`, 3500), await product(`Mixeur ${stamp}`, 12500)]

const people = [
  ["Amel", "Saidi", 16, 1601],
  ["Karim", "Bouzid", 16, 1601],
  ["Nadia", "Hamdi", 31, 3101],
  ["Yacine", "Ferhat", 16, 1601],
  ["Sofia", "Mebarki", 31, 3101],
  ["Riad", "Kaci", 16, 1601],
  ["Lina", "Cherif", 16, 1601],
  ["Omar", "Belaid", 31, 3101],
  ["Meriem", "Taleb", 16, 1601],
]
const orders = []
for (const [n, [first, last, wilaya, commune]] of people.entries()) {
  const quote = await (await fetch(`${BACKEND}/store/communes/${commune}/transporters`, { headers: STORE })).json()
  const home = quote.transporters.find((t) => t.code === "yalidine").delivery_types.find((d) => d.type === "home")
  const res = await fetch(`${BACKEND}/store/cod-orders`, {
    method: "POST",
    headers: { ...STORE, "content-type": "application/json", "idempotency-key": `screens-${stamp}-${n}`, "x-forwarded-for": `10.9.${stamp % 200}.${n + 1}` },
    body: JSON.stringify({
      firstname: first,
      lastname: last,
      phone: `0770${String(stamp).padStart(5, "0")}${n}`.slice(0, 10),
      address: "3 rue Larbi Ben M'hidi",
      wilaya,
      commune,
      shipping_option_id: home.shipping_option_id,
      items: [{ variant_id: variants[n % 3], quantity: 1 + (n % 2) }],
    }),
  })
  const body = await res.json()
  assert.equal(res.status, 201, JSON.stringify(body))
  orders.push({ ...body.order, transporter_id: quote.transporters.find((t) => t.code === "yalidine").id })
}
const move = (o, axis, to, extra = {}) => api(`/admin/orders/${o.id}/life/${axis}`, { to, ...extra })
const tracking = (o) => `YAL-${stamp}-${o.display_id}`
// 0..4 delivered, 5 refused and returned, 6 in transit, 7 confirmed, 8 to confirm; one cancelled call in between.
for (const o of orders.slice(0, 8)) await move(o, "confirmation", "confirmed")
for (const o of orders.slice(0, 7)) await move(o, "delivery", "handed_over", { tracking_number: tracking(o) })
for (const o of orders.slice(0, 5)) await move(o, "delivery", "delivered")
await move(orders[5], "delivery", "returned", { reason: "refused_at_door" })
await move(orders[6], "delivery", "in_transit")
const lives = []
for (const o of orders.slice(0, 6)) lives.push((await api(`/admin/orders/${o.id}/life`)).life)

const fr = (n) =>
  n
    .toFixed(2)
    .replace(".", ",")
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ")
const lines = lives.map((l, i) => {
  const returned = l.delivery_state === "returned"
  const collected = returned ? 0 : l.cash_to_collect - (i === 2 ? 200 : 0)
  const fee = returned ? 0 : l.courier_fee
  const ret = returned ? l.return_fee : 0
  return [l.tracking_number, l.display_id, fr(collected), fr(fee), fr(ret), fr(collected - fee - ret)].join(";")
})
const csv = [
  "N° de suivi;N° commande;Montant encaissé;Frais de livraison;Frais de retour;Net à payer",
  ...lines,
  `YAL-INCONNU-1;;4 500,00;400,00;0;4 100,00`,
].join("\n")

const choose = async (name) => {
  await page.getByTestId("payment-transporter").click()
  await page.getByRole("option", { name }).click()
}
async function paymentsScreen(lang, record) {
  await page.goto(`${BACKEND}/app/transporter-payments`)
  await choose("Yalidine")
  await page.getByTestId("statement-text").fill(csv)
  await page.getByTestId("statement-preview-button").click()
  await page.getByTestId("statement-preview").waitFor()
  await page.waitForTimeout(500)
  await screenshot(page, `money-statement-${lang}`)
  if (record) {
    await page.getByTestId("statement-reference").fill(`YAL-REL-${stamp}`)
    await page.getByTestId("statement-record").click()
    await page.getByTestId("payment-history").getByText(`YAL-REL-${stamp}`).click()
    await page.waitForTimeout(800)
    await screenshot(page, `money-payments-${lang}`)
  }
}
async function dashboard(lang) {
  await page.goto(`${BACKEND}/app/dashboard`)
  await page.getByTestId("dashboard-total-revenue").waitFor()
  await page.waitForTimeout(800)
  await screenshot(page, `money-dashboard-${lang}`)
}

await paymentsScreen("fr", false)
await dashboard("fr")
await context.close()
;({ context, page } = await adminLogin(browser, { lang: "ar", viewport: { width: 1440, height: 2600 } }))
await paymentsScreen("ar", true)
await dashboard("ar")
await context.close()
;({ context, page } = await adminLogin(browser, { lang: "fr", viewport: { width: 1440, height: 2600 } }))
await page.goto(`${BACKEND}/app/transporter-payments`)
await choose("Yalidine")
await page.getByTestId("payment-history").getByText(`YAL-REL-${stamp}`).click()
await page.waitForTimeout(800)
await screenshot(page, "money-payments-fr")
await browser.close()
console.log("screens written to artifacts/money-*.png")
