// The storefront's micro-cache of rendered public pages (decisions 0078, 0080). A page the app itself
// declares the same for every visitor (status 200, `Cache-Control: public…`, no Set-Cookie: the
// category, home, listing, content, product, landing and cart pages; the order form's CSRF token and
// Idempotency-Key are fetched by the browser after the page, never in it) is kept, in this process,
// under its URL (scheme, host, path and query less the ad-click parameters), the kind of client
// (crawler or not: React waits for the whole document for crawlers) and the shop's content version
// (content + listing read model: products, prices, discounts...). A page that shows availability
// (`X-Page-Stock: 1`: product, landing) is kept under the stock version too, which moves when a stock
// change may turn a combination's "in stock" on or off.
//
// Every request reads the versions from the backend first (`GET /store/content/version`, one small
// round trip), so a change committed before the request is seen by it: a hit is served only under the
// versions just read, and a miss is stored under the versions read before it was rendered (an entry
// is never older than its key). What the versions do not follow, the clock, bounds the entry's life:
// at most TTL_MS, never past the page's own max-age nor past the next start or end of a sale or of a
// content block (`valid_for`). Several storefront processes each keep their own cache, all checked
// against the same versions.
//
// Ad-click parameters (`utm_*`, `fbclid`, `gclid`...) make every click of a campaign a new URL; no
// page renders them (the browser reads them for attribution, decision 0073), so a document request is
// rendered and kept without them: a campaign's thousand clicks are one page.
//
// The one per-response value in a public page is the Content-Security-Policy nonce: a hit gets a
// fresh one, put in place of the stored page's (in the header and in the document's nonce
// attributes), so its bytes are those a fresh render would send with that nonce.
import { randomBytes } from "node:crypto"
import { isbot } from "isbot"

export const TTL_MS = 10_000
const MAX_BYTES = Number(process.env.STOREFRONT_PAGE_CACHE_MB || 8) * 1024 * 1024
const VERSION_TIMEOUT_MS = 2_000

/** Query parameters only ad platforms and analytics read (names, or prefixes ending in `_`). */
const CLICK_PARAMS = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
  "igshid",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_gl",
])
const isClickParam = (name) => CLICK_PARAMS.has(name) || name.startsWith("utm_")

/** The URL (path and query) without its ad-click parameters; the same string when it has none. */
export function withoutClickParams(originalUrl) {
  const q = originalUrl.indexOf("?")
  if (q < 0) return originalUrl
  const params = new URLSearchParams(originalUrl.slice(q + 1))
  const names = [...params.keys()]
  if (!names.some(isClickParam)) return originalUrl
  for (const name of new Set(names)) if (isClickParam(name)) params.delete(name)
  const rest = params.toString()
  return originalUrl.slice(0, q) + (rest ? `?${rest}` : "")
}

