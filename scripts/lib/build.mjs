import { createHash } from "node:crypto"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
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
  for (const dir of PACKAGES) {
    await buildIfStale(
      path.basename(dir),
      [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json"), path.join(dir, "tsconfig.esm.json")],
      path.join(dir, "dist/cjs"),
      () => run(process.execPath, [path.join(ROOT, "scripts/lib/build-package.mjs")], { cwd: dir, env, label: `build ${path.basename(dir)}` }),
      log
    )
  }
}

export async function buildPlugins({ env, log }) {
  await buildPackages({ env, log })
  for (const dir of PLUGINS) {
    await buildIfStale(
      path.basename(dir),
      [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json")],
      path.join(dir, ".medusa/server/src"),
      () => run(process.execPath, [MEDUSA_CLI, "plugin:build"], { cwd: dir, env, label: `build ${path.basename(dir)}` }),
      log
    )
  }
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
  await buildIfStale(
    "admin",
    // the lockfile: a dependency change (e.g. react-i18next) changes the bundle too
    [ext, ...PACKAGES.map((p) => path.join(p, "src")), path.join(ROOT, "medusa-config.ts"), path.join(ROOT, "package-lock.json"), versionFile],
    path.join(BACKEND, "public/admin/index.html"),
    async () => {
      await run(process.execPath, [MEDUSA_CLI, "build"], {
        cwd: BACKEND,
        env: { ...env, NODE_ENV: "production" },
        label: "admin build",
      })
      rmSync(path.join(BACKEND, "public/admin"), { recursive: true, force: true })
      cpSync(path.join(BACKEND, ".medusa/server/public/admin"), path.join(BACKEND, "public/admin"), { recursive: true })
    },
    log
  )
}

export async function buildStorefront({ env, log }) {
  // The storefront streams its HTML with react-dom; an install run with --ignore-scripts skipped the fix.
  for (const r of patchReactDom()) if (r.state === "patched") log(`react-dom: ${r.file} patched (decision 0053)`)
  await buildIfStale(
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

export async function buildAll({ env, log }) {
  await buildPlugins({ env, log })
  // The admin bundle and the storefront are independent: build them side by side.
  await Promise.all([buildAdmin({ env, log }), buildStorefront({ env, log })])
}
