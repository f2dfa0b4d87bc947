import { createHash } from "node:crypto"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import path from "node:path"
import { BACKEND, DATA_DIR, MEDUSA_CLI, PACKAGES, PLUGINS, REMIX_CLI, ROOT, STOREFRONT } from "./paths.mjs"
import { run } from "./proc.mjs"
import { patchReactDom } from "../patch-react-dom.mjs"

const SKIP = new Set(["node_modules", ".medusa", "build", ".cache", "public", "__tests__", "integration-tests"])
const STAMPS = path.join(DATA_DIR, "build-stamps.json")

/** A content hash of the files under `paths` (what a build reads), ignoring outputs and tests. */
export function hashTree(paths) {
  const hash = createHash("sha1")
  const walk = (p) => {
    if (!existsSync(p)) return
    const st = statSync(p)
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!SKIP.has(name)) walk(path.join(p, name))
    } else {
      hash.update(path.relative(ROOT, p))
      hash.update(readFileSync(p))
    }
  }
  paths.forEach(walk)
  return hash.digest("hex")
}

const readStamps = () => (existsSync(STAMPS) ? JSON.parse(readFileSync(STAMPS, "utf8")) : {})
function writeStamp(key, value) {
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(STAMPS, JSON.stringify({ ...readStamps(), [key]: value }, null, 2))
}

