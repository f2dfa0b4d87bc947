// The dashboard doughnut's percent (2 decimals, spec §2 and §9) and ring geometry, from the
// TypeScript source of src/admin/dashboard/dashboard.ts compiled with esbuild (the shipped code).
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", "dashboard", "dashboard.ts")
const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
const { formatPercent, segmentText, doughnutArcs, topWithOther } = await import(`data:text/javascript,${encodeURIComponent(code)}`)

test("percent with exactly 2 decimals, rounded half up", () => {
  assert.equal(formatPercent(12, 35), "34.29") // 34.2857
  assert.equal(formatPercent(1, 8), "12.50")
  assert.equal(formatPercent(1, 3), "33.33")
  assert.equal(formatPercent(2, 3), "66.67")
  assert.equal(formatPercent(1, 200), "0.50")
  assert.equal(formatPercent(1, 80000), "0.00") // 0.00125
  assert.equal(formatPercent(1, 40000), "0.00") // 0.0025 rounds to 0.00 (hundredths of a percent: 0.25 → 0)
  assert.equal(formatPercent(1, 20000), "0.01") // 0.005 → 0.01, half up
  assert.equal(formatPercent(5, 5), "100.00")
  assert.equal(formatPercent(3, 0), "0.00")
})

test("a clicked segment reads label — value — percent", () => {
  assert.equal(segmentText("Alger", 12, 35), "Alger — 12 — 34.29 %")
})

test("ring segments cover the circle; a lone value is a full ring; zeros are skipped", () => {
  const arcs = doughnutArcs([1, 0, 3])
  assert.deepEqual(
    arcs.map((a) => [a.index, a.start, a.end]),
    [
      [0, 0, 0.25],
      [2, 0.25, 1],
    ]
  )
  assert.match(arcs[1].path, / 0 1 1 /) // the 3/4 arc is a large arc
  const full = doughnutArcs([7])
  assert.equal(full.length, 1)
  assert.equal((full[0].path.match(/M/g) ?? []).length, 2)
  assert.deepEqual(doughnutArcs([0, 0]), [])
})

test("small wilayas are grouped into one segment", () => {
  const items = [5, 4, 3, 2, 1].map((count, i) => ({ code: i, count }))
  const kept = topWithOther(items, 2, (count) => ({ code: null, count }))
  assert.deepEqual(kept, [
    { code: 0, count: 5 },
    { code: 1, count: 4 },
    { code: null, count: 6 },
  ])
  assert.equal(topWithOther(items.slice(0, 3), 2, () => null).length, 3)
})
