import { MedusaError } from "@medusajs/framework/utils"
import type { InferTypeOf, MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrder, transporterOf, type DeliveryOrderRow } from "../../lib/order"
import { assertDeliveryTransition } from "../../lib/rules"
import { TRANSPORTER_PAYMENT_MODULE } from "../../modules/transporter-payment"
import type TransporterPaymentModuleService from "../../modules/transporter-payment/service"
import type { DeliveryStatus, OrderDelivery } from "../../modules/transporter-payment/models/order-delivery"

/** What a delivery copies from its order when it is shipped, so the lists need no joins. */
export type DeliverySnapshot = { display_id: number | null; customer_name: string; delivery_name: string | null; amount_expected: number }
type Restore = Pick<InferTypeOf<typeof OrderDelivery>, "id" | "status" | "delivered_at" | "returned_at" | "updated_by">

type Container = MedusaContainer
const service = (c: Container) => c.resolve<TransporterPaymentModuleService>(TRANSPORTER_PAYMENT_MODULE)

export async function deliveryOf(c: Container, orderId: string) {
  const [d] = await service(c).listOrderDeliveries({ order_id: orderId })
  return d ?? null
}

export type DeliveryChange = { order_id: string; status: DeliveryStatus; actor_id?: string | null }

/**
 * Checks the transition against the order and its delivery, and plans it: for shipping, the
 * order's items; for a return, what the fulfillment took out of stock and where.
 */
export const planDeliveryStep = createStep("plan-order-delivery", async (input: DeliveryChange, { container }) => {
  const order = await loadOrder(container, input.order_id)
  const delivery = await deliveryOf(container, input.order_id)
  assertDeliveryTransition(delivery?.status, input.status)
  if (order.status === "canceled") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "status: the order is cancelled", "invalid_status")
  const transporter_id = delivery?.transporter_id ?? transporterOf(order)
  if (!transporter_id) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "order_id: the order has no transporter delivery", "invalid_data")
  if (input.status === "returned") {
    const [paid] = await service(container).listPaymentOrders({ order_id: input.order_id }, { select: ["id"] })
    if (paid) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "status: the transporter has already paid for this order", "already_paid")
  }
  const fulfillment = (order.fulfillments ?? []).find((f) => f.id === delivery?.fulfillment_id && !f.canceled_at)
  const a: Partial<NonNullable<DeliveryOrderRow["shipping_address"]>> = order.shipping_address ?? {}
  const method = (order.shipping_methods ?? []).find((m) => m?.data?.transporter_id)
  return new StepResponse({
    order_id: order.id,
    transporter_id,
    items: (order.items ?? []).map((i) => ({ id: i.id, quantity: Number(i.quantity) })),
    restock: (fulfillment?.items ?? []).map((i) => ({
      inventory_item_id: i.inventory_item_id,
      location_id: fulfillment!.location_id,
      adjustment: Number(i.quantity),
    })),
    fulfillment_id: delivery?.fulfillment_id ?? null,
    snapshot: {
      display_id: order.display_id ?? null,
      customer_name: [a.first_name, a.last_name].filter(Boolean).join(" ") || "—",
      delivery_name: [method?.name, a.city].filter(Boolean).join(" — ") || null,
      amount_expected: Number(order.total),
    } satisfies DeliverySnapshot,
  })
})

/** Writes the new delivery status; the compensation puts the previous row back (or removes a new one). */
export const writeDeliveryStep = createStep(
  "write-order-delivery",
  async (
    input: {
      order_id: string
      status: DeliveryStatus
      transporter_id: string
      fulfillment_id?: string | null
      location_id?: string | null
      snapshot: DeliverySnapshot
      actor_id?: string | null
    },
    { container }
  ) => {
    const s = service(container)
    const previous = await deliveryOf(container, input.order_id)
    const now = new Date()
    if (!previous) {
      const created = await s.createOrderDeliveries({
        order_id: input.order_id,
        transporter_id: input.transporter_id,
        fulfillment_id: input.fulfillment_id ?? null,
        location_id: input.location_id ?? null,
        status: "shipped",
        shipped_at: now,
        updated_by: input.actor_id ?? null,
        ...input.snapshot,
      })
      return new StepResponse(created, { remove: created.id })
    }
    const stamp = input.status === "delivered" ? { delivered_at: now } : { returned_at: now }
    const updated = await s.updateOrderDeliveries({ id: previous.id, status: input.status, updated_by: input.actor_id ?? null, ...stamp })
    const { id, status, delivered_at, returned_at, updated_by } = previous
    return new StepResponse(updated, { restore: { id, status, delivered_at, returned_at, updated_by } })
  },
  async (undo: { remove: string } | { restore: Restore } | undefined, { container }) => {
    if (!undo) return
    if ("remove" in undo) await service(container).deleteOrderDeliveries(undo.remove)
    else await service(container).updateOrderDeliveries(undo.restore)
  }
)
