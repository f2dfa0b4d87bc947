import type { CourierAdapter, ParcelDraft, TrackingEvent } from "../../../lib/adapter"
import { CourierError } from "../../../lib/errors"
import { MemoryLimiter, RateLimitWaitError } from "../../../lib/limiter"
import { startEcotrackFake } from "../../../fakes/ecotrack"
import type { CourierFake } from "../../../fakes/harness"
import { ADAPTERS } from "../../index"
import { FAKES } from "../../../fakes"
import { createEcotrackAdapter, ECOTRACK_BULK_LIMIT } from ".."
import { activityStatus, stateStatus } from "../statuses"

/**
 * The EcoTrack adapter against its local fake (decision 0040). Every test starts its own tenant:
 * the fake enforces EcoTrack's 50 requests a minute and the adapter keeps 10 per 15 s, so tests
 * sharing one tenant would wait on each other.
 */
const TOKEN = "eco-test-token-0123456789"
let fake: CourierFake
let adapter: CourierAdapter
const run = Date.now().toString(36)
let n = 0

const make = (token = TOKEN, url = fake.url, timeoutMs = 2000) =>
  createEcotrackAdapter({
    account: { base_url: url, credentials: { token } },
    limiter: new MemoryLimiter(),
    limiterKey: `eco:${run}:${n++}`,
    timeoutMs,
  })

const draft = (over: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference: `SHOP-${run}-${n++}`,
  first_name: "Amina",
  last_name: "Benali",
  phone: "0661234567",
  address: "12 rue des Frères Bouadou",
  wilaya_code: 16,
  wilaya_name: "Alger",
  commune_name: "Bab Ezzouar",
  cash_to_collect: 4900,
  declared_value: 4500,
  products: "1 × Robe kabyle (M, rouge)",
  quantity: 1,
  kind: "delivery",
  ...over,
})

const sent = (pattern: RegExp) => fake.log.filter((l) => pattern.test(`${l.method} ${l.path}`)).length

beforeEach(async () => {
  fake = await startEcotrackFake({ credentials: { token: TOKEN } })
  adapter = make()
})
afterEach(() => fake.close())

describe("registries", () => {
  it("list the EcoTrack adapter and its fake", () => {
    expect(ADAPTERS.ecotrack).toBe(createEcotrackAdapter)
    expect(FAKES.ecotrack).toBe(startEcotrackFake)
    expect(adapter).toMatchObject({ key: "ecotrack", bulkLimit: 100, trackingBatch: 100, needsValidation: true, webhook: null })
  })
})

describe("credentials", () => {
  it("a good token passes; a wrong one is kind auth, on validate/token (200 INVALID_TOKEN) and on a Bearer call (401)", async () => {
    await expect(adapter.testCredentials()).resolves.toEqual({ ok: true })
    const wrong = make("not-the-token")
    await expect(wrong.testCredentials()).rejects.toMatchObject({ kind: "auth", message: expect.stringContaining("INVALID_TOKEN") })
    await expect(wrong.fees()).rejects.toMatchObject({ kind: "auth", status: 401 })
    expect(() => make("  ")).toThrow(CourierError)
  })

  it("the fake refuses a missing or wrong Bearer token in EcoTrack's own words", async () => {
    const res = await fetch(`${fake.url}/api/v1/get/wilayas`, { headers: { authorization: "Bearer nope" } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: "Unauthenticated." })
    const byQuery = await fetch(`${fake.url}/api/v1/get/wilayas?api_token=${TOKEN}`)
    expect(byQuery.status).toBe(200)
  })
})

