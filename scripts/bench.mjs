#!/usr/bin/env node
// `npm run bench`: load on the running app (loopback only), p50/p95/p99 and throughput per route,
// our routes next to stock Medusa routes measured in the same run, and peak RSS of each server.
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildAll } from "./lib/build.mjs"
import { provideDatabase } from "./lib/database.mjs"
import { seedBenchCatalog } from "./lib/bench-catalog.mjs"
import { load, peakRssMiB } from "./lib/load.mjs"
import { BACKEND, MEDUSA_CLI, ROOT } from "./lib/paths.mjs"
import { run, stopAll } from "./lib/proc.mjs"
import { backendEnv, prepareDatabase, startServices } from "./lib/stack.mjs"

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
  if (await seedBenchCatalog(db.url, { channelId: seed.sales_channel_id })) log(`bench catalogue (20,000 products × 3 variants) written in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  t = Date.now()
  await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/rebuild-listing.ts"], { cwd: BACKEND, env, label: "listing:rebuild" })
  const rebuildSeconds = (Date.now() - t) / 1000
  log(`listing rebuilt (npm run listing:rebuild, app boot included) in ${rebuildSeconds.toFixed(1)}s`)
  const devnull = { write() {} }
  const s = await startServices({ env, seed, backendPort, storefrontPort, log: devnull })
  const key = { "x-publishable-api-key": seed.publishable_key }
  // the listing against stock Medusa on the same leaf category: two facet filters and price sort, 24 a page
  const listingUrl = `${s.backendUrl}/store/listings/category/rayon-2-3?brand=marque-10&brand=marque-20&feature=carac-3:valeur%202&feature=carac-3:valeur%205&sort=price_asc&limit=24`
  const stockUrl = `${s.backendUrl}/store/products?category_id[]=pcat_bench_2_3&region_id=${seed.region_id}&limit=24`
  const head = []
  for (const c of [10, 50]) {
    head.push({ name: `ours   GET /store/listings/category (c=${c})`, url: listingUrl, headers: key, connections: c })
    head.push({ name: `stock  GET /store/products (c=${c})`, url: stockUrl, headers: key, connections: c })
  }
  head.push({ name: "ours   GET /store/listings/category root (c=10)", url: `${s.backendUrl}/store/listings/category/rayon-2?feature=carac-1:valeur%201&sort=price_desc&limit=24`, headers: key, connections: 10 })
  head.push({ name: "front  GET /catalog/category/rayon-2-3 (c=10)", url: `${s.storefrontUrl}/catalog/category/rayon-2-3?brand=marque-10&sort=price_asc&limit=24`, connections: 10 })
  const routes = [
    ...head,
    { name: "stock  GET /store/regions", url: `${s.backendUrl}/store/regions`, headers: key },
    { name: "stock  GET /store/product-categories", url: `${s.backendUrl}/store/product-categories`, headers: key },
    { name: "ours   GET /store/wilayas", url: `${s.backendUrl}/store/wilayas`, headers: key },
    { name: "ours   GET /store/wilayas/16/communes", url: `${s.backendUrl}/store/wilayas/16/communes`, headers: key },
    { name: "ours   GET /store/communes/1601/transporters", url: `${s.backendUrl}/store/communes/1601/transporters`, headers: key },
    { name: "front  GET /api/transporters/1601", url: `${s.storefrontUrl}/api/transporters/1601` },
    { name: "front  GET /ar/checkout/cart/view", url: `${s.storefrontUrl}/ar/checkout/cart/view` },
    { name: "front  GET /", url: `${s.storefrontUrl}/` },
  ]
  const results = []
  for (const r of routes) {
    await load(r.url, { connections: Math.min(r.connections ?? 2, 10), seconds: r.connections ? 3 : 1, headers: r.headers }) // warm-up
    const res = await load(r.url, { connections: r.connections ?? connections, seconds, headers: r.headers })
    results.push({ route: r.name, ...res })
    log(`${r.name.padEnd(50)} p50 ${res.p50.toFixed(1)} ms  p95 ${res.p95.toFixed(1)} ms  p99 ${res.p99.toFixed(1)} ms  ${res.rps.toFixed(0)} req/s  errors ${res.errors}`)
  }
  const ratio = (c) => results.find((r) => r.route === `ours   GET /store/listings/category (c=${c})`).rps / results.find((r) => r.route === `stock  GET /store/products (c=${c})`).rps
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
    listing_rebuild_seconds: rebuildSeconds,
    ...memory,
  }
  log(`throughput listing ÷ stock /store/products: ${ratio(10).toFixed(1)}× at 10 connections, ${ratio(50).toFixed(1)}× at 50`)
  log(`throughput /store/wilayas ÷ stock /store/regions: ${summary.ratio_wilayas_to_regions_rps.toFixed(2)}`)
  log(`peak RSS backend ${memory.backend_peak_rss_mib.toFixed(0)} MiB, storefront ${memory.storefront_peak_rss_mib.toFixed(0)} MiB`)
  mkdirSync(path.join(ROOT, "artifacts"), { recursive: true })
  writeFileSync(path.join(ROOT, "artifacts/bench.json"), JSON.stringify(summary, null, 2))
} finally {
  await stopAll()
  await db.stop()
}
