import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { COD_PAYMENT_PROVIDER } from "@shop/cod-checkout/workflows"
import { adminHeaders, runSeed, type Api } from "../helpers"
import { ALGER, codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Row = Record<string, unknown>
type AdminOrder = Row & { id: string; items: Row[]; shipping_methods: Row[]; payment_collections: (Row & { payments: Row[] })[]; metadata: Row }

/** What the admin's order page asks for (its default fields) and the money and payment behind it. */
const ORDER_FIELDS = [
  "*items",
  "*items.tax_lines",
  "*items.adjustments",
  "*items.variant",
  "*shipping_methods",
  "*shipping_methods.tax_lines",
  "*shipping_methods.adjustments",
  "*shipping_address",
  "*billing_address",
  "*payment_collections",
  "*payment_collections.payments",
  "*summary",
  "*customer",
  "*sales_channel",
  "*region",
  "payment_status",
  "fulfillment_status",
  "total",
  "subtotal",
  "tax_total",
  "item_total",
  "item_subtotal",
  "item_tax_total",
  "shipping_total",
  "shipping_subtotal",
  "shipping_tax_total",
  "discount_total",
  "original_total",
  "original_item_total",
  "original_shipping_total",
  "metadata",
].join(",")

/** The row's own identity and clock, which two orders never share; everything else must be equal. */
const OWN = new Set([
  "id",
  "display_id",
  "created_at",
  "updated_at",
  "deleted_at",
  "authorized_at",
  "order_id",
  "item_id",
  "line_item_id",
  "shipping_method_id",
  "payment_collection_id",
  "payment_session_id",
  "customer_address_id",
])

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Row)
        .filter(([k]) => !OWN.has(k))
        .map(([k, v]) => [k, normalize(v)])
    )
  }
  return value
}

/** An order as the admin screens read it, without what identifies this very order. */
function comparable(order: AdminOrder) {
  const { idempotency_key: _key, client_ip: _ip, ...metadata } = order.metadata
  const byVariant = (a: Row, b: Row) => String(a.variant_id).localeCompare(String(b.variant_id))
  return normalize({ ...order, metadata, items: [...order.items].sort(byVariant) })
}

medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let admin: { headers: Record<string, string> }
    const cod = codClient(api, getContainer, () => key)

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
    })

    const adminOrder = async (id: string) => (await api.get<{ order: AdminOrder }>(`/admin/orders/${id}?fields=${ORDER_FIELDS}`, admin)).data.order
    const reservations = async (order: AdminOrder) => {
      const rows = await getContainer()
        .resolve(Modules.INVENTORY)
        .listReservationItems({ line_item_id: order.items.map((i) => i.id as string) })
      const variantOf = new Map(order.items.map((i) => [i.id as string, i.variant_id as string]))
      return rows
        .map((r) => ({
          variant_id: variantOf.get(r.line_item_id as string),
          inventory_item_id: r.inventory_item_id,
          location_id: r.location_id,
          quantity: Number(r.quantity),
        }))
        .sort((a, b) => String(a.variant_id).localeCompare(String(b.variant_id)))
    }

    /**
     * The same order the way it was placed before decision 0081, and the way Medusa's own checkout
     * places any order: a cart with the customer, the items, the addresses and the metadata, the
     * transporter's shipping method with its data, a payment collection and a system session, completed.
     */
    async function throughCart(like: AdminOrder, lines: { variant_id: string; quantity: number }[], shipping: { option_id: string; data: Row }) {
      const container = getContainer()
      const address = { ...(like.shipping_address as Row) }
      for (const k of ["id", "created_at", "updated_at", "deleted_at", "customer_id"]) delete address[k]
      const { result: cart } = await createCartWorkflow(container).run({
        input: {
          region_id: like.region_id as string,
          sales_channel_id: like.sales_channel_id as string,
          currency_code: like.currency_code as string,
          customer_id: like.customer_id as string,
          items: lines,
          shipping_address: address,
          billing_address: address,
          metadata: { ...like.metadata, idempotency_key: `reference-${Date.now()}` },
        },
      })
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: shipping.option_id, data: shipping.data }] } })
      const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
      await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collection.id, provider_id: COD_PAYMENT_PROVIDER } })
      const { result } = await completeCartWorkflow(container).run({ input: { id: cart.id } })
      return result.id
    }

    it("writes the order Medusa's checkout writes: lines, sale prices, taxes, delivery, payment, reservations, totals", async () => {
      const a = await cod.product(admin, { title: "Téléphone Condor", price: 25000, stock: 10 })
      const b = await cod.product(admin, { title: "Couscous fin 1 kg", price: 450, stock: 50 })
      // a sale on the first: its line keeps the catalogue price as the compare-at price
      const sale = await api.post(
        "/admin/price-lists",
        { title: "Soldes", description: "Soldes", type: "sale", status: "active", prices: [{ variant_id: a.variant_id, amount: 21990, currency_code: "dzd" }] },
        admin
      )
      expect(sale.status).toBe(200)
      const yal = await cod.option("yalidine", "home")
      const lines = [
        { variant_id: a.variant_id, quantity: 2 },
        { variant_id: b.variant_id, quantity: 3 },
      ]
      const placed = await cod.order(form(a.variant_id, yal.id, { items: lines }))
      expect(placed.status).toBe(201)
      const lean = await adminOrder(placed.data.order.id)

      // what a buyer pays, from the catalogue, the sale and the rate table, taxes included
      expect(lean.items.find((i) => i.variant_id === a.variant_id)).toMatchObject({ unit_price: 21990, compare_at_unit_price: 25000, quantity: 2 })
      expect(lean.total).toBe(2 * 21990 + 3 * 450 + yal.price)
      expect((lean.items[0].tax_lines as Row[])[0]).toMatchObject({ rate: 19, code: "TVA" })
      expect((lean.shipping_methods[0].tax_lines as Row[])[0]).toMatchObject({ rate: 19 })
      expect(lean).toMatchObject({ payment_status: "authorized", fulfillment_status: "not_fulfilled", status: "pending" })
      expect(lean.payment_collections).toHaveLength(1)
      expect(lean.payment_collections[0]).toMatchObject({ status: "authorized", amount: lean.total, authorized_amount: lean.total })
      expect(lean.payment_collections[0].payments).toEqual([
        expect.objectContaining({ provider_id: COD_PAYMENT_PROVIDER, amount: lean.total, canceled_at: null }),
      ])

      const reference = await adminOrder(
        await throughCart(lean, lines, { option_id: yal.id, data: { stop_desk_id: null, ...(lean.shipping_methods[0].data as Row) } })
      )
      expect(comparable(lean)).toEqual(comparable(reference))
      expect(await reservations(lean)).toEqual(await reservations(reference))
      expect((await reservations(lean)).map((r) => r.quantity)).toEqual(
        [...lines].sort((x, y) => x.variant_id.localeCompare(y.variant_id)).map((l) => l.quantity)
      )
      expect(await cod.level(a.inventory_item_id, a.location_id)).toEqual({ stocked: 10, reserved: 4 })
    })

    it("writes a stop-desk delivery with its desk as the cart does", async () => {
      const p = await cod.product(admin, { price: 3200, stock: 5 })
      const desk = await cod.option("yalidine", "stop_desk")
      const placed = await cod.order(form(p.variant_id, desk.id, { address: undefined, stop_desk_id: desk.desks[0].id }))
      expect(placed.status).toBe(201)
      const lean = await adminOrder(placed.data.order.id)
      expect(lean.shipping_methods[0].data).toMatchObject({ delivery_type: "stop_desk", stop_desk_id: desk.desks[0].id, commune_code: ALGER.commune })
      const reference = await adminOrder(
        await throughCart(lean, [{ variant_id: p.variant_id, quantity: 1 }], { option_id: desk.id, data: { stop_desk_id: desk.desks[0].id } })
      )
      expect(comparable(lean)).toEqual(comparable(reference))
    })

    it("goes through a cart while an automatic promotion runs, so the promotion applies", async () => {
      const p = await cod.product(admin, { price: 10000, stock: 5 })
      const yal = await cod.option("yalidine", "home")
      const promo = await api.post<{ promotion: { id: string } }>(
        "/admin/promotions",
        {
          code: `AUTO10-${next().key}`,
          type: "standard",
          status: "active",
          is_automatic: true,
          application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10, currency_code: "dzd" },
          rules: [],
        },
        admin
      )
      expect(promo.status).toBe(200)
      try {
        const placed = await cod.order(form(p.variant_id, yal.id))
        expect(placed.status).toBe(201)
        const order = await adminOrder(placed.data.order.id)
        expect(order.discount_total).toBeCloseTo(1000, 6)
        expect(order.total).toBeCloseTo(9000 + yal.price, 6)
        expect(order.payment_collections[0]).toMatchObject({ status: "authorized", amount: order.total })
        const { data: links } = await cod.query().graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: order.id } })
        expect(links).toHaveLength(1)
      } finally {
        await api.delete(`/admin/promotions/${promo.data.promotion.id}`, admin)
      }
      // the promotion gone, the next order is written directly again (no cart)
      const direct = await cod.order(form(p.variant_id, yal.id))
      expect(direct.status).toBe(201)
      const { data: none } = await cod.query().graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: direct.data.order.id } })
      expect(none).toHaveLength(0)
    })

    it("refuses what the cart refused, naming the field, and leaves nothing behind", async () => {
      const p = await cod.product(admin, { stock: 5 })
      const yal = await cod.option("yalidine", "home")
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const count = async () => (await pg("payment_collection").whereNull("deleted_at").count({ n: "*" }))[0].n
      const before = { orders: (await pg("order").count({ n: "*" }))[0].n, collections: await count() }
      // a draft product is not sold
      await api.post(`/admin/products/${p.product.id}`, { status: "draft" }, admin)
      const draft = await cod.order(form(p.variant_id, yal.id))
      expect(draft.status).toBe(400)
      expect(JSON.stringify(draft.data)).toContain("items.0.variant_id")
      await api.post(`/admin/products/${p.product.id}`, { status: "published" }, admin)
      // more than the stock
      const tooMany = await cod.order(form(p.variant_id, yal.id, { quantity: 6 }))
      expect(tooMany.status).toBe(409)
      expect({ orders: (await pg("order").count({ n: "*" }))[0].n, collections: await count() }).toEqual(before)
      expect(await cod.level(p.inventory_item_id, p.location_id)).toEqual({ stocked: 5, reserved: 0 })
    })
  },
})
