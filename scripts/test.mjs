#!/usr/bin/env node
// `npm test`: every suite against real PostgreSQL (DATABASE_URL, else an embedded one),
// Redis when REDIS_URL is set, the real app and a real browser. Ends with "N passed, N failed".
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } from "node:fs"
import path from "node:path"
import { buildAdmin, buildPackages, buildPlugins, storefrontTask } from "./lib/build.mjs"
import { lintSteps, runSteps, typecheckSteps } from "./lib/checks.mjs"
import { cloneDatabase, dbEnvFromUrl, dropDatabase, ensureDatabaseExists, provideDatabase } from "./lib/database.mjs"
import { BACKEND, MEDUSA_CLI, PACKAGES, PLUGINS, ROOT, STOREFRONT } from "./lib/paths.mjs"
import { run, stop, stopAll } from "./lib/proc.mjs"
import { freshRedisDatabase } from "./lib/redis.mjs"
import { backendEnv, copyDatabaseState, migrateDatabase, prepareDatabase, startServices } from "./lib/stack.mjs"

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",")
// --e2e=name,name runs only those browser journeys (e2e/<name>.test.mjs).
const e2eOnly = process.argv
  .find((a) => a.startsWith("--e2e="))
  ?.slice(6)
  .split(",")
// --backend=name,name runs only those backend specs (backend/integration-tests/http/<name>.spec.ts).
const backendOnly = process.argv
  .find((a) => a.startsWith("--backend="))
  ?.slice(10)
  .split(",")
// TEST_SLOT=n moves every port and database name, so two checkouts can test side by side.
const SLOT = Number(process.env.TEST_SLOT || 0)
const slotted = (name) => (SLOT ? `${name}_${SLOT}` : name)
// TEST_LOGS_DIR moves the logs (the embedded second pass below writes into a folder of the first's).
const LOGS = process.env.TEST_LOGS_DIR ? path.resolve(process.env.TEST_LOGS_DIR) : path.join(ROOT, "artifacts/test-logs")
// --embedded-backend: after everything else, the backend specs that depend on Redis run again the way a fresh clone runs
// them, with neither DATABASE_URL nor REDIS_URL (embedded PostgreSQL, Medusa's in-memory modules).
// CI passes it (.ci/run) so that path cannot break unseen; the last line counts both passes.
const embeddedBackend = process.argv.includes("--embedded-backend")
rmSync(LOGS, { recursive: true, force: true })
mkdirSync(LOGS, { recursive: true })
const log = (m) => console.log(`[test] ${m}`)
const JEST = path.join(ROOT, "node_modules/jest/bin/jest.js")
const SUMMARY_REPORTER = path.join(ROOT, "scripts/lib/jest-summary-reporter.cjs")
/** The backend specs that start from the catalogue template (setup.js reads the same file). */
const CATALOG_SPECS = JSON.parse(readFileSync(path.join(BACKEND, "integration-tests/catalog-specs.json"), "utf8"))
const VITEST = path.join(ROOT, "node_modules/vitest/vitest.mjs")
const results = []

/** Runs a suite command; its output goes to artifacts/test-logs/<name>.log. */
const seconds = new Map()
async function runLogged(name, cmd, args, opts) {
  let out
  const t = Date.now()
  try {
    out = await run(cmd, args, { ...opts, label: name })
  } catch (e) {
    out = e.output ?? e.message
  }
  seconds.set(name, Math.round((Date.now() - t) / 1000))
  writeFileSync(path.join(LOGS, `${name}.log`), out)
  return out
}

function record(name, passed, failed, note = "", failures = []) {
  results.push({ name, passed, failed, seconds: seconds.get(name), failures })
  // the time each suite takes, so that CI's budget (35 min on 2 cores) can be watched suite by suite
  const took = seconds.has(name) ? ` in ${seconds.get(name)} s` : ""
  log(`${name}: ${passed} passed, ${failed} failed${took}${note ? ` (${note})` : ""}`)
  if (failed)
    console.log(
      readFileSync(path.join(LOGS, `${name}.log`), "utf8")
        .split("\n")
        .slice(-80)
        .join("\n")
    )
}

