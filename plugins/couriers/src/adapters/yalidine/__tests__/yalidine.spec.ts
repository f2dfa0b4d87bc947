import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { CourierAdapter, ParcelDraft, TrackingEvent } from "../../../lib/adapter"
import { CourierError } from "../../../lib/errors"
import { MemoryLimiter, type Limiter } from "../../../lib/limiter"
import { FAKES } from "../../../fakes"
import { startYalidineFake, type YalidineFake, type YalidineFakeOptions } from "../../../fakes/yalidine"
import { loadYalidineGeo, yalidineFees } from "../../../fakes/yalidine/data"
import { ADAPTERS } from "../.."
import { buildYalidineAdapter, YALIDINE_BULK_LIMIT, YALIDINE_RATE_RULES, type YalidineAdapter } from ".."
import { mapYalidineStatus, YALIDINE_STATUSES } from "../statuses"
import { parseYalidinePayments, signYalidine, yalidineWebhook } from "../webhook"

jest.setTimeout(60_000)

const CREDENTIALS = { api_id: "94986571734304520846", api_token: "5MKfvcyQtO3eouL6tDv0VDFhUT8Sc7w5" }
const SECRET = "whsec_yalidine_test"
/** An account granted more than the default quotas (Yalidine raises them on request): functional tests never wait on each other. */
const ROOMY: YalidineFakeOptions["quotas"] = { second: 200, minute: 100_000, hour: 1_000_000, day: 10_000_000 }
const unlimited: Limiter = { take: async () => {}, pause: async () => {} }

let keys = 0
const adapterFor = (
  fake: { url: string },
  over: { credentials?: Record<string, string>; from?: number | null; limiter?: Limiter; key?: string } = {}
): YalidineAdapter =>
  buildYalidineAdapter({
    account: {
      base_url: fake.url,
      credentials: over.credentials ?? CREDENTIALS,
      webhook_secret: SECRET,
      from_wilaya_code: over.from === undefined ? 16 : over.from,
    },
    limiter: over.limiter ?? new MemoryLimiter(),
    limiterKey: over.key ?? `yal-test-${process.pid}-${++keys}`,
    timeoutMs: 3000,
  })

let refs = 0
const draft = (over: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference: `DZ-${Date.now().toString(36)}-${++refs}`,
  first_name: "Amina",
  last_name: "Bensalem",
  phone: "0550123456",
  address: "Cité des 200 logements, bt 4",
  wilaya_code: 16,
  wilaya_name: "Alger",
  commune_name: "Bordj El Kiffan",
  cash_to_collect: 4200,
  declared_value: 3500,
  products: "1 × Robe kabyle (M, rouge)",
  quantity: 1,
  kind: "delivery",
  ...over,
})

/** What the couriers module does on hand-over: reconcile by reference before sending again. */
async function handOverOnce(adapter: CourierAdapter, d: ParcelDraft, attempts = 3): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const existing = await adapter.findByReference(d.reference)
    if (existing) return existing.tracking
    try {
      const [r] = await adapter.createParcels([d])
      if (r.ok) return r.tracking
      throw new Error(r.message)
    } catch (e) {
      if (!(e instanceof CourierError) || !e.retryable) throw e
    }
  }
  throw new Error("not handed over")
}

