import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"

/** Cash on delivery is Medusa's system payment provider: authorized at completion, never captured online. */
export const COD_PAYMENT_PROVIDER = "pp_system_default"

export type CreateCodCartInput = {
  region_id: string
  sales_channel_id: string
  currency_code: string
  email: string
  items: { variant_id: string; quantity: number }[]
  shipping_address: Record<string, unknown>
  shipping_option_id: string
  shipping_data: Record<string, unknown>
  metadata: Record<string, unknown>
}

async function deleteCart(container: any, cartId: string, paymentCollectionId?: string) {
  if (paymentCollectionId) {
    await container.resolve(Modules.PAYMENT).deletePaymentCollections([paymentCollectionId]).catch(() => undefined)
  }
  await container.resolve(Modules.CART).softDeleteCarts([cartId])
}

/**
 * A real Medusa cart, ready to complete: items at their catalogue prices (Medusa prices them,
 * never the client), the shipping address, the transporter's method priced by its fulfillment
 * provider, and a payment session with the system provider. Nothing is reserved yet; if any part
 * fails the cart and its payment collection are deleted, here or by the compensation.
 */
export const createCodCartStep = createStep(
  "create-cod-cart",
  async (input: CreateCodCartInput, { container }) => {
    const { result: cart } = await createCartWorkflow(container).run({
      input: {
        region_id: input.region_id,
        sales_channel_id: input.sales_channel_id,
        currency_code: input.currency_code,
        email: input.email,
        items: input.items,
        shipping_address: input.shipping_address as any,
        billing_address: input.shipping_address as any,
        metadata: input.metadata,
      },
    })
    let paymentCollectionId: string | undefined
    try {
      await addShippingMethodToCartWorkflow(container).run({
        input: { cart_id: cart.id, options: [{ id: input.shipping_option_id, data: input.shipping_data }] },
      })
      await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
      const query = container.resolve("query")
      const { data } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cart.id } })
      paymentCollectionId = (data[0] as any)?.payment_collection?.id
      await createPaymentSessionsWorkflow(container).run({
        input: { payment_collection_id: paymentCollectionId!, provider_id: COD_PAYMENT_PROVIDER },
      })
    } catch (e) {
      await deleteCart(container, cart.id, paymentCollectionId)
      throw e
    }
    return new StepResponse({ cart_id: cart.id, payment_collection_id: paymentCollectionId! }, { cart_id: cart.id, payment_collection_id: paymentCollectionId })
  },
  async (created, { container }) => {
    if (!created) return
    // A completed cart belongs to its order: the order's own compensation removes what it holds.
    const [cart] = await container.resolve(Modules.CART).listCarts({ id: created.cart_id }, { select: ["id", "completed_at"] })
    if (cart && !cart.completed_at) await deleteCart(container, created.cart_id, created.payment_collection_id)
  }
)
