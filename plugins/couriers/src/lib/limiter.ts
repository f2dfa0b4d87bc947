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
 * Couriers count their quotas over the LAST second, minute, hour and day (Yalidine's `x-*-quota-left`),
 * not over calendar windows: a fixed-window budget lets 5 calls through at 12:00:00.9 and 5 more at
 * 12:00:01.1, ten in 200 ms, and the courier answers 429. So the budget is a sliding log of the calls
 * sent: a call may go when, for every rule, fewer than `limit` calls were sent in the last `windowMs`
 * plus a transit margin (`transitMargin`: a call counted here at t reaches the courier a little later; two calls spaced
 * by exactly the window here can arrive closer than it there). Answers 0 when allowed (the call is
 * logged), else the ms until the oldest call that keeps a window full leaves it.
 */
export const TRANSIT_MARGIN_MS = 150

/** The margin added to a window: 150 ms, at most a tenth of the window (Procolis counts 1 call per 250 ms). */
export const transitMargin = (windowMs: number) => Math.min(TRANSIT_MARGIN_MS, Math.round(windowMs / 10))

const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local pause = tonumber(redis.call('PTTL', KEYS[1]))
if pause > 0 then return pause end
local longest = 0
local wait = 0
for i = 2, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local window = tonumber(ARGV[i + 1])
  if window > longest then longest = window end
  local used = redis.call('ZCOUNT', KEYS[2], '(' .. (now - window), '+inf')
  if used >= limit then
    local oldest = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. (now - window), '+inf', 'WITHSCORES', 'LIMIT', used - limit, 1)
    local w = tonumber(oldest[2]) + window - now + 1
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
redis.call('ZADD', KEYS[2], now, now .. ':' .. ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - longest)
redis.call('PEXPIRE', KEYS[2], longest)
return 0
`

/** The ms to wait before one more call fits every rule, given the sorted send times of the last window. */
export function slidingWait(sent: readonly number[], rules: readonly RateRule[], now: number): number {
  let wait = 0
  for (const r of rules) {
    const window = r.windowMs + transitMargin(r.windowMs)
    const inWindow = sent.filter((at) => at > now - window)
    if (inWindow.length >= r.limit) wait = Math.max(wait, inWindow[inWindow.length - r.limit] + window - now + 1)
  }
  return wait
}

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
    const args = rules.flatMap((r) => [r.limit, r.windowMs + transitMargin(r.windowMs)])
    const id = `${process.pid}:${Math.random().toString(36).slice(2)}`
    return Number(await this.redis.eval(TAKE_SCRIPT, 2, this.prefix + key, `${this.prefix}${key}:sent`, id, ...args))
  }

  async pause(key: string, ms: number): Promise<void> {
    await this.redis.eval("redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) return 0", 1, this.prefix + key, Math.max(1, Math.ceil(ms)))
  }
}

/** The same windows in one process's memory (no Redis: one process serves the shop). */
export class MemoryLimiter extends WindowLimiter {
  private readonly sent = new Map<string, number[]>()
  private readonly pauses = new Map<string, number>()

  protected async tryTake(key: string, rules: readonly RateRule[]): Promise<number> {
    const now = Date.now()
    const paused = (this.pauses.get(key) ?? 0) - now
    if (paused > 0) return paused
    const longest = Math.max(...rules.map((r) => r.windowMs + transitMargin(r.windowMs)))
    const sent = (this.sent.get(key) ?? []).filter((at) => at > now - longest)
    const wait = slidingWait(sent, rules, now)
    if (wait <= 0) sent.push(now)
    this.sent.set(key, sent)
    return wait
  }

  async pause(key: string, ms: number): Promise<void> {
    this.pauses.set(key, Date.now() + ms)
  }
}
