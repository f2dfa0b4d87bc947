// The till's service worker, written from the server build's assets manifest (decision 0088): it
// precaches the /pos document and every module and stylesheet the till's routes need, under a cache
// named by the build's version, so /pos opens and sells with no network at all (reload included).
// Documents: cache first, refreshed in the background; hashed assets: cache first; the till's API
// (`/pos/api/*`, private): never cached.

/** What the Remix build knows of its client assets (the server build's `assets`). */
export type AssetsManifest = {
  version: string
  url?: string
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>
}

export const TILL_DOCUMENT = "/pos"

/** The routes whose code the till runs: the root layout and the till's page. */
export const TILL_ROUTES = ["root", "routes/pos._index"]

/** Every URL to precache: the document, the manifest, the entry, the routes' modules, imports and styles, and `extra`. */
export function tillPrecache(assets: AssetsManifest, extra: string[] = []): string[] {
  const urls = new Set<string>([TILL_DOCUMENT])
  if (assets.url) urls.add(assets.url)
  urls.add(assets.entry.module)
  for (const u of assets.entry.imports) urls.add(u)
  for (const id of TILL_ROUTES) {
    const route = assets.routes[id]
    if (!route) continue
    urls.add(route.module)
    for (const u of route.imports ?? []) urls.add(u)
    for (const u of route.css ?? []) urls.add(u)
  }
  for (const u of extra) urls.add(u)
  return [...urls].filter((u) => u.startsWith("/") && !u.startsWith("//"))
}

/** The worker's source. Plain ES2017, no imports: it runs as a classic service worker script. */
export function serviceWorkerScript({ version, precache }: { version: string; precache: string[] }): string {
  const config = JSON.stringify({ cache: `dz-pos-${version}`, document: TILL_DOCUMENT, precache })
  return `// The till's service worker (storefront /pos, decision 0088). Generated for build ${JSON.stringify(version)}.
"use strict";
const CONFIG = ${config};
const PREFIX = "dz-pos-";

self.addEventListener("install", (event) => {
  // the till's API never goes through this worker (Chrome's static routing; elsewhere the fetch handler lets it by)
  if (event.addRoutes && typeof URLPattern === "function")
    event.waitUntil(event.addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: "/pos/api/*" }) }, source: "network" }]).catch(() => undefined));
  event.waitUntil(
    caches
      .open(CONFIG.cache)
      .then((cache) => cache.addAll(CONFIG.precache.map((url) => new Request(url, { credentials: "same-origin", cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CONFIG.cache).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

const isTillDocument = (url) => url.pathname === CONFIG.document || url.pathname === CONFIG.document + "/";

/** The till's page: what is cached at once (the till opens offline), a fresh copy kept for the next time. */
async function tillDocument(event) {
  const cache = await caches.open(CONFIG.cache);
  const cached = await cache.match(CONFIG.document);
  const fresh = fetch(CONFIG.document, { credentials: "same-origin", cache: "no-store" }).then((res) => {
    if (res.ok && (res.headers.get("content-type") || "").includes("text/html")) return cache.put(CONFIG.document, res.clone()).then(() => res);
    return res;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

/** Hashed files never change: the cache first, else the network (kept for the next time). */
async function cacheFirst(request) {
  const cache = await caches.open(CONFIG.cache);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && new URL(request.url).pathname.startsWith("/assets/")) await cache.put(request, res.clone());
  return res;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // the till's API is private and live: never from a cache
  if (url.pathname.startsWith("/pos/api/")) return;
  if (request.mode === "navigate" && isTillDocument(url)) return event.respondWith(tillDocument(event));
  if (url.pathname.startsWith("/assets/") || CONFIG.precache.includes(url.pathname)) return event.respondWith(cacheFirst(request));
});

// the till tells which assets its page loaded (the language chunk, the layout's stylesheet...)
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "cache-assets" || !Array.isArray(data.urls)) return;
  const wanted = data.urls
    .map((u) => { try { return new URL(u, self.location.origin); } catch (e) { return null; } })
    .filter((u) => u && u.origin === self.location.origin && u.pathname.startsWith("/assets/"));
  event.waitUntil(
    caches.open(CONFIG.cache).then((cache) =>
      Promise.all(wanted.map((u) => cache.match(u.pathname).then((hit) => hit || cache.add(u.pathname).catch(() => undefined))))
    )
  );
});
`
}
