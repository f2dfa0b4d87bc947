import type { ParcelDraft } from "../../../lib/adapter"
import { CourierError } from "../../../lib/errors"
import { MemoryLimiter } from "../../../lib/limiter"
import { ADAPTERS } from "../../index"
import { FAKES } from "../../../fakes"
import { startNoestFake } from "../../../fakes/noest"
import type { CourierFake } from "../../../fakes/harness"
import { noestAdapterFactory } from ".."

/**
 * The Noest adapter against its fake on 127.0.0.1 (public API v2.3 contract). The fake runs a faster
 * throttle than Noest's 60 a minute so that the budget tests take seconds; the adapter is built for
 * the same limit, as it would be for an account whose limit differs from the default.
 */
const CREDS = { api_token: "noest-test-token-7f3a", user_guid: "QWJYXWLP" }
const FAST = { limit: 40, windowMs: 1000 }

let seq = 0
const draft = (over: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference: `DZ-T${Date.now() % 100000}-${++seq}`,
  first_name: "Amina",
  last_name: "Benali",
  phone: "0661 23 45 67",
  address: "12 rue Didouche Mourad",
  wilaya_code: 16,
  wilaya_name: "Alger",
  commune_name: "Alger Centre",
  cash_to_collect: 4200,
  declared_value: 3800,
  products: "1 × Robe kabyle (M, rouge)",
  quantity: 1,
  weight_kg: 0.8,
  kind: "delivery",
  can_open: true,
  ...over,
})

/** Adapters of one fake share one budget, as every process of the shop does for one account. */
const limiter = new MemoryLimiter()
const adapterFor = (fake: CourierFake, rate = FAST, creds: Record<string, string> = CREDS) =>
  noestAdapterFactory(rate)({ account: { base_url: fake.url, credentials: creds }, limiter, limiterKey: `noest:${fake.url}`, timeoutMs: 2000 })

const fail = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as CourierError
  )

