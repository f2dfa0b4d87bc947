import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Completes the cart into an order: Medusa checks and reserves the stock (under its locking
 * module, so concurrent buyers cannot oversell) and authorizes the system payment. A refused
 * completion undoes itself. If a later step fails, the compensation removes the order's
 * reservations and deletes the order, so no order and no reservation survive.
 */
export const completeCodCartStep = createStep(
  "complete-cod-cart",
  async (input: { cart_id: string }, { container }) => {
    const { result } = await completeCartWorkflow(container).run({ input: { id: input.cart_id } })
    return new StepResponse({ order_id: result.id }, { order_id: result.id })
  },
  async (created, { container }) => {
    if (!created) return
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "items.id"], filters: { id: created.order_id } })
    const lineItemIds = ((data[0] as any)?.items ?? []).map((i: any) => i.id)
    if (lineItemIds.length) await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem(lineItemIds)
    await container.resolve(Modules.ORDER).softDeleteOrders([created.order_id])
  }
)
