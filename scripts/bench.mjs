#!/usr/bin/env node
// `npm run bench`: load on the running app (loopback only), p50/p95/p99 and throughput per route,
// our routes next to stock Medusa routes measured in the same run, and peak RSS of each server.
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { buildAll } from "./lib/build.mjs"
import { provideDatabase } from "./lib/database.mjs"
import { load, peakRssMiB } from "./lib/load.mjs"
import { ROOT } from "./lib/paths.mjs"
import { stopAll } from "./lib/proc.mjs"
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
  const devnull = { write() {} }
  const s = await startServices({ env, seed, backendPort, storefrontPort, log: devnull })
  const key = { "x-publishable-api-key": seed.publishable_key }
  const routes = [
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
    await load(r.url, { connections: 2, seconds: 1, headers: r.headers }) // warm-up
    const res = await load(r.url, { connections, seconds, headers: r.headers })
    results.push({ route: r.name, ...res })
    log(`${r.name.padEnd(42)} p50 ${res.p50.toFixed(1)} ms  p95 ${res.p95.toFixed(1)} ms  p99 ${res.p99.toFixed(1)} ms  ${res.rps.toFixed(0)} req/s  errors ${res.errors}`)
  }
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
    ...memory,
  }
  log(`throughput /store/wilayas ÷ stock /store/regions: ${summary.ratio_wilayas_to_regions_rps.toFixed(2)}`)
  log(`peak RSS backend ${memory.backend_peak_rss_mib.toFixed(0)} MiB, storefront ${memory.storefront_peak_rss_mib.toFixed(0)} MiB`)
  mkdirSync(path.join(ROOT, "artifacts"), { recursive: true })
  writeFileSync(path.join(ROOT, "artifacts/bench.json"), JSON.stringify(summary, null, 2))
} finally {
  await stopAll()
  await db.stop()
}
