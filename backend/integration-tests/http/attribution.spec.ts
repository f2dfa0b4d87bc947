import { createHash } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { dueMetaPurchases, retryMetaPurchases, sendMetaPurchase } from "@shop/cod-checkout/workflows"
import { startMetaGraphFake, type MetaGraphFake } from "@shop/cod-checkout/fakes"
import type { AdminCodConfirmationsResponse } from "@shop/contracts/cod-admin"
import type { InvalidDataAnswer } from "@shop/contracts/cod-order"
import type { AdminShopSettingsResponse, StoreShopSettingsResponse } from "@shop/contracts/content"
import type { DashboardStats } from "@shop/contracts/dashboard"
import { adminHeaders, attempt, eventually, runSeed, storeHeaders, type Api } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type Headers = { headers: Record<string, string> }
type Pg = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
type Row = { status: string; reason: string | null; attempts: number; payload: { data: Record<string, unknown>[] } | null }

const PIXEL = "123456789012345"
const TOKEN = "EAAtestTOKEN0123456789abcdefWXYZ"
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex")
const NOW = Date.now()
const ATTRIBUTION = {
  utm_source: "facebook",
  utm_medium: "paid_social",
  utm_campaign: "soldes-hiver",
  fbclid: "IwAR0abc_DEF-123",
  fbc: `fb.1.${NOW}.IwAR0abc_DEF-123`,
  fbp: `fb.1.${NOW}.1234567890`,
  referrer: "https://m.facebook.com/",
  landing_path: "/produits/bouilloire?utm_source=facebook",
  landed_at: NOW,
  source_url: "http://127.0.0.1:3000/produits/bouilloire",
  user_agent: "Mozilla/5.0 (Linux; Android 14) Chrome/131",
  first: { utm_source: "instagram", utm_campaign: "lancement", landed_at: NOW - 86_400_000 },
}

