import Redis from "ioredis"
import { startFake, type FakeServer } from "../../fakes/harness"
import { CourierError } from "../errors"
import { CourierHttp, retryAfterMs } from "../http"
import { MemoryLimiter, RedisLimiter, slidingWait, transitMargin, type Limiter } from "../limiter"

describe("CourierHttp against a fake", () => {
  let fake: FakeServer
  let hits = 0
  beforeAll(async () => {
    fake = await startFake({
      authenticate: (req) => (req.headers["x-key"] === "good" ? null : { status: 401, body: { error: { message: "bad key" } } }),
      routes: [
        { method: "GET", pattern: /^\/ok$/, handle: () => ({ status: 200, body: { hits: ++hits } }) },
        {
          method: "POST",
          pattern: /^\/bag$/,
          handle: () => ({ status: 422, body: { message: "The given data was invalid.", errors: { telephone: ["invalid"] } } }),
        },
      ],
      limits: [{ limit: 50, windowMs: 1000 }],
    })
  })
  afterAll(() => fake.close())
  const http = (key = "good", timeoutMs = 2000, limiter: Limiter = new MemoryLimiter()) =>
    new CourierHttp({
      baseUrl: fake.url,
      headers: { "x-key": key },
      limiter,
      limiterKey: `t:${Math.random()}`,
      rules: [{ limit: 100, windowMs: 1000 }],
      timeoutMs,
      describeError: (_s, body) => {
        const errors = (body as { errors?: Record<string, string[]> })?.errors
        const field = errors ? Object.keys(errors)[0] : null
        return field ? { message: `${field}: ${errors![field][0]}`, field } : null
      },
    })

  it("answers JSON and maps each failure onto its kind", async () => {
    expect((await http().request<{ hits: number }>({ path: "/ok" })).body.hits).toBeGreaterThan(0)
    await expect(http("bad").request({ path: "/ok" })).rejects.toMatchObject({ kind: "auth", status: 401 })
    await expect(http().request({ method: "POST", path: "/bag", body: {} })).rejects.toMatchObject({ kind: "validation", field: "telephone" })
    await expect(http().request({ path: "/nope" })).rejects.toMatchObject({ kind: "not_found" })
    fake.fault({ kind: "status", status: 503 })
    await expect(http().request({ path: "/ok" })).rejects.toMatchObject({ kind: "unavailable", retryable: true })
    fake.fault({ kind: "garbage" })
    await expect(http().request({ path: "/ok" })).rejects.toMatchObject({ kind: "malformed" })
    fake.fault({ kind: "delay", ms: 800 })
    await expect(http("good", 200).request({ path: "/ok" })).rejects.toMatchObject({ kind: "timeout" })
    fake.fault({ kind: "drop" })
    const dropped = await http()
      .request({ path: "/ok" })
      .catch((e: unknown) => e)
    expect(dropped).toBeInstanceOf(CourierError)
    expect((dropped as CourierError).retryable).toBe(true)
  })

  it("a 429 pauses the whole account for the Retry-After the courier asked", async () => {
    const limiter = new MemoryLimiter()
    const client = new CourierHttp({ baseUrl: fake.url, headers: { "x-key": "good" }, limiter, limiterKey: "acc", rules: [{ limit: 100, windowMs: 1000 }] })
    fake.fault({ kind: "status", status: 429, headers: { "retry-after": "1" }, body: { message: "slow down" } })
    const err = await client.request({ path: "/ok" }).catch((e: CourierError) => e)
    expect(err).toMatchObject({ kind: "rate_limited", retryAfterMs: 1000 })
    const t = Date.now()
    await client.request({ path: "/ok" })
    expect(Date.now() - t).toBeGreaterThanOrEqual(900)
  })

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("3")).toBe(3000)
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000)
    expect(retryAfterMs(null, 42)).toBe(42)
  })
})

const redisPrefix = `test:couriers:${process.pid}:${Date.now()}:`
describe.each([
  ["memory", () => ({ limiter: new MemoryLimiter() as Limiter, done: async () => {} })],
  [
    "redis",
    () => {
      const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: false, maxRetriesPerRequest: 1 })
      return { limiter: new RedisLimiter(redis, redisPrefix) as Limiter, done: async () => void redis.disconnect() }
    },
  ],
])("%s limiter", (_name, make) => {
  it("never lets more than the limit through in a window, even from several clients at once", async () => {
    const { limiter, done } = make()
    const other = make()
    try {
      const rules = [{ limit: 4, windowMs: 500 }]
      const times: number[] = []
      // two "processes" (two limiters on the same store for redis; the memory one shares its map only in-process)
      const takers = _name === "redis" ? [limiter, other.limiter] : [limiter, limiter]
      await Promise.all(Array.from({ length: 12 }, (_, i) => takers[i % 2].take("k", rules).then(() => times.push(Date.now()))))
      times.sort((a, b) => a - b)
      // the courier counts the last 500 ms, not calendar windows: no 500 ms span anywhere holds 5
      for (let a = 0; a < times.length; a++) {
        expect(times.filter((t) => t >= times[a] && t - times[a] < 500).length).toBeLessThanOrEqual(4)
      }
      expect(times[times.length - 1] - times[0]).toBeGreaterThanOrEqual(500)
      await expect(limiter.take("full", [{ limit: 1, windowMs: 60_000 }])).resolves.toBeUndefined()
      await expect(limiter.take("full", [{ limit: 1, windowMs: 60_000 }], 100)).rejects.toThrow(/budget/)
    } finally {
      await done()
      await other.done()
    }
  })
})

describe("sliding budget", () => {
  const rules = [{ limit: 5, windowMs: 1000 }]
  it("lets a call go only when the last window plus the transit margin has room, and says how long to wait", () => {
    // five calls at the end of one calendar second: a fixed window would let five more go at 1_000
    const sent = [900, 910, 920, 930, 940]
    const margin = transitMargin(1000)
    expect(margin).toBe(100)
    expect(slidingWait(sent, rules, 1_000)).toBe(900 + 1000 + margin - 1_000 + 1)
    expect(slidingWait(sent, rules, 900 + 1000 + margin + 1)).toBe(0)
    expect(slidingWait(sent.slice(0, 4), rules, 1_000)).toBe(0)
  })
  it("waits for the longest of several rules", () => {
    const sent = Array.from({ length: 50 }, (_, i) => i * 1000)
    const wait = slidingWait(sent, [...rules, { limit: 50, windowMs: 60_000 }], 50_000)
    expect(wait).toBe(0 + 60_000 + transitMargin(60_000) - 50_000 + 1)
    // short windows get a tenth of themselves: one call per 250 ms stays four a second
    expect(transitMargin(250)).toBe(25)
  })
})
