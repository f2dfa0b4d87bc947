// The order page's payment-plan helpers (src/admin/payment-plan/plan.ts, the shipped code).
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { addMonths, evenSchedule, lineStatus } = await loadLib("payment-plan/plan")

test("months later on the same day, or the month's last day", () => {
  assert.equal(addMonths("2026-01-31", 1), "2026-02-28")
  assert.equal(addMonths("2028-01-31", 1), "2028-02-29")
  assert.equal(addMonths("2026-11-15", 2), "2027-01-15")
})

test("an even schedule adds up to the total less the deposit, to the centime", () => {
  const s = evenSchedule(10000, 1000, 3, "2026-12-10")
  assert.deepEqual(s, [
    { amount: 3000, due_date: "2026-12-10" },
    { amount: 3000, due_date: "2027-01-10" },
    { amount: 3000, due_date: "2027-02-10" },
  ])
  const odd = evenSchedule(1000, 0, 3, "2026-12-01")
  assert.deepEqual(
    odd.map((l) => l.amount),
    [333.33, 333.33, 333.34]
  )
  assert.equal(Math.round(odd.reduce((n, l) => n + l.amount, 0) * 100), 100000)
  assert.equal(evenSchedule(1000, 1000, 2, "2026-12-01"), null)
  assert.equal(evenSchedule(1000, 0, 0, "2026-12-01"), null)
})

test("a line is paid, overdue, due, or the courier's", () => {
  const line = (over) => ({ seq: 1, kind: "installment", amount: 10, due_date: "2026-01-01", paid_at: null, paid_by: null, method: null, ...over })
  assert.equal(lineStatus(line({ paid_at: "2026-01-01T00:00:00Z" }), [1]), "paid")
  assert.equal(lineStatus(line({}), [1]), "overdue")
  assert.equal(lineStatus(line({}), []), "due")
  assert.equal(lineStatus(line({ kind: "on_delivery" }), [1]), "courier")
})