/** Jest and Vitest both write the same JSON summary. */
function recordJson(name, file) {
  if (!existsSync(file)) return record(name, 0, 1, "the runner wrote no report")
  const r = JSON.parse(readFileSync(file, "utf8"))
  const broken = (r.numRuntimeErrorTestSuites ?? 0) + (r.testResults ?? []).filter((t) => t.status === "failed" && !t.assertionResults?.length).length
  const failures = (r.testResults ?? []).flatMap((t) =>
    t.assertionResults?.length
      ? t.assertionResults.filter((a) => a.status === "failed").map((a) => `${path.basename(t.name)} › ${a.title}: ${errorHead(a.failureMessages?.[0])}`)
      : t.status === "failed"
        ? [`${path.basename(t.name)}: ${errorHead(t.message || t.execError)}`]
        : []
  )
  record(name, r.numPassedTests, r.numFailedTests + broken, broken ? `${broken} suite(s) failed to run` : "", failures)
}

async function jestSuite(name, cwd, env, extra = [], { workers = 1 } = {}) {
  const report = path.join(LOGS, `${name}.json`)
  const band = workers > 1 ? `--maxWorkers=${workers}` : "--runInBand"
  await runLogged(name, process.execPath, [JEST, band, "--forceExit", "--ci", "--reporters=default", `--reporters=${SUMMARY_REPORTER}`, ...extra], {
    cwd,
    env: { ...env, JEST_SUMMARY_FILE: report },
  })
  if (workers > 1) await rerunKilledSuites(name, cwd, env, report)
  recordJson(name, report)
}

/**
 * A spec file whose jest worker was killed from outside (SIGTERM "by another process": seen twice on
 * 2 busy cores, 2026-11-25, never with the same spec) never ran a test: it runs once more, alone,
 * and its result replaces the crash in the report. Said in the log; a second crash counts as failed.
 */
async function rerunKilledSuites(name, cwd, env, report) {
  if (!existsSync(report)) return
  const r = JSON.parse(readFileSync(report, "utf8"))
  const killed = (r.testResults ?? []).filter((t) => /terminated by another process/.test(t.execError ?? ""))
  if (!killed.length) return
  log(`${name}: ${killed.map((t) => path.basename(t.name)).join(", ")} lost its jest worker (killed from outside): run again alone`)
  const again = path.join(LOGS, `${name}-again.json`)
  const paths = killed.map((t) => t.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  await runLogged(
    `${name}-again`,
    process.execPath,
    [JEST, "--runInBand", "--forceExit", "--ci", "--reporters=default", `--reporters=${SUMMARY_REPORTER}`, `--testPathPattern=(${paths.join("|")})$`],
    {
      cwd,
      env: { ...env, JEST_SUMMARY_FILE: again },
    }
  )
  if (!existsSync(again)) return
  const a = JSON.parse(readFileSync(again, "utf8"))
  const names = new Set(killed.map((t) => t.name))
  r.testResults = [...r.testResults.filter((t) => !names.has(t.name)), ...a.testResults]
  r.numPassedTests += a.numPassedTests
  r.numFailedTests += a.numFailedTests
  r.numRuntimeErrorTestSuites = Math.max(0, (r.numRuntimeErrorTestSuites ?? 0) - killed.length) + (a.numRuntimeErrorTestSuites ?? 0)
  writeFileSync(report, JSON.stringify(r, null, 2))
}

/**
 * Each backend spec file's seconds in this run, for backend/integration-tests/sequencer.js (longest
 * first): written to the logs; copied to integration-tests/durations.json by hand when specs change a lot.
 */
function writeBackendDurations() {
  const report = path.join(LOGS, "backend-integration.json")
  if (!existsSync(report)) return
  const r = JSON.parse(readFileSync(report, "utf8"))
  const seconds = Object.fromEntries(
    (r.testResults ?? [])
      .filter((t) => t.seconds !== null && t.seconds !== undefined)
      .map((t) => [path.basename(t.name), t.seconds])
      .sort((a, b) => b[1] - a[1])
  )
  writeFileSync(path.join(LOGS, "backend-durations.json"), JSON.stringify(seconds, null, 2) + "\n")
  // and within each file: its tests' seconds, and what is left (the app's boot, beforeAll, afterAll)
  const detail = (r.testResults ?? []).map((t) => {
    const tests = (t.assertionResults ?? []).map((a) => [a.title, a.seconds])
    const inTests = tests.reduce((n, [, s]) => n + (s ?? 0), 0)
    return {
      file: path.basename(t.name),
      seconds: t.seconds,
      outside_tests: t.seconds === null ? null : Math.round(t.seconds - inTests),
      tests: Object.fromEntries(tests),
    }
  })
  writeFileSync(
    path.join(LOGS, "backend-test-durations.json"),
    JSON.stringify(
      detail.sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0)),
      null,
      2
    ) + "\n"
  )
}

