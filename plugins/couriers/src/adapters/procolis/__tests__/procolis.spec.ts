import type { CourierAdapter, ParcelDraft } from "../../../lib/adapter"
import { CourierError } from "../../../lib/errors"
import { MemoryLimiter } from "../../../lib/limiter"
import type { CourierFake } from "../../../fakes/harness"
import { startProcolisFake } from "../../../fakes/procolis"
import { createProcolisAdapter, PROCOLIS_BULK } from ".."
import { procolisStatus } from "../statuses"

const creds = { token: "zr-token-123", key: "zr-key-456" }
let fake: CourierFake
// one account: every adapter built in this file shares its request budget, as the jobs do
const limiter = new MemoryLimiter()
const adapter = (credentials = creds, timeoutMs = 3000): CourierAdapter =>
  createProcolisAdapter({
    account: { base_url: `${fake.url}/api_v1`, credentials },
    limiter,
    limiterKey: "procolis-test-account",
    timeoutMs,
  })
const draft = (reference: string, over: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference,
  first_name: "Amina",
  last_name: "Benali",
  phone: "0551234567",
  address: "12 rue Didouche Mourad",
  wilaya_code: 16,
  wilaya_name: "Alger",
  commune_name: "Bab El Oued",
  cash_to_collect: 4900,
  declared_value: 4500,
  products: "1 × Robe kabyle (M, rouge)",
  quantity: 1,
  kind: "delivery",
  ...over,
})

beforeAll(async () => {
  fake = await startProcolisFake({ credentials: creds })
})
afterAll(() => fake.close())

