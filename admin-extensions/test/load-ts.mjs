// Compiles one src/admin/<capability>/*.ts file (named by its path under src/admin, without ".ts") with esbuild and
// imports it, so tests run the shipped code.
// (Type-only imports vanish in the transform; a lib that imports values must be bundled instead.)
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

export async function loadLib(name) {
  const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", `${name}.ts`)
  const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
  return import(`data:text/javascript,${encodeURIComponent(code)}`)
}
