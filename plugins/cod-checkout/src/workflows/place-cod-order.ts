import { EventPriority, Modules, OrderWorkflowEvents, ReservationItemWorkflowEvents } from "@medusajs/framework/utils"
import { createHook, createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createOrdersStep,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  createRemoteLinkStep,
  emitEventStep,
  reserveInventoryStep,
} from "@medusajs/medusa/core-flows"
import { createOrderLifeStep, ORDER_LIFE_MODULE } from "@shop/order-life/workflows"
import type { OrderType } from "@shop/contracts/order-type"
import type { Attribution } from "@shop/contracts/attribution"
import type { CodOrderForm } from "../lib/order-form"
import { checkCodDeliveryStep } from "./steps/check-cod-delivery"
import { claimCodOrderSlotStep, type CodOrderLimits } from "./steps/claim-cod-order-slot"
import { completeCodOrderSlotStep, summarizeCodOrderStep } from "./steps/complete-cod-order-slot"
import { convertLeadStep } from "./steps/convert-lead"
import { findCodRegionStep } from "./steps/find-cod-region"
import { holdCodStockStep, releaseCodStockStep } from "./steps/hold-cod-stock"
import { findOrCreateCodCustomerWorkflow } from "./find-or-create-cod-customer"
import { authorizeCodPaymentStep, COD_PAYMENT_PROVIDER, codOrderTotal, linkCodPaymentStep } from "./steps/authorize-cod-payment"
import { findAutomaticPromotionsStep } from "./steps/find-automatic-promotions"
import { priceCodOrderStep, reservationsFor } from "./steps/price-cod-order"

export { COD_PAYMENT_PROVIDER }

export type PlaceCodOrderInput = {
  /** The order form as `parseOrderForm` returned it. */
  form: CodOrderForm
  sales_channel_id: string
  /** The buyer's address, or `admin:<user id>` for staff: counted by the cooldown. */
  client_ip: string
  idempotency_key: string
  /**
   * The lead this order closes: the key of the buyer's lead on `form.cart_id` in their storefront
   * session (`leadKey`), or the lead's own key for staff. Absent for a request the storefront did not
   * sign: such an order closes leads by phone only (decision 0045).
   */
  lead_key?: string | null
  /** Anti-abuse limits; the plugin's settings when absent. */
  limits?: CodOrderLimits
  /** Where an online buyer came from (decision 0073), kept in the order's metadata; staff orders carry none. */
  attribution?: Attribution | null
  /** How the order was taken (decision 0074): `online` when absent, `phone` for staff. */
  order_type?: OrderType
}

/**
 * A cash-on-delivery order, from the delivery check to the anti-abuse slot completed with the
 * answer: delivery checked → slot claimed → units held → the buyer's customer found or
 * created by phone → the order written directly (decision 0081: lines priced by the pricing module,
 * the transporter's shipping method priced by its provider, tax lines, stock reserved, a system
 * payment authorized, `order.placed`), or through a cart when an automatic promotion runs → holds released →
 * order life (to confirm, not shipped, to collect; @shop/order-life) linked to the order → lead converted → `orderPlaced` hook → slot completed.
 * Every step undoes itself when a later one fails, so a failure leaves no order, no reservation,
 * no open cart and a released slot (its Idempotency-Key may be retried).
 *
 * A refusal (bad delivery, blocked phone, cooldown, cap, a key seen before) throws a
 * `CodOrderRefusal` (see `cod-order-refusal.ts`) for the route to answer.
 */
