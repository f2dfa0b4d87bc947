import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { orderLockKey } from "./order-delivery"
import { createTransporterPaymentStep, type PaymentInput } from "./steps/payment"

/** Takes every selected order's lock (the ones delivery changes take), then records the payment. */
export const recordTransporterPaymentWorkflow = createWorkflow("record-transporter-payment", (input: PaymentInput) => {
  const lock = transform({ input }, ({ input }) => ({ key: [...input.order_ids].sort().map(orderLockKey), timeout: 30, ttl: 120 }))
  acquireLockStep(lock)
  const payment = createTransporterPaymentStep(input)
  releaseLockStep(lock)
  return new WorkflowResponse(payment)
})
