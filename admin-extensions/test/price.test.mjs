// The HT/TTC arithmetic the product page's price widget shows (src/admin/shared/price.ts),
// compiled from its TypeScript source with esbuild so the test runs the shipped code.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", "shared", "price.ts")
const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
const { round2, ttcFromHt, htFromTtc } = await import(`data:text/javascript,${encodeURIComponent(code)}`)

test("TTC = HT × (1 + tax/100), rounded to 2 decimals", () => {
  assert.equal(ttcFromHt(1000, 19), 1190)
  assert.equal(ttcFromHt(99.99, 19), 118.99) // 118.9881
  assert.equal(ttcFromHt(0.05, 19), 0.06) // 0.0595
  assert.equal(ttcFromHt(1500, 0), 1500)
  assert.equal(ttcFromHt(1234.56, 9), 1345.67) // 1345.6704
})

test("HT of a tax-inclusive price (the shop stores TTC)", () => {
  assert.equal(htFromTtc(1190, 19), 1000)
  assert.equal(htFromTtc(2500, 19), 2100.84) // 2100.8403...
  assert.equal(htFromTtc(4990, 19), 4193.28) // 4193.2773...
  assert.equal(htFromTtc(1, 19), 0.84)
})

test("halves round away from zero without binary drift", () => {
  assert.equal(round2(1.005), 1.01)
  assert.equal(round2(2.675), 2.68)
  assert.equal(round2(1.004), 1)
  assert.equal(round2(-1.005), -1.01)
  assert.equal(round2(1e21), 1e21)
  assert.equal(round2(1e-7), 0)
})

test("a negative or non-numeric tax is refused instead of giving a wrong price", () => {
  assert.throws(() => ttcFromHt(100, -5), RangeError)
  assert.throws(() => htFromTtc(100, Number.NaN), RangeError)
  assert.throws(() => round2(Number.POSITIVE_INFINITY), RangeError)
})

test("the calculator multiplies the chosen price by a whole quantity (1 when blank), 2 decimals", async () => {
  const { calculatorTotal } = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  assert.equal(calculatorTotal(2100.84, ""), 2100.84)
  assert.equal(calculatorTotal(2100.84, "3"), 6302.52)
  assert.equal(calculatorTotal(0.1, "3"), 0.3) // not 0.30000000000000004
  assert.equal(calculatorTotal(1190, "0"), null)
  assert.equal(calculatorTotal(1190, "1.5"), null)
  assert.equal(calculatorTotal(1190, "abc"), null)
})

test("every amount reads 1 234,56 DA: no-break spaces, a comma, two decimals; isolated left to right when asked", async () => {
  const { formatDa, formatDaIsolated } = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  assert.equal(formatDa(2500), "2\u00a0500,00\u00a0DA")
  assert.equal(formatDa(1234.5), "1\u00a0234,50\u00a0DA")
  assert.equal(formatDa(7478.991596638655), "7\u00a0478,99\u00a0DA")
  assert.equal(formatDa(-300), "-300,00\u00a0DA")
  assert.equal(formatDa(0), "0,00\u00a0DA")
  assert.equal(formatDaIsolated(8500), "\u20668\u00a0500,00\u00a0DA\u2069")
})