describe("Procolis (ZR Express) adapter against its fake", () => {
  it("checks credentials, and a wrong key is an auth failure", async () => {
    await expect(adapter().testCredentials()).resolves.toEqual({ ok: true })
    await expect(adapter({ token: creds.token, key: "wrong" }).testCredentials()).rejects.toMatchObject({ kind: "auth", status: 401 })
  })

  it("creates one parcel, and in bulk answers per parcel with the refused one named", async () => {
    const [one] = await adapter().createParcels([draft("SHOP-1001")])
    expect(one).toMatchObject({ reference: "SHOP-1001", ok: true, tracking: "SHOP-1001" })
    const results = await adapter().createParcels([
      draft("SHOP-1002"),
      draft("SHOP-1003", { phone: "12345" }),
      draft("SHOP-1004", { commune_name: "Oran" }),
      draft("SHOP-1005", { wilaya_code: 31, wilaya_name: "Oran", commune_name: "Es Senia", stop_desk_id: "office" }),
    ])
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true])
    expect(results[1]).toMatchObject({ ok: false, code: "refused", field: "phone" })
    expect(results[2]).toMatchObject({ ok: false, code: "refused", field: "commune_name" })
    expect(fake.parcels().map((p) => p.reference)).toEqual(["SHOP-1001", "SHOP-1002", "SHOP-1005"])
  })

  it("refuses more than the bulk limit before sending anything", async () => {
    const before = fake.log.length
    const drafts = Array.from({ length: PROCOLIS_BULK + 1 }, (_, i) => draft(`BULK-${i}`))
    await expect(adapter().createParcels(drafts)).rejects.toMatchObject({ kind: "validation", field: "parcels" })
    expect(fake.log.length).toBe(before)
  })

  it("reconciles by reference after the answer of a create was lost: never a second parcel", async () => {
    fake.fault({ kind: "drop" }, /POST \/api_v1\/add_colis/)
    const lost = await adapter()
      .createParcels([draft("SHOP-2001")])
      .catch((e: unknown) => e)
    expect(lost).toBeInstanceOf(CourierError)
    expect((lost as CourierError).retryable).toBe(true)
    const found = await adapter().findByReference("SHOP-2001")
    expect(found).toMatchObject({ reference: "SHOP-2001", tracking: "SHOP-2001", status: "pending_pickup" })
    // a blind retry is refused by ZR's own duplicate detection
    const [again] = await adapter().createParcels([draft("SHOP-2001")])
    expect(again).toMatchObject({ ok: false, code: "duplicate" })
    expect(fake.parcels().filter((p) => p.reference === "SHOP-2001")).toHaveLength(1)
    expect(await adapter().findByReference("NOPE-1")).toBeNull()
  })

  it("draws the label itself (no label call in the legacy API) from the parcel read back", async () => {
    const pdf = await adapter().label("SHOP-1001")
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const body = pdf.toString("latin1")
    for (const s of ["SHOP-1001", "Amina Benali", "0551234567", "Bab El Oued", "4900 DA", "ZR Express"]) expect(body).toContain(s)
    expect(body).toContain("%%EOF")
    await expect(adapter().label("NOPE-404")).rejects.toMatchObject({ kind: "not_found" })
  })

  it("cancel is refused with the reason: the legacy API has no cancel call", async () => {
    await expect(adapter().cancel("SHOP-1002")).rejects.toMatchObject({ kind: "refused" })
    expect((await adapter().findByReference("SHOP-1002"))?.status).toBe("pending_pickup")
  })

  it("tracks parcels through their situations, one stable event per situation", async () => {
    const a = adapter()
    const seen: string[] = []
    const ids = new Set<string>()
    for (const [status, reason] of [
      ["in_transit", null],
      ["out_for_delivery", null],
      ["delivery_attempted", "Client ne répond pas"],
      ["delivered", null],
    ] as const) {
      await fake.advance("SHOP-1002", status, reason)
      const { "SHOP-1002": events } = await a.tracking(["SHOP-1002"])
      expect(events).toHaveLength(1)
      seen.push(events[0].status)
      ids.add(events[0].event_id)
      if (status === "delivery_attempted") expect(events[0]).toMatchObject({ raw_status: "Appel sans Réponse 1", raw_reason: "Client ne répond pas" })
    }
    expect(seen).toEqual(["in_transit", "out_for_delivery", "delivery_attempted", "delivered"])
    expect(ids.size).toBe(4)
    const again = await a.tracking(["SHOP-1002", "SHOP-1005", "UNKNOWN-1"])
    expect(again["SHOP-1002"][0].event_id).toBe([...ids][3])
    expect(again["UNKNOWN-1"]).toEqual([])
    await fake.advance("SHOP-1005", "returning")
    await fake.advance("SHOP-1005", "returned")
    expect((await a.tracking(["SHOP-1005"]))["SHOP-1005"][0]).toMatchObject({ status: "returned", raw_status: "Retour Stock" })
  })

  it("maps every known situation and keeps unknown text as unknown", () => {
    expect(procolisStatus("Livrée [ Encaisser ]")).toBe("delivered")
    expect(procolisStatus("retour de dispatché")).toBe("returning")
    expect(procolisStatus("En livraison ( 1528 )")).toBe("out_for_delivery")
    expect(procolisStatus("SD - Appel sans Réponse 2")).toBe("delivery_attempted")
    expect(procolisStatus("Quelque chose de nouveau")).toBe("unknown")
  })

  it("reads the tariff: home, desk and return fee for each of the 58 wilayas", async () => {
    const fees = await adapter().fees()
    expect(fees).toHaveLength(58)
    expect(fees.find((f) => f.wilaya_code === 16)).toEqual({ wilaya_code: 16, commune_name: null, home_fee: 400, desk_fee: 300, return_fee: 200 })
    // no stop-desk or commune list in the legacy API
    await expect(adapter().stopDesks()).resolves.toEqual([])
    await expect(adapter().communes()).resolves.toEqual([])
  })

  it("maps 429 onto rate_limited and honours its Retry-After", async () => {
    const a = adapter()
    fake.fault({ kind: "status", status: 429, headers: { "retry-after": "1" }, body: { Statut: "Trop de requêtes" } }, /GET \/api_v1\/token/)
    await expect(a.testCredentials()).rejects.toMatchObject({ kind: "rate_limited", retryAfterMs: 1000 })
    const t = Date.now()
    await a.testCredentials()
    expect(Date.now() - t).toBeGreaterThanOrEqual(900)
  })

  it("maps a malformed answer, a 5xx and a time-out", async () => {
    fake.fault({ kind: "garbage" }, /POST \/api_v1\/lire/)
    await expect(adapter().tracking(["SHOP-1001"])).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { Colis: "nope" } }, /POST \/api_v1\/lire/)
    await expect(adapter().tracking(["SHOP-1001"])).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 503, body: "Service Unavailable" }, /POST \/api_v1\/tarification/)
    await expect(adapter().fees()).rejects.toMatchObject({ kind: "unavailable", retryable: true })
    fake.fault({ kind: "delay", ms: 600 }, /GET \/api_v1\/token/)
    await expect(adapter(creds, 200).testCredentials()).rejects.toMatchObject({ kind: "timeout" })
  })

  it("never exceeds the courier's rate limit under twice the allowed burst", async () => {
    await new Promise((r) => setTimeout(r, 1100))
    const a = adapter()
    const start = fake.log.length
    await Promise.all(Array.from({ length: 10 }, () => a.testCredentials()))
    const calls = fake.log.slice(start)
    expect(calls).toHaveLength(10)
    expect(calls.filter((c) => c.status === 429)).toHaveLength(0)
    // over the whole file (every test's calls), never more than the fake's 5 in any second
    expect(fake.peak(1000)).toBeLessThanOrEqual(5)
    expect(fake.peak(1000)).toBeGreaterThanOrEqual(4)
  }, 20_000)
})