/** Runs `build` only when the inputs' hash changed since the last successful build. */
async function buildIfStale(key, inputs, output, build, log) {
  const hash = hashTree(inputs)
  if (readStamps()[key] === hash && existsSync(output)) return false
  const t = Date.now()
  await build()
  writeStamp(key, hash)
  log(`built ${key} in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  return true
}

const medusaVersion = () => JSON.parse(readFileSync(path.join(ROOT, "node_modules/@medusajs/medusa/package.json"), "utf8")).version

/** @shop/shared and @shop/contracts (plain TypeScript, see docs/decisions/0025-contracts-and-shared-packages.md). */
export async function buildPackages({ env, log }) {
  let built = 0
  for (const dir of PACKAGES) {
    built += await buildIfStale(
      path.basename(dir),
      [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json"), path.join(dir, "tsconfig.esm.json")],
      path.join(dir, "dist/cjs"),
      () => run(process.execPath, [path.join(ROOT, "scripts/lib/build-package.mjs")], { cwd: dir, env, label: `build ${path.basename(dir)}` }),
      log
    )
  }
  return built
}

/**
 * How many builds run at once: `BUILD_JOBS`, else one per core up to two (each build keeps one core
 * busy: a plugin's transpile and admin bundle, the storefront's Vite; a third on 2 cores only queues).
 */
export const buildJobs = () => Math.max(1, Number(process.env.BUILD_JOBS) || Math.min(2, availableParallelism()))

/**
 * Runs `tasks` ({ name, deps, run }) `jobs` at a time, each once every task it names in `deps` is
 * done (a name not among the tasks is taken as already built). Stops at the first failure, after
 * the running ones end. Returns how many tasks resolved true (built rather than found up to date).
 */
export async function runGraph(tasks, jobs = buildJobs()) {
  const names = new Set(tasks.map((t) => t.name))
  const done = new Set()
  const waiting = [...tasks]
  let built = 0
  let failure = null
  await new Promise((resolve) => {
    let running = 0
    const pump = () => {
      if (failure && running === 0) return resolve()
      if (!waiting.length && running === 0) return resolve()
      while (!failure && running < jobs) {
        const i = waiting.findIndex((t) => t.deps.every((d) => done.has(d) || !names.has(d)))
        if (i < 0) break
        const [task] = waiting.splice(i, 1)
        running++
        task
          .run()
          .then((didBuild) => {
            done.add(task.name)
            if (didBuild) built++
          })
          .catch((e) => (failure ??= e))
          .finally(() => {
            running--
            pump()
          })
      }
      if (!failure && running === 0 && waiting.length) {
        failure = new Error(`build order: ${waiting.map((t) => t.name).join(", ")} wait for packages that never build`)
        resolve()
      }
    }
    pump()
  })
  if (failure) throw failure
  return built
}

const BUILD_PLUGIN = path.join(ROOT, "scripts/lib/build-plugin.mjs")

/**
 * One plugin, transpiled file by file with its admin bundle (scripts/lib/build-plugin.mjs, decision
 * 0084): no plugin needs another's build, the type check reads every source.
 */
const pluginTask = (dir, { env, log }) => ({
  name: path.basename(dir),
  deps: [],
  run: () =>
    buildIfStale(
      path.basename(dir),
      [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json"), BUILD_PLUGIN],
      path.join(dir, ".medusa/server/src"),
      () => run(process.execPath, [BUILD_PLUGIN], { cwd: dir, env, label: `build ${path.basename(dir)}` }),
      log
    ),
})
/** The plugins, two at a time on 2 cores; `extra` tasks (the storefront) share the same slots. */
export async function buildPlugins({ env, log, extra = [] }) {
  const packages = await buildPackages({ env, log })
  return packages + (await runGraph([...PLUGINS.map((dir) => pluginTask(dir, { env, log })), ...extra]))
}

/**
 * The admin dashboard bundle (with our extensions), served by `medusa start` from
 * backend/public/admin. Rebuilt only when the extensions, the config or Medusa change.
 */
export async function buildAdmin({ env, log }) {
  const ext = path.join(ROOT, "admin-extensions/.medusa/server/src/admin")
  const versionFile = path.join(DATA_DIR, "medusa-version.txt")
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(versionFile, medusaVersion())
  return buildIfStale(
    "admin",
    // the lockfile: a dependency change (e.g. react-i18next) changes the bundle too
    [ext, ...PACKAGES.map((p) => path.join(p, "src")), path.join(ROOT, "medusa-config.ts"), path.join(ROOT, "package-lock.json"), versionFile],
    path.join(BACKEND, "public/admin/index.html"),
    async () => {
      // the dashboard only: the backend runs from its sources (decision 0001), and its compile would
      // look for the plugins' declarations, which their builds no longer write (decision 0084)
      await run(process.execPath, [MEDUSA_CLI, "build", "--admin-only"], {
        cwd: BACKEND,
        env: { ...env, NODE_ENV: "production" },
        label: "admin build",
        progress: log,
      })
      rmSync(path.join(BACKEND, "public/admin"), { recursive: true, force: true })
      cpSync(path.join(BACKEND, ".medusa/admin"), path.join(BACKEND, "public/admin"), { recursive: true })
    },
    log
  )
}

export async function buildStorefront({ env, log }) {
  // The storefront streams its HTML with react-dom; an install run with --ignore-scripts skipped the fix.
  for (const r of patchReactDom()) if (r.state === "patched") log(`react-dom: ${r.file} patched (decision 0053)`)
  return buildIfStale(
    "storefront",
    [
      "app",
      "public",
      "package.json",
      "../package-lock.json",
      "vite.config.ts",
      "tailwind.config.ts",
      "postcss.config.js",
      "tsconfig.json",
      "../plugins/contracts/src",
      "../plugins/shared/src",
    ].map((p) => path.join(STOREFRONT, p)),
    path.join(STOREFRONT, "build/server/index.js"),
    () => run(process.execPath, [REMIX_CLI, "vite:build"], { cwd: STOREFRONT, env: { ...env, NODE_ENV: "production" }, label: "storefront build" }),
    log
  )
}

/** The storefront as a task of `buildPlugins`: it needs the shared packages only. */
export const storefrontTask = ({ env, log }) => ({ name: "@shop/storefront", deps: [], run: () => buildStorefront({ env, log }) })

export async function buildAll({ env, log }) {
  // the storefront builds in a slot beside the plugins; the admin bundle needs every plugin's admin part
  await buildPlugins({ env, log, extra: [storefrontTask({ env, log })] })
  await buildAdmin({ env, log })
}
