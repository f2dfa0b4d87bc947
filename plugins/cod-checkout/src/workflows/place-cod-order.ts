import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { COD_MODULE } from "../modules/cod"
import { completeCodCartStep } from "./steps/complete-cod-cart"
import { convertLeadStep } from "./steps/convert-lead"
import { createCodCartStep, type CreateCodCartInput } from "./steps/create-cod-cart"
import { createConfirmationStep, type CreateConfirmationInput } from "./steps/create-confirmation"

export type PlaceCodOrderInput = {
  cart: CreateCodCartInput
  confirmation: Omit<CreateConfirmationInput, "order_id">
  lead_cart_id?: string
}

/**
 * A cash-on-delivery order: cart → completed order (stock reserved) → confirmation record
 * linked to the order → lead converted. Each step has a compensation, so a failure at any
 * point leaves no order, no reservation and no open cart behind.
 */
export const placeCodOrderWorkflow = createWorkflow("place-cod-order", (input: PlaceCodOrderInput) => {
  const cart = createCodCartStep(input.cart)
  const order = completeCodCartStep(transform({ cart }, ({ cart }) => ({ cart_id: cart.cart_id })))
  const confirmation = createConfirmationStep(
    transform({ input, order }, ({ input, order }) => ({ ...input.confirmation, order_id: order.order_id }))
  )
  createRemoteLinkStep(
    transform({ order, confirmation }, ({ order, confirmation }) => [
      { [Modules.ORDER]: { order_id: order.order_id }, [COD_MODULE]: { cod_confirmation_id: confirmation.id } },
    ])
  )
  convertLeadStep(transform({ input, order }, ({ input, order }) => ({ cart_id: input.lead_cart_id, order_id: order.order_id })))
  return new WorkflowResponse({ order_id: order.order_id, confirmation_id: confirmation.id })
})
