import { InjectTransactionManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import type { Context, InferTypeOf } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import type { LifeAxis } from "@shop/contracts/order-life"
import { OrderLife } from "./models/order-life"
import { OrderLifeEvent } from "./models/order-life-event"

export type OrderLifeRow = InferTypeOf<typeof OrderLife>
/** The columns a change may write (never the id, the order, the version or the timestamps). */
export type LifePatch = Partial<Omit<OrderLifeRow, "id" | "order_id" | "version" | "created_at" | "updated_at" | "deleted_at">>

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
class OrderLifeModuleService extends MedusaService({ OrderLife, OrderLifeEvent }) {
  /**
   * Writes `patch` on the order's life if its version is still `version` (else a 409 naming the
   * race: another change landed between the caller's read and this write), and records `events`.
   * Returns the row after the change and the ids of the events written (for a compensation).
   */
  @InjectTransactionManager()
  async applyChange(
    orderId: string,
    version: number,
    patch: LifePatch,
    events: LifeEventInput[],
    @MedusaContext() context: Context<SqlEntityManager> = {}
  ): Promise<{ life: OrderLifeRow; event_ids: string[] }> {
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
    const life = await this.retrieveOrderLife(locked.id, {}, context)
    return { life, event_ids: created.map((e) => e.id) }
  }

  /** Puts a life back as it was (a transition's compensation) and removes the events that change wrote. */
  @InjectTransactionManager()
  async restoreChange(previous: OrderLifeRow, eventIds: string[], @MedusaContext() context: Context<SqlEntityManager> = {}) {
    const { id, created_at: _c, updated_at: _u, deleted_at: _d, order_id: _o, ...columns } = previous
    await this.updateOrderLives({ id, ...columns }, context)
    if (eventIds.length) await this.deleteOrderLifeEvents(eventIds, context)
  }
}

export default OrderLifeModuleService
