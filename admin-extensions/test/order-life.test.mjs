// The order page's order-life logic (src/admin/order-life/order-life.ts, the shipped code): what
// the shop nets on a parcel, which lines a partial return sends, and the actions offered.
import assert from "node:assert/strict"
import { test } from "node:test"
import { loadLib } from "./load-ts.mjs"

const { netOf, returnLines, exchangeLines, actionsOf } = await loadLib("order-life/order-life")

test("net: collected minus the courier fee to the centime; a returned parcel costs its return fee", () => {
  const life = {
    cash_to_collect: 8900.1,
    courier_fee: 400.2,
    return_fee: 250,
    delivery_state: "delivered",
    money_state: "collected_by_courier",
    delivered_at: "2026-11-20",
  }
  assert.equal(netOf(life), 8499.9)
  assert.equal(netOf({ ...life, delivery_state: "handed_over", money_state: "to_collect", delivered_at: null }), 8499.9)
  // refused at the door: nothing collected, the return fee is owed
  assert.equal(netOf({ ...life, delivery_state: "returned", money_state: "return_fee_due", delivered_at: null }), -250)
  // returned by its buyer after delivery, then refunded: the fees are lost
  assert.equal(netOf({ ...life, delivery_state: "returned" }), 8249.9)
  assert.equal(netOf({ ...life, delivery_state: "returned", money_state: "refunded" }), -650.2)
  assert.equal(netOf({ ...life, delivery_state: "lost", money_state: "written_off" }), 0)
  assert.equal(netOf({ ...life, cash_to_collect: null, courier_fee: null }), null)
})

test("return lines: none picked or everything whole is the whole parcel (null); quantities are capped", () => {
  const lines = [
    { id: "a", title: "A", quantity: 2 },
    { id: "b", title: "B", quantity: 1 },
  ]
  assert.equal(returnLines(lines, {}), null)
  assert.equal(returnLines(lines, { a: 2, b: 1 }), null)
  assert.deepEqual(returnLines(lines, { a: 1 }), [{ line_item_id: "a", quantity: 1 }])
  assert.deepEqual(returnLines(lines, { a: 5, b: 0 }), [{ line_item_id: "a", quantity: 2 }])
})

test("exchange lines: every picked line, even the whole parcel; nothing picked is none; quantities are capped", () => {
  const lines = [
    { id: "a", title: "A", quantity: 2 },
    { id: "b", title: "B", quantity: 1 },
  ]
  assert.deepEqual(exchangeLines(lines, {}), [])
  assert.deepEqual(exchangeLines(lines, { a: 2, b: 1 }), [
    { line_item_id: "a", quantity: 2 },
    { line_item_id: "b", quantity: 1 },
  ])
  assert.deepEqual(exchangeLines(lines, { a: 5, b: 0 }), [{ line_item_id: "a", quantity: 2 }])
})

test("only the allowed transitions are offered, confirmation first", () => {
  const life = { allowed: { confirmation: ["cancelled"], delivery: ["handed_over"], money: [] } }
  assert.deepEqual(actionsOf(life), [
    { axis: "confirmation", to: "cancelled" },
    { axis: "delivery", to: "handed_over" },
  ])
})
