// The static checks `npm test` runs first (decision record 0026): lint (ESLint + Prettier) and the
// type check. `npm run lint` / `npm run typecheck` run the same steps with their output on screen.
import { existsSync } from "node:fs"
import path from "node:path"
import { ROOT } from "./paths.mjs"
import { run } from "./proc.mjs"

const bin = (p) => path.join(ROOT, "node_modules", p)
const CACHE = path.join(ROOT, "node_modules/.cache")
const TSC = [bin("typescript/bin/tsc"), "--pretty", "false"]

/** ESLint (errors listed, warnings counted by rule) then Prettier. `fix` applies ESLint's fixes only. */
export function lintSteps({ fix = false, warnings = false } = {}) {
  return [
    {
      name: "eslint",
      args: [
        bin("eslint/bin/eslint.js"),
        "--cache",
        "--cache-strategy=content",
        `--cache-location=${CACHE}/eslint/`,
        `--format=${warnings ? "stylish" : path.join(ROOT, "scripts/lib/eslint-formatter.mjs")}`,
        ...(fix ? ["--fix"] : []),
        ".",
      ],
    },
    // Reports the files it would change; the one formatting commit is `npx prettier --write .`.
    { name: "prettier", args: [bin("prettier/bin/prettier.cjs"), "--check", "--cache", "--cache-strategy=content", "--log-level=warn", "."] },
  ]
}

/** Medusa's generated types (`medusa build`, `medusa develop`): query.graph rows as `Maybe<...>`. */
export const GENERATED_TYPES = path.join(ROOT, "backend/.medusa/types/query-entry-points.d.ts")

/**
 * One program for the server side (plugins + backend + tests), one per front end (their own compiler
 * settings), and, when Medusa's generated types are there, the backend as `medusa build` compiles it
 * with them (decision 0034). Generating them needs the plugins built; the check does not build them.
 */
export function typecheckSteps({ log = () => {} } = {}) {
  const withTypes = existsSync(GENERATED_TYPES)
  if (!withTypes) log("typecheck: backend/.medusa/types absent (made by `medusa build` or `medusa develop`): the backend is not checked against them")
  return [
    { name: "tsc server (plugins, backend, medusa-config)", args: [...TSC, "-p", "tsconfig.typecheck.json"] },
    ...(withTypes
      ? [{ name: "tsc backend with Medusa's generated types (as medusa build)", args: [...TSC, "-p", "backend/tsconfig.generated-types.json"] }]
      : []),
    { name: "tsc admin-extensions", args: [...TSC, "-p", "admin-extensions/tsconfig.typecheck.json"] },
    {
      name: "tsc storefront-remix",
      args: [...TSC, "-p", "storefront-remix/tsconfig.json", "--incremental", "--tsBuildInfoFile", `${CACHE}/typecheck/storefront-remix.tsbuildinfo`],
    },
  ]
}

/** Runs every step (one failing does not hide the next); returns what failed and the whole output. */
export async function runSteps(steps, { quiet = true, env = process.env } = {}) {
  let output = ""
  const failed = []
  const summary = []
  for (const step of steps) {
    const started = Date.now()
    let out
    let ok = true
    try {
      out = await run(process.execPath, step.args, { cwd: ROOT, env, label: step.name, quiet })
    } catch (e) {
      ok = false
      out = e.output ?? e.message
      failed.push(step.name)
    }
    const line = `${ok ? "ok  " : "FAIL"} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`
    if (!quiet) process.stdout.write(line)
    output += `${out}${out.endsWith("\n") || !out ? "" : "\n"}${line}`
    summary.push(line)
  }
  // The steps' verdicts again at the end, where a failing suite's log tail is read.
  return { failed, output: `${output}\n${summary.join("")}` }
}

/** Entry point of scripts/lint.mjs and scripts/typecheck.mjs. */
export async function main(steps) {
  const { failed } = await runSteps(steps, { quiet: false })
  if (failed.length) console.log(`failed: ${failed.join(", ")}`)
  process.exit(failed.length ? 1 : 0)
}
