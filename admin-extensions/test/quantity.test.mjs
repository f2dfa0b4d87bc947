// The real maximum of a quantity refusal (src/admin/ops/quantity.ts, compiled with esbuild).
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", "ops", "quantity.ts")
const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
const { maxOfQuantityRefusal } = await import(`data:text/javascript,${encodeURIComponent(code)}`)

test("reads the maximum the server names, and nothing from another refusal", () => {
  assert.equal(maxOfQuantityRefusal("quantity: invalid quantity: must be an integer from 1 to 7"), 7)
  assert.equal(maxOfQuantityRefusal("quantity: invalid quantity: must be an integer from 1 to 1000000"), 1000000)
  assert.equal(maxOfQuantityRefusal("quantity: invalid quantity: must be an integer of at least 1"), null)
  assert.equal(maxOfQuantityRefusal("items: add at least one item before sending"), null)
})
