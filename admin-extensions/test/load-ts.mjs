// Compiles one src/admin/<capability>/*.ts file (named by its path under src/admin, without ".ts") with esbuild and
// imports it, so tests run the shipped code. It is bundled with what it imports (e.g. the constants of
// @shop/contracts, built by `npm test` before the unit suites), since a module loaded from a data: URL
// cannot resolve package names itself.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildSync } from "esbuild"

export async function loadLib(name) {
  const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", `${name}.ts`)
  const [out] = buildSync({ entryPoints: [source], bundle: true, format: "esm", platform: "node", write: false, logLevel: "error" }).outputFiles
  return import(`data:text/javascript,${encodeURIComponent(out.text)}`)
}