export const placeCodOrderWorkflow = createWorkflow("place-cod-order", (input: PlaceCodOrderInput) => {
  // Three reads at once (decision 0086): the delivery's checks, the shop's region, whether an automatic promotion runs.
  const [delivery, region, promotions] = parallelize(
    checkCodDeliveryStep(transform({ input }, ({ input }) => ({ form: input.form }))),
    findCodRegionStep(),
    findAutomaticPromotionsStep()
  )
  const slot = claimCodOrderSlotStep(
    transform({ input }, ({ input }) => ({ idempotency_key: input.idempotency_key, form: input.form, client_ip: input.client_ip, limits: input.limits }))
  )

  // The last units go to the first buyers to ask; the others are answered now, not after a checkout (decision 0043).
  holdCodStockStep(
    transform({ input, slot }, ({ input, slot }) => ({ slot_id: slot.slot_id, sales_channel_id: input.sales_channel_id, items: input.form.items }))
  )

  // The buyer's Medusa customer, by phone (decision 0037). The cart takes its id and no e-mail:
  // given both, Medusa's cart would look the e-mail up and make another guest when it differs.
  const customer = findOrCreateCodCustomerWorkflow.runAsStep({
    input: transform({ input, delivery }, ({ input, delivery }) => ({
      lock_owner: input.idempotency_key,
      phone: input.form.phone,
      first_name: input.form.first_name,
      last_name: input.form.last_name,
      email: input.form.email ?? null,
      address: {
        address_1: delivery.shipping_address.address_1,
        city: delivery.shipping_address.city,
        province: delivery.shipping_address.province,
        wilaya_code: input.form.wilaya,
        commune_code: input.form.commune,
      },
    })),
  })

  const metadata = transform({ input }, ({ input }) => ({
    cod: true,
    lead_cart_id: input.form.cart_id ?? null,
    client_ip: input.client_ip,
    idempotency_key: input.idempotency_key,
    // The e-mail typed on this order when the customer keeps another one (the order's e-mail is the customer's).
    buyer_email: input.form.email ?? null,
    attribution: input.attribution ?? null,
  }))

  // The order is written directly from the form (decision 0081), as Medusa's cart completion would
  // write it; a shop running an automatic Medusa promotion goes through a cart, whose promotion
  // engine decides what applies.
  const leanOrder = when("place-cod-order-directly", { promotions }, ({ promotions }) => !promotions.any).then(() => {
    const priced = priceCodOrderStep(
      transform({ input, delivery, region, customer, metadata }, ({ input, delivery, region, customer, metadata }) => ({
        items: input.form.items,
        sales_channel_id: input.sales_channel_id,
        region,
        customer_id: customer.customer_id,
        delivery,
        metadata,
      }))
    )
    // The order's insert and its payment's authorization at once (the payment needs only the total, which
    // the order module will compute the same way; the link checks it), then its reservation, the link to
    // the payment and the thank-you page's summary at once (decision 0086). Each is undone if another fails.
    const [created, payment] = parallelize(
      createOrdersStep(transform({ priced }, ({ priced }) => [priced.order])),
      authorizeCodPaymentStep(
        transform({ priced }, ({ priced }) => ({ currency_code: priced.order.currency_code as string, amount: codOrderTotal(priced.order) }))
      )
    )
    const order = transform({ created }, ({ created }) => created[0])
    const [reservations, , summary] = parallelize(
      reserveInventoryStep(transform({ order, priced }, ({ order, priced }) => ({ items: reservationsFor(order, priced) }))),
      linkCodPaymentStep(
        transform({ order, payment }, ({ order, payment }) => ({ order, payment_collection_id: payment.payment_collection_id, amount: payment.amount }))
      ),
      summarizeCodOrderStep(
        transform({ order, input, delivery }, ({ order, input, delivery }) => ({
          order_id: order.id,
          life: {
            delivery_type: delivery.delivery_type,
            transporter_id: delivery.transporter_id,
            commune_code: input.form.commune,
            wilaya_code: input.form.wilaya,
          },
        }))
      )
    )
    emitEventStep({
      eventName: OrderWorkflowEvents.PLACED,
      data: transform({ order }, ({ order }) => ({ id: order.id })),
      options: { priority: EventPriority.CRITICAL },
    })
    emitEventStep({
      eventName: ReservationItemWorkflowEvents.CREATED,
      data: transform({ reservations, order }, ({ reservations, order }) => (reservations ?? []).map((r) => ({ id: r.id, order_id: order.id }))),
    }).config({ name: "emit-cod-reservations-created" })
    return transform({ order, summary }, ({ order, summary }) => ({ id: order.id, summary }))
  })
  const cartOrder = when("place-cod-order-through-cart", { promotions }, ({ promotions }) => promotions.any).then(() => {
    const cart = createCartWorkflow.runAsStep({
      input: transform({ input, delivery, region, customer, metadata }, ({ input, delivery, region, customer, metadata }) => ({
        region_id: region.id,
        sales_channel_id: input.sales_channel_id,
        currency_code: region.currency_code,
        customer_id: customer.customer_id,
        items: input.form.items,
        shipping_address: delivery.shipping_address,
        billing_address: delivery.shipping_address,
        metadata,
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
    return completeCartWorkflow.runAsStep({ input: transform({ cart }, ({ cart }) => ({ id: cart.id })) })
  })
  const order = transform({ leanOrder, cartOrder }, ({ leanOrder, cartOrder }) => ({ id: (leanOrder?.id ?? cartOrder?.id) as string }))
  // The order exists and its units are reserved: the holds end, its life begins and the buyer's leads close, at once.
  const [, confirmation] = parallelize(
    releaseCodStockStep(transform({ slot, order }, ({ slot }) => ({ slot_id: slot.slot_id }))),
    createOrderLifeStep(
      transform({ input, delivery, order, customer }, ({ input, delivery, order, customer }) => ({
        order_id: order.id,
        customer_id: customer.customer_id,
        first_name: input.form.first_name,
        last_name: input.form.last_name,
        phone: input.form.phone,
        wilaya_code: input.form.wilaya,
        commune_code: input.form.commune,
        transporter_id: delivery.transporter_id,
        delivery_type: delivery.delivery_type,
        order_type: input.order_type ?? "online",
      }))
    ),
    convertLeadStep(transform({ input, order }, ({ input, order }) => ({ form: input.form, lead_key: input.lead_key ?? null, order_id: order.id })))
  )
  createRemoteLinkStep(
    transform({ order, confirmation }, ({ order, confirmation }) => [
      { [Modules.ORDER]: { order_id: order.id }, [ORDER_LIFE_MODULE]: { order_life_id: confirmation.id } },
    ])
  )
  /** After the order and its life exist (`confirmation_id` is the life's id), before the answer is stored: a handler that throws undoes the whole order. */
  const orderPlaced = createHook("orderPlaced", {
    order_id: order.id,
    confirmation_id: confirmation.id,
  })

  const answer = completeCodOrderSlotStep(
    transform({ slot, order, leanOrder }, ({ slot, order, leanOrder }) => ({ slot_id: slot.slot_id, order_id: order.id, summary: leanOrder?.summary }))
  )
  return new WorkflowResponse(
    transform({ order, confirmation, answer }, ({ order, confirmation, answer }) => ({ order_id: order.id, confirmation_id: confirmation.id, answer })),
    { hooks: [orderPlaced] }
  )
})
