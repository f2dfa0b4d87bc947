/**
 * Request budgets shared by every process (decision 0040): one token bucket per account and window,
 * kept in Redis so that two backend processes polling the same courier never exceed its limits
 * together. Without Redis (one process, the embedded demo) the same buckets live in memory.
 */

/** A courier's documented limit: `limit` requests per `windowMs`. */
export type RateRule = { limit: number; windowMs: number }

export interface Limiter {
  /** Waits until one request may go out under every rule for `key` (never longer than `maxWaitMs`, then throws). */
  take(key: string, rules: readonly RateRule[], maxWaitMs?: number): Promise<void>
  /** The courier answered 429: nobody sends for `key` before `ms` have passed. */
  pause(key: string, ms: number): Promise<void>
}

/** Minimal Redis surface used (ioredis' `eval`). */
export type RedisEval = { eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown> }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export class RateLimitWaitError extends Error {
  constructor(key: string, waitMs: number) {
    super(`courier request budget of ${key} exhausted: the next slot is in ${Math.ceil(waitMs / 1000)} s`)
    this.name = "RateLimitWaitError"
  }
}

/**
 * Fixed windows are what couriers count (per second, minute, hour, day): a request is allowed when
 * every window still has room, and then counted in all of them at once (atomically, in one script).
 * Answers 0 when allowed, else the ms to wait before the fullest window rolls over.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local pause = tonumber(redis.call('PTTL', KEYS[1]))
if pause > 0 then return pause end
local n = (#ARGV - 1) / 2
for i = 1, n do
  local limit = tonumber(ARGV[2 * i])
  local window = tonumber(ARGV[2 * i + 1])
  local k = KEYS[1] .. ':' .. window .. ':' .. math.floor(now / window)
  local used = tonumber(redis.call('GET', k) or '0')
  if used >= limit then return window - (now % window) end
end
for i = 1, n do
  local window = tonumber(ARGV[2 * i + 1])
  local k = KEYS[1] .. ':' .. window .. ':' .. math.floor(now / window)
  redis.call('INCR', k)
  redis.call('PEXPIRE', k, window + 1000)
end
return 0
`

abstract class WindowLimiter implements Limiter {
  protected abstract tryTake(key: string, rules: readonly RateRule[]): Promise<number>
  abstract pause(key: string, ms: number): Promise<void>

  async take(key: string, rules: readonly RateRule[], maxWaitMs = 60_000): Promise<void> {
    const started = Date.now()
    for (;;) {
      const wait = await this.tryTake(key, rules)
      if (wait <= 0) return
      if (Date.now() - started + wait > maxWaitMs) throw new RateLimitWaitError(key, wait)
      await sleep(Math.min(wait, 1000) + Math.floor(Math.random() * 20))
    }
  }
}

export class RedisLimiter extends WindowLimiter {
  constructor(
    private readonly redis: RedisEval,
    private readonly prefix = "couriers:rate:"
  ) {
    super()
  }

  protected async tryTake(key: string, rules: readonly RateRule[]): Promise<number> {
    const args = rules.flatMap((r) => [r.limit, r.windowMs])
    return Number(await this.redis.eval(TAKE_SCRIPT, 1, this.prefix + key, Date.now(), ...args))
  }

  async pause(key: string, ms: number): Promise<void> {
    await this.redis.eval("redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) return 0", 1, this.prefix + key, Math.max(1, Math.ceil(ms)))
  }
}

/** The same windows in one process's memory (no Redis: one process serves the shop). */
export class MemoryLimiter extends WindowLimiter {
  private readonly counts = new Map<string, { n: number; until: number }>()
  private readonly pauses = new Map<string, number>()

  protected async tryTake(key: string, rules: readonly RateRule[]): Promise<number> {
    const now = Date.now()
    const paused = (this.pauses.get(key) ?? 0) - now
    if (paused > 0) return paused
    const slots = rules.map((r) => {
      const k = `${key}:${r.windowMs}:${Math.floor(now / r.windowMs)}`
      return { k, r, used: this.counts.get(k)?.n ?? 0 }
    })
    const full = slots.find((s) => s.used >= s.r.limit)
    if (full) return full.r.windowMs - (now % full.r.windowMs)
    for (const s of slots) this.counts.set(s.k, { n: s.used + 1, until: now + s.r.windowMs })
    if (this.counts.size > 10_000) for (const [k, v] of this.counts) if (v.until < now) this.counts.delete(k)
    return 0
  }

  async pause(key: string, ms: number): Promise<void> {
    this.pauses.set(key, Date.now() + ms)
  }
}
