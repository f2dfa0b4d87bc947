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
    const logged = call ? await this.createOrderCalls({ order_id: orderId, agent_id: null, note: null, postponed_until: null, reason: null, ...call }, context) : null
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
    filters: { assigned?: string | null; wilaya_code?: number; transporter_id?: string; from?: Date; to?: Date; customer_ids?: string[] },
    page: { take: number; skip: number },
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ ids: string[]; count: number }> {
    const where = [
      `deleted_at IS NULL`,
      `delivery_state = 'not_shipped'`,
      `(confirmation_state IN ('to_confirm', 'no_answer') OR (confirmation_state = 'postponed' AND postponed_until <= now()))`,
    ]
    const params: unknown[] = []
    if (filters.assigned !== undefined) {
      if (filters.assigned === null) where.push(`assigned_to IS NULL`)
      else (where.push(`assigned_to = ?`), params.push(filters.assigned))
    }
    if (filters.wilaya_code) (where.push(`wilaya_code = ?`), params.push(filters.wilaya_code))
    if (filters.transporter_id) (where.push(`transporter_id = ?`), params.push(filters.transporter_id))
    if (filters.from) (where.push(`created_at >= ?`), params.push(filters.from))
    if (filters.to) (where.push(`created_at <= ?`), params.push(filters.to))
    if (filters.customer_ids) (where.push(`customer_id = ANY(?)`), params.push(filters.customer_ids))
    const manager = context.transactionManager!
    const sql = `FROM order_life WHERE ${where.join(" AND ")}`
    const [{ count }] = await manager.execute<{ count: string }[]>(`SELECT count(*) AS count ${sql}`, params)
    const rows = await manager.execute<{ id: string }[]>(
      `SELECT id ${sql} ORDER BY (confirmation_state = 'postponed') DESC, CASE WHEN confirmation_state = 'postponed' THEN postponed_until ELSE created_at END ASC, id ASC LIMIT ? OFFSET ?`,
      [...params, page.take, page.skip]
    )
    return { ids: rows.map((r) => r.id), count: Number(count) }
  }
}

export default OrderLifeModuleService
