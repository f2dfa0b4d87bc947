import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { CourierAdapter, ParcelDraft } from "../../../lib/adapter"
import { CourierError } from "../../../lib/errors"
import { MemoryLimiter } from "../../../lib/limiter"
import type { CourierFake } from "../../../fakes/harness"
import { startMaystroFake } from "../../../fakes/maystro"
import { createMaystroAdapter, MAYSTRO_BULK, maystroStatus, maystroWebhook } from ".."

const creds = { token: "maystro-token-abc" }
const secret = "whsec-maystro-test"
let fake: CourierFake
let hook: Server
const received: { body: Buffer; headers: Record<string, string | string[] | undefined>; query: Record<string, string> }[] = []
// one account: every adapter of this file shares its request budget, as the jobs do
const limiter = new MemoryLimiter()
const adapter = (credentials = creds, timeoutMs = 3000): CourierAdapter =>
  createMaystroAdapter({
    account: { base_url: `${fake.url}/api/`, credentials, webhook_secret: secret },
    limiter,
    limiterKey: "maystro-test-account",
    timeoutMs,
  })
const draft = (reference: string, over: Partial<ParcelDraft> = {}): ParcelDraft => ({
  reference,
  first_name: "Karim",
  last_name: reference,
  phone: "0661234567",
  address: "Cité 500 logements, bt 12",
  wilaya_code: 31,
  wilaya_name: "Oran",
  commune_name: "Es Senia",
  cash_to_collect: 3500,
  declared_value: 3000,
  products: "2 × T-shirt (L, noir)",
  quantity: 2,
  kind: "delivery",
  ...over,
})

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers, query: Object.fromEntries(new URL(req.url ?? "/", "http://x").searchParams) })
      res.end("ok")
    })
  })
  await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r))
  fake = await startMaystroFake({ credentials: creds, webhook: { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`, secret } })
})
afterAll(async () => {
  await fake.close()
  await new Promise((r) => hook.close(r))
})

describe("Maystro adapter against its fake", () => {
  it("checks credentials; a wrong token is DRF's 401, an auth failure", async () => {
    await expect(adapter().testCredentials()).resolves.toEqual({ ok: true })
    const err = await adapter({ token: "wrong" })
      .testCredentials()
      .catch((e: CourierError) => e)
    expect(err).toMatchObject({ kind: "auth", status: 401 })
    expect((err as CourierError).message).toContain("Invalid token.")
  })

  it("creates one order, and a bulk hand-over answers per parcel (unknown commune refused before sending, bad phone named)", async () => {
    const [one] = await adapter().createParcels([draft("MY-1001")])
    expect(one).toMatchObject({ reference: "MY-1001", ok: true, courier_fee: 700 })
    const posts = () => fake.log.filter((l) => l.method === "POST" && l.path === "/api/stores/orders/").length
    const before = posts()
    const results = await adapter().createParcels([
      draft("MY-1002"),
      draft("MY-1003", { commune_name: "Bab El Oued" }),
      draft("MY-1004", { phone: "0123" }),
      draft("MY-1005", { wilaya_code: 16, wilaya_name: "Alger", commune_name: "السحاولة" }),
    ])
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true])
    expect(results[1]).toMatchObject({ code: "commune_unknown", field: "commune_name" })
    expect(results[2]).toMatchObject({ code: "refused", field: "phone" })
    expect(posts() - before).toBe(3)
  })

  it("refuses more than the bulk limit before sending anything", async () => {
    const before = fake.log.length
    await expect(adapter().createParcels(Array.from({ length: MAYSTRO_BULK + 1 }, (_, i) => draft(`B-${i}`)))).rejects.toMatchObject({
      kind: "validation",
      field: "parcels",
    })
    expect(fake.log.length).toBe(before)
  })

  it("reconciles by reference after a lost answer; Maystro itself refuses the same name and phone twice a day", async () => {
    fake.fault({ kind: "drop" }, /POST \/api\/stores\/orders\//)
    const lost = await adapter()
      .createParcels([draft("MY-2001")])
      .catch((e: unknown) => e)
    expect((lost as CourierError).retryable).toBe(true)
    const found = await adapter().findByReference("MY-2001")
    expect(found).toMatchObject({ reference: "MY-2001", status: "created", raw_status: "Créé (4)" })
    const [again] = await adapter().createParcels([draft("MY-2001")])
    expect(again).toMatchObject({ ok: false, code: "duplicate" })
    expect(fake.parcels().filter((p) => p.reference === "MY-2001")).toHaveLength(1)
    expect(await adapter().findByReference("MY-NOPE")).toBeNull()
  })

  it("answers the label PDF", async () => {
    const { tracking } = (await adapter().findByReference("MY-1001"))!
    const pdf = await adapter().label(tracking)
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    expect(pdf.toString("latin1")).toContain(`Maystro Delivery #${tracking}`)
    await expect(adapter().label("999")).rejects.toMatchObject({ kind: "not_found" })
  })

  it("cancels before pickup; after pickup the cancel is refused", async () => {
    const a = adapter()
    const t2 = (await a.findByReference("MY-1002"))!.tracking
    await a.cancel(t2)
    expect((await a.findByReference("MY-1002"))!.status).toBe("cancelled")
    const t5 = (await a.findByReference("MY-1005"))!.tracking
    await fake.advance(t5, "picked_up")
    await expect(a.cancel(t5)).rejects.toMatchObject({ kind: "refused" })
    await expect(a.cancel("424242")).rejects.toMatchObject({ kind: "not_found" })
  })

  it("statuses arrive by webhook to the URL holding the account's secret; tracking history agrees; replays carry identical event ids", async () => {
    const a = adapter()
    const t = (await a.findByReference("MY-1001"))!.tracking
    received.length = 0
    for (const s of ["picked_up", "in_transit", "out_for_delivery", "delivery_attempted", "delivered"] as const)
      await fake.advance(t, s, s === "delivery_attempted" ? "Client injoignable" : null)
    expect(received).toHaveLength(5)
    const wh = a.webhook!
    expect(wh.challenge({ crc_token: "x" })).toBeNull()
    // Maystro signs nothing: the registered URL carries the account's secret
    for (const r of received) expect(wh.verify(r.body, r.headers, secret, r.query)).toBe(true)
    expect(received[0].query.token).toBe(secret)
    // wrong token, wrong secret, no token
    expect(wh.verify(received[0].body, received[0].headers, secret, { token: "guess" })).toBe(false)
    expect(wh.verify(received[0].body, received[0].headers, "other-secret", received[0].query)).toBe(false)
    expect(wh.verify(received[0].body, received[0].headers, secret, {})).toBe(false)
    expect(wh.verify(received[0].body, received[0].headers, secret)).toBe(false)
    expect(received[0].body.toString()).toContain(`"status":8`)
    const pushed = received.flatMap((r) => wh.parse(r.body))
    expect(pushed.map((e) => e.status)).toEqual(["picked_up", "in_transit", "out_for_delivery", "delivery_attempted", "delivered"])
    expect(pushed[3]).toMatchObject({ raw_status: "Alerté (32)", raw_reason: "Client injoignable", tracking: t })
    // a relay's batch (array) and a replay of the same event
    const batch = Buffer.from(
      JSON.stringify([JSON.parse(received[4].body.toString()), JSON.parse(received[1].body.toString()), { event: "OrderCreated", payload: {} }])
    )
    const parsed = wh.parse(batch)
    expect(parsed.map((e) => e.status)).toEqual(["in_transit", "delivered"])
    expect(wh.parse(received[4].body)[0].event_id).toBe(pushed[4].event_id)
    expect(() => wh.parse(Buffer.from("not json"))).toThrow(CourierError)
    expect(() => wh.parse(Buffer.from(JSON.stringify({ event: "OrderStatusChanged", payload: { status: 41 } })))).toThrow(/missing/)
    // polling the history gives the same events, oldest first, with the same ids
    const { [t]: history } = await a.tracking([t])
    expect(history.map((e) => e.status)).toEqual(["created", "picked_up", "in_transit", "out_for_delivery", "delivery_attempted", "delivered"])
    expect(history.slice(1).map((e) => e.event_id)).toEqual(pushed.map((e) => e.event_id))
    expect((await a.tracking([t]))[t].map((e) => e.event_id)).toEqual(history.map((e) => e.event_id))
  })

  it("follows a return and keeps unknown codes raw", async () => {
    const a = adapter()
    const t = (await a.findByReference("MY-1005"))!.tracking
    await fake.advance(t, "returning")
    await fake.advance(t, "returned")
    const { [t]: h } = await a.tracking([t, "0"].slice(0, 1))
    expect(h.slice(-2).map((e) => e.status)).toEqual(["returning", "returned"])
    expect(maystroStatus(77)).toEqual({ status: "unknown", raw: "77" })
    expect(maystroStatus(53).status).toBe("lost")
    expect(
      maystroWebhook.parse(
        Buffer.from(JSON.stringify({ event: "OrderStatusChanged", payload: { display_id_order: "1", status: 77, last_update: "2026-09-01T10:00:00Z" } }))
      )[0]
    ).toMatchObject({
      status: "unknown",
      raw_status: "77",
    })
  })

  it("communes, stop-desks (communes with a desk) and fees per wilaya", async () => {
    const a = adapter()
    const communes = await a.communes()
    expect(communes.length).toBeGreaterThan(1400)
    expect(communes.find((c) => c.name === "Es Senia")).toMatchObject({ wilaya_code: 31, deliverable: true })
    const desks = await a.stopDesks()
    expect(desks).toHaveLength(58)
    const desk = desks.find((d) => d.wilaya_code === 16)!
    const [byDesk] = await a.createParcels([
      draft("MY-3001", { wilaya_code: 16, wilaya_name: "Alger", commune_name: desk.commune_name!, stop_desk_id: desk.id }),
    ])
    expect(byDesk).toMatchObject({ ok: true, courier_fee: 300 })
    const fees = await a.fees()
    expect(fees).toHaveLength(58)
    expect(fees.find((f) => f.wilaya_code === 16)).toEqual({ wilaya_code: 16, commune_name: null, home_fee: 400, desk_fee: 300, return_fee: null })
  }, 60_000)

  it("429 is rate_limited and its Retry-After is honoured; malformed, 5xx and time-out mapped", async () => {
    const a = adapter()
    fake.fault(
      { kind: "status", status: 429, headers: { "retry-after": "1" }, body: { detail: "Request was throttled. Expected available in 1 seconds." } },
      /GET \/api\/shared\/wilayas/
    )
    await expect(a.testCredentials()).rejects.toMatchObject({ kind: "rate_limited", retryAfterMs: 1000 })
    const t = Date.now()
    await a.testCredentials()
    expect(Date.now() - t).toBeGreaterThanOrEqual(900)
    fake.fault({ kind: "garbage" }, /GET \/api\/stores\/orders/)
    await expect(a.findByReference("MY-1001")).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 200, body: { list: null } }, /GET \/api\/stores\/orders/)
    await expect(a.findByReference("MY-1001")).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "status", status: 502, body: "<html>Bad Gateway</html>" }, /GET \/api\/shared\/wilayas/)
    await expect(a.testCredentials()).rejects.toMatchObject({ kind: "unavailable" })
    fake.fault({ kind: "delay", ms: 600 }, /GET \/api\/shared\/wilayas/)
    await expect(adapter(creds, 200).testCredentials()).rejects.toMatchObject({ kind: "timeout" })
  })

  it("never exceeds the courier's rate limit under twice the allowed burst", async () => {
    const a = adapter()
    const start = fake.log.length
    await Promise.all(Array.from({ length: 20 }, () => a.testCredentials()))
    const calls = fake.log.slice(start)
    expect(calls).toHaveLength(20)
    expect(calls.filter((c) => c.status === 429)).toHaveLength(0)
    expect(fake.peak(1000)).toBeLessThanOrEqual(10)
    expect(fake.peak(60_000)).toBeLessThanOrEqual(300)
  }, 20_000)
})
