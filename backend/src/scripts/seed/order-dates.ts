import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { DemoOrder, DemoStep } from "./orders-data"

const HOUR = 3600 * 1000
const DAY = 24 * HOUR

/** How long after the previous change an agent or the courier makes each change (hours). */
const HOURS_AFTER: Record<DemoStep["to"], number> = {
  no_answer: 1.5,
  postponed: 1,
  cancelled: 2,
  confirmed: 2,
  handed_over: 20,
  in_transit: 10,
  out_for_delivery: 22,
  delivery_attempted: 30,
  delivered: 5,
  returned: 48,
}

/** Algeria keeps UTC+1 all year: the start (UTC instant) of the Algiers day of `at`, and the hour there. */
const ALGIERS = HOUR
const dayOf = (at: number) => Math.floor((at + ALGIERS) / DAY) * DAY - ALGIERS
const hourOf = (at: number) => (at - dayOf(at)) / HOUR

/** Moves an instant into [open, close) Algiers hours: before opening to that morning, after closing to the next. */
function within(at: number, open: number, close: number) {
  const hour = hourOf(at)
  const minutes = at % HOUR
  if (hour < open) return dayOf(at) + open * HOUR + minutes
  if (hour >= close) return dayOf(at) + DAY + open * HOUR + minutes
  return at
}

/** Agents call from 9:00 to 21:00; the shop hands over and couriers deliver from 8:00 to 18:00. */
const HOURS: Record<DemoStep["axis"], [number, number]> = { confirmation: [9, 21], delivery: [8, 18] }

/**
 * When a demo order was placed and when each of its steps was made, counted back from `now`:
 * `placed_days_ago` days back at an hour of the day varied by order (9:00 to 22:00, or a few hours
 * ago when that hour has not come yet today), then each step a plausible while after the previous
 * one, in working hours, never later than a minute ago.
 */
export function planDates(order: DemoOrder, index: number, now: number) {
  const minutes = ((index * 17) % 60) * 60_000
  let placed = dayOf(now) - order.placed_days_ago * DAY + (9 + ((index * 7) % 14)) * HOUR + minutes
  if (placed > now - 30 * 60_000) placed = now - (1 + (index % 3)) * HOUR - minutes
  const steps: number[] = []
  let at = placed
  order.steps.forEach((step, i) => {
    at = Math.min(within(at + HOURS_AFTER[step.to] * HOUR, ...HOURS[step.axis]), now - (order.steps.length - i) * 60_000)
    steps.push(at)
  })
  return { placed, steps }
}

/** The moment the courier's remittance `days` ago was recorded (the seed's paid_at): that day at 11:00 (or `days` ago, before 11:00 today). */
export function remittedAt(days: number, now: number) {
  const at = dayOf(now) - days * DAY + 11 * HOUR
  return at < now ? at : now - days * DAY
}

type Rows = { rows: Record<string, unknown>[] }
/** knex.raw on PostgreSQL answers the driver's result; only its rows are read. */
const sql = async (trx: Knex | Knex.Transaction, text: string, bindings: readonly Knex.RawBinding[] = []): Promise<Rows> =>
  (await trx.raw(text, bindings)) as unknown as Rows

/**
 * The rows the workflows wrote for one order, table by table: Medusa's order and everything hanging
 * from it (lines, shipping, summary, changes, returns, fulfillments, payments, captures, refunds,
 * the cart it came from), the checkout's records, and the order life with its events.
 */
