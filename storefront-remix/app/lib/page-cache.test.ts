// The page micro-cache of server.mjs (decision 0078) in front of a stand-in renderer that counts its
// renders and embeds what a real page would: a nonce in the CSP header and in script tags, and, on a
// private page, the visitor's own token. The cache's real counterpart is checked by the e2e journey.
import { randomBytes } from "node:crypto"
import type { AddressInfo } from "node:net"
import express from "express"
// @ts-expect-error the compression middleware ships no types (server.mjs is plain JavaScript)
import compression from "compression"
import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module of the server (no types)
import { lifeMs, nonceOf, pageCache, publicMaxAge, TTL_MS, withoutClickParams } from "../../page-cache.mjs"

type Checked = { version: string | null; stock?: string | null; valid_for: number | null }
const servers: { close(): void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function start(opts: { version: () => Checked; now?: () => number }) {
  const state = { renders: 0, price: "1 200 DA", inStock: true, urls: [] as string[] }
  const app = express()
  app.use(compression())
  const cache = pageCache({ readVersion: async () => opts.version(), now: opts.now })
  app.use(cache)
  app.get("*", (req, res) => {
    state.renders++
    state.urls.push(req.originalUrl)
    const nonce = randomBytes(16).toString("base64")
    res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}'`)
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    if (req.path.startsWith("/landing")) {
      // a page showing availability, public since the form's token is fetched after it (decision 0080)
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate, s-maxage=60")
      res.setHeader("X-Page-Stock", "1")
      return void res.end(`<html><p>${state.inStock ? "en stock" : "épuisé"}</p><a href="${req.originalUrl}"></a><script nonce="${nonce}"></script></html>`)
    }
    if (req.path.startsWith("/product")) {
      // the order form's page: the visitor's token, never shared
      const token = randomBytes(8).toString("hex")
      res.setHeader("Cache-Control", "no-store")
      res.setHeader("Set-Cookie", `dz_csrf=${token}; HttpOnly`)
      return void res.end(`<html><input name="csrf" value="${token}"><script nonce="${nonce}"></script></html>`)
    }
    res.setHeader("Cache-Control", req.query.promo ? "public, max-age=3" : "public, max-age=60, stale-while-revalidate=600")
    // streamed in several writes, as React does
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`)
    setTimeout(() => res.end(`<body>${"x".repeat(5000)}<p>${state.price}</p><script nonce="${nonce}">2</script></body></html><!--$-->`), 2)
  })
  const server = app.listen(0)
  servers.push(server)
  await new Promise((r) => server.once("listening", r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + path, { headers })
    return {
      state: r.headers.get("x-page-cache"),
      csp: r.headers.get("content-security-policy") ?? "",
      cookie: r.headers.get("set-cookie"),
      headers: r.headers,
      body: await r.text(),
    }
  }
  return { get, state, cache }
}

const withoutNonce = (page: { csp: string; body: string }) => page.body.replaceAll(nonceOf(page.csp), "NONCE")

describe("page cache", () => {
  it("renders a public page once per version and serves the same bytes with a fresh nonce", async () => {
    const s = await start({ version: () => ({ version: "1.1", valid_for: null }) })
    const first = await s.get("/catalog/category/a?sort=price_asc")
    const second = await s.get("/catalog/category/a?sort=price_asc")
    expect([first.state, second.state]).toEqual(["miss", "hit"])
    expect(s.state.renders).toBe(1)
    expect(nonceOf(second.csp)).not.toBe(nonceOf(first.csp))
    expect(second.body).toContain(`nonce="${nonceOf(second.csp)}"`)
    expect(second.body).not.toContain(nonceOf(first.csp))
    expect(withoutNonce(second)).toBe(withoutNonce(first))
    expect(second.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600")
    // another query, host or language is another page
    await s.get("/catalog/category/a?sort=price_desc")
    await s.get("/ar/catalog/category/a?sort=price_asc")
    expect(s.state.renders).toBe(3)
  })

  it("never serves a page of an older version: the next request after a change renders it", async () => {
    let version = "1.1"
    const s = await start({ version: () => ({ version, valid_for: null }) })
    expect((await s.get("/")).body).toContain("1 200 DA")
    expect((await s.get("/")).state).toBe("hit")
    s.state.price = "990 DA"
    version = "1.2" // a price changed: the listing's version moved
    const after = await s.get("/")
    expect(after.state).toBe("miss")
    expect(after.body).toContain("990 DA")
    expect((await s.get("/")).body).toContain("990 DA")
  })

  it("keeps nothing of a page holding a visitor's token, and nothing when there is no version", async () => {
    const s = await start({ version: () => ({ version: "1.1", valid_for: null }) })
    const a = await s.get("/product/x")
    const b = await s.get("/product/x")
    expect(a.cookie).toBeTruthy()
    expect(b.cookie).toBeTruthy()
    expect(b.cookie).not.toBe(a.cookie)
    expect(b.body).not.toBe(a.body)
    expect(s.state.renders).toBe(2)
    const off = await start({ version: () => ({ version: null, valid_for: null }) })
    await off.get("/")
    expect((await off.get("/")).state).toBe("off")
    expect(off.state.renders).toBe(2)
  })

  it("bounds an entry's life by the clock: its max-age, the next sale start or end, TTL_MS", async () => {
    let t = 1_000_000
    let validFor: number | null = 2
    const s = await start({ version: () => ({ version: "1.1", valid_for: validFor }), now: () => t })
    await s.get("/")
    t += 1_500
    expect((await s.get("/")).state).toBe("hit")
    t += 1_000 // the sale ended: rendered again
    validFor = null
    expect((await s.get("/")).state).toBe("miss")
    t += TTL_MS - 1
    expect((await s.get("/")).state).toBe("hit")
    t += 2
    expect((await s.get("/")).state).toBe("miss")
    expect(lifeMs(3, null)).toBe(3000)
    expect(publicMaxAge("no-store")).toBeNull()
    expect(publicMaxAge("private, max-age=60")).toBeNull()
    // a page browsers must ask again (availability) is still kept by this shared cache for its s-maxage
    expect(publicMaxAge("public, max-age=0, must-revalidate, s-maxage=60")).toBe(60)
    expect(publicMaxAge("public, max-age=60, stale-while-revalidate=600")).toBe(60)
  })

  it("stores the page, not its compression: a client without gzip after one with it gets plain HTML", async () => {
    const s = await start({ version: () => ({ version: "1.1", valid_for: null }) })
    await s.get("/", { "accept-encoding": "gzip" })
    const plain = await s.get("/", { "accept-encoding": "identity" })
    expect(plain.state).toBe("hit")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(plain.body.startsWith("<!DOCTYPE html>")).toBe(true)
    const gz = await s.get("/", { "accept-encoding": "gzip" })
    expect(gz.body.startsWith("<!DOCTYPE html>")).toBe(true) // fetch inflates it
  })

  it("keeps a page showing availability under the stock version too; other pages ignore it", async () => {
    let stock: string | null = "7"
    const s = await start({ version: () => ({ version: "1.1", stock, valid_for: null }) })
    expect((await s.get("/landing/miel")).body).toContain("en stock")
    await s.get("/")
    expect((await s.get("/landing/miel")).state).toBe("hit")
    s.state.inStock = false
    stock = "8" // the last unit was reserved: the trigger moved the stock version
    const after = await s.get("/landing/miel")
    expect(after.state).toBe("miss")
    expect(after.body).toContain("épuisé")
    expect((await s.get("/landing/miel")).state).toBe("hit")
    expect((await s.get("/")).state).toBe("hit") // the home shows no availability of its own
    // no stock version (an older backend): such a page is rendered every time
    stock = null
    await s.get("/landing/miel")
    expect((await s.get("/landing/miel")).state).toBe("miss")
  })

  it("renders and keeps a page without its ad-click parameters: every click of a campaign is one page", async () => {
    const s = await start({ version: () => ({ version: "1.1", stock: "1", valid_for: null }) })
    const a = await s.get("/landing/miel?fbclid=IwAR0abc&utm_source=facebook&utm_campaign=ramadan&variant=v1")
    const b = await s.get("/landing/miel?variant=v1&fbclid=IwAR9xyz&utm_source=facebook")
    const c = await s.get("/landing/miel?variant=v1")
    expect([a.state, b.state, c.state]).toEqual(["miss", "hit", "hit"])
    expect(s.state.urls).toEqual(["/landing/miel?variant=v1"])
    expect(a.body).not.toContain("fbclid")
    expect((await s.get("/landing/miel?variant=v2&gclid=1")).state).toBe("miss")
    expect(withoutClickParams("/p?utm_medium=cpc&q=miel+doux&_gl=1*abc")).toBe("/p?q=miel+doux")
    expect(withoutClickParams("/p?fbclid=1")).toBe("/p")
    expect(withoutClickParams("/p?q=a%20b&page=2")).toBe("/p?q=a%20b&page=2") // untouched when there is none
  })

  it("leaves data requests and posts to Remix", async () => {
    const s = await start({ version: () => ({ version: "1.1", valid_for: null }) })
    await s.get("/catalog/category/a.data")
    expect((await s.get("/catalog/category/a.data")).state).toBeNull()
  })
})