describe("creating parcels", () => {
  it("one parcel goes through create/order with its fields in the query string, as a draft", async () => {
    const d = draft({ phone_2: "021234567", note: "Appeler avant 17h", weight_kg: 1.5 })
    const [r] = await adapter.createParcels([d])
    expect(r).toMatchObject({ reference: d.reference, ok: true, label_url: null, courier_fee: null })
    const tracking = (r as { tracking: string }).tracking
    expect(tracking).toMatch(/^EC[A-Z]{4}\d{10}$/)
    expect(sent(/^POST \/api\/v1\/create\/order$/)).toBe(1)
    expect(fake.parcels()).toEqual([{ tracking, reference: d.reference }])
    await expect(adapter.findByReference(d.reference)).resolves.toMatchObject({ tracking, status: "created", raw_status: "prete_a_expedier" })
  })

  it("a bulk with a partial failure answers per parcel: refused ones only, the others created once", async () => {
    const good1 = draft()
    const badCommune = draft({ commune_name: "Atlantis" })
    const notServed = draft({ wilaya_code: 54, wilaya_name: "In Guezzam", commune_name: "Ain Guezzam" })
    const badPhone = draft({ phone: "12345" })
    const good2 = draft({ wilaya_code: 31, wilaya_name: "Oran", commune_name: "Bir El Djir", kind: "exchange", product_to_collect: "Robe taille S" })
    const results = await adapter.createParcels([good1, badCommune, notServed, badPhone, good2])
    expect(results.map((r) => [r.reference, r.ok])).toEqual([
      [good1.reference, true],
      [badCommune.reference, false],
      [notServed.reference, false],
      [badPhone.reference, false],
      [good2.reference, true],
    ])
    expect(results[1]).toMatchObject({ code: "validation", field: "commune_name", message: expect.stringContaining("Commune mal écrite") })
    expect(results[2]).toMatchObject({ code: "10002", field: "wilaya_code", message: "Pas de livraison pour la wilaya sélectionnée" })
    // refused before sending: never reaches the courier
    expect(results[3]).toMatchObject({ code: "invalid", field: "phone" })
    expect(sent(/create\/orders$/)).toBe(1)
    expect(fake.parcels().map((p) => p.reference)).toEqual([good1.reference, good2.reference])
  })

  it("a single parcel the courier refuses is a result, not a throw (422 bag and 200 business error)", async () => {
    const [bag] = await adapter.createParcels([draft({ commune_name: "Hydra", stop_desk_id: "1628" })])
    expect(bag).toMatchObject({ ok: false, code: "validation", field: "stop_desk_id" })
    const [business] = await adapter.createParcels([draft({ wilaya_code: 56, wilaya_name: "Djanet", commune_name: "Djanet" })])
    expect(business).toMatchObject({ ok: false, code: "10002", field: "wilaya_code" })
    expect(fake.parcels()).toEqual([])
  })

  it("more than the bulk limit is refused before anything is sent; duplicate references too", async () => {
    const many = Array.from({ length: ECOTRACK_BULK_LIMIT + 1 }, () => draft())
    await expect(adapter.createParcels(many)).rejects.toMatchObject({ kind: "validation", field: "parcels" })
    expect(fake.log).toHaveLength(0)
    const twin = draft()
    const results = await adapter.createParcels([twin, { ...twin }, draft()])
    expect(results.map((r) => r.ok)).toEqual([true, false, true])
    expect(results[1]).toMatchObject({ field: "reference" })
  })

  it("the fake itself refuses more than 100 orders in one call", async () => {
    const orders = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i), { nom_client: "x" }]))
    const res = await fetch(`${fake.url}/api/v1/create/orders`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ orders }),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ message: "The given data was invalid.", errors: { orders: [expect.stringContaining("100")] } })
  })

  it("a whole-batch 422 maps onto the parcels it names; the others are told they were not created", async () => {
    fake.fault(
      {
        kind: "status",
        status: 422,
        body: { message: "The given data was invalid.", errors: { "orders.1.telephone": ["Le champ téléphone est obligatoire."] } },
      },
      /^POST \/api\/v1\/create\/orders$/
    )
    const results = await adapter.createParcels([draft(), draft(), draft()])
    expect(results[1]).toMatchObject({ ok: false, code: "validation", field: "phone", message: expect.stringContaining("obligatoire") })
    expect(results[0]).toMatchObject({ ok: false, code: "batch_refused" })
    expect(results[2]).toMatchObject({ ok: false, code: "batch_refused" })
    expect(fake.parcels()).toEqual([])
  })

  it("a stop-desk parcel sends the station code of get/communes", async () => {
    const desks = await adapter.stopDesks()
    const bab = desks.find((d) => d.commune_name === "Bab Ezzouar")!
    const [r] = await adapter.createParcels([draft({ stop_desk_id: bab.id })])
    expect(r.ok).toBe(true)
    const label = await adapter.label((r as { tracking: string }).tracking)
    expect(label.toString("latin1")).toContain(`STOP DESK ${bab.id}`)
  })
})

