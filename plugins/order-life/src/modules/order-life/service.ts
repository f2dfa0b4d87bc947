import { InjectTransactionManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import type { Context, InferTypeOf } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { LifeAxis } from "@shop/contracts/order-life"
import { OrderLife } from "./models/order-life"
import { OrderLifeEvent } from "./models/order-life-event"
import { OrderCall } from "./models/order-call"
import { DeskAgent } from "./models/desk-agent"

export type OrderLifeRow = InferTypeOf<typeof OrderLife>
/** The columns a change may write (never the id, the order, the version or the timestamps). */
export type LifePatch = Partial<Omit<OrderLifeRow, "id" | "order_id" | "version" | "created_at" | "updated_at" | "deleted_at">>

export type OrderCallRow = InferTypeOf<typeof OrderCall>
/** One call to log with the change it caused (decision 0068). */
export type CallInput = Pick<OrderCallRow, "outcome"> & Partial<Pick<OrderCallRow, "agent_id" | "note" | "postponed_until" | "reason">>

export type LifeEventInput = {
  axis: LifeAxis
  from_state: string
  to_state: string
  actor_id?: string | null
  note?: string | null
  data?: Record<string, unknown> | null
}

/**
 * Generated CRUD for lives and their events, plus the one write every transition goes through:
 * `applyChange` locks the row, checks it is still the version the caller planned from, writes the
 * patch and the events in one transaction.
 */
class OrderLifeModuleService extends MedusaService({ OrderLife, OrderLifeEvent, OrderCall, DeskAgent }) {
  /**
   * Writes `patch` on the order's life if its version is still `version` (else a 409 naming the
   * race: another change landed between the caller's read and this write), and records `events`.
   * Returns the row after the change and the ids of the events written (for a compensation). A
   * `call` is the agent's call that caused the change, logged in the same transaction.
   */
  @InjectTransactionManager()
  async applyChange(
    orderId: string,
    version: number,
    patch: LifePatch,
    events: LifeEventInput[],
    call: CallInput | null = null,
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ life: OrderLifeRow; event_ids: string[]; call_id: string | null }> {
    const manager = context.transactionManager!
    const [locked] = await manager.execute<{ id: string; version: number }[]>(
      `SELECT id, version FROM order_life WHERE order_id = ? AND deleted_at IS NULL FOR UPDATE`,
      [orderId]
    )
    if (!locked) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} has no cash-on-delivery life`)
    if (Number(locked.version) !== version) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `order_id: order ${orderId} changed while this change was prepared; reload it and try again`)
    }
    await this.updateOrderLives({ id: locked.id, ...patch, version: version + 1 }, context)
    const created = events.length
      ? await this.createOrderLifeEvents(
          events.map((e) => ({ order_id: orderId, actor_id: null, note: null, data: null, ...e })),
          context
        )
      : []
    const logged = call
      ? await this.createOrderCalls({ order_id: orderId, agent_id: null, note: null, postponed_until: null, reason: null, ...call }, context)
      : null
    const life = await this.retrieveOrderLife(locked.id, {}, context)
    return { life, event_ids: created.map((e) => e.id), call_id: logged?.id ?? null }
  }

  /** Puts a life back as it was (a transition's compensation) and removes the events that change wrote. */
  @InjectTransactionManager()
  async restoreChange(previous: OrderLifeRow, eventIds: string[], callId: string | null = null, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const { id, created_at: _c, updated_at: _u, deleted_at: _d, order_id: _o, ...columns } = previous
    await this.updateOrderLives({ id, ...columns }, context)
    if (eventIds.length) await this.deleteOrderLifeEvents(eventIds, context)
    if (callId) await this.deleteOrderCalls(callId, context)
  }

  /**
   * The agent whose turn it is for a new order (round robin among agents on duty: the one dealt an
   * order longest ago, never dealt first), their turn taken; null when nobody is on duty. One
   * transaction-scoped advisory lock makes the turn strict across server processes.
   */
  @InjectTransactionManager()
  async takeTurn(@MedusaContext() context: Context<SqlEntityManager> = {}): Promise<string | null> {
    const manager = context.transactionManager!
    await manager.execute(`SELECT pg_advisory_xact_lock(hashtext('desk-agent-round-robin'))`)
    const rows = await manager.execute<{ user_id: string }[]>(
      `UPDATE desk_agent SET last_assigned_at = clock_timestamp(), updated_at = now()
       WHERE id = (SELECT id FROM desk_agent WHERE on_duty AND deleted_at IS NULL ORDER BY last_assigned_at ASC NULLS FIRST, created_at ASC, id ASC LIMIT 1)
       RETURNING user_id`
    )
    return rows[0]?.user_id ?? null
  }

  /**
   * The confirmation queue's "to call" page (decision 0068): orders not handed over whose call is
   * due — to confirm, unanswered, or postponed to a time that has come — call-backs due first (by
   * their time), then the others oldest first. `assigned`: an agent's id, or null for unassigned.
   */
  @InjectTransactionManager()
  async toCallPage(
    filters: {
      assigned?: string | null
      wilaya_code?: number
      transporter_id?: string
      order_type?: string
      from?: Date
      to?: Date
      customer_ids?: string[]
    },
    page: { take: number; skip: number },
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ ids: string[]; count: number }> {
    const where = [
      `deleted_at IS NULL`,
      `delivery_state = 'not_shipped'`,
      `(confirmation_state IN ('to_confirm', 'no_answer') OR (confirmation_state = 'postponed' AND postponed_until <= now()))`,
    ]
    const params: unknown[] = []
    const and = (clause: string, value: unknown) => {
      where.push(clause)
      params.push(value)
    }
    if (filters.assigned === null) where.push(`assigned_to IS NULL`)
    else if (filters.assigned !== undefined) and(`assigned_to = ?`, filters.assigned)
    if (filters.wilaya_code) and(`wilaya_code = ?`, filters.wilaya_code)
    if (filters.transporter_id) and(`transporter_id = ?`, filters.transporter_id)
    if (filters.order_type) and(`order_type = ?`, filters.order_type)
    if (filters.from) and(`created_at >= ?`, filters.from)
    if (filters.to) and(`created_at <= ?`, filters.to)
    if (filters.customer_ids) {
      // one placeholder per id (an array bound to one `?` is not a PostgreSQL array here)
      if (!filters.customer_ids.length) return { ids: [], count: 0 }
      where.push(`customer_id IN (${filters.customer_ids.map(() => "?").join(", ")})`)
      params.push(...filters.customer_ids)
    }
    const manager = context.transactionManager!
    const sql = `FROM order_life WHERE ${where.join(" AND ")}`
    const [{ count }] = await manager.execute<{ count: string }[]>(`SELECT count(*) AS count ${sql}`, params)
    const rows = await manager.execute<{ id: string }[]>(
      `SELECT id ${sql} ORDER BY (confirmation_state = 'postponed') DESC, CASE WHEN confirmation_state = 'postponed' THEN postponed_until ELSE created_at END ASC, id ASC LIMIT ? OFFSET ?`,
      [...params, page.take, page.skip]
    )
    return { ids: rows.map((r) => r.id), count: Number(count) }
  }

  /**
   * Deals one order to an agent (`agent`), to whoever's turn it is (`"turn"`), or to nobody (null),
   * in one transaction: the life locked, still open to calls (not handed over, not cancelled or
   * confirmed), the turn taken only if the order is dealt. Returns the agent it went to. The
   * version is left alone: dealing an order does not race a call on it (decision 0068).
   */
  @InjectTransactionManager()
  async assignOrder(orderId: string, agent: string | null | "turn", @MedusaContext() context: Context<SqlEntityManager> = {}): Promise<string | null> {
    const manager = context.transactionManager!
    const [life] = await manager.execute<{ id: string; confirmation_state: string; delivery_state: string }[]>(
      `SELECT id, confirmation_state, delivery_state FROM order_life WHERE order_id = ? AND deleted_at IS NULL FOR UPDATE`,
      [orderId]
    )
    if (!life) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order ${orderId} has no cash-on-delivery life`)
    if (life.delivery_state !== "not_shipped" || !OPEN_STATES.includes(life.confirmation_state)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `order ${orderId} is ${life.confirmation_state} (${life.delivery_state}): only orders still to call are dealt`
      )
    }
    const to = agent === "turn" ? await this.takeTurn(context) : agent
    if (agent === "turn" && !to) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "no agent is on duty to deal the order to")
    await manager.execute(`UPDATE order_life SET assigned_to = ?, assigned_at = ?, updated_at = now() WHERE id = ?`, [to, to ? new Date() : null, life.id])
    return to
  }

  /** Puts an agent on or off duty (their desk row made on first use). */
  @InjectTransactionManager()
  async setOnDuty(userId: string, onDuty: boolean, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const [row] = await this.listDeskAgents({ user_id: userId }, { take: 1 }, context)
    if (row) await this.updateDeskAgents({ id: row.id, on_duty: onDuty }, context)
    else await this.createDeskAgents({ user_id: userId, on_duty: onDuty }, context)
  }

  /** Each agent's open queue: orders assigned to them still to call (to confirm, unanswered, postponed), not handed over. */
  @InjectTransactionManager()
  async openByAgent(@MedusaContext() context: Context<SqlEntityManager> = {}): Promise<Map<string, number>> {
    const rows = await context.transactionManager!.execute<{ assigned_to: string; n: string }[]>(
      `SELECT assigned_to, count(*) AS n FROM order_life WHERE deleted_at IS NULL AND assigned_to IS NOT NULL AND delivery_state = 'not_shipped'
       AND confirmation_state IN ('to_confirm', 'no_answer', 'postponed') GROUP BY assigned_to`
    )
    return new Map(rows.map((r) => [r.assigned_to, Number(r.n)]))
  }

  /**
   * Each agent's figures over [from, to] (issue 19 item 7, decision 0068), all from the call log and
   * the lives: calls made and orders called; orders confirmed (their confirming call in the range);
   * the average time from an order to its first call, for the orders whose first call they made in
   * the range; and what became of the orders they confirmed: delivered, refused at the door
   * (came back without ever being delivered), cancelled after confirmation.
   */
  @InjectTransactionManager()
  async agentStats(from: Date, to: Date, @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const manager = context.transactionManager!
    const calls = await manager.execute<{ agent_id: string; calls: string; orders: string }[]>(
      `SELECT agent_id, count(*) AS calls, count(DISTINCT order_id) AS orders FROM order_call
       WHERE deleted_at IS NULL AND agent_id IS NOT NULL AND created_at >= ? AND created_at <= ? GROUP BY agent_id`,
      [from, to]
    )
    const firsts = await manager.execute<{ agent_id: string; n: string; seconds: string | null }[]>(
      `SELECT f.agent_id, count(*) AS n, avg(extract(epoch FROM f.created_at - l.created_at)) AS seconds
       FROM (SELECT DISTINCT ON (order_id) order_id, agent_id, created_at FROM order_call WHERE deleted_at IS NULL ORDER BY order_id, created_at, id) f
       JOIN order_life l ON l.order_id = f.order_id AND l.deleted_at IS NULL
       WHERE f.agent_id IS NOT NULL AND f.created_at >= ? AND f.created_at <= ? GROUP BY f.agent_id`,
      [from, to]
    )
    const confirmed = await manager.execute<{ agent_id: string; confirmed: string; delivered: string; refused: string; cancelled: string }[]>(
      `SELECT c.agent_id, count(DISTINCT c.order_id) AS confirmed,
         count(DISTINCT c.order_id) FILTER (WHERE l.delivered_at IS NOT NULL) AS delivered,
         count(DISTINCT c.order_id) FILTER (WHERE l.delivered_at IS NULL AND l.delivery_state IN ('returning', 'returned')) AS refused,
         count(DISTINCT c.order_id) FILTER (WHERE l.confirmation_state = 'cancelled') AS cancelled
       FROM order_call c JOIN order_life l ON l.order_id = c.order_id AND l.deleted_at IS NULL
       WHERE c.deleted_at IS NULL AND c.agent_id IS NOT NULL AND c.outcome = 'confirmed' AND c.created_at >= ? AND c.created_at <= ?
       GROUP BY c.agent_id`,
      [from, to]
    )
    type Figures = {
      calls: number
      orders_called: number
      confirmed: number
      first_calls: number
      avg_first_call_seconds: number | null
      delivered: number
      refused: number
      cancelled_after: number
    }
    const by = new Map<string, Figures>()
    const of = (id: string) => {
      if (!by.has(id))
        by.set(id, { calls: 0, orders_called: 0, confirmed: 0, first_calls: 0, avg_first_call_seconds: null, delivered: 0, refused: 0, cancelled_after: 0 })
      return by.get(id)!
    }
    for (const r of calls) Object.assign(of(r.agent_id), { calls: Number(r.calls), orders_called: Number(r.orders) })
    for (const r of firsts)
      Object.assign(of(r.agent_id), { first_calls: Number(r.n), avg_first_call_seconds: r.seconds === null ? null : Math.round(Number(r.seconds)) })
    for (const r of confirmed) {
      Object.assign(of(r.agent_id), {
        confirmed: Number(r.confirmed),
        delivered: Number(r.delivered),
        refused: Number(r.refused),
        cancelled_after: Number(r.cancelled),
      })
    }
    return by
  }
}

/** Confirmation states still to call: an order in them can be dealt to an agent. */
const OPEN_STATES = ["to_confirm", "no_answer", "postponed"]

export default OrderLifeModuleService