/**
 * Ad attribution (issue 19 item 8, decision 0073): the landing's attribution kept with the order, and
 * the Purchase sent to Meta's Conversions API (a local fake of the Graph API) once on confirmation —
 * never for cancelled, duplicate, blocked or stale orders, nor without the shop's pixel and token —
 * retried after a 5xx; and the dashboard's and the queue's breakdown by source and campaign.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api: untyped, getContainer }) => {
    const api: Api = untyped
    let key: string
    let owner: Headers
    let graph: MetaGraphFake
    const cod = codClient(api, getContainer, () => key)
    const pg = () => getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const move = async (orderId: string, axis: string, body: Record<string, unknown>) => {
      const r = await attempt(api.post(`/admin/orders/${orderId}/life/${axis}`, body, owner))
      expect([orderId, axis, body.to, r.status]).toEqual([orderId, axis, body.to, 200])
    }
    const purchaseOf = async (orderId: string) =>
      ((await pg().raw(`SELECT status, reason, attempts, payload FROM cod_meta_purchase WHERE order_id = ?`, [orderId])).rows[0] as Row | undefined) ?? null
    const settled = (orderId: string) =>
      eventually(
        () => purchaseOf(orderId),
        (r) => expect(r?.status).toMatch(/^(sent|skipped|failed|retry)$/)
      )
    const eventsFor = (orderId: string) => graph.received().filter((e) => (e.custom_data as { order_id: string }).order_id === orderId)

    let product: Awaited<ReturnType<typeof cod.product>>
    let option: Awaited<ReturnType<typeof cod.option>>
    const place = async (extra: Record<string, unknown> = {}, phone?: string) => {
      const res = await cod.order(form(product.variant_id, option.id, extra), phone ? { phone } : {})
      expect(res.status).toBe(201)
      return res.data.order as { id: string; total: number }
    }
    const configure = (body: Record<string, unknown>) => attempt(api.post<AdminShopSettingsResponse>("/admin/content/settings", body, owner))
    // the runner puts the database back as beforeAll left it before each test: each configures the shop itself
    const configured = async () => expect((await configure({ meta_pixel_id: PIXEL, meta_access_token: TOKEN })).status).toBe(200)

    beforeAll(async () => {
      graph = await startMetaGraphFake({ access_token: TOKEN })
      process.env.META_GRAPH_URL = graph.url
      process.env.COD_COOLDOWN_SECONDS = "0"
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      owner = await adminHeaders(api)
      product = await cod.product(owner, { title: "Bouilloire", price: 3000, stock: 50 })
      option = await cod.option("yalidine", "home")
    })
    afterAll(async () => {
      await graph?.close()
    })

    it("keeps the landing's attribution with the order, refuses a bad one naming the field; a staff order carries none", async () => {
      const order = await place({ attribution: ATTRIBUTION })
      const { data } = await cod.query().graph({ entity: "order", fields: ["metadata"], filters: { id: order.id } })
      expect((data[0] as { metadata: Record<string, unknown> }).metadata.attribution).toEqual(ATTRIBUTION)

      const bad = async (attribution: unknown) => {
        const res = await cod.order<InvalidDataAnswer>(form(product.variant_id, option.id, { attribution }))
        expect(res.status).toBe(400)
        return res.data.errors
      }
      expect(await bad({ utm_source: "x".repeat(151) })).toEqual([expect.objectContaining({ field: "attribution.utm_source" })])
      expect(await bad({ gclid: "abc" })).toEqual([expect.objectContaining({ field: "attribution.gclid", code: "unknown_field" })])
      expect(await bad({ fbc: "fb.1.nope" })).toEqual([expect.objectContaining({ field: "attribution.fbc" })])
      expect(await bad({ referrer: "javascript:alert(1)" })).toEqual([expect.objectContaining({ field: "attribution.referrer" })])
      expect(await bad({ first: { utm_campaign: "a\u0000b" } })).toEqual([expect.objectContaining({ field: "attribution.first.utm_campaign" })])
      expect(await bad("facebook")).toEqual([expect.objectContaining({ field: "attribution" })])

      // the Idempotency-Key is bound to the order, not to where the buyer came from: a retry whose
      // cookies changed meanwhile (the pixel's _fbp set) replays the same order
      const retryKey = `attr-retry-${Date.now()}`
      const first = await cod.order(form(product.variant_id, option.id, { attribution: ATTRIBUTION }), { key: retryKey, phone: "0661778899" })
      const again = await cod.order(form(product.variant_id, option.id, { attribution: { ...ATTRIBUTION, fbp: `fb.1.${NOW}.42` } }), {
        key: retryKey,
        phone: "0661778899",
      })
      expect([first.status, again.status, again.data.order.id]).toEqual([201, 200, first.data.order.id])

      // a staff order (phone order) carries none, whatever its body says
      const staff = await attempt(
        api.post<{ order: { id: string } }>(
          "/admin/cod/phone-orders",
          { ...form(product.variant_id, option.id, { attribution: ATTRIBUTION }), phone: "0661998877" },
          { headers: { ...owner.headers, "idempotency-key": `attr-staff-${Date.now()}` } }
        )
      )
      expect(staff.status).toBe(201)
      const { data: placed } = await cod.query().graph({ entity: "order", fields: ["metadata"], filters: { id: staff.data.order.id } })
      expect((placed[0] as { metadata: Record<string, unknown> }).metadata.attribution).toBeNull()
    })

    it("sends nothing while the shop has no pixel id and token, and keeps the token write-only", async () => {
      const order = await place({ attribution: ATTRIBUTION })
      await move(order.id, "confirmation", { to: "confirmed" })
      expect(await settled(order.id)).toMatchObject({ status: "skipped", reason: "not configured: no pixel id" })
      expect(graph.hits).toHaveLength(0)

      expect((await configure({ meta_pixel_id: "abc" })).status).toBe(400)
      expect((await configure({ meta_access_token: "short" })).status).toBe(400)
      const set = await configure({ meta_pixel_id: PIXEL, meta_access_token: TOKEN })
      expect(set.status).toBe(200)
      expect(set.data.meta_access_token).toEqual({ set: true, last4: "WXYZ" })
      const read = await api.get<AdminShopSettingsResponse>("/admin/content/settings", owner)
      expect(read.data.settings.meta_pixel_id).toBe(PIXEL)
      expect(JSON.stringify(read.data)).not.toContain(TOKEN)
      const store = await api.get<StoreShopSettingsResponse>("/store/shop-settings", storeHeaders(key))
      expect(store.data.settings.meta_pixel_id).toBe(PIXEL)
      expect(JSON.stringify(store.data)).not.toContain(TOKEN)
      // another setting saved later keeps the token
      expect((await configure({ shop_name: "Boutique Attribution" })).data.meta_access_token.set).toBe(true)
      // sealed at rest like the couriers' credentials: the database never holds it in clear
      const { rows } = await pg().raw(`SELECT value::text AS value FROM content_setting WHERE key = 'meta_capi'`)
      expect(rows).toHaveLength(1)
      expect(String(rows[0].value)).not.toContain(TOKEN)
      expect(String(rows[0].value)).toMatch(/"sealed": ?"v1\./)
    })

    it("sends the Purchase once on confirmation, with the hashed phone, the value in DZD and the browser's event id", async () => {
      await configured()
      const order = await place({ attribution: ATTRIBUTION }, "0555 12 34 56")
      await move(order.id, "confirmation", { to: "confirmed" })
      expect(await settled(order.id)).toMatchObject({ status: "sent", attempts: 1, reason: null })
      // a repeated confirm, and the bulk confirm, send nothing more
      await move(order.id, "confirmation", { to: "confirmed" })
      expect((await attempt(api.post("/admin/cod/bulk/confirm", { order_ids: [order.id] }, owner))).status).toBe(200)
      expect(await sendMetaPurchase(getContainer(), order.id)).toBeNull()
      await new Promise((r) => setTimeout(r, 1000))

      const events = eventsFor(order.id)
      expect(events).toHaveLength(1)
      const hit = graph.hits.find((h) => h.status === 200 && h.body.data?.[0] === events[0])!
      expect(hit).toMatchObject({ path: `/v21.0/${PIXEL}/events`, pixel_id: PIXEL, access_token: TOKEN })
      const { data } = await cod.query().graph({ entity: "order", fields: ["created_at", "total"], filters: { id: order.id } })
      const placed = data[0] as { created_at: string; total: number }
      expect(events[0]).toEqual({
        event_name: "Purchase",
        event_time: Math.floor(new Date(placed.created_at).getTime() / 1000),
        event_id: `purchase_${order.id}`,
        action_source: "website",
        event_source_url: ATTRIBUTION.source_url,
        user_data: expect.objectContaining({
          ph: [sha256("213555123456")],
          fn: [sha256("zoé")],
          ln: [sha256("benali")],
          country: [sha256("dz")],
          fbc: ATTRIBUTION.fbc,
          fbp: ATTRIBUTION.fbp,
          client_user_agent: ATTRIBUTION.user_agent,
          client_ip_address: expect.any(String),
        }),
        custom_data: {
          value: Number(placed.total),
          currency: "DZD",
          order_id: order.id,
          content_ids: [product.variant_id],
          content_type: "product",
          num_items: 1,
        },
      })
      expect(order.total).toBe(Number(placed.total))
    })

    it("sends nothing for a cancelled, duplicate, blocked or week-old order", async () => {
      await configured()
      const before = graph.hits.length
      const cancelled = await place({ attribution: ATTRIBUTION })
      await move(cancelled.id, "confirmation", { to: "cancelled", reason: "customer_request" })
      const duplicate = await place({ attribution: ATTRIBUTION })
      await move(duplicate.id, "confirmation", { to: "cancelled", reason: "duplicate" })
      // confirmation emits nothing for them: no row at all; asked directly, the sender records why
      await new Promise((r) => setTimeout(r, 1000))
      expect(await purchaseOf(cancelled.id)).toBeNull()
      expect(await sendMetaPurchase(getContainer(), cancelled.id)).toBe("skipped")
      expect(await purchaseOf(cancelled.id)).toMatchObject({ status: "skipped", reason: "cancelled" })
      expect(await sendMetaPurchase(getContainer(), duplicate.id)).toBe("skipped")
      expect(await purchaseOf(duplicate.id)).toMatchObject({ status: "skipped", reason: "cancelled as a duplicate" })

      const blocked = await place({ attribution: ATTRIBUTION }, "0770998877")
      expect((await attempt(api.post("/admin/cod/blocked-phones", { phone: "0770998877" }, owner))).status).toBe(201)
      await move(blocked.id, "confirmation", { to: "confirmed" })
      expect(await settled(blocked.id)).toMatchObject({ status: "skipped", reason: "blocked phone" })

      const old = await place({ attribution: ATTRIBUTION })
      await pg().raw(`UPDATE "order" SET created_at = now() - interval '8 days' WHERE id = ?`, [old.id])
      await move(old.id, "confirmation", { to: "confirmed" })
      expect(await settled(old.id)).toMatchObject({ status: "skipped", reason: "outside Meta's 7-day window" })
      expect(graph.hits.length).toBe(before)
    })

    it("retries after Meta's 500 and then sends once", async () => {
      await configured()
      graph.fail(500)
      const order = await place({ attribution: ATTRIBUTION })
      await move(order.id, "confirmation", { to: "confirmed" })
      expect(await settled(order.id)).toMatchObject({ status: "retry", attempts: 1 })
      expect(eventsFor(order.id)).toHaveLength(0)
      // not due yet: the job leaves it
      expect(await dueMetaPurchases(getContainer())).not.toContain(order.id)
      await pg().raw(`UPDATE cod_meta_purchase SET next_attempt_at = now() - interval '1 second' WHERE order_id = ?`, [order.id])
      await retryMetaPurchases(getContainer())
      expect(await purchaseOf(order.id)).toMatchObject({ status: "sent", attempts: 2 })
      await retryMetaPurchases(getContainer())
      expect(eventsFor(order.id)).toHaveLength(1)
      expect(graph.hits.filter((h) => (h.body.data?.[0]?.custom_data as { order_id: string }).order_id === order.id).map((h) => h.status)).toEqual([500, 200])

      // a refusal (a wrong token: 400) is recorded as failed, never retried
      expect((await configure({ meta_access_token: "EAAwrongTOKEN0123456789abcdef" })).status).toBe(200)
      const refused = await place()
      await move(refused.id, "confirmation", { to: "confirmed" })
      expect(await settled(refused.id)).toMatchObject({ status: "failed", reason: "Meta answered 400" })
      expect(await dueMetaPurchases(getContainer())).not.toContain(refused.id)
      expect((await configure({ meta_access_token: TOKEN })).status).toBe(200)
    })

    it("breaks orders, confirmations, deliveries and revenue down by source and campaign", async () => {
      const fb = { ...ATTRIBUTION, utm_source: "facebook", utm_campaign: "soldes" }
      const tt = { utm_source: "tiktok", utm_campaign: "ramadan" }
      const a = await place({ attribution: fb })
      const b = await place({ attribution: fb, quantity: 2 })
      const c = await place({ attribution: tt })
      const d = await place()
      for (const o of [a, b, c]) await move(o.id, "confirmation", { to: "confirmed" })
      for (const [o, n] of [
        [a, 1],
        [c, 2],
      ] as const) {
        await move(o.id, "delivery", { to: "handed_over", tracking_number: `ATTR-${n}` })
        await move(o.id, "delivery", { to: "delivered" })
      }
      await move(d.id, "confirmation", { to: "cancelled", reason: "fake_order" })

      const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10)
      const { data } = await api.get<DashboardStats>(`/admin/dashboard?from=${today}&to=${today}`, owner)
      const row = (source: string, campaign: string) => data.by_source.find((s) => s.source === source && s.campaign === campaign)
      expect(row("facebook", "soldes")).toMatchObject({ orders: 2, confirmed: 2, delivered: 1, revenue: a.total })
      expect(row("tiktok", "ramadan")).toMatchObject({ orders: 1, confirmed: 1, delivered: 1, revenue: c.total })
      expect(row("(none)", "(none)")).toMatchObject({ orders: 1, confirmed: 0, cancelled: 1, delivered: 0, revenue: 0 })
      const sum = (k: "orders" | "confirmed" | "delivered" | "revenue") => data.by_source.reduce((n, s) => n + s[k], 0)
      expect([sum("orders"), sum("confirmed"), sum("delivered"), sum("revenue")]).toEqual([
        data.totals.orders,
        data.totals.confirmed,
        data.totals.delivered,
        data.totals.revenue,
      ])
      expect(data.totals).toMatchObject({ orders: 4, delivered: 2 })
      // by how they were taken: the form's orders are `online` (issue 21), the breakdown adds up to the totals
      expect(data.by_order_type.map((t) => [t.order_type, t.orders, t.delivered, t.revenue])).toEqual([["online", 4, 2, data.totals.revenue]])

      // the queue shows each order's source and filters on it
      const queue = await api.get<AdminCodConfirmationsResponse>("/admin/cod/confirmations?source=facebook&campaign=soldes", owner)
      expect(queue.data.confirmations.map((q) => q.order_id)).toEqual([b.id])
      expect(queue.data.confirmations[0]).toMatchObject({ source: "facebook", campaign: "soldes" })
      const none = await api.get<AdminCodConfirmationsResponse>("/admin/cod/confirmations?source=(none)&status=cancelled", owner)
      expect(none.data.confirmations.map((q) => q.order_id)).toContain(d.id)
      expect(none.data.confirmations.every((q) => q.source === null)).toBe(true)
    })
  },
})