describe("reconciling", () => {
  it("after the answer of a create is lost, the parcel is found by reference, so a retry never makes a second one", async () => {
    const d = draft()
    fake.fault({ kind: "drop" }, /^POST \/api\/v1\/create\/order$/)
    const err = await adapter.createParcels([d]).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CourierError)
    expect((err as CourierError).retryable).toBe(true)
    expect(fake.parcels()).toHaveLength(1) // the courier did create it
    // what the hand-over does before re-sending: look it up by our reference
    const found = await adapter.findByReference(d.reference)
    expect(found).toMatchObject({ reference: d.reference, tracking: fake.parcels()[0].tracking, status: "created" })
    if (!found) await adapter.createParcels([d])
    expect(fake.parcels().filter((p) => p.reference === d.reference)).toHaveLength(1)
    await expect(adapter.findByReference("SHOP-never-sent")).resolves.toBeNull()
  })

  it("finds a reference beyond the first page of get/orders (40 a page, newest first)", async () => {
    const drafts = Array.from({ length: 45 }, () => draft())
    fake.fault({ kind: "drop" }, /^POST \/api\/v1\/create\/orders$/)
    await expect(adapter.createParcels(drafts)).rejects.toBeInstanceOf(CourierError)
    expect(fake.parcels()).toHaveLength(45)
    const oldest = await adapter.findByReference(drafts[0].reference)
    expect(oldest?.tracking).toBe(fake.parcels().find((p) => p.reference === drafts[0].reference)?.tracking)
    expect(sent(/get\/orders$/)).toBe(2)
  })

  it("a cancelled parcel gives way to the live one handed over again with the same reference", async () => {
    const d = draft()
    const [first] = await adapter.createParcels([d])
    await fake.advance((first as { tracking: string }).tracking, "cancelled")
    const [second] = await adapter.createParcels([d])
    expect(await adapter.findByReference(d.reference)).toMatchObject({ tracking: (second as { tracking: string }).tracking, status: "created" })
  })
})

describe("labels, validation and cancelling", () => {
  it("the label is a PDF with the parcel's details; an unknown tracking is not_found", async () => {
    const [r] = await adapter.createParcels([draft({ first_name: "Yacine", last_name: "Haddad", cash_to_collect: 7300 })])
    const tracking = (r as { tracking: string }).tracking
    const pdf = await adapter.label(tracking)
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    const text = pdf.toString("latin1")
    for (const s of [tracking, "Yacine Haddad", "Bab Ezzouar", "7300 DA"]) expect(text).toContain(s)
    await expect(adapter.label("ECXXXX0000000000")).rejects.toMatchObject({ kind: "not_found" })
    // a tenant that moved its domain (dhd.ecotrack.dz → the courier's own) answers a redirect: followed
    fake.fault({ kind: "status", status: 301, body: "", headers: { location: `${fake.url}/api/v1/get/order/label?tracking=${tracking}` } }, /get\/order\/label/)
    expect((await adapter.label(tracking)).equals(pdf)).toBe(true)
    fake.fault({ kind: "status", status: 200, body: { success: false, message: "Commande introuvable" } }, /get\/order\/label/)
    await expect(adapter.label(tracking)).rejects.toMatchObject({ kind: "refused", message: expect.stringContaining("Commande introuvable") })
  })

  it("a draft can be cancelled; once validated (and after pickup) EcoTrack refuses", async () => {
    const [a, b] = await adapter.createParcels([draft(), draft()])
    const ta = (a as { tracking: string }).tracking
    const tb = (b as { tracking: string }).tracking
    await expect(adapter.cancel(ta)).resolves.toBeUndefined()
    expect(fake.parcels().map((p) => p.tracking)).toEqual([tb])
    await adapter.validate([tb])
    await adapter.validate([tb]) // again: nothing changes
    await expect(adapter.cancel(tb)).rejects.toMatchObject({ kind: "refused", message: expect.stringContaining("10001") })
    await fake.advance(tb, "picked_up")
    await expect(adapter.cancel(tb)).rejects.toMatchObject({ kind: "refused" })
    await expect(adapter.cancel(ta)).rejects.toMatchObject({ kind: "not_found" })
    await expect(adapter.validate([ta])).rejects.toMatchObject({ kind: "not_found" })
  })
})

