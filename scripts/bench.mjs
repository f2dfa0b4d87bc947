#!/usr/bin/env node
// `npm run bench`: load on the running app (loopback only), p50/p95/p99 and throughput per route,
// our routes next to stock Medusa routes measured in the same run, and peak RSS of each server.
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildAll } from "./lib/build.mjs"
import { provideDatabase } from "./lib/database.mjs"
import { seedBenchCatalog } from "./lib/bench-catalog.mjs"
import { load, peakRssMiB, waitUntilIdle } from "./lib/load.mjs"
import { BACKEND, MEDUSA_CLI, ROOT } from "./lib/paths.mjs"
import { run, serve, stopAll, waitForHttp } from "./lib/proc.mjs"
import { backendEnv, prepareDatabase, startServices } from "./lib/stack.mjs"
import { BUDGET, CPU_SLOWDOWN, pageVitals, VITAL_PAGES } from "./lib/page-vitals.mjs"

const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const log = (m) => console.log(`[bench] ${m}`)
const backendPort = 9400
const storefrontPort = 3400

const db = await provideDatabase({ dir: "postgres-bench", port: 54331, dbName: "dz_bench" })
try {
  const env = { ...backendEnv({ databaseUrl: db.url, backendPort, storefrontPort }), LOG_LEVEL: "warn" }
  await buildAll({ env, log })
  const seed = await prepareDatabase({ url: db.url, env, log })
  let t = Date.now()
  if (await seedBenchCatalog(db.url, { channelId: seed.sales_channel_id }))
    log(`bench catalogue (20,000 products × 3 variants) written in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  t = Date.now()
  await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/rebuild-listing.ts"], { cwd: BACKEND, env, label: "listing:rebuild" })
  const rebuildSeconds = (Date.now() - t) / 1000
  log(`listing rebuilt (npm run listing:rebuild, app boot included) in ${rebuildSeconds.toFixed(1)}s`)
  const devnull = { write() {} }
  const s = await startServices({ env, seed, backendPort, storefrontPort, log: devnull })
  const key = { "x-publishable-api-key": seed.publishable_key }
  // Stock Medusa as shipped: 2.21 caches nothing unless the WIP `caching` flag is on. This shop turns
  // it on with Redis (stock routes then answer from Medusa's query cache), so with Redis a second
  // HTTP-only process on the same database serves stock routes with the flag off, Medusa's default.
  // Both stock figures are reported; the issue's "stock" (≈3 req/s, median > 2 s) is the default.
  const stockPort = backendPort + 2
  const asShipped =
    env.REDIS_URL &&
    serve(process.execPath, [MEDUSA_CLI, "start"], {
      cwd: BACKEND,
      name: "stock",
      log: devnull,
      env: { ...env, NODE_ENV: "production", PORT: String(stockPort), MEDUSA_WORKER_MODE: "server", MEDUSA_FF_CACHING: "false", MEDUSA_DISABLE_ADMIN: "true" },
    })
  if (asShipped) await waitForHttp(`http://localhost:${stockPort}/health`, { child: asShipped })
  // the events the seed queued are handled when the backend starts: measure once it is quiet
  log(`backend quiet after ${(await waitUntilIdle(s.backend.pid)).toFixed(0)}s`)
  // the listing against stock Medusa on the same leaf category: two facet filters and price sort, 24 a page
  const listingUrl = `${s.backendUrl}/store/listings/category/rayon-2-3?brand=marque-10&brand=marque-20&feature=carac-3:valeur%202&feature=carac-3:valeur%205&sort=price_asc&limit=24`
  const stockPath = `/store/products?category_id[]=pcat_bench_2_3&region_id=${seed.region_id}&limit=24`
  const head = []
  for (const c of [10, 50]) {
    head.push({ name: `ours   GET /store/listings/category (c=${c})`, url: listingUrl, headers: key, connections: c })
    head.push({
      name: `stock  GET /store/products (c=${c})`,
      url: `${asShipped ? `http://localhost:${stockPort}` : s.backendUrl}${stockPath}`,
      headers: key,
      connections: c,
    })
    if (asShipped)
      head.push({ name: `stock  GET /store/products, WIP query cache on (c=${c})`, url: `${s.backendUrl}${stockPath}`, headers: key, connections: c })
  }
  head.push({
    name: "ours   GET /store/listings/category root (c=10)",
    url: `${s.backendUrl}/store/listings/category/rayon-2?feature=carac-1:valeur%201&sort=price_desc&limit=24`,
    headers: key,
    connections: 10,
  })
  // product search (decision 0057): the header's suggestions and the results listing with its facets
  head.push({
    name: "ours   GET /store/search?q=produit 123 (c=10)",
    url: `${s.backendUrl}/store/search?q=produit%20123&locale=fr-DZ`,
    headers: key,
    connections: 10,
  })
  head.push({
    name: "ours   GET /store/listings/search?q=marqe 12, a typo (c=10)",
    url: `${s.backendUrl}/store/listings/search?q=marqe%2012&limit=24`,
    headers: key,
    connections: 10,
  })
  head.push({
    name: "front  GET /catalog/category/rayon-2-3 (c=10)",
    url: `${s.storefrontUrl}/catalog/category/rayon-2-3?brand=marque-10&sort=price_asc&limit=24`,
    connections: 10,
  })
  const routes = [
    ...head,
    { name: "stock  GET /store/regions", url: `${s.backendUrl}/store/regions`, headers: key },
    { name: "stock  GET /store/product-categories", url: `${s.backendUrl}/store/product-categories`, headers: key },
    { name: "ours   GET /store/wilayas", url: `${s.backendUrl}/store/wilayas`, headers: key },
    { name: "ours   GET /store/wilayas/16/communes", url: `${s.backendUrl}/store/wilayas/16/communes`, headers: key },
    { name: "ours   GET /store/communes/1601/transporters", url: `${s.backendUrl}/store/communes/1601/transporters`, headers: key },
    { name: "front  GET /api/transporters/1601", url: `${s.storefrontUrl}/api/transporters/1601` },
    { name: "ours   GET /store/products/miel-jujubier/page", url: `${s.backendUrl}/store/products/miel-jujubier/page?locale=ar`, headers: key },
    { name: "front  GET /catalog/product/epicerie-fine/miel-jujubier", url: `${s.storefrontUrl}/catalog/product/epicerie-fine/miel-jujubier` },
    { name: "front  GET /ar/landing/miel-jujubier", url: `${s.storefrontUrl}/ar/landing/miel-jujubier` },
    { name: "front  GET /ar/checkout/cart/view", url: `${s.storefrontUrl}/ar/checkout/cart/view` },
    { name: "front  GET /", url: `${s.storefrontUrl}/` },
  ]
  const results = []
  for (const r of routes) {
    await load(r.url, { connections: Math.min(r.connections ?? 2, 10), seconds: r.connections ? 3 : 1, headers: r.headers }) // warm-up
    const res = await load(r.url, { connections: r.connections ?? connections, seconds, headers: r.headers })
    results.push({ route: r.name, ...res })
    log(
      `${r.name.padEnd(50)} p50 ${res.p50.toFixed(1)} ms  p95 ${res.p95.toFixed(1)} ms  p99 ${res.p99.toFixed(1)} ms  ${res.rps.toFixed(0)} req/s  errors ${res.errors}`
    )
  }
  const vitals = await storefrontVitals(s.storefrontUrl)
  const rps = (name) => results.find((r) => r.route === name)?.rps
  const ratio = (c, stock = `stock  GET /store/products (c=${c})`) => rps(`ours   GET /store/listings/category (c=${c})`) / rps(stock)
  const ratioCached = (c) => (asShipped ? ratio(c, `stock  GET /store/products, WIP query cache on (c=${c})`) : null)
  const stock = results.find((r) => r.route.includes("/store/regions"))
  const ours = results.find((r) => r.route.endsWith("/store/wilayas"))
  const memory = { backend_peak_rss_mib: peakRssMiB(s.backend.pid), storefront_peak_rss_mib: peakRssMiB(s.storefront.pid) }
  const summary = {
    date: new Date().toISOString(),
    connections,
    seconds,
    redis: !!process.env.REDIS_URL,
    results,
    ratio_wilayas_to_regions_rps: ours.rps / stock.rps,
    ratio_listing_to_stock_products_rps: { c10: ratio(10), c50: ratio(50) },
    ratio_listing_to_stock_products_with_wip_query_cache_rps: asShipped ? { c10: ratioCached(10), c50: ratioCached(50) } : null,
    listing_rebuild_seconds: rebuildSeconds,
    storefront_vitals_slow_4g: vitals,
    ...memory,
  }
  log(`throughput listing ÷ stock /store/products (as shipped): ${ratio(10).toFixed(1)}× at 10 connections, ${ratio(50).toFixed(1)}× at 50`)
  if (asShipped)
    log(
      `throughput listing ÷ stock /store/products with the WIP query cache: ${ratioCached(10).toFixed(1)}× at 10 connections, ${ratioCached(50).toFixed(1)}× at 50`
    )
  log(`throughput /store/wilayas ÷ stock /store/regions: ${summary.ratio_wilayas_to_regions_rps.toFixed(2)}`)
  log(`peak RSS backend ${memory.backend_peak_rss_mib.toFixed(0)} MiB, storefront ${memory.storefront_peak_rss_mib.toFixed(0)} MiB`)
  mkdirSync(path.join(ROOT, "artifacts"), { recursive: true })
  writeFileSync(path.join(ROOT, "artifacts/bench.json"), JSON.stringify(summary, null, 2))
  const over = vitals.filter((v) => v.lcp_ms > BUDGET.lcp_ms || v.cls > BUDGET.cls)
  log(over.length ? `OVER BUDGET: ${over.map((v) => `${v.lang} ${v.name}`).join(", ")}` : `every page within LCP ${BUDGET.lcp_ms} ms and CLS ${BUDGET.cls}`)
} finally {
  await stopAll()
  await db.stop()
}

/**
 * Issue 18's speed budgets (decision 0059): LCP ≤ 2.5 s and CLS ≤ 0.05 on the home, a category and a
 * product page in French and Arabic, a phone over slow 4G with the CPU slowed 4× (scripts/lib/page-vitals).
 * Each page is loaded once unthrottled first (a warm server), then measured three times: the median.
 */
async function storefrontVitals(base) {
  if (!existsSync("/usr/bin/chromium")) {
    log("storefront vitals skipped: /usr/bin/chromium is missing (apt-get install -y chromium)")
    return []
  }
  const { chromium } = await import("playwright-core")
  const { CHROMIUM_ARGS } = await import("../e2e/lib/browser.mjs")
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS })
  const out = []
  try {
    for (const p of VITAL_PAGES()) {
      await fetch(base + p.path)
      const runs = []
      for (let i = 0; i < 3; i++) runs.push(await pageVitals(browser, base + p.path))
      runs.sort((a, b) => a.lcp_ms - b.lcp_ms)
      const v = { lang: p.lang, name: p.name, path: p.path, ...runs[1] }
      out.push(v)
      const ok = v.lcp_ms <= BUDGET.lcp_ms && v.cls <= BUDGET.cls
      log(
        `vitals ${`${p.lang} ${p.name}`.padEnd(12)} slow 4G, CPU ×${CPU_SLOWDOWN}: LCP ${v.lcp_ms} ms (${v.lcp_element}), CLS ${v.cls}, TBT ${v.tbt_ms} ms ${ok ? "within budget" : "OVER BUDGET"}`
      )
    }
  } finally {
    await browser.close()
  }
  return out
}
