import type { CreateOrderDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, decorateCartTotals, MathBN, MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Cash on delivery is Medusa's system payment provider: authorized when the order is placed, never captured online. */
export const COD_PAYMENT_PROVIDER = "pp_system_default"

type Made = { collection_id: string; session_id?: string; payment_id?: string }

/**
 * The total Medusa's order module will give the order: the same `decorateCartTotals` over the same
 * lines and shipping methods as `createOrders` computes the order's summary with (decision 0086).
 * `linkCodPaymentStep` checks it against the summary of the order once written.
 */
export function codOrderTotal(order: CreateOrderDTO): number {
  const { items, shipping_methods, shipping_address: _s, billing_address: _b, ...rest } = structuredClone(order)
  const totals = decorateCartTotals({ ...(rest as object), items, shipping_methods } as Parameters<typeof decorateCartTotals>[0])
  return MathBN.convert(totals.total).toNumber()
}

/**
 * The order's payment as a cart's completion leaves it, made beside the order's own insert (decision
 * 0086): a payment collection for the order's total, with one `pp_system_default` session authorized
 * into a payment. The buyer pays the courier; the payment is captured when the cash comes back
 * (transporter-payments). `linkCodPaymentStep` links it to the order. Undone in reverse: payment
 * cancelled, session and collection deleted.
 */
export const authorizeCodPaymentStep = createStep(
  "authorize-cod-payment",
  async (input: { currency_code: string; amount: number }, { container }) => {
    const payment = container.resolve(Modules.PAYMENT)
    const [collection] = await payment.createPaymentCollections([{ currency_code: input.currency_code, amount: input.amount }])
    const made: Made = { collection_id: collection.id }
    try {
      const session = await payment.createPaymentSession(collection.id, {
        provider_id: COD_PAYMENT_PROVIDER,
        currency_code: input.currency_code,
        amount: input.amount,
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
      await undoPayment(container, made)
      throw e
    }
    return new StepResponse({ payment_collection_id: collection.id, payment_id: made.payment_id!, amount: input.amount }, made)
  },
  async (made, { container }) => {
    if (made) await undoPayment(container, made)
  }
)

/** An order as `createOrdersStep` returns it: the order module gives its summary as the totals themselves. */
type CreatedOrder = { id: string; summary?: { current_order_total?: unknown } | null }

/**
 * Links the authorized payment's collection to the order, once both exist, after checking that the
 * amount authorized is the total the order module computed for the order (its summary, as written):
 * a difference fails the order, undone. The compensation dismisses the link.
 */
export const linkCodPaymentStep = createStep(
  "link-cod-payment",
  async (input: { order: CreatedOrder; payment_collection_id: string; amount: number }, { container }) => {
    const total = input.order.summary?.current_order_total
    if (total === undefined || total === null || !MathBN.eq(MathBN.convert(total as never), input.amount)) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `The payment authorized (${input.amount}) is not the total of order ${input.order.id} (${String(total)})`
      )
    }
    const link = { [Modules.ORDER]: { order_id: input.order.id }, [Modules.PAYMENT]: { payment_collection_id: input.payment_collection_id } }
    await container.resolve(ContainerRegistrationKeys.LINK).create(link)
    return new StepResponse(undefined, link)
  },
  async (link, { container }) => {
    if (link) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(link)
  }
)

async function undoPayment(container: MedusaContainer, made: Made) {
  const payment = container.resolve(Modules.PAYMENT)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const quietly = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn()
    } catch (e) {
      logger.error(`cod: undoing the payment collection ${made.collection_id}: ${what} failed: ${(e as Error).message}`)
    }
  }
  if (made.payment_id) await quietly("cancel payment", () => payment.cancelPayment(made.payment_id!))
  if (made.session_id) await quietly("delete session", () => payment.deletePaymentSession(made.session_id!))
  await quietly("delete collection", () => payment.deletePaymentCollections([made.collection_id]))
}