describe("tracking", () => {
  /** Polls like the job does, keeping each event id once. */
  const poller = () => {
    const seen = new Map<string, TrackingEvent>()
    return {
      async poll(tracking: string) {
        const events = (await adapter.tracking([tracking]))[tracking] ?? []
        for (const e of events) if (!seen.has(e.event_id)) seen.set(e.event_id, e)
        return events
      },
      statuses: () => [...seen.values()].sort((x, y) => x.occurred_at.localeCompare(y.occurred_at)).map((e) => e.status),
      events: () => [...seen.values()],
    }
  }

  it("follows a parcel to delivery, oldest first, with the attempt's reason; polling again changes nothing", async () => {
    const [r] = await adapter.createParcels([draft()])
    const t = (r as { tracking: string }).tracking
    const p = poller()
    expect(await p.poll(t)).toEqual([]) // a draft: nothing happened yet
    await adapter.validate([t])
    await p.poll(t)
    for (const step of ["picked_up", "in_transit", "at_hub", "out_for_delivery"] as const) {
      await fake.advance(t, step)
      await p.poll(t)
    }
    await fake.advance(t, "delivery_attempted", "Client absent")
    const afterAttempt = await p.poll(t)
    expect(afterAttempt[afterAttempt.length - 1]).toMatchObject({ status: "delivery_attempted", raw_status: "attempt_delivery", raw_reason: "Client absent" })
    await fake.advance(t, "out_for_delivery")
    await fake.advance(t, "delivered")
    const last = await p.poll(t)
    expect(p.statuses()).toEqual([
      "pending_pickup",
      "picked_up",
      "in_transit",
      "at_hub",
      "out_for_delivery",
      "delivery_attempted",
      "out_for_delivery",
      "delivered",
    ])
    const times = last.map((e) => e.occurred_at)
    expect([...times].sort()).toEqual(times)
    expect(last[last.length - 1]).toMatchObject({ status: "delivered", raw_status: "livred", location: "Station Alger" })
    expect((await adapter.tracking([t]))[t]).toEqual(last)
  }, 60_000)

  it("follows returns, cancellations and states EcoTrack does not document, in one batch", async () => {
    const created = await adapter.createParcels([draft(), draft(), draft(), draft()])
    const [ret, cancelled, odd, gone] = created.map((c) => (c as { tracking: string }).tracking)
    await adapter.validate([ret, odd])
    for (const step of ["picked_up", "at_hub", "out_for_delivery", "delivery_attempted", "returning", "returning", "returned"] as const)
      await fake.advance(ret, step)
    await fake.advance(cancelled, "cancelled")
    await fake.advance(odd, "unknown", "Bloqué au centre")
    await fake.advance(odd, "on_hold") // a state of its own after the last activity
    await adapter.cancel(gone)
    const all = await adapter.tracking([ret, cancelled, odd, gone])
    expect(Object.keys(all).sort()).toEqual([ret, cancelled, odd].sort()) // the deleted one is left out, the others asked again
    expect(all[ret].map((e) => e.status)).toEqual([
      "pending_pickup",
      "picked_up",
      "at_hub",
      "out_for_delivery",
      "delivery_attempted",
      "returning",
      "returning",
      "returned",
    ])
    expect(all[ret].slice(-3).map((e) => e.raw_status)).toEqual(["return_asked", "return_in_transit", "Return_received"])
    expect(all[cancelled]).toEqual([expect.objectContaining({ status: "cancelled", raw_status: "Annulé" })])
    expect(all[odd].map((e) => e.status)).toEqual(["pending_pickup", "on_hold"])
    expect(sent(/get\/trackings\/info$/)).toBe(2)
    await expect(adapter.tracking(Array.from({ length: 101 }, (_, i) => `EC${i}`))).rejects.toMatchObject({ kind: "validation" })
  }, 60_000)

  it("maps every documented word, keeps unknown ones as unknown", () => {
    expect(activityStatus("Return_received")).toBe("returned")
    expect(activityStatus("notification_on_order")).toBeNull()
    expect(activityStatus("teleported")).toBe("unknown")
    expect(stateStatus("Retours reçu")).toBe("returned")
    expect(stateStatus("retours recu")).toBe("returned")
    expect(stateStatus("Livré non encaissé")).toBe("delivered")
    expect(stateStatus("vers_wilaya")).toBe("in_transit")
    expect(stateStatus("Suspendus")).toBe("on_hold")
    expect(stateStatus("Bloqué au centre")).toBe("unknown")
  })
})

