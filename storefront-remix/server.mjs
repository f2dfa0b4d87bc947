// The storefront's HTTP server: remix-serve's production setup plus the buyer's address for the
// order form. The backend rate-limits orders per client address, so the storefront must forward
// the buyer's own address (X-Forwarded-For), not its own; see docs/decisions/0009-storefront-cod-form.md.
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { createRequestHandler } from "@remix-run/express"
import compression from "compression"
import express from "express"
import morgan from "morgan"

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href)
const port = Number(process.env.PORT || 3000)

const app = express()
app.disable("x-powered-by")
// Which hops may state the buyer's address in X-Forwarded-For: by default a reverse proxy on this
// machine only ("loopback"); a visitor connecting directly cannot spoof it. Express syntax
// ("loopback", "10.0.0.0/8", a hop count...).
app.set("trust proxy", process.env.TRUST_PROXY || "loopback")
app.use(compression())
// As remix-serve: hashed assets forever, the rest of public/ for an hour.
app.use(build.publicPath, express.static(path.resolve(here, build.assetsBuildDirectory), { immutable: true, maxAge: "1y" }))
app.use(express.static(path.join(here, "public"), { maxAge: "1h" }))
app.use(morgan("tiny"))
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (req) => ({ clientIp: req.ip ?? null }) }))

const server = app.listen(port, process.env.HOST, () => console.log(`[storefront] http://localhost:${port}`))
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close())