/** The nonce of a stored Content-Security-Policy header (`'nonce-…'`), or null. */
export const nonceOf = (csp) => (typeof csp === "string" ? (/'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? null) : null)

/** The seconds a shared cache may keep a public answer (`s-maxage`, else `max-age`), else null (not shareable). */
export function publicMaxAge(cacheControl) {
  if (typeof cacheControl !== "string" || !/^\s*public\b/i.test(cacheControl) || /no-store|private|no-cache/i.test(cacheControl)) return null
  const m = /(?:^|[\s,])s-maxage=(\d+)/i.exec(cacheControl) ?? /(?:^|[\s,])max-age=(\d+)/i.exec(cacheControl)
  return m ? Number(m[1]) : null
}

/** An entry's life in ms: the shortest of TTL_MS, the page's max-age and the clock's next change. */
export const lifeMs = (maxAgeSeconds, validForSeconds) =>
  Math.max(0, Math.min(TTL_MS, maxAgeSeconds * 1000, validForSeconds == null ? Infinity : validForSeconds * 1000))

/**
 * The Express middleware. `readVersion()` → `{ version, stock, valid_for }` from the backend (null
 * version: do not cache; null stock: keep no page showing availability). `now` for tests. Exposes `stats` and `clear()`.
 */
export function pageCache({ readVersion, now = () => Date.now(), maxBytes = MAX_BYTES }) {
  /** key → { version, stock, expires, status, headers, body: Buffer, nonce, bytes } (stock: null unless the page shows availability) (Map order = age, oldest first) */
  const entries = new Map()
  let bytes = 0
  const stats = { hits: 0, misses: 0, stored: 0, skipped: 0 }

  const drop = (key) => {
    const e = entries.get(key)
    if (e) {
      bytes -= e.bytes
      entries.delete(key)
    }
  }
  const store = (key, entry) => {
    drop(key)
    if (entry.bytes > maxBytes / 4) return
    while (bytes + entry.bytes > maxBytes && entries.size) drop(entries.keys().next().value)
    entries.set(key, entry)
    bytes += entry.bytes
    stats.stored++
  }

  async function middleware(req, res, next) {
    // documents only: Remix's data requests (`.data`), resource routes' answers and posts go on
    if (req.method !== "GET" || req.path.endsWith(".data") || "_data" in req.query || !/text\/html|\*\/\*/.test(req.get("accept") || "*/*")) return next()
    let checked
    try {
      checked = await readVersion()
    } catch {
      checked = null // the backend is unreachable: render as without a cache (the page shows its own error state)
    }
    const version = checked?.version ?? null
    if (version === null) {
      stats.skipped++
      res.setHeader("x-page-cache", "off")
      return next()
    }
    const stock = checked.stock ?? null
    // the layout's loader reuses what it read under this version (menus, settings: root-content.server.ts)
    res.locals.contentVersion = version
    // rendered as the same page without the click's parameters (Remix reads `originalUrl`)
    const url = withoutClickParams(req.originalUrl)
    if (url !== req.originalUrl) req.originalUrl = req.url = url
    const key = `${req.protocol}://${req.get("host")}${url}|${isbot(req.get("user-agent")) ? "bot" : "browser"}`
    const hit = entries.get(key)
    if (hit && hit.version === version && (hit.stock === null || hit.stock === stock) && hit.expires > now()) {
      stats.hits++
      return send(res, hit)
    }
    if (hit) drop(key)
    stats.misses++
    res.setHeader("x-page-cache", "miss")
    capture(res, (status, headers, body) => {
      const maxAge = publicMaxAge(headers["cache-control"])
      const nonce = nonceOf(headers["content-security-policy"])
      const life = maxAge === null ? 0 : lifeMs(maxAge, checked.valid_for)
      if (status !== 200 || life <= 0 || headers["set-cookie"] || !/^text\/html/.test(String(headers["content-type"] || ""))) return
      // a document with inline scripts always carries its nonce; without one there is nothing to renew, so keep none
      if (headers["content-security-policy"] && !nonce) return
      // a page showing availability is kept under the stock version read before it was rendered
      const showsStock = headers["x-page-stock"] === "1"
      if (showsStock && stock === null) return
      store(key, { version, stock: showsStock ? stock : null, expires: now() + life, status, headers, body, nonce, bytes: body.length + 2048 })
    })
    next()
  }

  middleware.stats = stats
  middleware.clear = () => {
    entries.clear()
    bytes = 0
  }
  middleware.size = () => ({ entries: entries.size, bytes })
  return middleware
}

/** Serves a stored page with a fresh nonce in place of the stored one. */
function send(res, entry) {
  let body = entry.body
  const headers = { ...entry.headers }
  if (entry.nonce) {
    const fresh = randomBytes(16).toString("base64")
    body = Buffer.from(body.toString("utf8").replaceAll(entry.nonce, fresh), "utf8")
    headers["content-security-policy"] = headers["content-security-policy"].replaceAll(entry.nonce, fresh)
  }
  // what the compression middleware adds for this visitor's Accept-Encoding, it adds again
  delete headers["content-encoding"]
  delete headers["vary"]
  delete headers["content-length"]
  delete headers["transfer-encoding"]
  delete headers["connection"]
  delete headers["date"]
  delete headers["etag"]
  res.status(entry.status)
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
  res.setHeader("x-page-cache", "hit")
  res.end(body)
}

/**
 * Calls `done(status, headers, body)` with what the next handlers send, once they have sent all of
 * it (nothing when the response is cut short). The response itself goes out as before.
 */
function capture(res, done) {
  const chunks = []
  const write = res.write
  const end = res.end
  let ok = true
  const keep = (chunk, encoding) => {
    if (!ok || chunk == null) return
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"))
    else if (chunk instanceof Uint8Array)
      chunks.push(Buffer.from(chunk)) // a copy: the writer may reuse its buffer
    else ok = false
  }
  res.write = function (chunk, encoding, cb) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, cb)
  }
  res.end = function (chunk, encoding, cb) {
    if (typeof chunk !== "function") keep(chunk, encoding)
    return end.call(this, chunk, encoding, cb)
  }
  // "finish": the whole response was handed to the system; a visitor leaving first is "close" alone
  res.once("finish", () => {
    if (!ok) return
    try {
      done(res.statusCode, res.getHeaders(), Buffer.concat(chunks))
    } catch {
      // a page that cannot be stored is only not stored
    }
  })
}

/** `readVersion` over HTTP: the content plugin's version route with the publishable key. */
export function backendVersionReader({ backendUrl, publishableKey }) {
  return async () => {
    const r = await fetch(`${backendUrl}/store/content/version`, {
      headers: { accept: "application/json", "x-publishable-api-key": publishableKey },
      signal: AbortSignal.timeout(VERSION_TIMEOUT_MS),
    })
    if (!r.ok) return null
    const body = await r.json()
    return typeof body?.version === "string"
      ? {
          version: body.version,
          stock: typeof body.stock === "string" ? body.stock : null,
          valid_for: typeof body.valid_for === "number" ? body.valid_for : null,
        }
      : null
  }
}