describe("tariffs and geography", () => {
  it("fees: one line per served wilaya, home, desk and return fee", async () => {
    const fees = await adapter.fees()
    expect(fees).toHaveLength(55)
    expect(fees.find((f) => f.wilaya_code === 16)).toEqual({ wilaya_code: 16, commune_name: null, home_fee: 400, desk_fee: 250, return_fee: 200 })
    expect(fees.find((f) => f.wilaya_code === 11)).toMatchObject({ home_fee: 1100, return_fee: 350 })
    expect(fees.some((f) => f.wilaya_code === 50)).toBe(false)
  })

  it("stop-desks: the station code orders take, with the desk's address and map position", async () => {
    const desks = await adapter.stopDesks()
    expect(desks.length).toBeGreaterThanOrEqual(55)
    expect(desks.find((d) => d.id === "1621")).toMatchObject({
      name: "Station Bab Ezzouar",
      wilaya_code: 16,
      commune_name: "Bab Ezzouar",
      address: expect.any(String),
    })
    const bab = desks.find((d) => d.id === "1621")!
    expect(bab.latitude).toBeCloseTo(36.72, 1)
    expect(desks.some((d) => [50, 54, 56].includes(d.wilaya_code))).toBe(false)
  })

  it("communes: the courier's spelling, its stations, and whether the tenant delivers there", async () => {
    const communes = await adapter.communes()
    expect(communes).toHaveLength(1541)
    expect(communes.find((c) => c.name === "Bab Ezzouar")).toEqual({
      wilaya_code: 16,
      name: "Bab Ezzouar",
      name_ar: null,
      has_stop_desk: true,
      deliverable: true,
    })
    expect(communes.find((c) => c.name === "Hydra")).toMatchObject({ has_stop_desk: false, deliverable: true })
    expect(communes.find((c) => c.wilaya_code === 54)).toMatchObject({ deliverable: false })
  })
})

describe("failures", () => {
  it("malformed answers, 5xx and time-outs map onto their kinds", async () => {
    fake.fault({ kind: "garbage" }, /get\/fees/)
    await expect(adapter.fees()).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { livraison: "cheap" } }, /get\/fees/)
    await expect(adapter.fees()).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { results: {} } }, /create\/orders/)
    await expect(adapter.createParcels([draft(), draft()])).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 503, body: "<h1>Service Unavailable</h1>" }, /get\/wilayas/)
    await expect(adapter.communes()).rejects.toMatchObject({ kind: "unavailable", retryable: true })
    fake.fault({ kind: "delay", ms: 1500 }, /validate\/token/)
    await expect(make(TOKEN, fake.url, 300).testCredentials()).rejects.toMatchObject({ kind: "timeout" })
  })

  it("a 429 is rate_limited and the next call waits the Retry-After", async () => {
    fake.fault({ kind: "status", status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "1" } }, /get\/fees/)
    const err = await adapter.fees().catch((e: CourierError) => e)
    expect(err).toMatchObject({ kind: "rate_limited", retryAfterMs: 1000 })
    const t = Date.now()
    await adapter.fees()
    expect(Date.now() - t).toBeGreaterThanOrEqual(900)
  })

  it("the fake's own limit: 50 a minute with X-RateLimit headers, then 429 Too Many Attempts. with Retry-After", async () => {
    const headers = { authorization: `Bearer ${TOKEN}` }
    let remaining = ""
    for (let i = 0; i < 50; i++) remaining = (await fetch(`${fake.url}/api/v1/get/wilayas`, { headers })).headers.get("x-ratelimit-remaining") ?? ""
    expect(remaining).toBe("0")
    const res = await fetch(`${fake.url}/api/v1/get/wilayas`, { headers })
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ message: "Too Many Attempts." })
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0)
    const err = await adapter.fees().catch((e: CourierError) => e)
    expect(err).toMatchObject({ kind: "rate_limited" })
    expect((err as CourierError).retryAfterMs).toBeGreaterThan(0)
  })

  it("under twice the allowed burst, the adapter never exceeds 50 requests in any minute", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        adapter.testCredentials().then(
          () => "ok",
          (e: unknown) => (e instanceof RateLimitWaitError ? "waited too long" : e)
        )
      )
    )
    const unexpected = outcomes.filter((o) => o !== "ok" && o !== "waited too long")
    expect(unexpected).toEqual([])
    expect(fake.log.filter((l) => l.status === 429)).toEqual([])
    expect(fake.peak(60_000)).toBeLessThanOrEqual(50)
    // the budget was used, not just refused: 10 per 15 s window over the minute the callers wait
    expect(outcomes.filter((o) => o === "ok").length).toBeGreaterThanOrEqual(40)
  }, 120_000)
})