/**
 * The head of an error text for the run's closing list of failures (colour codes dropped): its message and,
 * for an assertion, the diff that follows it (up to 8 lines, before any stack frame), so CI's printed tail
 * says what differed.
 */
function errorHead(text) {
  const lines = String(text ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .map((l) => l.trimEnd())
  const start = lines.findIndex((l) => l.trim())
  if (start < 0) return ""
  const end = lines.findIndex((l, i) => i > start && /^\s*at .+[:)]/.test(l))
  const head = lines.slice(start, end < 0 ? undefined : end).filter((l) => l.trim())
  const indent = Math.min(...head.map((l) => l.match(/^\s*/)[0].length))
  return head
    .slice(0, 8)
    .map((l) => l.slice(indent).slice(0, 200))
    .join("\n      ")
    .slice(0, 1200)
}

/** The failed tests of a TAP output: each top-level `not ok` with the head of its `error:`. */
function tapFailures(out) {
  const lines = out.split("\n")
  const failures = []
  lines.forEach((l, i) => {
    const m = l.match(/^not ok \d+ - (.*)$/)
    if (!m) return
    const at = lines.slice(i + 1, i + 40).findIndex((x) => /^\s+error: /.test(x))
    // `error: 'text'` on one line, or `error: |-` and the text on the following, more indented, lines
    const errorLine = at < 0 ? "" : lines[i + 1 + at]
    const value = errorLine.replace(/^\s+error: /, "")
    let text = value.replace(/^'|'$/g, "")
    if (/^[|>][-+]?$/.test(value.trim())) {
      const depth = errorLine.match(/^\s*/)[0].length
      const block = []
      for (const x of lines.slice(i + 2 + at)) {
        if (x.trim() && x.match(/^\s*/)[0].length <= depth) break
        block.push(x)
      }
      text = block.join("\n")
    }
    failures.push(`${m[1]}: ${errorHead(text)}`)
  })
  return failures
}

/** node's test runner with the TAP reporter; a run that executed no test counts as a failure. */
async function nodeSuite(name, files, env, note = "") {
  const out = await runLogged(name, process.execPath, ["--test", "--test-reporter=tap", "--test-concurrency=1", ...files], { cwd: ROOT, env })
  const count = (k) => Number(out.match(new RegExp(`^# ${k} (\\d+)`, "m"))?.[1] ?? 0)
  // node's runner counts skipped tests apart (`# skipped N`): named in the note, never as passed
  const skipped = count("skipped") ? `${count("skipped")} skipped` : ""
  record(
    name,
    count("pass"),
    count("fail") + count("cancelled") + (count("pass") + count("fail") === 0 ? 1 : 0),
    [skipped, note].filter(Boolean).join("; "),
    tapFailures(out)
  )
}

const want = (suite) => !only || only.includes(suite)
// every package with a jest unit suite of its own (jest.config.*), in build order; the couriers' runs apart, beside them
const UNIT_PLUGINS = [...PACKAGES, ...PLUGINS]
  .filter((dir) => readdirSync(dir).some((f) => /^jest\.config\./.test(f)))
  .map((dir) => path.basename(dir))
  .filter((name) => name !== "couriers")

/** A static check counts as one suite: passed when every step of it passed. */
async function checkSuite(name, steps) {
  const t = Date.now()
  const { failed, output } = await runSteps(steps)
  seconds.set(name, Math.round((Date.now() - t) / 1000))
  writeFileSync(path.join(LOGS, `${name}.log`), output)
  record(name, failed.length ? 0 : 1, failed.length ? 1 : 0, failed.length ? `${failed.join(", ")} failed` : "")
}

/**
 * The backend specs whose behaviour depends on what Redis provides, run again without it (decision
 * 0061): the seed of `npm start`, orders under the in-memory locking (one order, a burst on the last
 * units), the listing read model fed by the in-memory event bus without the answer cache, the order
 * life's workflows on the in-memory engine, and the attempt limits (the couriers' in-memory request
 * budget is the unit suite's `MemoryLimiter` cases). The other specs exercise code that is the same with or without Redis; running all of them
 * twice cost 10 of CI's 35 minutes. `--backend=` still chooses any specs for both passes.
 */
