import { Modules } from "@medusajs/framework/utils"
import { createHook, createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  createRemoteLinkStep,
} from "@medusajs/medusa/core-flows"
import { createOrderLifeStep, ORDER_LIFE_MODULE } from "@shop/order-life/workflows"
import { syntheticEmail } from "../lib/normalize"
import type { CodOrderForm } from "../lib/order-form"
import { checkCodDeliveryStep } from "./steps/check-cod-delivery"
import { claimCodOrderSlotStep, type CodOrderLimits } from "./steps/claim-cod-order-slot"
import { completeCodOrderSlotStep } from "./steps/complete-cod-order-slot"
import { convertLeadStep } from "./steps/convert-lead"
import { findCodRegionStep } from "./steps/find-cod-region"

/** Cash on delivery is Medusa's system payment provider: authorized at completion, never captured online. */
export const COD_PAYMENT_PROVIDER = "pp_system_default"

export type PlaceCodOrderInput = {
  /** The order form as `parseOrderForm` returned it. */
  form: CodOrderForm
  sales_channel_id: string
  /** The buyer's address, or `admin:<user id>` for staff: counted by the cooldown. */
  client_ip: string
  idempotency_key: string
  /** Anti-abuse limits; the plugin's settings when absent. */
  limits?: CodOrderLimits
}

/**
 * A cash-on-delivery order, from the delivery check to the anti-abuse slot completed with the
 * answer: delivery checked → slot claimed → cart (items priced by Medusa, the transporter's
 * shipping method, a system payment session) → cart completed into an order (stock reserved) →
 * order life (to confirm, not shipped, to collect; @shop/order-life) linked to the order → lead converted → `orderPlaced` hook → slot completed.
 * Every step undoes itself when a later one fails, so a failure leaves no order, no reservation,
 * no open cart and a released slot (its Idempotency-Key may be retried).
 *
 * A refusal (bad delivery, blocked phone, cooldown, cap, a key seen before) throws a
 * `CodOrderRefusal` (see `cod-order-refusal.ts`) for the route to answer.
 */
export const placeCodOrderWorkflow = createWorkflow("place-cod-order", (input: PlaceCodOrderInput) => {
  const delivery = checkCodDeliveryStep(transform({ input }, ({ input }) => ({ form: input.form })))
  const region = findCodRegionStep()
  const slot = claimCodOrderSlotStep(
    transform({ input }, ({ input }) => ({ idempotency_key: input.idempotency_key, form: input.form, client_ip: input.client_ip, limits: input.limits }))
  )

  const cart = createCartWorkflow.runAsStep({
    input: transform({ input, delivery, region }, ({ input, delivery, region }) => ({
      region_id: region.id,
      sales_channel_id: input.sales_channel_id,
      currency_code: region.currency_code,
      email: input.form.email ?? syntheticEmail(input.form.phone),
      items: input.form.items,
      shipping_address: delivery.shipping_address,
      billing_address: delivery.shipping_address,
      metadata: { cod: true, lead_cart_id: input.form.cart_id ?? null, client_ip: input.client_ip, idempotency_key: input.idempotency_key },
    })),
  })
  addShippingMethodToCartWorkflow.runAsStep({
    input: transform({ cart, delivery }, ({ cart, delivery }) => ({
      cart_id: cart.id,
      options: [{ id: delivery.shipping_option_id, data: delivery.shipping_data }],
    })),
  })
  const collection = createPaymentCollectionForCartWorkflow.runAsStep({
    input: transform({ cart }, ({ cart }) => ({ cart_id: cart.id })),
  })
  createPaymentSessionsWorkflow.runAsStep({
    input: transform({ collection }, ({ collection }) => ({ payment_collection_id: collection.id, provider_id: COD_PAYMENT_PROVIDER })),
  })

  const order = completeCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ id: cart.id })) })

  const confirmation = createOrderLifeStep(
    transform({ input, delivery, order }, ({ input, delivery, order }) => ({
      order_id: order.id,
      first_name: input.form.first_name,
      last_name: input.form.last_name,
      phone: input.form.phone,
      wilaya_code: input.form.wilaya,
      commune_code: input.form.commune,
      transporter_id: delivery.transporter_id,
      delivery_type: delivery.delivery_type,
    }))
  )
  createRemoteLinkStep(
    transform({ order, confirmation }, ({ order, confirmation }) => [
      { [Modules.ORDER]: { order_id: order.id }, [ORDER_LIFE_MODULE]: { order_life_id: confirmation.id } },
    ])
  )
  convertLeadStep(transform({ input, order }, ({ input, order }) => ({ cart_id: input.form.cart_id, order_id: order.id })))

  /** After the order and its life exist (`confirmation_id` is the life's id), before the answer is stored: a handler that throws undoes the whole order. */
  const orderPlaced = createHook("orderPlaced", {
    order_id: order.id,
    cart_id: cart.id,
    confirmation_id: confirmation.id,
  })

  const answer = completeCodOrderSlotStep(transform({ slot, order }, ({ slot, order }) => ({ slot_id: slot.slot_id, order_id: order.id })))
  return new WorkflowResponse(
    transform({ order, confirmation, answer }, ({ order, confirmation, answer }) => ({ order_id: order.id, confirmation_id: confirmation.id, answer })),
    { hooks: [orderPlaced] }
  )
})