describe("Noest adapter against its fake", () => {
  let fake: CourierFake
  let noest: ReturnType<typeof adapterFor>
  beforeAll(async () => {
    fake = await startNoestFake({ credentials: CREDS, rate: FAST })
    noest = adapterFor(fake)
  })
  afterAll(() => fake.close())

  it("is registered, with Noest's limits and drafts", () => {
    expect(ADAPTERS.noest).toBeDefined()
    expect(FAKES.noest).toBeDefined()
    expect(noest).toMatchObject({ key: "noest", bulkLimit: 100, trackingBatch: 100, needsValidation: true, webhook: null })
  })

  it("creates one parcel as a draft, and answers a refused one with the field Noest named", async () => {
    const d = draft()
    const [ok] = await noest.createParcels([d])
    expect(ok).toMatchObject({ reference: d.reference, ok: true, tracking: expect.stringMatching(/^QWJ-16A-\d+$/) })
    expect(fake.parcels()).toContainEqual({ tracking: (ok as { tracking: string }).tracking, reference: d.reference })
    const history = await noest.tracking([(ok as { tracking: string }).tracking])
    expect(Object.values(history)[0].map((e) => [e.status, e.raw_status])).toEqual([["created", "Uploadé sur le système"]])

    // 422 bag (field validation) and 200 {success:false} (business rule): both are this parcel's answer.
    const [badPhone] = await noest.createParcels([draft({ phone: "06612" })])
    expect(badPhone).toMatchObject({ ok: false, code: "validation", field: "phone" })
    const [badCommune] = await noest.createParcels([draft({ commune_name: "Oran" })])
    expect(badCommune).toMatchObject({ ok: false, code: "inactive_commune", field: "commune" })
    const [again] = await noest.createParcels([{ ...d }])
    expect(again).toMatchObject({ ok: false, code: "duplicate_order", field: "reference" })
  })

  it("sends what Noest needs: exchange type, what to take back, can_open, stop-desk station", async () => {
    const [ex, desk, closed, elsewhere] = await noest.createParcels([
      draft({ kind: "exchange", product_to_collect: "Robe taille S", can_open: false }),
      draft({ stop_desk_id: "16B" }),
      draft({ wilaya_code: 33, wilaya_name: "Illizi", commune_name: "Illizi", stop_desk_id: "33A" }),
      draft({ wilaya_code: 31, wilaya_name: "Oran", commune_name: "Oran", stop_desk_id: "16A" }),
    ])
    expect(ex.ok && desk.ok).toBe(true)
    expect(closed).toMatchObject({ ok: false, code: "stopdesk_disabled", field: "stop_desk" })
    expect(elsewhere).toMatchObject({ ok: false, code: "station_code", field: "station_code" })
    // What Noest holds for the exchange, read as any client of its API would.
    const raw = await fetch(`${fake.url}/api/public/get/trackings/info`, {
      method: "POST",
      headers: { authorization: `Bearer ${CREDS.api_token}`, "content-type": "application/json" },
      body: JSON.stringify({ user_guid: CREDS.user_guid, trackings: [(ex as { tracking: string }).tracking] }),
    })
    const order = (Object.values(await raw.json())[0] as { OrderInfo: Record<string, unknown> }).OrderInfo
    expect(order).toMatchObject({
      type_id: 2,
      can_open: 0,
      montant: 4200,
      phone: "0661234567",
      stop_desk: 0,
      remarque: expect.stringContaining("Robe taille S"),
    })
    const info = await noest.tracking([(ex as { tracking: string }).tracking, (desk as { tracking: string }).tracking])
    expect(Object.keys(info)).toHaveLength(2)
    expect((desk as { tracking: string }).tracking).toMatch(/^QWJ-16B-/)
  })

  it("bulk: a partial failure answers ok:false for just that parcel, and a draft Noest cannot take is not sent", async () => {
    const before = fake.log.length
    const drafts = [
      draft(),
      draft({ commune_name: "Commune inconnue" }),
      draft({ wilaya_code: 62, wilaya_name: "Bir El Ater" }),
      draft({ wilaya_code: 31, wilaya_name: "Oran", commune_name: "Oran" }),
    ]
    const res = await noest.createParcels(drafts)
    expect(res.map((r) => r.reference)).toEqual(drafts.map((d) => d.reference))
    expect(res.map((r) => r.ok)).toEqual([true, false, false, true])
    expect(res[1]).toMatchObject({ code: "inactive_commune", field: "commune" })
    expect(res[2]).toMatchObject({ code: "validation", field: "wilaya_id" })
    expect(fake.log.slice(before).map((l) => `${l.method} ${l.path}`)).toEqual(["POST /api/public/create/orders"])
  })

  it("bulk: a whole batch refused by a 422 still answers per parcel, naming the ones at fault", async () => {
    const drafts = [draft(), draft(), draft()]
    const count = fake.parcels().length
    fake.fault(
      {
        kind: "status",
        status: 422,
        body: { message: "Le champ orders.1.poids est obligatoire.", errors: { "orders.1.poids": ["Le champ orders.1.poids est obligatoire."] } },
      },
      /POST \/api\/public\/create\/orders/
    )
    const res = await noest.createParcels(drafts)
    expect(res.map((r) => (r.ok ? "ok" : r.code))).toEqual(["batch_refused", "validation", "batch_refused"])
    expect(res[1]).toMatchObject({ field: "poids", message: expect.stringContaining("obligatoire") })
    expect(fake.parcels().length).toBe(count)
  })

  it("refuses more than 100 parcels before sending anything", async () => {
    const before = fake.log.length
    const err = await fail(noest.createParcels(Array.from({ length: 101 }, () => draft())))
    expect(err).toMatchObject({ kind: "validation", field: "orders" })
    expect(fake.log.length).toBe(before)
  })

  it("reconciles by reference after the answer of a creation was lost, so a retry never makes a second parcel", async () => {
    const d = draft()
    fake.fault({ kind: "drop" }, /POST \/api\/public\/create\/order$/)
    const err = await fail(noest.createParcels([d]))
    expect(err).toBeInstanceOf(CourierError)
    expect(err?.retryable).toBe(true)
    const held = fake.parcels().filter((p) => p.reference === d.reference)
    expect(held).toHaveLength(1)
    // What the hand-over does before sending again: ask Noest by our reference.
    const found = await noest.findByReference(d.reference)
    expect(found).toMatchObject({ reference: d.reference, tracking: held[0].tracking, status: "created", raw_status: "Uploadé sur le système" })
    expect(fake.parcels().filter((p) => p.reference === d.reference)).toHaveLength(1)
    expect(await noest.findByReference("DZ-NEVER-SENT")).toBeNull()
  })

  it("validates drafts in bulk (twice is harmless), and refuses an unknown tracking", async () => {
    const res = await noest.createParcels([draft(), draft()])
    const trackings = res.map((r) => (r.ok ? r.tracking : ""))
    await noest.validate(trackings)
    await noest.validate(trackings)
    const info = await noest.tracking(trackings)
    for (const t of trackings) expect(info[t].map((e) => e.status)).toEqual(["created", "pending_pickup"])
    expect(await fail(noest.validate(["QWJ-16A-00000000"]))).toMatchObject({ kind: "refused" })
  })

  it("gets the label as a PDF through Noest's redirect to a signed link", async () => {
    const [r] = await noest.createParcels([draft()])
    const tracking = (r as { tracking: string }).tracking
    const pdf = await noest.label(tracking)
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    expect(pdf.toString("latin1")).toContain(tracking)
    expect(await fail(noest.label("QWJ-16A-00000000"))).toMatchObject({ kind: "not_found" })
  })

  it("cancels a draft, and is refused once the parcel was validated or picked up", async () => {
    const res = await noest.createParcels([draft(), draft(), draft()])
    const [a, b, c] = res.map((r) => (r.ok ? r.tracking : ""))
    await noest.cancel(a)
    expect(fake.parcels().some((p) => p.tracking === a)).toBe(false)
    await noest.validate([b])
    expect(await fail(noest.cancel(b))).toMatchObject({ kind: "refused" })
    await fake.advance(c, "picked_up")
    expect(await fail(noest.cancel(c))).toMatchObject({ kind: "refused", field: "tracking" })
    expect(await fail(noest.cancel(a))).toMatchObject({ kind: "not_found" })
  })

  it("follows a parcel to delivery and another to return, oldest first, with stable event ids", async () => {
    const res = await noest.createParcels([draft(), draft()])
    const [t1, t2] = res.map((r) => (r.ok ? r.tracking : ""))
    await noest.validate([t1, t2])
    for (const s of ["picked_up", "at_hub", "out_for_delivery"] as const) await fake.advance(t1, s)
    await fake.advance(t1, "delivery_attempted", "Téléphone injoignable")
    await fake.advance(t1, "out_for_delivery")
    await fake.advance(t1, "delivered")
    for (const s of ["picked_up", "out_for_delivery", "delivery_attempted", "returning", "returned"] as const) await fake.advance(t2, s)
    const first = await noest.tracking([t1, t2])
    expect(first[t1].map((e) => e.status)).toEqual([
      "created",
      "pending_pickup",
      "picked_up",
      "at_hub",
      "out_for_delivery",
      "delivery_attempted",
      "out_for_delivery",
      "delivered",
    ])
    expect(first[t1][5]).toMatchObject({ raw_status: "Tentative de livraison", raw_reason: "Téléphone injoignable", tracking: t1 })
    expect(first[t2].map((e) => e.status).slice(-3)).toEqual(["delivery_attempted", "returning", "returned"])
    const times = first[t1].map((e) => Date.parse(e.occurred_at))
    expect([...times].sort((x, y) => x - y)).toEqual(times)
    const second = await noest.tracking([t1, t2])
    expect(second[t1].map((e) => e.event_id)).toEqual(first[t1].map((e) => e.event_id))
    expect(new Set(first[t1].map((e) => e.event_id)).size).toBe(first[t1].length)
    expect((await noest.findByReference(res[0].reference))?.status).toBe("delivered")
  })

  it("reads fees, stop-desks and communes", async () => {
    const fees = await noest.fees()
    expect(fees).toHaveLength(58)
    expect(fees.find((f) => f.wilaya_code === 16)).toEqual({ wilaya_code: 16, commune_name: null, home_fee: 400, desk_fee: 300, return_fee: 200 })
    const desks = await noest.stopDesks()
    const alger = desks.find((d) => d.id === "16A")
    expect(alger).toMatchObject({
      wilaya_code: 16,
      commune_name: "Alger Centre",
      phone: expect.stringMatching(/^0\d{9}$/),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    expect(desks.some((d) => d.wilaya_code === 33)).toBe(false)
    const communes = await noest.communes()
    expect(communes).toHaveLength(1541)
    expect(communes.find((c) => c.name === "Alger Centre")).toEqual({
      wilaya_code: 16,
      name: "Alger Centre",
      name_ar: null,
      has_stop_desk: true,
      deliverable: true,
    })
    expect(communes.find((c) => c.name === "Beni Mered")).toMatchObject({ wilaya_code: 9, deliverable: false })
  })

  it("maps credentials, server faults and broken answers onto their kinds", async () => {
    await expect(noest.testCredentials()).resolves.toEqual({ ok: true })
    expect(await fail(adapterFor(fake, FAST, { ...CREDS, api_token: "wrong" }).testCredentials())).toMatchObject({ kind: "auth", status: 401 })
    expect(await fail(adapterFor(fake, FAST, { ...CREDS, user_guid: "NOTMINE1" }).testCredentials())).toMatchObject({ kind: "auth", field: "user_guid" })
    fake.fault({ kind: "status", status: 503, body: "<html>503 Service Unavailable</html>" }, /GET \/api\/public\/fees/)
    expect(await fail(noest.fees())).toMatchObject({ kind: "unavailable", retryable: true })
    fake.fault({ kind: "garbage" }, /GET \/api\/public\/desks/)
    expect(await fail(noest.stopDesks())).toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { tarifs: "none" } }, /GET \/api\/public\/fees/)
    expect(await fail(noest.fees())).toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { [`QWJ-16A-1`]: { activity: [{ event_key: "livred" }] } } }, /POST \/api\/public\/get\/trackings\/info/)
    expect(await fail(noest.tracking(["QWJ-16A-1"]))).toMatchObject({ kind: "malformed" })
    expect(await fail(noest.tracking(Array.from({ length: 101 }, (_, i) => `T${i}`)))).toMatchObject({ kind: "validation", field: "trackings" })
  })
})

