#!/usr/bin/env node
// `npm start`: database (embedded unless DATABASE_URL), builds, migrations, seed, backend and storefront.
import { buildAdmin, buildJobs, buildPlugins, storefrontTask } from "./lib/build.mjs"
import { PLUGINS } from "./lib/paths.mjs"
import { provideDatabase } from "./lib/database.mjs"
import { stopAll } from "./lib/proc.mjs"
import { backendEnv, prepareDatabase, startServices } from "./lib/stack.mjs"

const seedOnly = process.argv.includes("--seed-only")
const backendPort = Number(process.env.BACKEND_PORT || 9000)
const storefrontPort = Number(process.env.STOREFRONT_PORT || 3000)
const log = (m) => console.log(`[start] ${m}`)
const t0 = Date.now()

let db
let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  log("stopping...")
  await stopAll()
  if (db) await db.stop().catch((e) => console.error(e))
  process.exit(code)
}
process.on("SIGINT", () => shutdown(0))
process.on("SIGTERM", () => shutdown(0))

try {
  if (!process.env.DATABASE_URL) log("starting the embedded PostgreSQL (the first time it creates its files under .data/)")
  db = await provideDatabase({ log: () => {} })
  log(db.embedded ? `embedded PostgreSQL ready (${db.url.replace(/:[^:@]*@/, ":***@")})` : "using DATABASE_URL")
  log(process.env.REDIS_URL ? "using Redis modules (REDIS_URL)" : "no REDIS_URL: in-memory event bus, workflow engine, cache and locking")
  const env = backendEnv({ databaseUrl: db.url, backendPort, storefrontPort })
  const step = (m) => log(`${m} (${((Date.now() - t0) / 1000).toFixed(0)}s)`)
  step(`checking the builds: 2 packages, ${PLUGINS.length} plugins${seedOnly ? "" : " and the storefront"}, ${buildJobs()} at a time`)
  const built = await buildPlugins({ env, log, extra: seedOnly ? [] : [storefrontTask({ env, log })] })
  if (!built) step("every build is up to date")
  // the admin bundle (the longest build) beside the migrations and the seed: they need the plugins, not it
  step(seedOnly ? "checking the database: migrations and seed" : "checking the admin bundle, and meanwhile the database: migrations and seed")
  const admin = seedOnly ? null : buildAdmin({ env, log })
  admin?.catch(() => {}) // its failure is awaited below, after the database's
  const seed = await prepareDatabase({ url: db.url, env, log })
  if (admin && !(await admin)) step("the admin bundle is up to date")
  if (seedOnly) {
    log(`seed done; publishable key ${seed.publishable_key}`)
    await shutdown(0)
  }
  step("starting the backend, the storefront and the couriers' sandboxes")
  const s = await startServices({ env, seed, backendPort, storefrontPort, onStep: step })
  console.log(`
  Shop ready in ${((Date.now() - t0) / 1000).toFixed(1)}s
  Storefront     ${s.storefrontUrl}   (/en, /ar)
  Admin          ${s.backendUrl}/app
  Admin login    ${seed.admin_email} / ${seed.admin_password} (owner; other roles: README "Staff roles")
  Store API key  ${seed.publishable_key}
  Ctrl-C stops everything started here${db.embedded ? ", the embedded database included" : ""}.
`)
  for (const child of [s.backend, s.storefront]) {
    child.on("exit", (code) => {
      if (!stopping) {
        console.error(`[start] a service exited (${code}); stopping the rest`)
        shutdown(1)
      }
    })
  }
} catch (e) {
  console.error(`[start] ${e.message}`)
  await shutdown(1)
}
