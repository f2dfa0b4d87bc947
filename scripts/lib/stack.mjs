import { createHash, randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { hashTree } from "./build.mjs"
import { tryQuery } from "./database.mjs"
import { BACKEND, DATA_DIR, MEDUSA_CLI, PLUGINS, ROOT, STOREFRONT } from "./paths.mjs"
import { run, serve, waitForHttp } from "./proc.mjs"

/**
 * JWT, cookie, courier-credential and storefront-channel secrets: from the environment, else generated
 * once and kept under .data/. STOREFRONT_PROXY_SECRET signs the buyer's address and session on the
 * storefront's calls to the backend (decision 0045): both processes get the same value.
 */
export function secrets() {
  const names = ["JWT_SECRET", "COOKIE_SECRET", "COURIERS_SECRET_KEY", "STOREFRONT_PROXY_SECRET"]
  if (names.every((n) => process.env[n])) return Object.fromEntries(names.map((n) => [n, process.env[n]]))
  const file = path.join(DATA_DIR, "secrets.json")
  mkdirSync(DATA_DIR, { recursive: true })
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  const missing = names.filter((n) => !kept[n])
  for (const n of missing) kept[n] = randomBytes(32).toString("hex")
  if (missing.length) writeFileSync(file, JSON.stringify(kept), { mode: 0o600 })
  // what the environment sets wins over what is kept
  return Object.fromEntries(names.map((n) => [n, process.env[n] || kept[n]]))
}

const dbKey = (url) => createHash("sha1").update(url).digest("hex").slice(0, 12)
const stateFile = (url) => path.join(DATA_DIR, `db-${dbKey(url)}.json`)
const readState = (url) => (existsSync(stateFile(url)) ? JSON.parse(readFileSync(stateFile(url), "utf8")) : {})
const writeState = (url, patch) => writeFileSync(stateFile(url), JSON.stringify({ ...readState(url), ...patch }, null, 2))

/** `to` was cloned from `from` (CREATE DATABASE ... TEMPLATE): it carries the same migrations and seed. */
export function copyDatabaseState(fromUrl, toUrl) {
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(stateFile(toUrl), JSON.stringify(readState(fromUrl), null, 2))
}

/** After a restore: what `url` holds is no longer what was stamped, so the next start migrates and checks the seed. */
export function forgetDatabaseState(url) {
  rmSync(stateFile(url), { force: true })
}

const migrationInputs = () => [
  ...PLUGINS.map((p) => path.join(p, "src/modules")),
  ...PLUGINS.map((p) => path.join(p, "src/links")),
  path.join(BACKEND, "src/links"),
  path.join(ROOT, "node_modules/@medusajs/medusa/package.json"),
  path.join(ROOT, "medusa-config.ts"),
]
const seedInputs = () => [path.join(BACKEND, "src/scripts"), path.join(ROOT, "data")]

/**
 * `medusa db:migrate` on `url`, skipped when this database already carries the same migrations.
 * `args` go to the CLI (the integration-test template passes --skip-scripts, as Medusa's test runner
 * runs no migration script either).
 */
export async function migrateDatabase({ url, env, log, force = false, args = [] }) {
  mkdirSync(DATA_DIR, { recursive: true })
  const migHash = hashTree(migrationInputs()) + (args.length ? `:${args.join(" ")}` : "")
  const migrated = !force && readState(url).migrations === migHash && (await tryQuery(url, "select 1 from wilaya limit 1")) !== null
  if (migrated) return false
  const t = Date.now()
  let migrations = 0
  let module = ""
  const modules = new Set()
  // A link removed from the code (order ↔ cod_confirmation, decision 0035) would make db:migrate stop
  // at an interactive "Select tables to DELETE" question: never ask, never drop a link table by itself
  // (its rows are left for a person to remove with `npx medusa db:sync-links`).
  await run(process.execPath, [MEDUSA_CLI, "db:migrate", "--execute-safe-links", ...args], {
    cwd: BACKEND,
    env: { ...env, DATABASE_URL: url },
    label: "db:migrate",
    progress: log,
    status: () => (migrations ? `${migrations} migrations run${module ? `, module ${module}` : ""}` : ""),
    onLine: (line) => {
      if (/✔ Migrated/.test(line)) migrations++
      const m = line.match(/MODULE: (\S+)/)
      if (m) modules.add((module = m[1]))
    },
  })
  writeState(url, { migrations: migHash })
  // the counts come from the CLI's info lines, which a quieter LOG_LEVEL (the tests' "error") hides
  log(`migrations applied in ${((Date.now() - t) / 1000).toFixed(1)}s${migrations ? ` (${migrations} migrations, ${modules.size} modules)` : ""}`)
  return true
}

/**
 * Migrations and the idempotent seed. Both are skipped when this database was already
 * brought to the same state (same migrations, same seed) and still shows it.
 */
export async function prepareDatabase({ url, env, log, force = false }) {
  const migrated = await migrateDatabase({ url, env, log, force })
  const state = readState(url)

  const seedHash = hashTree(seedInputs())
  const keyRows = state.seed?.publishable_key
    ? await tryQuery(url, "select 1 from api_key where token = $1 and revoked_at is null and deleted_at is null", [state.seed.publishable_key])
    : null
  if (!force && state.seedHash === seedHash && keyRows?.length) {
    log(migrated ? "seed written before: kept" : "database up to date: same migrations, seed written before")
    return state.seed
  }

  const t = Date.now()
  const out = path.join(DATA_DIR, `seed-${dbKey(url)}.json`)
  await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/seed.ts"], {
    cwd: BACKEND,
    env: { ...env, SEED_OUTPUT: out },
    label: "seed",
    progress: log,
    status: () => "writing",
    // the seed names each part it writes, with counts ("seed: transporter Yalidine (1,541 rates)")
    onLine: (line) => {
      const m = line.match(/\bseed: (.*)$/)
      if (m) log(`seed: ${m[1]}`)
    },
  })
  const seed = JSON.parse(readFileSync(out, "utf8"))
  writeState(url, { seedHash, seed })
  log(`seed checked in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  return seed
}

/**
 * Serves the backend (admin at /app) and the storefront; resolves once both answer.
 * With `split`, the backend runs as two processes, an HTTP server and a worker (subscribers,
 * jobs, workflows), as in a scaled-out deployment; that needs Redis.
 */
export async function startServices({ env, seed, backendPort = 9000, storefrontPort = 3000, log = process.stdout, split = false, onStep }) {
  const backendUrl = `http://localhost:${backendPort}`
  const backend = serveBackend({ env, port: backendPort, mode: split ? "server" : undefined, log })
  const worker = split && serveBackend({ env, port: backendPort + 1, mode: "worker", log })
  // server.mjs, not remix-serve: it hands the buyer's address to the order form (decision 0009).
  const storefront = serve(process.execPath, [heapFlag("STOREFRONT_HEAP_MB", 160), "server.mjs"], {
    cwd: STOREFRONT,
    name: "storefront",
    log,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(storefrontPort),
      MEDUSA_BACKEND_URL: backendUrl,
      MEDUSA_PUBLISHABLE_KEY: seed.publishable_key,
    },
  })
  // the couriers' sandboxes (local fakes of their APIs) the demo accounts point to; COURIER_SANDBOXES=off: none
  const sandboxes =
    env.COURIER_SANDBOXES !== "off" &&
    serve(process.execPath, [path.join(ROOT, "plugins/couriers/.medusa/server/src/fakes/serve.js")], {
      cwd: ROOT,
      name: "couriers",
      log,
      env: { ...env, BACKEND_URL: backendUrl },
    })
  // Meta's Graph API stand-in (decision 0073) when META_GRAPH_URL was not set to a real one: the
  // Conversions API's Purchases of a demo shop go there, never to Meta
  const metaGraph =
    !process.env.META_GRAPH_URL &&
    serve(process.execPath, [path.join(ROOT, "plugins/cod-checkout/.medusa/server/src/fakes/serve-meta-graph.js")], {
      cwd: ROOT,
      name: "meta-graph",
      log,
      env,
    })
  // the storefront's first page needs the backend: ask it only once the backend answers (else its
  // first render logs "fetch failed" for every block and the check measures nothing)
  await Promise.all([
    waitForHttp(`${backendUrl}/health`, { child: backend, timeoutMs: 300_000 }),
    worker && waitForHttp(`http://localhost:${backendPort + 1}/health`, { child: worker, timeoutMs: 300_000 }),
  ])
  onStep?.(`backend answers at ${backendUrl}`)
  await waitForHttp(`http://localhost:${storefrontPort}/`, { child: storefront })
  onStep?.(`storefront answers at http://localhost:${storefrontPort}`)
  return { backend, worker, storefront, sandboxes, metaGraph, backendUrl, storefrontUrl: `http://localhost:${storefrontPort}` }
}

