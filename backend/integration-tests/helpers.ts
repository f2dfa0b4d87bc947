import type { MedusaContainer } from "@medusajs/framework/types"
import seed, { type SeedOptions } from "../src/scripts/seed"
import { DEMO_ADMIN } from "../src/scripts/seed/admin-user"
import { mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"

export type SeedOutput = { publishable_key: string; inserted: { admin: boolean; wilayas: number; communes: number } }

/** Runs the real seed script against the test app and returns what it wrote. */
export async function runSeed(container: MedusaContainer, options: SeedOptions = {}): Promise<SeedOutput> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dz-seed-"))
  const out = path.join(dir, "seed.json")
  process.env.SEED_OUTPUT = out
  try {
    await seed({ container, args: [] } as any, options)
  } finally {
    delete process.env.SEED_OUTPUT
  }
  try {
    return JSON.parse(readFileSync(out, "utf8"))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Logs the demo admin in and returns headers for admin calls. */
export async function adminHeaders(api: any) {
  const { data } = await api.post("/auth/user/emailpass", DEMO_ADMIN)
  return { headers: { authorization: `Bearer ${data.token}` } }
}

export const storeHeaders = (key: string) => ({ headers: { "x-publishable-api-key": key } })

/** axios throws on 4xx; tests want the response. */
export async function attempt(p: Promise<any>) {
  try {
    return await p
  } catch (e: any) {
    if (e.response) return e.response
    throw e
  }
}

/** Every admin route listed answers 401 to a caller without a session or token. */
export async function expectStaffOnly(api: any, routes: string[][]) {
  for (const [method, url] of routes) {
    const res = await attempt(method === "post" ? api.post(url, {}) : api[method](url))
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
 * start once that is over.
 */
export async function listingSettled(pg: { raw(sql: string): Promise<{ rows: any[] }> }, { quietMs = 1500, maxMs = 120_000 } = {}) {
  const version = async () => (await pg.raw(`select version from listing_state where id = 1`)).rows[0]?.version
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
