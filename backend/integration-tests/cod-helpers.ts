import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { PostStoreCodOrderResponse } from "@shop/contracts/cod-order"
import type { CommuneTransportersResponse } from "@shop/contracts/transporters"
import { signStorefrontHeaders, storefrontSessionId } from "@shop/shared/storefront-channel"
import { attempt, type Api } from "./helpers"

type Headers = { headers: Record<string, string> }
/** What the specs read of `POST /admin/products`' answer. */
type AdminProduct = { id: string; title: string; handle: string; variants: { id: string; title: string; sku: string | null }[] }

/** Alger Centre (16 / 1601) and Yalidine's home delivery there, as the store route quotes it. */
export const ALGER = { wilaya: 16, commune: 1601, city: "Alger Centre" }

/** The secret the storefront and the backend share (scripts/test.mjs passes the generated one; a run of jest alone gets this). */
export const STOREFRONT_SECRET = (process.env.STOREFRONT_PROXY_SECRET ||= "integration-tests-storefront-proxy-secret")
/** A buyer's storefront session as the storefront's server names it to the backend (from their CSRF cookie's token). */
export const storefrontSession = (token = "integration-test-visitor-token") => storefrontSessionId(STOREFRONT_SECRET, token)

let sequence = 0
/** A distinct mobile number, client IP and Idempotency-Key per order, so no cooldown applies by accident. */
export const next = () => {
  sequence += 1
  const n = String(sequence).padStart(6, "0")
  return { phone: `0550${n}`, ip: `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`, key: `test-key-${Date.now()}-${sequence}` }
}

export function codClient(api: Api, getContainer: () => MedusaContainer, storeKey: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({ headers: { "x-publishable-api-key": storeKey(), ...extra } })
  /**
   * A call as the storefront's server makes it for a buyer: their address and session signed with the
   * shared secret (decision 0045). Leads are only saved this way.
   */
  const asStorefront = (
    { ip = "10.254.0.1", session = storefrontSession() }: { ip?: string; session?: string | null } = {},
    extra: Record<string, string> = {}
  ) => headers({ ...signStorefrontHeaders(STOREFRONT_SECRET, { ip, session }), ...extra })
  const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)

  /** The quoted delivery options of a commune by transporter code and type. */
  async function option(code: string, type: "home" | "stop_desk", commune = ALGER.commune) {
    const { data } = await api.get<CommuneTransportersResponse>(`/store/communes/${commune}/transporters`, headers())
    const t = data.transporters.find((x) => x.code === code)
    const d = t?.delivery_types.find((x) => x.type === type)
    if (!t || !d) throw new Error(`${code} ${type} does not serve ${commune}`)
    return { id: d.shipping_option_id, price: d.price, desks: d.stop_desks ?? [], transporter_id: t.id }
  }

  /** A published product with one variant at `price` DA, `stock` units at the seeded location, in the shop's channel. */
  async function product(admin: Headers, { title = "Téléphone Condor", price = 25000, stock = 10 } = {}) {
    const container = getContainer()
    const [channel] = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({}, { take: 1 })
    const [location] = await container.resolve(Modules.STOCK_LOCATION).listStockLocations({}, { take: 1, order: { created_at: "ASC" } })
    const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
    const res = await api.post<{ product: AdminProduct }>(
      "/admin/products",
      {
        title,
        status: "published",
        sales_channels: [{ id: channel.id }],
        shipping_profile_id: profile?.id,
        options: [{ title: "Modèle", values: ["Standard"] }],
        variants: [{ title: "Standard", options: { Modèle: "Standard" }, manage_inventory: true, prices: [{ currency_code: "dzd", amount: price }] }],
      },
      admin
    )
    const variant = res.data.product.variants[0]
    const { data } = await query().graph({ entity: "product_variant", fields: ["inventory_items.inventory_item_id"], filters: { id: variant.id } })
    const inventoryItemId = data[0].inventory_items[0].inventory_item_id
    await api.post(`/admin/inventory-items/${inventoryItemId}/location-levels`, { location_id: location.id, stocked_quantity: stock }, admin)
    return {
      product: res.data.product,
      variant_id: variant.id as string,
      inventory_item_id: inventoryItemId as string,
      location_id: location.id as string,
      price,
    }
  }

  /**
   * POST /store/cod-orders as the storefront sends it (signed address and session), with its own phone,
   * IP and key unless given; never throws on 4xx.
   */
  // The answer type is the 201's; a spec reading a 4xx names that answer (`cod.order<InvalidDataAnswer>(...)`).
  function order<T = PostStoreCodOrderResponse>(body: Record<string, unknown>, opts: { ip?: string; key?: string; phone?: string; session?: string } = {}) {
    const n = next()
    const key = opts.key === undefined ? n.key : opts.key
    const config = asStorefront({ ip: opts.ip ?? n.ip, session: opts.session }, key ? { "idempotency-key": key } : {})
    return attempt(api.post<T>("/store/cod-orders", { phone: opts.phone ?? n.phone, ...body }, config))
  }

  async function level(inventoryItemId: string, locationId: string) {
    const [l] = await getContainer().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId, location_id: locationId })
    return { stocked: Number(l.stocked_quantity), reserved: Number(l.reserved_quantity) }
  }

  return { headers, asStorefront, option, product, order, level, query }
}

/** A valid Buy-now form for Alger Centre, home delivery (phone supplied by `order`): one line, `items`. */
export const form = (variant_id: string, shipping_option_id: string, extra: Record<string, unknown> = {}) => {
  const { quantity = 1, ...rest } = extra
  return {
    firstname: "Zoé",
    lastname: "Benali",
    address: "12 rue Didouche Mourad",
    wilaya: ALGER.wilaya,
    commune: ALGER.commune,
    shipping_option_id,
    items: [{ variant_id, quantity }],
    ...rest,
  }
}