const ROWS_OF_ORDER: [table: string, where: string][] = [
  ["order", "id = :order"],
  ...[
    "order_item",
    "order_shipping",
    "order_summary",
    "order_change",
    "order_change_action",
    "order_transaction",
    "order_credit_line",
    "order_fulfillment",
    "order_payment_collection",
    "order_promotion",
    "order_cart",
    "order_delivery",
    "return",
    "cod_lead",
    "cod_order_request",
    "order_life",
    "order_life_event",
    "order_order_orderlife_order_life",
  ].map((t): [string, string] => [t, "order_id = :order"]),
  ["order_address", `id IN (SELECT shipping_address_id FROM "order" WHERE id = :order UNION SELECT billing_address_id FROM "order" WHERE id = :order)`],
  ["order_line_item", "id IN (SELECT item_id FROM order_item WHERE order_id = :order)"],
  ["order_line_item_tax_line", "item_id IN (SELECT item_id FROM order_item WHERE order_id = :order)"],
  ["order_line_item_adjustment", "item_id IN (SELECT item_id FROM order_item WHERE order_id = :order)"],
  ["order_shipping_method", "id IN (SELECT shipping_method_id FROM order_shipping WHERE order_id = :order)"],
  ["order_shipping_method_tax_line", "shipping_method_id IN (SELECT shipping_method_id FROM order_shipping WHERE order_id = :order)"],
  ["order_shipping_method_adjustment", "shipping_method_id IN (SELECT shipping_method_id FROM order_shipping WHERE order_id = :order)"],
  ["return_item", `return_id IN (SELECT id FROM "return" WHERE order_id = :order)`],
  ["reservation_item", "line_item_id IN (SELECT item_id FROM order_item WHERE order_id = :order)"],
  ["fulfillment", "id IN (SELECT fulfillment_id FROM order_fulfillment WHERE order_id = :order)"],
  ["fulfillment_item", "fulfillment_id IN (SELECT fulfillment_id FROM order_fulfillment WHERE order_id = :order)"],
  ["fulfillment_label", "fulfillment_id IN (SELECT fulfillment_id FROM order_fulfillment WHERE order_id = :order)"],
  [
    "fulfillment_address",
    "id IN (SELECT f.delivery_address_id FROM fulfillment f JOIN order_fulfillment o ON o.fulfillment_id = f.id WHERE o.order_id = :order)",
  ],
  ["payment_collection", "id IN (SELECT payment_collection_id FROM order_payment_collection WHERE order_id = :order)"],
  ["payment_session", "payment_collection_id IN (SELECT payment_collection_id FROM order_payment_collection WHERE order_id = :order)"],
  ["payment", "payment_collection_id IN (SELECT payment_collection_id FROM order_payment_collection WHERE order_id = :order)"],
  ["capture", "payment_id IN (SELECT p.id FROM payment p JOIN order_payment_collection o USING (payment_collection_id) WHERE o.order_id = :order)"],
  ["refund", "payment_id IN (SELECT p.id FROM payment p JOIN order_payment_collection o USING (payment_collection_id) WHERE o.order_id = :order)"],
  ["cart", "id IN (SELECT cart_id FROM order_cart WHERE order_id = :order)"],
  ["cart_line_item", "cart_id IN (SELECT cart_id FROM order_cart WHERE order_id = :order)"],
  ["cart_shipping_method", "cart_id IN (SELECT cart_id FROM order_cart WHERE order_id = :order)"],
  ["cart_payment_collection", "cart_id IN (SELECT cart_id FROM order_cart WHERE order_id = :order)"],
  ["cart_address", "id IN (SELECT shipping_address_id FROM cart WHERE id IN (SELECT cart_id FROM order_cart WHERE order_id = :order))"],
  // the buyer's customer record, only when this order made it (not a customer who ordered before)
  ["customer", `id IN (SELECT customer_id FROM "order" WHERE id = :order) AND created_at >= :placed_from`],
]