const EMBEDDED_SPECS = ["seed", "cod-orders", "cod-burst", "listing", "order-life", "security-edge"]

const needsStack = !only || only.some((s) => s !== "lint")
// Redis: three emptied databases per slot (16 in all, 0 left to `npm start`): 1+3n the browser journeys and the
// multi-process suite, 2+3n the unit suites and the first backend jest worker, 3+3n the second worker. The two
// lanes below run at the same time, so no database is shared across them.
if (!(SLOT >= 0 && SLOT <= 4)) throw new Error(`TEST_SLOT=${process.env.TEST_SLOT}: use a slot from 0 to 4`)
const redisDb = (k) => 1 + 3 * SLOT + k
const redisBase = process.env.REDIS_URL
const redisFor = async (k) => (redisBase ? freshRedisDatabase(redisBase, redisDb(k)) : undefined)
let db
let exitCode = 0
// The plugins (and, for the browser journeys, the storefront), built once for both lanes.
let builds
let buildEnv
const pluginsBuilt = () => (builds ??= buildPlugins({ env: buildEnv, log, extra: want("e2e") ? [storefrontTask({ env: buildEnv, log })] : [] }))
try {
  if (needsStack) db = await provideDatabase({ dir: "postgres-test", port: 54330 + SLOT, dbName: slotted("dz_test_main") })
  if (db) log(db.embedded ? "embedded PostgreSQL for tests" : `PostgreSQL from DATABASE_URL`)
  if (db) log(redisBase ? `Redis modules on (${redisBase}, databases ${redisDb(0)}-${redisDb(2)})` : "no REDIS_URL: in-memory modules")
  const env = db ? { ...backendEnv({ databaseUrl: db.url }), ...dbEnvFromUrl(db.url), LOG_LEVEL: "error" } : { ...process.env }
  delete env.REDIS_URL

  // @shop/shared and @shop/contracts as built packages (stamped: built once), before anything reads them: the type
  // check of the front ends, every suite, every plugin build.
  await buildPackages({ env, log })
  buildEnv = env

  /**
   * Two lanes at once (CI's 35 minutes on 2 cores, decision 0083): the checks and the backend specs, which keep
   * both cores busy, beside the builds and the browser journeys, which leave a third of them idle (Chromium
   * waits on pages, the servers on each other). The embedded second pass starts when the first lane ends.
   */
  // The type check's programs are chosen now, before the other lane's admin build may write Medusa's generated
  // types: a clean clone checks the same programs whichever lane is ahead.
  const typecheck = want("lint") ? typecheckSteps({ log }) : []
  const checksLane = async () => {
    const unitEnv = { ...env, ...(redisBase && { REDIS_URL: await redisFor(1) }) }
    // The couriers' unit suite mostly waits on its fakes' rate limits (over two minutes, little CPU): it
    // runs beside everything else in this lane (decision 0061), from its start.
    const couriersUnit = want("unit") ? jestSuite("couriers-unit", path.join(ROOT, "plugins/couriers"), unitEnv) : null
    // the backend specs' template databases, made while the checks run (a migration and a seed: mostly waits)
    const templates = want("backend") ? backendTemplates() : null
    templates?.catch(() => {})
    // Lint and type check first (`--only=lint` runs just them): they need no database and fail fast.
    if (want("lint")) {
      await checkSuite("lint", lintSteps())
      await checkSuite("typecheck", typecheck)
    }
    if (want("unit")) {
      for (const plugin of UNIT_PLUGINS)
        await jestSuite(`${plugin}-unit`, path.join(ROOT, "plugins", plugin), unitEnv, plugin === "contracts" ? ["--passWithNoTests"] : [])
      // every admin-extensions/test/*.test.mjs (i18n parity and the screens' pure logic)
      await nodeSuite(
        "admin-unit",
        readdirSync(path.join(ROOT, "admin-extensions/test"))
          .filter((f) => f.endsWith(".test.mjs"))
          .map((f) => `admin-extensions/test/${f}`),
        unitEnv
      )
      await nodeSuite("scripts-unit", ["scripts/test/build-graph.test.mjs", "scripts/test/migration-names.test.mjs"], unitEnv)
    }
    if (want("storefront")) {
      const report = path.join(LOGS, "storefront-unit.json")
      await runLogged("storefront-unit", process.execPath, [VITEST, "run", "--reporter=json", `--outputFile=${report}`], { cwd: STOREFRONT, env: unitEnv })
      recordJson("storefront-unit", report)
    }
    // before the backend specs: their first worker empties the Redis database the unit suites used
    await couriersUnit
    if (templates) await backendSpecs(await templates)
  }
  const stackLane = async () => {
    if (want("e2e")) await e2e(env)
    if (want("multi-process")) await multiProcess(env)
  }

  /** The migrated template and its seeded copy (below), by name. */
  async function backendTemplates() {
    await pluginsBuilt()
    // Every spec file boots Medusa on a database of its own; they are all cloned from one migrated
    // template (integration-tests/setup.js), so no spec pays for the whole migration history again.
    const template = new URL(db.url)
    template.pathname = `/${slotted("dz_itest_template")}`
    await ensureDatabaseExists(template.toString())
    await migrateDatabase({ url: template.toString(), env, log, args: ["--skip-scripts"] })
    // ... and from a copy of it holding what nearly every spec's beforeAll seeds first (the shop, staff, geography
    // and couriers, no catalogue: SEED_CATALOG=off), so that their own seed finds it written: 0.8 s instead of
    // 4.5 s, once per spec. seed.spec.ts, which checks what a first seed writes, starts from the migrated one.
    const seeded = await seededCopy(template, "dz_itest_seeded", { SEED_CATALOG: "off" }, "seeded template")
    return { migrated: slotted("dz_itest_template"), seeded: slotted("dz_itest_seeded"), catalog: await catalogTemplate(seeded) }
  }

  /** A copy of `from` named `name` (slotted), seeded by `medusa exec` with `seedEnv`; its URL. */
  async function seededCopy(from, name, seedEnv, label) {
    const copy = new URL(db.url)
    copy.pathname = `/${slotted(name)}`
    const t = Date.now()
    await cloneDatabase(from.toString(), copy.toString())
    await run(process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/seed.ts"], {
      cwd: BACKEND,
      env: { ...env, DATABASE_URL: copy.toString(), ...seedEnv },
      label,
    })
    log(`${label} written in ${((Date.now() - t) / 1000).toFixed(1)}s`)
    return copy
  }

  /**
   * A third template, the seeded one plus the demo catalogue and content (no orders), for the specs that read
   * the demo catalogue (integration-tests/catalog-specs.json, read by setup.js too): each used to seed it in its
   * beforeAll, then wait for the seed's thousand-odd events to re-index the listing (80 s of content.spec's 127
   * on an idle machine, 2026-11-29). Written by `medusa exec`, whose seed ends by rebuilding the listing; the
   * events it emitted die with it. Made only when one of those specs is to run.
   */
  async function catalogTemplate(seeded) {
    const wanted = CATALOG_SPECS.map((f) => f.replace(/\.spec\.ts$/, ""))
    if (backendOnly && !backendOnly.some((s) => wanted.includes(s))) return null
    await seededCopy(seeded, "dz_itest_catalog", { SEED_ORDERS: "off" }, "catalogue template")
    return slotted("dz_itest_catalog")
  }

  async function backendSpecs(templates) {
    const specs = backendOnly ? [`--testPathPattern=integration-tests/http/(${backendOnly.join("|")})\\.spec\\.ts$`] : []
    // Two jest workers, one spec file each at a time: a Medusa boot leaves a core idle while it waits
    // on PostgreSQL. Each worker has a Redis database of its own (setup.js), so the two apps never
    // take each other's events, jobs or locks.
    const workers = Math.max(1, Number(process.env.BACKEND_TEST_WORKERS || 2))
    const redisUrls = redisBase ? [await redisFor(1), ...(workers > 1 ? [await redisFor(2)] : [])] : []
    await jestSuite(
      "backend-integration",
      BACKEND,
      {
        ...env,
        ...(redisUrls.length && { REDIS_URL: redisUrls[0] }),
        NODE_OPTIONS: "--experimental-vm-modules",
        DZ_ITEST_TEMPLATE: templates.migrated,
        DZ_ITEST_SEEDED_TEMPLATE: templates.seeded,
        ...(templates.catalog && { DZ_ITEST_CATALOG_TEMPLATE: templates.catalog }),
        DZ_ITEST_REDIS_URLS: redisUrls.join(","),
        DZ_ITEST_FLUSH_REDIS: "1",
      },
      specs,
      { workers: Math.min(workers, 2) }
    )
    writeBackendDurations()
  }

  /** A lane's crash is counted and said; the other lane goes on. */
  const guarded = (name, lane) =>
    lane().catch((e) => {
      console.error(e)
      results.push({ name: `harness (${name})`, passed: 0, failed: 1 })
    })
  const lanes = [guarded("checks and backend specs", checksLane), guarded("browser journeys", stackLane)]
  if (embeddedBackend) {
    await Promise.race(lanes)
    await guarded("embedded backend pass", async () => {
      // the child builds what is stale: never while this run builds the same plugins
      await pluginsBuilt()
      await embeddedBackendPass()
    })
  }
  await Promise.all(lanes)
} catch (e) {
  console.error(e)
  results.push({ name: "harness", passed: 0, failed: 1 })
} finally {
  await stopAll()
  if (db) await db.stop().catch(() => {})
}

