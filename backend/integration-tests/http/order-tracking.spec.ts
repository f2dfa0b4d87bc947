import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { GetStoreCodOrderResponse, InvalidDataAnswer } from "@shop/contracts/cod-order"
import type { OrderTrackingLimited, OrderTrackingNotFound, PostStoreOrderTrackingResponse } from "@shop/contracts/order-tracking"
import { adminHeaders, attempt, runSeed, type Api } from "../helpers"
import { codClient, form, next } from "../cod-helpers"

jest.setTimeout(300 * 1000)

/**
 * Issue 18 item 3 (decision 0058): a buyer follows an order with its number and phone; nothing is
 * revealed without the matching phone; lookups are limited per address and per order number; the
 * thank-you page's data says what was ordered (options), where it goes and in the buyer's language.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    const http = api as Api
    const cod = codClient(api, getContainer, () => key)
    const track = <T = PostStoreOrderTrackingResponse>(body: unknown, { ip = "203.0.113.7", locale }: { ip?: string; locale?: string } = {}) =>
      attempt(
        http.post<T>("/store/order-tracking", body, {
          headers: { "x-publishable-api-key": key, "x-forwarded-for": ip, ...(locale && { "x-medusa-locale": locale }) },
        })
      )

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
    })
    beforeEach(async () => {
      admin = await adminHeaders(api)
      delete process.env.ORDER_TRACKING_MAX_PER_ADDRESS
      delete process.env.ORDER_TRACKING_MAX_PER_ORDER
    })

    /** A placed order (Alger Centre, Yalidine at home) with its own phone. */
    async function placed(title = "Baskets de running") {
      const p = await cod.product(admin, { title, price: 8500, stock: 5 })
      const option = await cod.option("yalidine", "home")
      const phone = next().phone
      const res = await cod.order(form(p.variant_id, option.id, { quantity: 2 }), { phone })
      expect(res.status).toBe(201)
      return { order: res.data.order, phone, option }
    }

    it("shows the order's axes, delivery and parcel with the right phone (any spelling), in the buyer's language", async () => {
      const { order, phone } = await placed()
      const spelled = `+213 ${phone.slice(1, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`
      const first = await track({ order: `CMD-${order.display_id}`, phone: spelled }, { locale: "ar-DZ" })
      expect(first.status).toBe(200)
      expect(first.headers["cache-control"]).toBe("no-store")
      expect(first.data.order).toMatchObject({
        display_id: order.display_id,
        total: order.total,
        confirmation: "to_confirm",
        delivery_state: "not_shipped",
        payment: "to_pay",
        parcel: null,
        items: [{ title: "Baskets de running", quantity: 2 }],
        delivery: { type: "home", transporter: "Yalidine", address: "12 rue Didouche Mourad", wilaya_code: 16 },
        timeline: [{ axis: "placed", state: "placed", at: expect.any(String) }],
      })
      // the commune and wilaya as an Arabic reader reads them
      expect(first.data.order.delivery?.commune).toMatch(/[\u0600-\u06FF]/)

      const L = `/admin/orders/${order.id}/life`
      expect((await attempt(http.post(`${L}/confirmation`, { to: "no_answer" }, admin))).status).toBe(200)
      expect((await attempt(http.post(`${L}/confirmation`, { to: "confirmed", note: "OK au téléphone, client pressé" }, admin))).status).toBe(200)
      expect((await attempt(http.post(`${L}/delivery`, { to: "handed_over", tracking_number: "YAL-4242" }, admin))).status).toBe(200)

      const later = await track({ order: String(order.display_id), phone })
      expect(later.status).toBe(200)
      const o = later.data.order
      expect(o.confirmation).toBe("confirmed")
      expect(o.delivery_state).toBe("handed_over")
      expect(o.timeline.map((s) => [s.axis, s.state, s.attempt ?? null])).toEqual([
        ["placed", "placed", null],
        ["confirmation", "no_answer", 1],
        ["confirmation", "confirmed", null],
        ["delivery", "handed_over", null],
      ])
      expect(o.parcel).toEqual({
        tracking_number: "YAL-4242",
        status: null,
        status_at: null,
        tracking_url: "https://yalidine.com/suivre-un-colis/?tracking=YAL-4242",
      })
      // staff notes, the buyer's name and phone never leave the back-office
      expect(JSON.stringify(later.data)).not.toMatch(/pressé|Benali|Zoé|0550/)
    })

    it("answers an unknown order and a wrong phone the same way, revealing nothing", async () => {
      const { order, phone } = await placed()
      const wrong = `0661${phone.slice(4)}`
      const wrongPhone = await track<OrderTrackingNotFound>({ order: String(order.display_id), phone: wrong })
      const unknown = await track<OrderTrackingNotFound>({ order: String(Number(order.display_id) + 1000), phone })
      expect(wrongPhone.status).toBe(404)
      expect(unknown.status).toBe(404)
      expect(wrongPhone.data).toEqual(unknown.data)
      expect(wrongPhone.data).toEqual({ type: "not_found", message: expect.any(String) })
    })

    it("names every bad field and counts nothing for them", async () => {
      const bad = await track<InvalidDataAnswer>({ order: "abc", phone: "12", extra: 1 })
      expect(bad.status).toBe(400)
      expect(bad.data.errors.map((e) => [e.field, e.code]).sort()).toEqual([
        ["extra", "unknown_field"],
        ["order", "invalid"],
        ["phone", "invalid_phone"],
      ])
      const empty = await track<InvalidDataAnswer>({})
      expect(empty.data.errors.map((e) => [e.field, e.code])).toEqual([
        ["order", "required"],
        ["phone", "required"],
      ])
    })

    it("limits lookups per order number (any address) and per address (any number): 429 with Retry-After", async () => {
      const { order, phone } = await placed()
      process.env.ORDER_TRACKING_MAX_PER_ORDER = "3"
      for (let i = 0; i < 3; i++) expect((await track({ order: String(order.display_id), phone: "0770000000" }, { ip: `198.18.0.${i + 1}` })).status).toBe(404)
      const limited = await track<OrderTrackingLimited>({ order: String(order.display_id), phone }, { ip: "198.18.0.99" })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
      expect(limited.data).toMatchObject({ type: "too_many_requests", wait_seconds: expect.any(Number) })
      // even the right phone waits: the order number is what was being guessed

      process.env.ORDER_TRACKING_MAX_PER_ORDER = "100"
      process.env.ORDER_TRACKING_MAX_PER_ADDRESS = "2"
      const ip = "198.18.1.1"
      expect((await track({ order: "900001", phone }, { ip })).status).toBe(404)
      expect((await track({ order: "900002", phone }, { ip })).status).toBe(404)
      expect((await track({ order: "900003", phone }, { ip })).status).toBe(429)
      // another address is not held back
      expect((await track({ order: "900003", phone }, { ip: "198.18.1.2" })).status).toBe(404)
    })

    it("gives the thank-you page the lines' options, the delivery and the number, in the asked language, nothing about the buyer", async () => {
      const { order } = await placed()
      const storeHeaders = { headers: { "x-publishable-api-key": key } }
      const fr = (await http.get<GetStoreCodOrderResponse>(`/store/cod-orders/${order.id}`, storeHeaders)).data.order
      expect(fr.items[0]).toMatchObject({ title: "Baskets de running", quantity: 2, options: [{ name: "Modèle", value: "Standard" }] })
      expect(fr.delivery).toMatchObject({ type: "home", transporter: "Yalidine", address: "12 rue Didouche Mourad", commune: "Alger Centre", wilaya_code: 16 })
      const ar = (await http.get<GetStoreCodOrderResponse>(`/store/cod-orders/${order.id}?locale=ar-DZ`, storeHeaders)).data.order
      expect(ar.delivery?.commune).toMatch(/[\u0600-\u06FF]/)
      expect(JSON.stringify(ar)).not.toMatch(/Benali|Zoé|0550/)
    })
  },
})
