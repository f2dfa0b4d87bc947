import type { MedusaContainer } from "@medusajs/framework/types"
import seed, { type SeedOptions } from "../src/scripts/seed"
import { DEMO_ADMIN } from "../src/scripts/seed/admin-user"
import type { seedCatalog } from "../src/scripts/seed/catalog"
import type { seedContent } from "../src/scripts/seed/content"
import type { seedOrders } from "../src/scripts/seed/orders"
import type { rebuildListing } from "../src/scripts/rebuild-listing"
import { mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"

/** What the seed script writes to SEED_OUTPUT (backend/src/scripts/seed.ts). */
export type SeedOutput = {
  publishable_key: string
  region_id: string
  sales_channel_id: string
  admin_email: string
  admin_password: string
  inserted: { admin: boolean; staff: number; wilayas: number; communes: number }
  inserted_transporters: number
  inserted_courier_accounts: number
  /** Absent with `{ catalog: false }`. */
  inserted_catalog?: Awaited<ReturnType<typeof seedCatalog>>
  inserted_content?: Awaited<ReturnType<typeof seedContent>>
  /** Absent with `{ catalog: false }` or `{ orders: false }`. */
  inserted_orders?: Awaited<ReturnType<typeof seedOrders>>
  listed_products: Awaited<ReturnType<typeof rebuildListing>>
}

/** Runs the real seed script against the test app and returns what it wrote. */
export async function runSeed(container: MedusaContainer, options: SeedOptions = {}): Promise<SeedOutput> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dz-seed-"))
  const out = path.join(dir, "seed.json")
  process.env.SEED_OUTPUT = out
  try {
    await seed({ container, args: [] }, options)
  } finally {
    delete process.env.SEED_OUTPUT
  }
  try {
    return JSON.parse(readFileSync(out, "utf8"))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What the specs read of an answer of the test runner's HTTP client (axios). */
export type ApiResponse<T = unknown> = { status: number; data: T; headers: Record<string, string> }
/** Medusa's error body (`MedusaError` → `{type, message}`), with the `code` some routes add. */
export type ErrorAnswer = { type: string; message: string; code?: string }
export type RequestConfig = { headers?: Record<string, string> }

/**
 * The test runner's `api` (an axios instance the runner types as `any`), as the helpers call it:
 * each call names the answer type it reads (`api.get<StoreWilayasResponse>(url)`).
 */
export type Api = {
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>
}

/** Logs the demo admin (or another member of staff: `who`) in and returns headers for admin calls. */
export async function adminHeaders(api: Api, who: { email: string; password: string } = DEMO_ADMIN) {
  const { data } = await api.post<{ token: string }>("/auth/user/emailpass", who)
  return { headers: { authorization: `Bearer ${data.token}` } }
}

export const storeHeaders = (key: string) => ({ headers: { "x-publishable-api-key": key } })

const responseOf = (e: unknown) => (typeof e === "object" && e !== null && "response" in e && e.response ? (e.response as ApiResponse) : undefined)

/**
 * axios throws on 4xx; tests want the response. A 4xx answer has the same shape as the awaited one
 * (`status`, `data`, `headers`), its `data` being the error body.
 */
export async function attempt<P>(p: P): Promise<Awaited<P>> {
  try {
    return await p
  } catch (e) {
    const response = responseOf(e)
    if (response) return response as Awaited<P>
    throw e
  }
}

/** Every admin route listed answers 401 to a caller without a session or token. */
export async function expectStaffOnly(api: Api, routes: string[][]) {
  for (const [method, url] of routes) {
    const res = await attempt(method === "post" ? api.post(url, {}) : api[method as "get" | "delete"](url))
    expect([url, res.status]).toEqual([url, 401])
  }
}

/**
 * What the answer cache promises in the mode the specs run in. With REDIS_URL the app loads Medusa's
 * caching module (medusa-config.ts), and the `x-*-cache` header of a cached read says "miss", then
 * "hit" once stored. Without it (the newcomer's `npm test`: in-memory modules) there is no shared
 * cache: every read is computed and says "off", and must still give the same, fresh answer.
 */
export const cacheOn = () => !!process.env.REDIS_URL
export const cacheHeader = (withRedis: "hit" | "miss") => (cacheOn() ? withRedis : "off")

/** Polls until `check` passes: what subscribers refresh (the listing, caches) changes a moment after the write. */
// `read` may return `any` (the test runner's `api` is untyped): `T | Promise<T>` keeps `check`'s argument typed.
export async function eventually<T>(read: () => T | Promise<T>, check: (v: Awaited<T>) => void, ms = 15000): Promise<Awaited<T>> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    try {
      check(v)
      return v
    } catch (e) {
      if (Date.now() > end) throw e
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

/**
 * Waits until the listing version has stood still for `quietMs`: the events a seed queued (about
 * 1,300 for the demo shop) are handled one by one after it, each re-indexing its products and
 * moving the version, for tens of seconds on a busy machine. A test that expects a cache hit must
 * start once that is over. The limit is generous: on two cores shared with other work the queue took
 * over 120 s (CI-style run, 2026-11-28); it only bounds a wait, it measures nothing.
 */
export async function listingSettled(pg: { raw(sql: string): Promise<{ rows: { version: number | string }[] }> }, { quietMs = 1500, maxMs = 240_000 } = {}) {
  // the version, and while products wait in the queue (a drain going on), a value that never repeats
  const version = async () =>
    (
      await pg.raw(
        `select case when exists (select 1 from listing_dirty) then clock_timestamp()::text else version::text end as version from listing_state where id = 1`
      )
    ).rows[0]?.version
  const end = Date.now() + maxMs
  let last = await version()
  let since = Date.now()
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250))
    const now = await version()
    if (now !== last) {
      last = now
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
  }
  throw new Error(`the listing version was still moving after ${maxMs / 1000}s`)
}

/** An axios failure as a plain error (its request and response are circular: jest cannot report them, and its worker dies). */
export const plain = <T>(p: Promise<T>): Promise<T> =>
  p.catch((e: unknown) => {
    const r = (e as { response?: { status: number; data: unknown; config?: { url?: string } } }).response
    return Promise.reject(new Error(r ? `${r.config?.url ?? ""} answered ${r.status}: ${JSON.stringify(r.data)}` : String(e)))
  })

/** The shop's day (`YYYY-MM-DD`, Algeria's time) `days` from today. */
export const dayFrom = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers" }).format(new Date(Date.now() + days * 86_400_000))
