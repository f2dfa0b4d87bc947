import { ContainerRegistrationKeys, MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withoutQueryCache } from "@shop/shared/live-query"

/** Cash on delivery is Medusa's system payment provider: authorized when the order is placed, never captured online. */
export const COD_PAYMENT_PROVIDER = "pp_system_default"

type Made = { collection_id: string; session_id?: string; payment_id?: string }

/**
 * The order's payment as a cart's completion leaves it: a payment collection for the order's total
 * (Medusa's own computation, read back), linked to the order, with one `pp_system_default` session
 * authorized into a payment. The buyer pays the courier; the payment is captured when the cash comes
 * back (transporter-payments). Undone in reverse: payment cancelled, session and collection deleted,
 * link dismissed.
 */
export const authorizeCodPaymentStep = createStep(
  "authorize-cod-payment",
  async (input: { order_id: string }, { container }) => {
    const query = withoutQueryCache(container.resolve(ContainerRegistrationKeys.QUERY))
    const { data } = await query.graph({ entity: "order", fields: ["id", "total", "currency_code"], filters: { id: input.order_id } })
    const order = data[0] as { id: string; total: number; currency_code: string } | undefined
    if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${input.order_id} was not found`)
    const payment = container.resolve(Modules.PAYMENT)
    const link = container.resolve(ContainerRegistrationKeys.LINK)

    const [collection] = await payment.createPaymentCollections([{ currency_code: order.currency_code, amount: order.total }])
    const made: Made = { collection_id: collection.id }
    const undo = () => undoPayment(container, input.order_id, made)
    try {
      await link.create({ [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: collection.id } })
      const session = await payment.createPaymentSession(collection.id, {
        provider_id: COD_PAYMENT_PROVIDER,
        currency_code: order.currency_code,
        amount: order.total,
        data: {},
      })
      made.session_id = session.id
      const authorized = await payment.authorizePaymentSession(session.id, {})
      if (!authorized) throw new MedusaError(MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, "Payment authorization failed")
      made.payment_id = authorized.id
      const after = await payment.retrievePaymentSession(session.id, { select: ["id", "status"] })
      if (after.status !== PaymentSessionStatus.AUTHORIZED) {
        throw new MedusaError(MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, "Payment authorization failed")
      }
    } catch (e) {
      // A failure inside the step is undone here: the compensation only runs for a step that finished.
      await undo()
      throw e
    }
    return new StepResponse({ payment_collection_id: collection.id, payment_id: made.payment_id! }, { order_id: input.order_id, made })
  },
  async (data, { container }) => {
    if (data) await undoPayment(container, data.order_id, data.made)
  }
)

async function undoPayment(container: Parameters<Parameters<typeof createStep>[1]>[1]["container"], orderId: string, made: Made) {
  const payment = container.resolve(Modules.PAYMENT)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const quietly = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn()
    } catch (e) {
      logger.error(`cod: undoing the payment of order ${orderId}: ${what} failed: ${(e as Error).message}`)
    }
  }
  if (made.payment_id) await quietly("cancel payment", () => payment.cancelPayment(made.payment_id!))
  if (made.session_id) await quietly("delete session", () => payment.deletePaymentSession(made.session_id!))
  await quietly("dismiss link", () =>
    container
      .resolve(ContainerRegistrationKeys.LINK)
      .dismiss({ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: made.collection_id } })
  )
  await quietly("delete collection", () => payment.deletePaymentCollections([made.collection_id]))
}
