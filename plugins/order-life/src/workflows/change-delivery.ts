import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  beginReceiveReturnWorkflow,
  beginReturnOrderWorkflow,
  cancelReturnWorkflow,
  capturePaymentWorkflow,
  confirmReturnReceiveWorkflow,
  confirmReturnRequestWorkflow,
  createOrderCreditLinesWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createOrUpdateOrderPaymentCollectionWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
  markPaymentCollectionAsPaid,
  receiveItemReturnRequestWorkflow,
  releaseLockStep,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { cancelOpenPaymentsStep, orderOutstandingStep } from "./steps/cancel-authorization"
import { planLifeChangeStep, type LifeChangeInput } from "./steps/plan-life-change"

export type DeliveryChangeInput = Omit<LifeChangeInput, "axis" | "postponed_until">

/**
 * The parcel's way, under the order's lock: plan (rules, 409 when refused; a repeated post is a
 * no-op) → Medusa's side effects → the life's change (compensated by putting the row back).
 * - handed_over: amounts frozen (cash to collect, courier fee, return fee), Medusa fulfils the
 *   whole order (the reservation becomes a stock decrement) and records the shipment;
 * - delivered: the fulfillment is marked delivered, the authorized payment captured, money
 *   collected by the courier;
 * - returned: a Medusa return of the lines that came back, requested and received at once at the
 *   fulfillment's location (Medusa restocks them, once: a repeated post is a no-op); a parcel
 *   never delivered has its authorized payment cancelled and money → return fee due (decision 0036);
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
      input: transform({ plan, input }, ({ plan, input }) => ({
        payment_id: plan.capture_payment_id!,
        amount: plan.capture_amount ?? undefined,
        captured_by: input.actor_id ?? undefined,
      })),
    })
  })
  // an exchange parcel delivered (decision 0042): the old lines it brought back are received (Medusa
  // restocks them, once: a repeated delivered is a no-op) and the difference the courier collected is paid
  when("receive-exchange-return", { plan }, ({ plan }) => !plan.noop && !!plan.receive_return).then(() => {
    const r = transform({ plan, input }, ({ plan, input }) => ({
      return_id: plan.receive_return!.return_id,
      items: plan.receive_return!.items,
      actor: input.actor_id ?? undefined,
    }))
    beginReceiveReturnWorkflow
      .runAsStep({ input: transform({ r }, ({ r }) => ({ return_id: r.return_id, created_by: r.actor })) })
      .config({ name: "begin-receive-exchange-return" })
    receiveItemReturnRequestWorkflow
      .runAsStep({ input: transform({ r }, ({ r }) => ({ return_id: r.return_id, items: r.items })) })
      .config({ name: "receive-exchange-return-items" })
    confirmReturnReceiveWorkflow
      .runAsStep({ input: transform({ r }, ({ r }) => ({ return_id: r.return_id, confirmed_by: r.actor })) })
      .config({ name: "confirm-exchange-return-receive" })
  })
  const collections = when("collect-exchange-difference", { plan }, ({ plan }) => !plan.noop && plan.collect_amount > 0).then(() =>
    createOrUpdateOrderPaymentCollectionWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, amount: plan.collect_amount })),
    })
  )
  // Medusa answers the collection it created (or updated) for what the order still owes
  const collectionId = transform({ collections }, ({ collections }) => {
    const c = collections as unknown as { id: string } | { id: string }[] | undefined
    return (Array.isArray(c) ? c[0]?.id : c?.id) ?? null
  })
  when("mark-exchange-difference-paid", { plan, collectionId }, ({ plan, collectionId }) => !plan.noop && !!collectionId).then(() => {
    markPaymentCollectionAsPaid.runAsStep({
      input: transform({ plan, collectionId, input }, ({ plan, collectionId, input }) => ({
        order_id: plan.order_id,
        payment_collection_id: collectionId!,
        captured_by: input.actor_id ?? undefined,
      })),
    })
  })
  // an exchange parcel refused: the buyer keeps the old lines, so their return is cancelled
  when("cancel-exchange-return", { plan }, ({ plan }) => !plan.noop && !!plan.cancel_return_id).then(() => {
    cancelReturnWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ return_id: plan.cancel_return_id!, canceled_by: input.actor_id ?? undefined })),
    })
  })
  const returned = when("life-return-items", { plan }, ({ plan }) => !plan.noop && plan.return_items.length > 0).then(() => {
    const begun = beginReturnOrderWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({
        order_id: plan.order_id,
        location_id: plan.return_location_id ?? undefined,
        created_by: input.actor_id ?? undefined,
        description: input.reason ?? undefined,
        internal_note: input.note ?? undefined,
      })),
    })
    const ids = transform({ begun, plan, input }, ({ begun, plan, input }) => ({
      return_id: begun.return_id!,
      items: plan.return_items,
      actor: input.actor_id ?? undefined,
    }))
    requestItemReturnWorkflow.runAsStep({ input: transform({ ids }, ({ ids }) => ({ return_id: ids.return_id, items: ids.items })) })
    confirmReturnRequestWorkflow.runAsStep({ input: transform({ ids }, ({ ids }) => ({ return_id: ids.return_id, confirmed_by: ids.actor })) }).config({
      name: "confirm-life-return-request",
    })
    beginReceiveReturnWorkflow.runAsStep({ input: transform({ ids }, ({ ids }) => ({ return_id: ids.return_id, created_by: ids.actor })) })
    receiveItemReturnRequestWorkflow.runAsStep({ input: transform({ ids }, ({ ids }) => ({ return_id: ids.return_id, items: ids.items })) })
    confirmReturnReceiveWorkflow.runAsStep({ input: transform({ ids }, ({ ids }) => ({ return_id: ids.return_id, confirmed_by: ids.actor })) })
    return ids
  })
  // refused at the door: what Medusa still calls due (the shipping) is not owed; a credit line
  // says so, and the payments waiting for it are cancelled below
  const pending = when({ plan }, ({ plan }) => !plan.noop && plan.unpaid_return).then(() =>
    orderOutstandingStep(transform({ plan }, ({ plan }) => ({ order_id: plan.order_id })))
  )
  when({ plan, pending }, ({ plan, pending }) => !plan.noop && plan.unpaid_return && (pending ?? 0) > 0).then(() => {
    createOrderCreditLinesWorkflow.runAsStep({
      input: transform({ plan, pending }, ({ plan, pending }) => ({
        id: plan.order_id,
        credit_lines: [{ amount: pending!, reference: "order_life", reference_id: plan.previous.id, metadata: { reason: plan.patch.return_reason ?? null } }],
      })),
    })
  })

  const life = applyLifeChangeStep(
    transform({ plan, fulfillment, returned, pending }, ({ plan, fulfillment, returned, pending }) => {
      const extra = fulfillment
        ? { fulfillment_id: fulfillment.id }
        : returned
          ? { return_id: returned.return_id, ...(pending ? { credited_not_owed: pending } : {}) }
          : null
      return {
        ...plan,
        patch: fulfillment ? { ...plan.patch, fulfillment_id: fulfillment.id, location_id: fulfillment.location_id } : plan.patch,
        events: extra ? plan.events.map((e, i) => (i === 0 ? { ...e, data: { ...(e.data ?? {}), ...extra } } : e)) : plan.events,
      }
    })
  )
  // cannot be undone: after the life's change
  when({ plan }, ({ plan }) => !plan.noop && plan.unpaid_return).then(() => {
    cancelOpenPaymentsStep(transform({ plan }, ({ plan }) => ({ order_id: plan.order_id })))
  })
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})