/** Full stack on its own database and ports, then the browser journeys in e2e/. */
async function e2e(baseEnv) {
  const name = "browser-e2e"
  if (!existsSync("/usr/bin/chromium")) {
    writeFileSync(path.join(LOGS, `${name}.log`), "/usr/bin/chromium is missing: apt-get install -y chromium (bash .ci/run installs it)\n")
    return record(name, 0, 1, "no chromium")
  }
  const u = new URL(db.url)
  u.pathname = `/${slotted("dz_e2e")}`
  const url = u.toString()
  await dropDatabase(url).catch(() => {})
  const { ensureDatabaseExists } = await import("./lib/database.mjs")
  await ensureDatabaseExists(url)
  const backendPort = 9300 + 10 * SLOT
  const storefrontPort = 3300 + 10 * SLOT
  // the couriers' sandboxes move their parcels every 2 s (30 s for a demo shop), so journeys see statuses arrive
  const env = {
    ...baseEnv,
    ...backendEnv({ databaseUrl: url, backendPort, storefrontPort }),
    ...(redisBase && { REDIS_URL: await redisFor(0) }),
    LOG_LEVEL: "warn",
    COURIER_SANDBOX_STEP_MS: process.env.COURIER_SANDBOX_STEP_MS || "2000",
  }
  await pluginsBuilt()
  await buildAdmin({ env, log })
  const seed = await prepareDatabase({ url, env, log, force: true })
  // the freshly seeded shop is the multi-process suite's template too (a copy costs seconds, a seed minutes)
  if (want("multi-process")) {
    await cloneDatabase(url, scaleDatabases().template)
    copyDatabaseState(url, scaleDatabases().template)
  }
  const serverLog = createWriteStream(path.join(LOGS, "e2e-servers.log"))
  // With Redis the journeys run against a scaled-out backend: one HTTP server, one worker.
  const split = !!env.REDIS_URL
  const stack = await startServices({ env, seed, backendPort, storefrontPort, log: serverLog, split })
  log(split ? "e2e stack: server + worker processes over Redis" : "e2e stack: one backend process")
  const files = readdirSync(path.join(ROOT, "e2e"))
    .filter((f) => f.endsWith(".test.mjs") && (!e2eOnly || e2eOnly.includes(f.replace(".test.mjs", ""))))
    .map((f) => path.join("e2e", f))
  await nodeSuite(
    name,
    files,
    {
      ...env,
      BACKEND_URL: stack.backendUrl,
      // the worker's own port when split (e2e/scale-out: it answers health and serves no admin)
      WORKER_URL: stack.worker ? `http://localhost:${backendPort + 1}` : "",
      STOREFRONT_URL: stack.storefrontUrl,
      MEDUSA_PUBLISHABLE_KEY: seed.publishable_key,
      ADMIN_EMAIL: seed.admin_email,
      ADMIN_PASSWORD: seed.admin_password,
    },
    files.length ? "" : "no e2e files"
  )
  // only this stack's processes: the other lane's runs go on
  await Promise.all([stack.backend, stack.worker, stack.storefront, stack.sandboxes, stack.metaGraph].filter(Boolean).map((c) => stop(c)))
  serverLog.end()
}

