import Redis from "ioredis"
import type { CourierAdapterKey } from "@shop/contracts/couriers"
import { adapterFor } from "../adapters"
import type { CourierAdapter } from "./adapter"
import { MemoryLimiter, RedisLimiter, type Limiter } from "./limiter"
import { openJson } from "./secrets"

let limiter: Limiter | null = null

/** The process's limiter: Redis-backed when REDIS_URL is set (shared by every process), else in memory. */
export function sharedLimiter(): Limiter {
  if (!limiter) {
    const url = process.env.REDIS_URL
    limiter = url ? new RedisLimiter(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })) : new MemoryLimiter()
  }
  return limiter
}

/** What an account row holds that an adapter needs (secrets still sealed). */
export type AccountSecrets = {
  id: string
  adapter: CourierAdapterKey
  base_url: string
  credentials_enc: string
  webhook_secret_enc?: string | null
  from_wilaya_code?: number | null
}

/** The account's adapter, its secrets opened in memory only for the calls it makes. */
export function adapterOf(account: AccountSecrets, opts: { timeoutMs?: number } = {}): CourierAdapter {
  const factory = adapterFor(account.adapter)
  return factory({
    account: {
      base_url: account.base_url,
      credentials: openJson(account.credentials_enc),
      webhook_secret: null,
      from_wilaya_code: account.from_wilaya_code ?? null,
    },
    limiter: sharedLimiter(),
    limiterKey: account.id,
    timeoutMs: opts.timeoutMs,
  })
}
