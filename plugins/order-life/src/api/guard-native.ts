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

/** Medusa's own routes that start a return, claim, exchange or edit of an order named in the body (`order_id`). */
export const NATIVE_BODY_ROUTES = ["/admin/returns", "/admin/claims", "/admin/exchanges", "/admin/order-edits"] as const

export const RETURNED_BY_LIFE =
  "This cash-on-delivery order's returns go through its delivery actions (returned, with the lines that came back) and its exchanges through the order life's exchange action on the order page; claims and edits are not available for it"
export const SHIPPED_BY_LIFE = "This cash-on-delivery order is shipped from its delivery actions (hand-over, delivered, returned) on the order page"
export const CANCELLED_BY_LIFE = "This cash-on-delivery order is cancelled from its confirmation (cancel with a reason) on the order page"

/**
 * Refuses (409) Medusa's native fulfil / ship / deliver / cancel / return buttons for an order that has a
 * life: they would bypass its rules (no hand-over before confirmation, frozen amounts, the courier
 * payments). Orders without a life keep Medusa's behaviour.
 */
export const refuseForLife = (message: string) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  const body = req.body as { order_id?: unknown } | undefined
  const orderId = req.params?.id ?? (typeof body?.order_id === "string" ? body.order_id : undefined)
  if (!orderId) return next()
  const [life] = await req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({ order_id: orderId }, { select: ["id"] })
  if (!life) return next()
  res.status(409).json({ type: "not_allowed", message })
}
