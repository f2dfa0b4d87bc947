// The storefront's HTTP server: remix-serve's production setup plus the buyer's address for the
// order form. The backend rate-limits orders per client address, so the storefront must forward
// the buyer's own address (X-Forwarded-For), not its own; see docs/decisions/0009-storefront-cod-form.md.
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { createRequestHandler } from "@remix-run/express"
import compression from "compression"
import express from "express"
import morgan from "morgan"
import { backendVersionReader, pageCache } from "./page-cache.mjs"

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href)
const port = Number(process.env.PORT || 3000)

const app = express()
app.disable("x-powered-by")
// Which hops may state the buyer's address in X-Forwarded-For: by default a reverse proxy on this
// machine only ("loopback"); a visitor connecting directly cannot spoof it. Express syntax
// ("loopback", "10.0.0.0/8", a hop count...).
app.set("trust proxy", process.env.TRUST_PROXY || "loopback")
// Security headers on every answer (decision 0046); the documents' Content-Security-Policy, which needs
// each page's nonce, is set by app/entry.server.tsx. HSTS only when the visitor came over HTTPS (TLS
// ended by the trusted proxy in front, which says so in X-Forwarded-Proto).
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
}
app.use((req, res, next) => {
  res.set(SECURITY_HEADERS)
  if (req.secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
  next()
})
app.use(compression())
// As remix-serve: hashed assets forever, the rest of public/ for an hour.
app.use(build.publicPath, express.static(path.resolve(here, build.assetsBuildDirectory), { immutable: true, maxAge: "1y" }))
// public/ holds files only (favicon.svg...): a path without a dot in its last segment is a page and
// goes straight to Remix, without the file-system lookup express.static made for every page (decision 0078).
const publicFiles = express.static(path.join(here, "public"), { maxAge: "1h" })
app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()))
app.use(morgan("tiny"))
// Public pages rendered once per content version, URL and kind of client, the version checked on
// every request (page-cache.mjs, decision 0078); STOREFRONT_PAGE_CACHE=off renders every request.
if (process.env.STOREFRONT_PAGE_CACHE !== "off" && process.env.MEDUSA_PUBLISHABLE_KEY) {
  const backendUrl = (process.env.MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, "")
  const cache = pageCache({ readVersion: backendVersionReader({ backendUrl, publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY.trim() }) })
  // the cashier's till (/pos, its API, worker and manifest) is private: never kept, no version read (decision 0088)
  app.use((req, res, next) => (/^\/pos(?:$|[/.-])/.test(req.path) ? next() : cache(req, res, next)))
}
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({ clientIp: req.ip ?? null, contentVersion: res.locals.contentVersion ?? null }),
  })
)

const server = app.listen(port, process.env.HOST, () => console.log(`[storefront] http://localhost:${port}`))
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close())
