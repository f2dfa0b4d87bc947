import {
  acquireLockStep,
  adjustInventoryLevelsStep,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { planDeliveryStep, writeDeliveryStep, type DeliveryChange } from "./steps/delivery"

/** Delivery changes and payments of an order take the same lock (see record-transporter-payment). */
export const orderLockKey = (orderId: string) => `order-delivery:${orderId}`
const lockOf = (input: DeliveryChange) => transform({ input }, ({ input }) => ({ key: orderLockKey(input.order_id), timeout: 30, ttl: 120 }))

/**
 * shipped: Medusa fulfils the whole order from the shipping option's warehouse (the reservation
 * becomes a stock decrement) and records the shipment.
 */
export const shipOrderWorkflow = createWorkflow("ship-order-delivery", (input: DeliveryChange) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planDeliveryStep(input)
  const fulfillment = createOrderFulfillmentWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => ({ order_id: plan.order_id, items: plan.items, created_by: input.actor_id ?? undefined })),
  })
  createOrderShipmentWorkflow.runAsStep({
    input: transform({ plan, fulfillment }, ({ plan, fulfillment }) => ({ order_id: plan.order_id, fulfillment_id: fulfillment.id, items: plan.items })),
  })
  const delivery = writeDeliveryStep(
    transform({ plan, fulfillment, input }, ({ plan, fulfillment, input }) => ({
      order_id: plan.order_id,
      status: "shipped" as const,
      transporter_id: plan.transporter_id,
      fulfillment_id: fulfillment.id,
      location_id: fulfillment.location_id,
      snapshot: plan.snapshot,
      actor_id: input.actor_id,
    }))
  )
  releaseLockStep(lock)
  return new WorkflowResponse(delivery)
})

/** delivered: Medusa marks the fulfillment delivered; the order becomes payable by its courier. */
export const deliverOrderWorkflow = createWorkflow("deliver-order-delivery", (input: DeliveryChange) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planDeliveryStep(input)
  markOrderFulfillmentAsDeliveredWorkflow.runAsStep({
    input: transform({ plan }, ({ plan }) => ({ orderId: plan.order_id, fulfillmentId: plan.fulfillment_id as string })),
  })
  const delivery = writeDeliveryStep(transform({ plan, input }, ({ plan, input }) => ({ ...plan, status: "delivered" as const, actor_id: input.actor_id })))
  releaseLockStep(lock)
  return new WorkflowResponse(delivery)
})

/**
 * returned (refused at the door, or sent back unpaid): what the fulfillment took out of stock goes
 * back to its warehouse through Medusa's inventory, and the order leaves the payable list.
 */
export const returnOrderWorkflow = createWorkflow("return-order-delivery", (input: DeliveryChange) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planDeliveryStep(input)
  adjustInventoryLevelsStep(transform({ plan }, ({ plan }) => plan.restock))
  const delivery = writeDeliveryStep(transform({ plan, input }, ({ plan, input }) => ({ ...plan, status: "returned" as const, actor_id: input.actor_id })))
  releaseLockStep(lock)
  return new WorkflowResponse(delivery)
})
