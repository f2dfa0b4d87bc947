// Shared by the order journeys: the admin's view of the orders (the confirmation queue, the leads),
// the store's own prices, and the form filled as a buyer does.
import { BACKEND_URL, chooseCommune } from "./delivery.mjs"

const EMAIL = process.env.ADMIN_EMAIL || "admin@dz-shop.local"
const PASSWORD = process.env.ADMIN_PASSWORD || "dzshop-admin"
const KEY = process.env.MEDUSA_PUBLISHABLE_KEY ?? ""

let token
/** GET (or, with a body, POST) an admin route as the demo owner; throws on an error status. */
export async function admin(path, body) {
  if (!token) {
    const res = await fetch(`${BACKEND_URL}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`)
    token = (await res.json()).token
  }
  const init = body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
  const res = await fetch(`${BACKEND_URL}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** The confirmation-queue entry of an order (GET /admin/cod/confirmations), or undefined. */
export async function queueEntry(orderId) {
  const { confirmations } = await admin("/admin/cod/confirmations?status=to_confirm&limit=200")
  return confirmations.find((c) => c.order_id === orderId)
}

/** The order as Medusa holds it (admin API): items, totals, address, metadata. */
export const adminOrder = async (orderId) =>
  (await admin(`/admin/orders/${orderId}?fields=id,display_id,total,item_total,shipping_total,metadata,*items,*shipping_address`)).order

export const leads = async (status) => (await admin(`/admin/cod/leads?status=${status}&limit=200`)).leads

/** A product of the demo catalogue as the store sells it: variants with their prices in DZD. */
export async function storeProduct(handle) {
  const regions = (await (await fetch(`${BACKEND_URL}/store/regions`, { headers: { "x-publishable-api-key": KEY } })).json()).regions
  const region = regions.find((r) => r.currency_code === "dzd")
  const url = `${BACKEND_URL}/store/products?handle=${handle}&region_id=${region.id}&fields=id,title,*categories,*variants,*variants.calculated_price,%2Bvariants.inventory_quantity`
  const res = await fetch(url, { headers: { "x-publishable-api-key": KEY } })
  const [product] = (await res.json()).products
  return product
}

/** A phone number no other run used (the backend's cooldown is per phone). */
export const freshPhone = () => `06${String(Date.now() % 100_000_000).padStart(8, "0")}`

/** A documentation address (RFC 5737) per buyer: the backend's cooldown is per client address too. */
let n = 0
export const buyerAddress = () => `198.51.100.${(((Date.now() / 1000 + n++) % 250) | 0) + 1}`

/** Types the buyer's details. */
export async function fillContact(page, { firstname = "Yacine", lastname = "Belkacem", phone, address = "12 rue Didouche Mourad" }) {
  await page.getByTestId("field-firstname").fill(firstname)
  await page.getByTestId("field-lastname").fill(lastname)
  await page.getByTestId("field-phone").fill(phone)
  await page.getByTestId("field-address").fill(address)
}

/**
 * Waits until the cart checkout's summary shows the stored cart: the cart lives in the browser, so the
 * server renders placeholders (`aria-busy`) and hydration fills them in, which `networkidle` does not await.
 */
export async function cartSummaryFilled(page) {
  await page.waitForFunction(() => {
    const summary = document.querySelector('[data-testid="order-summary"]')
    return (
      summary &&
      summary.getAttribute("aria-busy") !== "true" &&
      !/^0\D/.test(summary.querySelector('[data-testid="summary-products"]')?.textContent?.trim() ?? "0 ")
    )
  })
}

/**
 * A browser cart of one line of a real product: the cart checkout shows its form only when the cart
 * holds something (an empty cart shows a message and a link back to the shop).
 */
export async function demoCart(handle = "huile-argan-pure") {
  const p = await storeProduct(handle)
  const v = p.variants[0]
  return [{ productId: p.id, combinationId: v.id, unitPrice: v.calculated_price.calculated_amount, quantity: 1, name: p.title, image: null, attributes: null }]
}

/** On a product page: Buy now, the buyer's details, Alger Centre, the first home delivery, submit; returns the thank-you element. */
export async function orderHomeDelivery(page, contact) {
  await page.getByTestId("buy-now").click()
  await page.getByTestId("field-firstname").waitFor()
  await fillContact(page, contact)
  await chooseCommune(page, 16, 1601)
  await page.locator('[data-testid="delivery-offer"]:has([data-delivery-type="home"])').first().getByTestId("offer-choose").click()
  await page.getByTestId("transporter-chosen").waitFor()
  await page.getByTestId("submit-order").click()
  const thanks = page.getByTestId("thank-you")
  await thanks.waitFor({ timeout: 30_000 })
  return thanks
}
