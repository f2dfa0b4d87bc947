// The stock allocation form's rules (src/admin/ops/allocation.ts, compiled with esbuild).
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", "ops", "allocation.ts")
const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
const { checkAllocationRows } = await import(`data:text/javascript,${encodeURIComponent(code)}`)

test("each row 0..maximum and the total at most the maximum", () => {
  assert.deepEqual(checkAllocationRows("10", ["4", "6"]), { rows: [null, null], total: 10, global: null, valid: true })
  assert.deepEqual(checkAllocationRows("10", ["4", ""]), { rows: [null, null], total: 4, global: null, valid: true })
  assert.deepEqual(checkAllocationRows("10", ["6", "6"]), { rows: [null, null], total: 12, global: "over_maximum", valid: false })
  assert.deepEqual(checkAllocationRows("10", ["11", "0"]).rows, ["invalid_quantity", null])
  assert.deepEqual(checkAllocationRows("10", ["-1", "2"]).rows, ["invalid_quantity", null])
  assert.deepEqual(checkAllocationRows("10", ["1.5", "2"]).valid, false)
  assert.equal(checkAllocationRows("0", ["0"]).global, "invalid_maximum")
  assert.equal(checkAllocationRows("abc", ["1"]).global, "invalid_maximum")
  assert.equal(checkAllocationRows("5", ["0", "0"]).valid, false) // nothing to allocate
})
