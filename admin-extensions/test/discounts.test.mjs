// The catalogue discount and pack forms' own logic (src/admin/discounts/discounts.ts): list state,
// checks before sending, and the bodies the API receives. Compiled from the shipped source.
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"
import { transformSync } from "esbuild"

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin", "discounts", "discounts.ts")
const { code } = transformSync(readFileSync(source, "utf8"), { loader: "ts", format: "esm" })
const lib = await import(`data:text/javascript,${encodeURIComponent(code)}`)

const NOW = new Date("2026-06-01T12:00:00Z")
const texts = (fr = "", en = "", ar = "") => ({ fr, en, ar })
const form = (over = {}) => ({
  rule_type: "brand",
  target_ids: ["br_1"],
  value_type: "percentage",
  value: "15",
  starts_at: "",
  ends_at: "2026-07-01T00:00",
  banner_url: null,
  title: texts("Soldes"),
  slogan: texts(),
  ...over,
})

test("a discount is scheduled before its start, running until its end, ended after or when the API ended it", () => {
  const d = { status: "active", starts_at: "2026-06-10T00:00:00Z", ends_at: "2026-06-20T00:00:00Z" }
  assert.equal(lib.discountState(d, NOW), "scheduled")
  assert.equal(lib.discountState({ ...d, starts_at: null }, NOW), "running")
  assert.equal(lib.discountState({ ...d, ends_at: "2026-06-01T11:59:00Z", starts_at: null }, NOW), "ended")
  assert.equal(lib.discountState({ ...d, status: "ended" }, NOW), "ended")
})

test("values read as the shop writes them", () => {
  assert.equal(lib.formatDiscountValue("percentage", 15), "-15 %")
  assert.equal(lib.formatDiscountValue("fixed", 1500), "-1 500 DA")
  assert.equal(lib.formatDiscountValue("fixed", 250), "-250 DA")
})

test("product search starts at three characters", () => {
  assert.equal(lib.searchReady("ab"), false)
  assert.equal(lib.searchReady("  ab "), false)
  assert.equal(lib.searchReady("arg"), true)
})

test("the form refuses what the API would refuse, by field", () => {
  const errs = (over, creating = true) => lib.discountErrors(form(over), { creating, now: NOW })
  assert.deepEqual(errs({}), {})
  assert.equal(errs({ title: texts("  ", "Sales") }).title, "frRequired")
  assert.equal(errs({ value: "" }).value, "valueRequired")
  assert.equal(errs({ value: "0" }).value, "percentRange")
  assert.equal(errs({ value: "96" }).value, "percentRange")
  assert.equal(errs({ value: "95" }).value, undefined)
  assert.equal(errs({ value: "12.5" }).value, "valueWhole")
  assert.equal(errs({ value_type: "fixed", value: "0" }).value, "fixedRange")
  assert.equal(errs({ value_type: "fixed", value: "500" }).value, undefined)
  assert.equal(errs({ target_ids: [] }).target_ids, "targetRequired.brand")
  assert.equal(errs({ rule_type: "all", target_ids: [] }).target_ids, undefined)
  assert.equal(errs({ ends_at: "" }).ends_at, "endsRequired")
  assert.equal(errs({ starts_at: "2026-07-02T00:00" }).ends_at, "endsAfterStart")
  assert.equal(errs({ ends_at: "2026-05-01T00:00" }).ends_at, "endsFuture")
  // editing may end a discount now by giving a past end
  assert.equal(errs({ ends_at: "2026-05-01T00:00" }, false).ends_at, undefined)
})

test("changing the rule forgets the targets; 'all' sends none", () => {
  const v = lib.withRule(form(), "product")
  assert.deepEqual([v.rule_type, v.target_ids], ["product", []])
  assert.equal(lib.withRule(v, "product"), v)
  const body = lib.discountBody(
    form({ rule_type: "all", target_ids: ["br_1"], value: " 20 ", title: texts(" Soldes ", "Sale", "تخفيضات"), slogan: texts("", "", "وفر") })
  )
  assert.deepEqual(body.target_ids, [])
  assert.equal(body.value, 20)
  assert.equal(body.title, "Soldes")
  assert.equal(body.slogan, null)
  assert.deepEqual(body.translations, { en: { title: "Sale", slogan: "" }, ar: { title: "تخفيضات", slogan: "وفر" } })
  assert.equal(body.starts_at, null)
  assert.equal(body.ends_at, new Date("2026-07-01T00:00").toISOString())
})

test("a pack needs at least one row, each a product other than the pack with a quantity from 1 to 100, no row twice", () => {
  const row = (over = {}) => ({ product_id: "prod_a", title: "A", variant_id: null, quantity: "1", ...over })
  assert.deepEqual(lib.packErrors([], "prod_p"), { byRow: {}, general: "empty" })
  assert.deepEqual(lib.packErrors([row(), row({ product_id: "prod_b", quantity: "2" })], "prod_p"), { byRow: {}, general: null })
  const { byRow } = lib.packErrors(
    [
      row({ product_id: "" }),
      row({ product_id: "prod_p" }),
      row({ product_id: "prod_c", quantity: "0" }),
      row({ product_id: "prod_d", quantity: "1.5" }),
      row(),
      row(),
    ],
    "prod_p"
  )
  assert.deepEqual(byRow, { 0: "productRequired", 1: "notItself", 2: "quantityRange", 3: "quantityRange", 5: "duplicate" })
  assert.deepEqual(lib.packBody("strict", [row({ variant_id: "", quantity: "3" })]), {
    mode: "strict",
    items: [{ product_id: "prod_a", variant_id: null, quantity: 3 }],
  })
})
