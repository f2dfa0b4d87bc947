import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  adjustInventoryLevelsStep,
  capturePaymentWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { planLifeChangeStep, type LifeChangeInput } from "./steps/plan-life-change"

export type DeliveryChangeInput = Omit<LifeChangeInput, "axis" | "postponed_until">

/**
 * The parcel's way, under the order's lock: plan (rules, 409 when refused; a repeated post is a
 * no-op) → Medusa's side effects → the life's change (compensated by putting the row back).
 * - handed_over: amounts frozen (cash to collect, courier fee, return fee), Medusa fulfils the
 *   whole order (the reservation becomes a stock decrement) and records the shipment;
 * - delivered: the fulfillment is marked delivered, the authorized payment captured, money
 *   collected by the courier;
 * - returned: what came back is restocked once at the fulfillment's location (decision 0036);
 *   money → return fee due when it was never delivered;
 * - lost: money written off; the other states are recorded.
 */
export const changeDeliveryWorkflow = createWorkflow("change-order-delivery", (input: DeliveryChangeInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planLifeChangeStep(transform({ input }, ({ input }) => ({ ...input, axis: "delivery" as const })))

  const fulfillment = when({ plan }, ({ plan }) => !plan.noop && !!plan.fulfil_items).then(() => {
    const created = createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ order_id: plan.order_id, items: plan.fulfil_items!, created_by: input.actor_id ?? undefined })),
    })
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ plan, created, input }, ({ plan, created, input }) => ({
        order_id: plan.order_id,
        fulfillment_id: created.id,
        items: plan.fulfil_items!,
        created_by: input.actor_id ?? undefined,
      })),
    })
    return created
  })

  when({ plan }, ({ plan }) => !plan.noop && !!plan.deliver_fulfillment_id).then(() => {
    markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ orderId: plan.order_id, fulfillmentId: plan.deliver_fulfillment_id! })),
    })
  })
  when({ plan }, ({ plan }) => !plan.noop && !!plan.capture_payment_id).then(() => {
    capturePaymentWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ payment_id: plan.capture_payment_id!, captured_by: input.actor_id ?? undefined })),
    })
  })
  when({ plan }, ({ plan }) => !plan.noop && plan.restock.length > 0).then(() => {
    adjustInventoryLevelsStep(transform({ plan }, ({ plan }) => plan.restock))
  })

  const life = applyLifeChangeStep(
    transform({ plan, fulfillment }, ({ plan, fulfillment }) => ({
      ...plan,
      patch: fulfillment ? { ...plan.patch, fulfillment_id: fulfillment.id, location_id: fulfillment.location_id } : plan.patch,
      events: fulfillment ? plan.events.map((e, i) => (i === 0 ? { ...e, data: { ...(e.data ?? {}), fulfillment_id: fulfillment.id } } : e)) : plan.events,
    }))
  )
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})
