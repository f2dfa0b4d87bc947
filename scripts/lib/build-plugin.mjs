#!/usr/bin/env node
// One plugin's build, run in the plugin's folder: what `medusa plugin:build` writes (the server code
// in .medusa/server/src, the admin extensions' bundle in .medusa/server/src/admin), with each file
// transpiled on its own instead of compiled by one type-checking TypeScript program. The types are
// checked once for every workspace by `npm run typecheck` (part of `npm test`); the program's check
// and declaration files cost 15-27 s per plugin, 250 s of CPU for the 13 (decision 0084).
import { existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

/** What Medusa's build leaves out of a plugin's server code (`Compiler#backendIgnoreFiles`). */
const IGNORED = ["integration-tests", "test", "unit-tests", "src/admin"]
const ignored = (rel) => IGNORED.some((p) => rel === p || rel.startsWith(`${p}/`)) || /(^|\/)__tests__\//.test(rel)

const OUT_EXT = { ".ts": ".js", ".tsx": ".js", ".js": ".js", ".jsx": ".js", ".mts": ".mjs", ".cts": ".cjs" }

/**
 * The plugin's tsconfig as the TypeScript program reads it, its files transpiled one by one with the
 * same options. The module format is the one Node16 gives a `.ts` file of a CommonJS package (what
 * the program emits for every plugin here); a file needing type information to transpile
 * (`isolatedModules` errors: a const enum from another file, a re-exported type without `type`) is
 * refused by the type check, which runs with `isolatedModules`.
 */
export function transpilePlugin(dir) {
  const fail = (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"))
  }
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail })
  if (parsed.errors.length) fail(parsed.errors[0])
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"))
  if (pkg.type === "module") throw new Error(`${pkg.name}: an ES module package; this build writes CommonJS`)
  const outDir = parsed.options.outDir ?? path.join(dir, ".medusa/server")
  const rootDir = parsed.options.rootDir ?? dir
  const options = { ...parsed.options, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, declaration: false, noEmit: false }
  let files = 0
  for (const file of parsed.fileNames) {
    const rel = path.relative(dir, file).split(path.sep).join("/")
    const ext = path.extname(file)
    if (ignored(rel) || file.endsWith(".d.ts") || !OUT_EXT[ext]) continue
    const { outputText, diagnostics } = ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: options, fileName: file, reportDiagnostics: true })
    if (diagnostics?.length) fail(diagnostics[0])
    const out = path.join(outDir, path.relative(rootDir, file)).slice(0, -ext.length) + OUT_EXT[ext]
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, outputText)
    files++
  }
  return { outDir, files }
}

/** The admin extensions' bundle, by Medusa's own bundler (as `medusa plugin:build` makes it). */
export async function bundleAdmin(dir, outDir) {
  if (!existsSync(path.join(dir, "src/admin"))) return
  const bundler = await import("@medusajs/admin-bundler")
  await bundler.plugin({ root: dir, outDir })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.cwd()
  const t = Date.now()
  const outDir = path.join(dir, ".medusa/server")
  rmSync(outDir, { recursive: true, force: true })
  const { files } = transpilePlugin(dir)
  await bundleAdmin(dir, outDir)
  console.log(`${path.basename(dir)}: ${files} files transpiled, admin bundled, in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  // the bundler's workers keep the event loop alive
  process.exit(0)
}
