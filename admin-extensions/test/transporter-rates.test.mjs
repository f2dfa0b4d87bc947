// The rate matrix's edits turned into one PUT (src/admin/transporters/rate-changes.ts): the usual delay
// (decision 0060) is two numbers of days or none, the shortest first, and needs a price.
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { rateChanges } = await loadLib("transporters/rate-changes")

const cell = (over = {}) => ({ price: 400, return_fee: null, delay_min_days: null, delay_max_days: null, source: "wilaya_rate", rate_id: "r1", ...over })
const row = (home, stop_desk = null) => ({ code: 16, code_58: 16, name_fr: "Alger", name_ar: "الجزائر", home, stop_desk })

test("a delay typed beside a price is saved with it", () => {
  const { changes, invalid } = rateChanges([row(cell())], { "16:home:delay_min_days": "1", "16:home:delay_max_days": "2" })
  assert.deepEqual(invalid, [])
  assert.deepEqual(changes, [{ wilaya_code: 16, delivery_type: "home", price: 400, return_fee: null, delay_min_days: 1, delay_max_days: 2 }])
})

test("emptying both bounds clears the delay; an unchanged delay sends nothing", () => {
  const rows = [row(cell({ delay_min_days: 1, delay_max_days: 2 }))]
  assert.deepEqual(rateChanges(rows, { "16:home:delay_min_days": "", "16:home:delay_max_days": "" }).changes[0], {
    wilaya_code: 16,
    delivery_type: "home",
    price: 400,
    return_fee: null,
    delay_min_days: null,
    delay_max_days: null,
  })
  assert.deepEqual(rateChanges(rows, { "16:home:delay_min_days": "1" }).changes, [])
})

test("half a delay, a reversed one, more than 60 days, or a delay without a price are refused", () => {
  assert.deepEqual(rateChanges([row(cell())], { "16:home:delay_min_days": "2" }).invalid, ["16:home:delay_max_days"])
  assert.deepEqual(rateChanges([row(cell())], { "16:home:delay_min_days": "4", "16:home:delay_max_days": "2" }).invalid, ["16:home:delay_max_days"])
  assert.deepEqual(rateChanges([row(cell())], { "16:home:delay_min_days": "1", "16:home:delay_max_days": "61" }).invalid, ["16:home:delay_max_days"])
  assert.deepEqual(rateChanges([row(null)], { "16:home:delay_min_days": "1", "16:home:delay_max_days": "2" }).invalid, ["16:home:price"])
})
