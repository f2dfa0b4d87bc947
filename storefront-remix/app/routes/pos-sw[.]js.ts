import * as build from "virtual:remix/server-build"
import { serviceWorkerScript, tillPrecache, type AssetsManifest } from "~/features/pos/service-worker.server"
import stylesheet from "~/tailwind.css?url"

/** The till's icons and web app manifest (public/), precached with the build's own files. */
const STATIC = ["/pos.webmanifest", "/pos-icon.svg", "/favicon.svg"]

/**
 * `GET /pos-sw.js`: the till's service worker, scope `/pos` (decision 0088). Made from this very build's
 * assets manifest, so a new deployment is a new worker (and a new cache); browsers check it on every
 * visit of the till (`no-cache`).
 */
export function loader() {
  const assets = build.assets as AssetsManifest
  const script = serviceWorkerScript({ version: assets.version, precache: tillPrecache(assets, [stylesheet, ...STATIC]) })
  return new Response(script, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Service-Worker-Allowed": "/pos" },
  })
}
