// The admin and store APIs as the admin journeys call them: the admin with the browser's session
// cookie, the store with the publishable key. Each call checks its status and returns the JSON.
import assert from "node:assert/strict"
import { signStorefrontHeaders, storefrontSessionId } from "@shop/shared/storefront-channel"
import { BACKEND } from "./admin.mjs"

export function adminApi(context) {
  const call = async (method, path, body, status) => {
    const res = await context.request.fetch(`${BACKEND}${path}`, { method, ...(body === undefined ? {} : { data: body }) })
    const json = await res.json().catch(() => ({}))
    if (status !== undefined) assert.equal(res.status(), status, `${method} ${path} answered ${res.status()}: ${JSON.stringify(json)}`)
    else assert.ok(res.ok(), `${method} ${path} answered ${res.status()}: ${JSON.stringify(json)}`)
    return json
  }
  return {
    get: (path, status) => call("GET", path, undefined, status),
    post: (path, body, status) => call("POST", path, body, status),
    del: (path, status) => call("DELETE", path, undefined, status),
  }
}

/**
 * Headers of a call the storefront's server makes for a buyer: their address and session signed with
 * the secret the stack shares (decision 0045). Leads are only saved this way.
 */
export function storefrontHeaders({ ip = "10.253.0.1", token = "e2e-visitor-token-0001" } = {}) {
  const secret = process.env.STOREFRONT_PROXY_SECRET
  assert.ok(secret, "STOREFRONT_PROXY_SECRET is not set: the stack's secrets (scripts/lib/stack.mjs) give the storefront and the backend one")
  return signStorefrontHeaders(secret, { ip, session: storefrontSessionId(secret, token) })
}

/** A store call with the publishable key; `headers` adds e.g. Idempotency-Key and X-Forwarded-For. */
export async function storeCall(path, { method = "GET", body, headers = {} } = {}) {
  const res = await fetch(`${BACKEND}${path}`, {
    method,
    headers: { "x-publishable-api-key": process.env.MEDUSA_PUBLISHABLE_KEY ?? "", "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json().catch(() => ({})) }
}

/**
 * A published product with one variant at `price` DA (tax-inclusive) and `stock` units at the
 * first stock location, in the default sales channel. Returns the ids the journeys check.
 */
export async function createStockedProduct(api, { title, price, stock }) {
  const { sales_channels } = await api.get("/admin/sales-channels?limit=1")
  const { stock_locations } = await api.get("/admin/stock-locations?limit=1&order=created_at")
  const { shipping_profiles } = await api.get("/admin/shipping-profiles?type=default")
  const { product } = await api.post("/admin/products", {
    title,
    status: "published",
    sales_channels: [{ id: sales_channels[0].id }],
    shipping_profile_id: shipping_profiles[0]?.id,
    options: [{ title: "Modèle", values: ["Standard"] }],
    variants: [
      {
        title: "Standard",
        sku: `SKU-${Date.now().toString(36)}`,
        options: { Modèle: "Standard" },
        manage_inventory: true,
        prices: [{ currency_code: "dzd", amount: price }],
      },
    ],
  })
  const variant = product.variants[0]
  const { variant: full } = await api.get(`/admin/products/${product.id}/variants/${variant.id}?fields=id,*inventory_items`)
  const inventory_item_id = full.inventory_items[0].inventory_item_id
  const location_id = stock_locations[0].id
  await api.post(`/admin/inventory-items/${inventory_item_id}/location-levels`, { location_id, stocked_quantity: stock })
  const level = async () => {
    const { inventory_levels } = await api.get(`/admin/inventory-items/${inventory_item_id}/location-levels`)
    const l = inventory_levels.find((x) => x.location_id === location_id)
    return { stocked: Number(l.stocked_quantity), reserved: Number(l.reserved_quantity) }
  }
  return { product, variant_id: variant.id, inventory_item_id, location_id, level }
}
