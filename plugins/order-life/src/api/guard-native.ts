import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_LIFE_MODULE } from "../modules/order-life"
import type OrderLifeModuleService from "../modules/order-life/service"

/** Medusa's own routes that would move a cash-on-delivery order's parcel around its life (decision 0036). */
export const NATIVE_ROUTES = [
  "/admin/orders/:id/fulfillments",
  "/admin/orders/:id/fulfillments/:fulfillment_id/shipments",
  "/admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered",
  "/admin/orders/:id/fulfillments/:fulfillment_id/cancel",
] as const

export const SHIPPED_BY_LIFE = "This cash-on-delivery order is shipped from its delivery actions (hand-over, delivered, returned) on the order page"
export const CANCELLED_BY_LIFE = "This cash-on-delivery order is cancelled from its confirmation (cancel with a reason) on the order page"

/**
 * Refuses (409) Medusa's native fulfil / ship / deliver / cancel buttons for an order that has a
 * life: they would bypass its rules (no hand-over before confirmation, frozen amounts, the courier
 * payments). Orders without a life keep Medusa's behaviour.
 */
export const refuseForLife = (message: string) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  const orderId = req.params?.id
  if (!orderId) return next()
  const [life] = await req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({ order_id: orderId }, { select: ["id"] })
  if (!life) return next()
  res.status(409).json({ type: "not_allowed", message })
}