describe("Noest's throttle", () => {
  it("a 429 is rate_limited with Noest's Retry-After, and the adapter waits that long before its next call", async () => {
    const rate = { limit: 4, windowMs: 2000 }
    const fake = await startNoestFake({ credentials: CREDS, rate })
    try {
      // Another client of the same account spends the budget.
      for (let i = 0; i < rate.limit; i++) await fetch(`${fake.url}/api/public/get/wilayas`, { headers: { authorization: `Bearer ${CREDS.api_token}` } })
      const raw = await fetch(`${fake.url}/api/public/get/wilayas`, { headers: { authorization: `Bearer ${CREDS.api_token}` } })
      expect(raw.status).toBe(429)
      expect(raw.headers.get("x-ratelimit-remaining")).toBe("0")
      expect(await raw.json()).toEqual({ message: "Too Many Attempts." })
      const noest = adapterFor(fake, rate)
      const err = await fail(noest.fees())
      expect(err).toMatchObject({ kind: "rate_limited", status: 429 })
      expect(err?.retryAfterMs).toBeGreaterThanOrEqual(1000)
      const t = Date.now()
      await expect(noest.fees()).resolves.toHaveLength(58)
      expect(Date.now() - t).toBeGreaterThanOrEqual((err?.retryAfterMs ?? 0) - 50)
    } finally {
      await fake.close()
    }
  })

  it("never exceeds Noest's limit under twice its burst", async () => {
    const rate = { limit: 8, windowMs: 1500 }
    const fake = await startNoestFake({ credentials: CREDS, rate })
    try {
      const noest = adapterFor(fake, rate)
      const answers = await Promise.all(Array.from({ length: rate.limit * 2 }, () => noest.fees()))
      expect(answers.every((a) => a.length === 58)).toBe(true)
      expect(fake.log.filter((l) => l.status === 429)).toHaveLength(0)
      expect(fake.peak(rate.windowMs)).toBeLessThanOrEqual(rate.limit)
    } finally {
      await fake.close()
    }
  }, 20_000)

  it("the signed label link lives on another host and expires; a later label call gets a fresh one", async () => {
    const fake = await startNoestFake({ credentials: CREDS, rate: FAST, labelTtlMs: 1000 })
    try {
      const noest = adapterFor(fake)
      const [r] = await noest.createParcels([draft()])
      const tracking = (r as { tracking: string }).tracking
      const redirect = await fetch(`${fake.url}/api/public/get/order/label?tracking=${tracking}`, {
        headers: { authorization: `Bearer ${CREDS.api_token}` },
        redirect: "manual",
      })
      expect(redirect.status).toBe(302)
      const signed = redirect.headers.get("location") as string
      expect(new URL(signed).origin).not.toBe(fake.url)
      expect((await fetch(signed)).status).toBe(200)
      await new Promise((res) => setTimeout(res, 2100))
      const expired = await fetch(signed)
      expect(expired.status).toBe(403)
      expect(await expired.text()).toContain("Request has expired")
      expect((await noest.label(tracking)).subarray(0, 5).toString("latin1")).toBe("%PDF-")
    } finally {
      await fake.close()
    }
  })
})