/** The multi-process suite's databases: its seeded template, the shop it runs, the restore target. */
function scaleDatabases() {
  const at = (name) => {
    const u = new URL(db.url)
    u.pathname = `/${slotted(name)}`
    return u.toString()
  }
  return { template: at("dz_scale_template"), shop: at("dz_scale"), restored: at("dz_scale_restored") }
}

/**
 * Several processes as one shop (issue 17 items 7 and 8): e2e/multi-process/ starts its own backend
 * processes (two HTTP servers and a worker over Redis, killing and restarting one of them) on a copy
 * of the seeded shop, and runs the backup/restore round trip. Without REDIS_URL its multi-process tests
 * are skipped (counted by node's runner as skipped) and the round trip runs on one process.
 */
async function multiProcess(baseEnv) {
  const name = "multi-process"
  const t = Date.now()
  const dbs = scaleDatabases()
  const port = 9600 + 10 * SLOT
  const env = {
    ...baseEnv,
    ...backendEnv({ databaseUrl: dbs.shop, backendPort: port }),
    LOG_LEVEL: "info",
    MEDUSA_DISABLE_ADMIN: "true",
    BACKEND_HEAP_MB: "640",
  }
  await pluginsBuilt()
  await ensureDatabaseExists(dbs.template)
  const seed = await prepareDatabase({ url: dbs.template, env: { ...env, DATABASE_URL: dbs.template }, log })
  await cloneDatabase(dbs.template, dbs.shop)
  await dropDatabase(dbs.restored).catch(() => {})
  if (redisBase) env.REDIS_URL = await redisFor(0)
  else delete env.REDIS_URL
  await nodeSuite(
    name,
    [path.join("e2e", "multi-process", "shop.test.mjs")],
    {
      ...env,
      SCALE_PORT: String(port),
      SCALE_LOGS_DIR: LOGS,
      RESTORE_DATABASE_URL: dbs.restored,
      MEDUSA_PUBLISHABLE_KEY: seed.publishable_key,
      ADMIN_EMAIL: seed.admin_email,
      ADMIN_PASSWORD: seed.admin_password,
    },
    process.env.REDIS_URL ? "" : "no REDIS_URL: the multi-process tests are skipped, the backup round trip ran on one process"
  )
  log(`multi-process suite in ${((Date.now() - t) / 1000).toFixed(0)}s`)
}