/** Every timestamp column of the given tables (they differ by table and Medusa version). */
async function timestampColumns(trx: Knex.Transaction, tables: string[]) {
  const { rows } = await sql(
    trx,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(?) AND data_type LIKE 'timestamp%'`,
    [tables]
  )
  const out = new Map<string, string[]>()
  for (const r of rows) out.set(String(r.table_name), [...(out.get(String(r.table_name)) ?? []), String(r.column_name)])
  return out
}

/**
 * Moves one order's whole history back to its plan, in one transaction: every timestamp the
 * workflows wrote while making step k (after step k−1's life event, up to step k's) is shifted by
 * step k's offset, the placement's rows by the placement's, so Medusa's order, its fulfillments,
 * payments and returns and the order life keep the same order of events and agree with each other.
 * Returns false (nothing written) when the order already sits at or before its planned placement.
 */
export async function backdateOrder(container: MedusaContainer, orderId: string, plan: { placed: number; steps: number[] }) {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return pg.transaction(async (trx) => {
    const { rows: orders } = await sql(trx, `SELECT created_at FROM "order" WHERE id = ? FOR UPDATE`, [orderId])
    if (!orders.length || new Date(String(orders[0].created_at)).getTime() <= plan.placed + 60_000) return false
    // the placement's event ("none" → to_confirm), then one event per step; money events ride along with theirs
    const { rows: events } = await sql(
      trx,
      `SELECT created_at::text AS at FROM order_life_event
        WHERE order_id = ? AND (axis <> 'money' OR from_state = 'none') ORDER BY created_at, id`,
      [orderId]
    )
    if (events.length !== plan.steps.length + 1) throw new Error(`seed: order ${orderId} has ${events.length - 1} steps, its plan ${plan.steps.length}`)
    const targets = [plan.placed, ...plan.steps]
    const anchors = events.map((e, i) => ({ at: String(e.at), shift: targets[i] - new Date(String(e.at)).getTime() }))
    const columns = await timestampColumns(
      trx,
      ROWS_OF_ORDER.map(([t]) => t)
    )
    const placedFrom = new Date(new Date(String(orders[0].created_at)).getTime() - 60_000)
    for (const [table, where] of ROWS_OF_ORDER) {
      const cols = columns.get(table)
      if (!cols?.length) continue
      const bindings: Knex.RawBinding[] = []
      const sets = cols.map((col) => {
        // a row written while making step k is at or before step k's event: it takes step k's shift
        const cases = anchors.slice(0, -1).map((a) => {
          bindings.push(col, a.at, col, a.shift)
          return `WHEN ?? <= ?::timestamptz THEN ?? + ? * interval '1 millisecond'`
        })
        const last = anchors[anchors.length - 1]
        bindings.push(col, col, last.shift)
        return `"${col}" = CASE ${cases.join(" ")} WHEN ?? IS NULL THEN NULL ELSE ?? + ? * interval '1 millisecond' END`
      })
      const condition = where.replace(/:order/g, "?").replace(/:placed_from/g, "?")
      const whereBindings = [...where.matchAll(/:(order|placed_from)/g)].map((m) => (m[1] === "order" ? orderId : placedFrom))
      await sql(trx, `UPDATE "${table}" SET ${sets.join(", ")} WHERE ${condition}`, [...bindings, ...whereBindings])
    }
    return true
  })
}

/**
 * Dates a remittance (and its lines, and the money events and life rows it changed) at its
 * paid_at, in one transaction. False when it already is.
 */
export async function backdateRemittance(container: MedusaContainer, paymentId: string) {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  return pg.transaction(async (trx) => {
    const { rows } = await sql(trx, `SELECT paid_at, created_at FROM transporter_payment WHERE id = ? FOR UPDATE`, [paymentId])
    if (!rows.length || new Date(String(rows[0].created_at)).getTime() <= new Date(String(rows[0].paid_at)).getTime() + 60_000) return false
    const paidAt = rows[0].paid_at as Date
    await sql(trx, `UPDATE transporter_payment SET created_at = ?, updated_at = ? WHERE id = ?`, [paidAt, paidAt, paymentId])
    await sql(trx, `UPDATE transporter_payment_order SET created_at = ?, updated_at = ? WHERE payment_id = ?`, [paidAt, paidAt, paymentId])
    const orders = `SELECT order_id FROM transporter_payment_order WHERE payment_id = ?`
    // the remittance's own change of each parcel's money (→ remitted), and the life it last changed
    await sql(trx, `UPDATE order_life_event SET created_at = ?, updated_at = ? WHERE axis = 'money' AND to_state = 'remitted' AND order_id IN (${orders})`, [
      paidAt,
      paidAt,
      paymentId,
    ])
    await sql(trx, `UPDATE order_life SET updated_at = ? WHERE order_id IN (${orders})`, [paidAt, paymentId])
    return true
  })
}
