import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { orderLifeLockKey } from "@shop/order-life/workflows"
import { createTransporterPaymentStep, remitParcelsStep, type PaymentInput } from "./steps/payment"

/**
 * Takes every selected order's lock (the one its life's changes take), records the payment with
 * each parcel's expected amount, then moves each parcel's money to remitted.
 */
export const recordTransporterPaymentWorkflow = createWorkflow("record-transporter-payment", (input: PaymentInput) => {
  const lock = transform({ input }, ({ input }) => ({ key: [...input.order_ids].sort().map(orderLifeLockKey), timeout: 30, ttl: 120 }))
  acquireLockStep(lock)
  const payment = createTransporterPaymentStep(input)
  remitParcelsStep(transform({ input, payment }, ({ input, payment }) => ({ payment_id: payment.id, order_ids: input.order_ids, actor_id: input.actor_id })))
  releaseLockStep(lock)
  return new WorkflowResponse(payment)
})