/**
 * Backend specs again, in a child `npm test` process with DATABASE_URL and REDIS_URL removed: the
 * newcomer's path (embedded PostgreSQL on its own port, in-memory event bus, workflow engine,
 * locking, no answer cache). Its suites are counted here as `embedded/<suite>`.
 */
async function embeddedBackendPass() {
  if (!process.env.DATABASE_URL && !process.env.REDIS_URL) return log("--embedded-backend: this run already had neither DATABASE_URL nor REDIS_URL")
  const dir = path.join(LOGS, "embedded")
  const env = { ...process.env, TEST_LOGS_DIR: dir }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  const specs = backendOnly ?? EMBEDDED_SPECS
  const args = [path.join(ROOT, "scripts/test.mjs"), "--only=backend", `--backend=${specs.join(",")}`]
  log(`backend specs ${specs.join(", ")} again with neither DATABASE_URL nor REDIS_URL (embedded PostgreSQL, in-memory modules)`)
  const t = Date.now()
  const out = await runLogged("embedded", process.execPath, args, { cwd: ROOT, env })
  // its own progress and failure tails, without its summary line (the combined one ends this run)
  const lines = out.trimEnd().split("\n")
  if (/^\d+ passed, \d+ failed$/.test(lines.at(-1) ?? "")) lines.pop()
  for (const l of lines) if (l.trim()) console.log(`[embedded] ${l}`)
  const file = path.join(dir, "summary.json")
  const child = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).results : [{ name: "harness", passed: 0, failed: 1 }]
  for (const r of child) results.push({ ...r, name: `embedded/${r.name}` })
  log(
    `embedded backend pass: ${child.reduce((n, r) => n + r.passed, 0)} passed, ${child.reduce((n, r) => n + r.failed, 0)} failed in ${((Date.now() - t) / 60000).toFixed(1)} min`
  )
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
if (failed) exitCode = 1
writeFileSync(path.join(LOGS, "summary.json"), JSON.stringify({ results, passed, failed }, null, 2))
// The failed tests by name, last, where a CI log's tail shows them (the suites' own logs stay in artifacts/test-logs).
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.name}: ${f}`))
if (failures.length) console.log(`\nfailed tests:\n${failures.join("\n")}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(exitCode)
