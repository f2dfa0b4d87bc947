#!/usr/bin/env node
// Builds a plain TypeScript workspace package (plugins/shared, plugins/contracts) run in its folder:
// CommonJS for Medusa and jest (dist/cjs), ES modules for Vite (dist/esm), declarations (dist/types).
import { rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { ROOT } from "./paths.mjs"

const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc")
rmSync("dist", { recursive: true, force: true })
execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { stdio: "inherit" })
execFileSync(process.execPath, [tsc, "-p", "tsconfig.esm.json"], { stdio: "inherit" })
writeFileSync("dist/esm/package.json", JSON.stringify({ type: "module" }) + "\n")
writeFileSync("dist/cjs/package.json", JSON.stringify({ type: "commonjs" }) + "\n")
