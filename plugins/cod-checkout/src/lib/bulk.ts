import { MedusaError } from "@medusajs/framework/utils"
import type { BulkResponse, BulkResult } from "@shop/contracts/cod-admin"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ORDER_LIFE_MODULE, refusalOf, type OrderLifeModuleService } from "@shop/order-life/workflows"

/**
 * One action over many orders (decision 0070): each order is its own workflow run (its own lock and
 * transaction, compensated as a whole when it fails), one after the other in the order given, so an
 * order is done entirely or not at all and one refused order never stops the others. A refusal of
 * the order's rules (a transition not allowed now, an unknown order, a missing field) is that order's
 * result; anything else is a server fault and is thrown, the orders before it done and reported by
 * their own history.
 */
export async function forEachOrder(orderIds: string[], act: (orderId: string) => Promise<Partial<BulkResult> | void>): Promise<BulkResponse> {
  const results: BulkResult[] = []
  for (const order_id of [...new Set(orderIds)]) {
    try {
      results.push({ order_id, ok: true, ...((await act(order_id)) ?? {}) })
    } catch (e) {
      const refused = refusalOf(e)
      const err = e as { type?: string; message?: string }
      const ours = [MedusaError.Types.NOT_FOUND, MedusaError.Types.NOT_ALLOWED, MedusaError.Types.INVALID_DATA].includes(err?.type as string)
      if (!refused && !ours) throw e
      results.push({ order_id, ok: false, message: refused?.message ?? err.message ?? "" })
    }
  }
  const done = results.filter((r) => r.ok).length
  return { results, done, failed: results.length - done }
}

/** The order's cash-on-delivery life must exist: an unknown order is that order's result, not a fault. */
export async function requireLife(scope: MedusaContainer, order_id: string) {
  const [life] = await scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({ order_id }, { select: ["id"] })
  if (!life) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${order_id} has no cash-on-delivery life`)
}