// V8 grows its heap lazily up to a large default; a bound keeps each process inside its memory
// budget (backend ≤ 600 MiB, storefront ≤ 200 MiB resident at 20,000 products, issue 20) by
// collecting sooner. The backend's bound was 896 MiB: peak RSS 615 MiB under the bench; with 320 the
// same cold mix ran as fast at 484 MiB. 512 leaves room for the listing's facet copy (12 MiB at
// 20,000 products, 114 MiB at 200,000; decision 0076). BACKEND_HEAP_MB / STOREFRONT_HEAP_MB override.
const heapFlag = (name, mb) => `--max-old-space-size=${Number(process.env[name]) || mb}`

/**
 * One `medusa start` process of the backend on `port`. `mode` is Medusa's worker mode: "server"
 * (HTTP only: no subscribers, no scheduled jobs), "worker" (subscribers and jobs, no admin) or
 * undefined (both, one process). `name` prefixes its log lines.
 */
export function serveBackend({ env, port, mode, log = process.stdout, name = mode ?? "backend" }) {
  return serve(process.execPath, [heapFlag("BACKEND_HEAP_MB", 512), MEDUSA_CLI, "start"], {
    cwd: BACKEND,
    name,
    log,
    env: { ...env, NODE_ENV: "production", PORT: String(port), ...(mode && { MEDUSA_WORKER_MODE: mode }) },
  })
}