/** The shop's webhook route, as the module will mount it: challenge, signature on the raw body, then parse. */
type Received = { raw: Buffer; headers: IncomingHttpHeaders; status: number }
async function startReceiver(handler = yalidineWebhook, secret = SECRET) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1")
      if (req.method === "GET") {
        const answer = handler.challenge(Object.fromEntries(url.searchParams))
        res.writeHead(answer ? 200 : 400, { "content-type": "text/plain" })
        return res.end(answer ?? "no crc_token")
      }
      const raw = Buffer.concat(chunks)
      const status = handler.verify(raw, req.headers, secret) ? 200 : 401
      received.push({ raw, headers: req.headers, status })
      res.writeHead(status)
      res.end()
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/yalidine`
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) }
}

describe("Yalidine adapter against its fake", () => {
  let fake: YalidineFake
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
    fake = await startYalidineFake({ credentials: CREDENTIALS, webhook: { url: receiver.url, secret: SECRET }, quotas: ROOMY })
  })
  afterAll(async () => {
    await fake.close()
    await receiver.close()
  })

  it("is registered, and the registry's fake is this one", () => {
    expect(ADAPTERS.yalidine).toBeDefined()
    expect(FAKES.yalidine).toBe(startYalidineFake)
    const a = ADAPTERS.yalidine!({ account: { base_url: fake.url, credentials: CREDENTIALS }, limiter: unlimited, limiterKey: "x" })
    expect(a).toMatchObject({ key: "yalidine", bulkLimit: YALIDINE_BULK_LIMIT, needsValidation: false })
    expect(a.webhook).not.toBeNull()
  })

  it("tests credentials; wrong ones are refused as auth (Yalidine's 401)", async () => {
    await expect(adapterFor(fake).testCredentials()).resolves.toEqual({ ok: true })
    await expect(adapterFor({ url: `${fake.url}/v1/` }).testCredentials()).resolves.toEqual({ ok: true })
    const err = await adapterFor(fake, { credentials: { api_id: CREDENTIALS.api_id, api_token: "wrong" } })
      .testCredentials()
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CourierError)
    expect(err).toMatchObject({ kind: "auth", status: 401 })
    expect((err as Error).message).toMatch(/X-API-TOKEN/)
  })

  it("creates one parcel, then finds it by reference", async () => {
    const adapter = adapterFor(fake)
    const d = draft({ phone_2: "021234567" })
    const [r] = await adapter.createParcels([d])
    if (!r.ok) throw new Error(r.message)
    expect(r.tracking).toMatch(/^yal-[0-9A-Z]+$/)
    expect(r.label_url).toContain(fake.labelUrl)
    expect(fake.parcels()).toContainEqual({ tracking: r.tracking, reference: d.reference })
    await expect(adapter.findByReference(d.reference)).resolves.toEqual({
      reference: d.reference,
      tracking: r.tracking,
      label_url: r.label_url,
      status: "created",
      raw_status: "En préparation",
    })
    await expect(adapter.findByReference("DZ-never-sent")).resolves.toBeNull()
  })

  it("creates in bulk with a partial failure: one result per draft, in order, the courier's and ours", async () => {
    const adapter = adapterFor(fake)
    const good = draft()
    const desk = draft({ stop_desk_id: "163001", kind: "exchange", product_to_collect: "La robe en taille S" })
    const unknownCommune = draft({ commune_name: "Atlantis" })
    const badPhone = draft({ phone: "12345" })
    const tooMuch = draft({ cash_to_collect: 150_001 })
    // As the couriers module sends it: the wilaya by its code (Yalidine's spelling comes from the id).
    const byCode = draft({ wilaya_code: 19, wilaya_name: "19", commune_name: "El Eulma" })
    const newWilaya = draft({ wilaya_code: 68, wilaya_name: "Bou Saâda", commune_name: "Bou Saada" })
    const dup = { ...good }
    const posts = fake.log.filter((l) => l.method === "POST").length
    const results = await adapter.createParcels([good, desk, unknownCommune, badPhone, tooMuch, dup, byCode, newWilaya])
    expect(results.map((r) => r.reference)).toEqual([good, desk, unknownCommune, badPhone, tooMuch, dup, byCode, newWilaya].map((d) => d.reference))
    expect(results[0]).toMatchObject({ ok: true })
    expect(results[1]).toMatchObject({ ok: true })
    // Refused by Yalidine (200, success: false, its message naming the parameter).
    expect(results[2]).toMatchObject({ ok: false, code: "validation", field: "commune_name" })
    expect(results[2].ok === false && results[2].message).toMatch(/Atlantis/)
    // Refused before sending (Yalidine's documented rules).
    expect(results[3]).toMatchObject({ ok: false, code: "validation", field: "phone" })
    expect(results[4]).toMatchObject({ ok: false, code: "validation", field: "cash_to_collect" })
    expect(results[5]).toMatchObject({ ok: false, code: "duplicate_reference" })
    expect(results[6]).toMatchObject({ ok: true })
    expect(results[7]).toMatchObject({ ok: false, code: "validation", field: "wilaya_code" })
    expect(fake.log.filter((l) => l.method === "POST").length).toBe(posts + 1)
    const mine = fake.parcels().filter((p) => [good, desk, unknownCommune, byCode].some((d) => d.reference === p.reference))
    expect(mine.map((p) => p.reference).sort()).toEqual([good.reference, desk.reference, byCode.reference].sort())
  })

  it("refuses more than the bulk limit before sending anything", async () => {
    const posts = fake.log.filter((l) => l.method === "POST").length
    const many = Array.from({ length: YALIDINE_BULK_LIMIT + 1 }, () => draft())
    await expect(adapterFor(fake).createParcels(many)).rejects.toMatchObject({ kind: "validation" })
    expect(fake.log.filter((l) => l.method === "POST").length).toBe(posts)
  })

  it("needs the departure wilaya", async () => {
    await expect(adapterFor(fake, { from: null }).createParcels([draft()])).rejects.toMatchObject({ kind: "validation", field: "from_wilaya_code" })
  })

  it("never makes a parcel twice when the answer of a create is lost: it reconciles by reference", async () => {
    const adapter = adapterFor(fake)
    const d = draft()
    fake.fault({ kind: "drop" }, /^POST \/v1\/parcels/)
    const lost = await adapter.createParcels([d]).catch((e: unknown) => e)
    expect(lost).toBeInstanceOf(CourierError)
    expect((lost as CourierError).retryable).toBe(true)
    // The parcel exists at Yalidine although we never heard back.
    expect(fake.parcels().filter((p) => p.reference === d.reference)).toHaveLength(1)
    const tracking = await handOverOnce(adapter, d)
    expect(fake.parcels().filter((p) => p.reference === d.reference)).toEqual([{ tracking, reference: d.reference }])
    // Again (a double click): still one.
    await handOverOnce(adapter, d)
    expect(fake.parcels().filter((p) => p.reference === d.reference)).toHaveLength(1)
  })

  it("fetches the label as a PDF through the public URL and its redirect to a signed one", async () => {
    const adapter = adapterFor(fake)
    const d = draft({ first_name: "Karim", last_name: "Haddad" })
    const [r] = await adapter.createParcels([d])
    if (!r.ok) throw new Error(r.message)
    const pdf = await adapter.label(r.tracking)
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    const text = pdf.toString("latin1")
    expect(text).toContain(r.tracking)
    expect(text).toContain("Karim Haddad")
    expect(text).toContain("Bordj El Kiffan")
    expect(text).toContain("4200 DA")
    // The label URL alone is refused once its token is altered (a signed, public link).
    const tampered = await fetch(r.label_url!.replace(/token=[^&]+/, "token=forged"), { redirect: "manual" })
    expect(tampered.status).toBe(403)
    await expect(adapter.label("yal-NOPE00")).rejects.toMatchObject({ kind: "not_found" })
  })

  it("cancels before pickup; after pickup Yalidine refuses", async () => {
    const adapter = adapterFor(fake)
    const [a, b] = await adapter.createParcels([draft(), draft()])
    if (!a.ok || !b.ok) throw new Error("not created")
    await adapter.cancel(a.tracking)
    expect(fake.parcels().map((p) => p.tracking)).not.toContain(a.tracking)
    await fake.advance(b.tracking, "picked_up")
    const err = await adapter.cancel(b.tracking).catch((e: unknown) => e)
    expect(err).toMatchObject({ kind: "refused" })
    expect((err as Error).message).toContain("Ramassé")
    await expect(adapter.cancel("yal-NOPE00")).rejects.toMatchObject({ kind: "not_found" })
  })

  it("tracks histories oldest first, through attempts, delivery and return, with stable event ids", async () => {
    const adapter = adapterFor(fake)
    const [a, b] = await adapter.createParcels([draft(), draft({ stop_desk_id: "163001" })])
    if (!a.ok || !b.ok) throw new Error("not created")
    for (const s of ["pending_pickup", "picked_up", "in_transit", "at_hub", "out_for_delivery"] as const) await fake.advance(a.tracking, s)
    await fake.advance(a.tracking, "delivery_attempted", "Téléphone injoignable")
    await fake.advance(a.tracking, "out_for_delivery")
    await fake.advance(a.tracking, "delivered")
    for (const s of ["picked_up", "in_transit", "out_for_delivery", "delivery_attempted", "returning", "returned"] as const) await fake.advance(b.tracking, s)
    await fake.advanceRaw(b.tracking, "Colis en expertise", null)

    const first = await adapter.tracking([a.tracking, b.tracking])
    const second = await adapter.tracking([b.tracking, a.tracking])
    expect(first[a.tracking].map((e) => e.status)).toEqual([
      "created",
      "pending_pickup",
      "picked_up",
      "in_transit",
      "at_hub",
      "out_for_delivery",
      "delivery_attempted",
      "out_for_delivery",
      "delivered",
    ])
    const attempt = first[a.tracking].find((e) => e.status === "delivery_attempted")!
    expect(attempt).toMatchObject({ raw_status: "Tentative échouée", raw_reason: "Téléphone injoignable" })
    expect(attempt.location).toMatch(/Alger$/)
    expect(first[b.tracking].map((e) => e.status)).toEqual([
      "created",
      "picked_up",
      "in_transit",
      "out_for_delivery",
      "delivery_attempted",
      "returning",
      "returned",
      "unknown",
    ])
    expect(first[b.tracking].at(-1)).toMatchObject({ status: "unknown", raw_status: "Colis en expertise" })
    for (const t of [a.tracking, b.tracking]) {
      const times = first[t].map((e) => e.occurred_at)
      expect([...times].sort()).toEqual(times)
      expect(new Set(first[t].map((e) => e.event_id)).size).toBe(first[t].length)
      expect(second[t]).toEqual(first[t])
    }
    await expect(adapter.tracking(["yal-NOPE00"])).resolves.toEqual({ "yal-NOPE00": [] })
    const payments = await adapter.payments([a.tracking, b.tracking])
    expect(payments[a.tracking]).toEqual({ status: "ready", payment_id: null })
    expect(payments[b.tracking]).toEqual({ status: "not-ready", payment_id: null })
  })

  it("lists stop-desks and communes as Yalidine spells them", async () => {
    const adapter = adapterFor(fake)
    const desks = await adapter.stopDesks()
    expect(desks).toContainEqual(expect.objectContaining({ id: "163001", name: "Centre de Bordj El Kiffan", wilaya_code: 16, commune_name: "Bordj El Kiffan" }))
    const adrar = desks.find((d) => d.id === "10101")!
    expect(adrar.latitude).toBeCloseTo(27.87, 1)
    expect(adrar.longitude).toBeCloseTo(-0.3, 1)
    expect(new Set(desks.map((d) => d.wilaya_code)).size).toBe(58)
    const before = fake.log.filter((l) => l.path.startsWith("/v1/communes")).length
    const communes = await adapter.communes()
    expect(fake.log.filter((l) => l.path.startsWith("/v1/communes")).length - before).toBe(2) // 1,541 communes: two pages of 1,000
    expect(communes).toHaveLength(loadYalidineGeo().communes.length)
    expect(communes).toContainEqual({ wilaya_code: 16, name: "Bordj El Kiffan", name_ar: null, has_stop_desk: true, deliverable: true })
    expect(communes.some((c) => !c.deliverable)).toBe(true)
    // The communes of the 2026 wilayas are under their mother wilaya (Bou Saada: M'sila, 28).
    expect(communes.find((c) => c.name === "Bou Saada")).toMatchObject({ wilaya_code: 28 })
  })

  it("answers an unknown raw status as unknown and keeps the courier's text", () => {
    expect(mapYalidineStatus("Echec livraison")).toBe("returning")
    expect(mapYalidineStatus("LIVRÉ")).toBe("delivered")
    expect(mapYalidineStatus("Nouveau statut")).toBe("unknown")
    expect(Object.keys(YALIDINE_STATUSES)).toHaveLength(31)
  })

  it("maps faults: 5xx → unavailable, a body off the contract → malformed, no answer → timeout", async () => {
    const adapter = adapterFor(fake)
    fake.fault({ kind: "status", status: 503, body: { error: { code: 503, message: "Service Unavailable" } } }, /GET \/v1\/wilayas/)
    await expect(adapter.testCredentials()).rejects.toMatchObject({ kind: "unavailable", status: 503, retryable: true })
    fake.fault({ kind: "garbage" }, /GET \/v1\/wilayas/)
    await expect(adapter.testCredentials()).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { wilayas: "all of them" } }, /GET \/v1\/wilayas/)
    await expect(adapter.testCredentials()).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: ["not", "keyed", "by", "order_id"] }, /POST \/v1\/parcels/)
    await expect(adapter.createParcels([draft()])).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "delay", ms: 3500 }, /GET \/v1\/histories/)
    await expect(adapter.tracking(["yal-SLOW00"])).rejects.toMatchObject({ kind: "timeout", retryable: true })
  })

  describe("webhooks", () => {
    const parseAll = (r: Received[]) => r.flatMap((x) => yalidineWebhook.parse(x.raw))

    it("answers the subscription check with the crc_token", async () => {
      expect(yalidineWebhook.challenge({ subscribe: "", crc_token: "abc123" })).toBe("abc123")
      expect(yalidineWebhook.challenge({})).toBeNull()
      await expect(fake.subscribeWebhook()).resolves.toBe(true)
    })

    it("receives signed batches; a replay carries identical event ids; a bad signature is refused", async () => {
      const adapter = adapterFor(fake)
      const [r] = await adapter.createParcels([draft()])
      if (!r.ok) throw new Error(r.message)
      const from = receiver.received.length
      await fake.advance(r.tracking, "picked_up")
      await fake.advanceBatch([
        { tracking: r.tracking, status: "in_transit" },
        { tracking: r.tracking, status: "out_for_delivery" },
        { tracking: r.tracking, status: "delivery_attempted", reason: "Client absent (reporté)" },
      ])
      const got = receiver.received.slice(from)
      expect(got.map((g) => g.status)).toEqual([200, 200])
      const batch = JSON.parse(got[1].raw.toString("utf8"))
      expect(batch.type).toBe("parcel_status_updated")
      expect(batch.events).toHaveLength(3)
      const events = parseAll(got)
      expect(events.map((e) => e.status)).toEqual(["picked_up", "in_transit", "out_for_delivery", "delivery_attempted"])
      expect(events[3]).toMatchObject({ tracking: r.tracking, raw_status: "Tentative échouée", raw_reason: "Client absent (reporté)" })

      expect(await fake.replayLastWebhook()).toBe(200)
      const replayed = yalidineWebhook.parse(receiver.received.at(-1)!.raw)
      expect(replayed).toEqual(yalidineWebhook.parse(got[1].raw))
      expect(replayed.map((e) => e.event_id)).toEqual(events.slice(1).map((e) => e.event_id))

      // Tampered body, wrong secret, missing header: refused with 401 by the route that verifies.
      const body = got[1].raw.toString("utf8").replace("Client absent", "Client present")
      const post = (headers: Record<string, string>) =>
        fetch(receiver.url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body })
      expect((await post({ "x-yalidine-signature": got[1].headers["x-yalidine-signature"] as string })).status).toBe(401)
      expect((await post({ "x-yalidine-signature": signYalidine(body, "another-secret") })).status).toBe(401)
      expect((await post({})).status).toBe(401)
      expect((await post({ "X-YALIDINE-SIGNATURE": signYalidine(body, SECRET) })).status).toBe(200)
      expect(yalidineWebhook.verify(Buffer.from(body), { "X-Yalidine-Signature": signYalidine(body, SECRET).toUpperCase() }, SECRET)).toBe(true)
      expect(yalidineWebhook.verify(Buffer.from(body), { "x-yalidine-signature": signYalidine(body, SECRET) }, "")).toBe(false)
    })

    it("orders out-of-order events by occurred_at, skips other types, reads deletions and payments", async () => {
      const raw = (o: unknown) => Buffer.from(JSON.stringify(o))
      const events = yalidineWebhook.parse(
        raw({
          type: "parcel_status_updated",
          events: [
            { event_id: "e3", occurred_at: "2026-03-02 10:00:00", data: { tracking: "yal-AAA111", status: "Livré", reason: "" } },
            {
              event_id: "e1",
              occurred_at: "2026-03-01 09:00:00",
              data: { tracking: "yal-AAA111", status: "Sorti en livraison", reason: "", center_name: "Centre de Bordj El Kiffan", wilaya_name: "Alger" },
            },
            { event_id: 2, occurred_at: "2026-03-01T09:30:00Z", data: { tracking: "yal-AAA111", status: "Tentative échouée", reason: "Client ne répond pas" } },
          ],
        })
      )
      expect(events.map((e: TrackingEvent) => e.event_id)).toEqual(["e1", "2", "e3"])
      expect(events[0]).toMatchObject({ occurred_at: "2026-03-01T08:00:00.000Z", location: "Centre de Bordj El Kiffan, Alger", raw_reason: null })
      expect(
        yalidineWebhook.parse(raw({ type: "parcel_edited", events: [{ event_id: "x", occurred_at: "2026-03-01 09:00:00", data: { tracking: "yal-A" } }] }))
      ).toEqual([])
      expect(() => yalidineWebhook.parse(Buffer.from("<html>"))).toThrow(CourierError)
      expect(() => yalidineWebhook.parse(raw({ type: "parcel_status_updated", events: [{ event_id: "x" }] }))).toThrow(/occurred_at/)

      const adapter = adapterFor(fake)
      const [r, s] = await adapter.createParcels([draft(), draft()])
      if (!r.ok || !s.ok) throw new Error("not created")
      const from = receiver.received.length
      await adapter.cancel(r.tracking)
      await fake.advance(s.tracking, "delivered")
      await fake.setPayment(s.tracking, "payed", "PAY-77")
      await new Promise((ok) => setTimeout(ok, 100)) // the deletion's webhook leaves after the DELETE answer
      const got = receiver.received.slice(from)
      expect(parseAll(got)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tracking: r.tracking, status: "cancelled", raw_status: "parcel_deleted" }),
          expect.objectContaining({ tracking: s.tracking, status: "delivered", raw_status: "Livré" }),
        ])
      )
      const payments = got.flatMap((g) => parseYalidinePayments(g.raw))
      expect(payments).toEqual([expect.objectContaining({ tracking: s.tracking, payment_status: "paid", payment_id: "PAY-77" })])
      expect(fake.webhooks().length).toBeGreaterThanOrEqual(3)
    })
  })
})

describe("Yalidine's whole-batch refusal (the older documented behaviour)", () => {
  let fake: YalidineFake
  beforeAll(async () => {
    fake = await startYalidineFake({ credentials: CREDENTIALS, quotas: ROOMY, atomicBatches: true })
  })
  afterAll(() => fake.close())

  it("maps the refusal back onto the parcels it names; the others are free to go again", async () => {
    const adapter = adapterFor(fake)
    const [a, bad, c] = [draft(), draft({ commune_name: "Atlantis" }), draft()]
    const results = await adapter.createParcels([a, bad, c])
    expect(results[1]).toMatchObject({ reference: bad.reference, ok: false, code: "validation", field: "commune_name" })
    expect(results[0]).toMatchObject({ reference: a.reference, ok: false, code: "batch_refused" })
    expect(results[2]).toMatchObject({ reference: c.reference, ok: false, code: "batch_refused" })
    expect(fake.parcels()).toHaveLength(0)
    const again = await adapter.createParcels([a, c])
    expect(again.every((r) => r.ok)).toBe(true)
  })
})

describe("Yalidine fees", () => {
  let fake: YalidineFake
  beforeAll(async () => {
    fake = await startYalidineFake({ credentials: CREDENTIALS, quotas: { second: 1000, minute: 100_000, hour: 1_000_000, day: 10_000_000 } })
  })
  afterAll(() => fake.close())

  it("reads the tariff from the departure wilaya to every wilaya, per commune, with the return fee", async () => {
    // 59 calls: the pacing of the documented quotas is tested below; here the account's limiter lets them go.
    const quotes = await adapterFor(fake, { from: 16, limiter: unlimited }).fees()
    const geo = loadYalidineGeo()
    const expected = yalidineFees(geo, 16, 19)
    const eulma = quotes.find((q) => q.wilaya_code === 19 && q.commune_name === "El Eulma")!
    const line = expected.per_commune["1920"] as { express_home: number; express_desk: number }
    expect(eulma).toEqual({
      wilaya_code: 19,
      commune_name: "El Eulma",
      home_fee: line.express_home,
      desk_fee: line.express_desk,
      return_fee: expected.retour_fee,
    })
    const setif = quotes.find((q) => q.wilaya_code === 19 && q.commune_name === null)!
    expect(setif.home_fee).toBe((expected.per_commune["1901"] as { express_home: number }).express_home)
    expect(new Set(quotes.map((q) => q.wilaya_code)).size).toBe(58)
    expect(quotes.filter((q) => q.commune_name !== null)).toHaveLength(geo.communes.length)
    await expect(adapterFor(fake, { from: null, limiter: unlimited }).fees()).rejects.toMatchObject({ kind: "validation", field: "from_wilaya_code" })
  })
})

describe("Yalidine's documented quotas (5/s, 50/min, 1,000/h, 10,000/day)", () => {
  let fake: YalidineFake
  beforeEach(async () => {
    fake = await startYalidineFake({ credentials: CREDENTIALS })
  })
  afterEach(() => fake.close())

  it("reports the quota left in its headers and answers 429 with Retry-After beyond", async () => {
    const call = () => fetch(`${fake.url}/v1/wilayas/`, { headers: { "X-API-ID": CREDENTIALS.api_id, "X-API-TOKEN": CREDENTIALS.api_token } })
    const first = await call()
    expect(first.headers.get("x-second-quota-left")).toBe("4")
    expect(first.headers.get("x-minute-quota-left")).toBe("49")
    expect(first.headers.get("x-hour-quota-left")).toBe("999")
    expect(first.headers.get("x-day-quota-left")).toBe("9999")
    const rest = await Promise.all(Array.from({ length: 5 }, call))
    expect(rest.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429])
    const refused = rest.find((r) => r.status === 429)!
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(await refused.json()).toEqual({ error: { code: 429, message: "Too Many Requests" } })
  })

  it("a 429 is rate_limited, and the account waits the Retry-After before its next call", async () => {
    const limiter = new MemoryLimiter()
    const adapter = adapterFor(fake, { limiter, key: "acct-429" })
    // Another client of the same account used this second's quota.
    await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${fake.url}/v1/wilayas/`, { headers: { "X-API-ID": CREDENTIALS.api_id, "X-API-TOKEN": CREDENTIALS.api_token } }))
    )
    const err = await adapter.testCredentials().catch((e: unknown) => e)
    expect(err).toMatchObject({ kind: "rate_limited", status: 429, retryable: true })
    const wait = (err as CourierError).retryAfterMs!
    expect(wait).toBeGreaterThanOrEqual(1000)
    const started = Date.now()
    await expect(adapter.testCredentials()).resolves.toEqual({ ok: true })
    expect(Date.now() - started).toBeGreaterThanOrEqual(wait - 50)
  })

  it("two processes of one account at twice the burst never exceed the quotas", async () => {
    // One limiter shared (Redis in production): two adapters, as two backend processes polling.
    const limiter = new MemoryLimiter()
    const a = adapterFor(fake, { limiter, key: "acct-shared" })
    const b = adapterFor(fake, { limiter, key: "acct-shared" })
    const started = Date.now()
    await Promise.all([...Array.from({ length: 5 }, () => a.testCredentials()), ...Array.from({ length: 5 }, () => b.tracking(["yal-AAAAAA"]))])
    expect(fake.log.filter((l) => l.status === 429)).toEqual([])
    expect(fake.log).toHaveLength(10)
    expect(fake.peak(1000)).toBeLessThanOrEqual(5)
    expect(fake.peak(60_000)).toBeLessThanOrEqual(50)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900) // 10 calls at no more than 1 per 250 ms
  })

  it("paces the second and the minute so that no window of the courier's length, wherever it starts, holds more than its limit", () => {
    const [second, minute, hour, day] = YALIDINE_RATE_RULES
    expect((Math.ceil(1000 / second.windowMs) + 1) * second.limit).toBeLessThanOrEqual(5)
    expect((Math.ceil(60_000 / minute.windowMs) + 1) * minute.limit).toBeLessThanOrEqual(50)
    expect(hour).toEqual({ limit: 1000, windowMs: 3_600_000 })
    expect(day).toEqual({ limit: 10_000, windowMs: 86_400_000 })
  })
})