/** The environment every backend command runs with. */
export function backendEnv({ databaseUrl, backendPort = 9000, storefrontPort = 3000 }) {
  const front = `http://localhost:${storefrontPort},http://127.0.0.1:${storefrontPort}`
  const admin = `http://localhost:${backendPort},http://127.0.0.1:${backendPort}`
  return {
    ...process.env,
    ...secrets(),
    DATABASE_URL: databaseUrl,
    MEDUSA_DISABLE_TELEMETRY: "true",
    // Uploaded files (logos, seeded product images) are linked to the HTTP server's own port,
    // whichever process (seed, worker) stores them.
    FILE_BACKEND_URL: process.env.FILE_BACKEND_URL || `http://localhost:${backendPort}/static`,
    // the couriers' local sandboxes (issue 16): ports next to the backend's, so that two stacks never share them
    COURIER_SANDBOX_PORT_BASE: process.env.COURIER_SANDBOX_PORT_BASE || String(backendPort + 700),
    // the Conversions API's endpoint: a local fake of Meta's Graph API unless set (decision 0073)
    META_GRAPH_PORT: process.env.META_GRAPH_PORT || String(backendPort + 709),
    META_GRAPH_URL: process.env.META_GRAPH_URL || `http://127.0.0.1:${process.env.META_GRAPH_PORT || backendPort + 709}`,
    STORE_CORS: process.env.STORE_CORS || front,
    ADMIN_CORS: process.env.ADMIN_CORS || admin,
  }
}
