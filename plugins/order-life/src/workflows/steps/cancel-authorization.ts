import type { IPaymentModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentCollectionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Collections still waiting for money: Medusa's return creates one for what it thinks is still due. */
const OPEN: string[] = [
  PaymentCollectionStatus.NOT_PAID,
  PaymentCollectionStatus.AWAITING,
  PaymentCollectionStatus.AUTHORIZED,
  PaymentCollectionStatus.PARTIALLY_AUTHORIZED,
]

/**
 * What the order still shows as due (summary.pending_difference), read after the return was
 * received: for a parcel refused at the door, the shipping the buyer never paid and will not pay.
 */
export const orderOutstandingStep = createStep("order-life-outstanding", async (input: { order_id: string }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "summary.pending_difference"], filters: { id: input.order_id } })
  const row = data[0] as { summary?: { pending_difference?: number | string | null } | null } | undefined
  const pending = Number(row?.summary?.pending_difference ?? 0)
  return new StepResponse(Math.round(pending * 100) / 100)
})

/**
 * A parcel refused at the door was never paid: every payment collection of the order still waiting
 * for money (the authorized one, and the one Medusa's return opened for the shipping) is
 * cancelled with its uncaptured payments, so Medusa shows nothing paid and nothing authorized.
 * Core-flows' `cancelPaymentCollectionWorkflow` does this for one collection but is not exported
 * in 2.21. A cancelled payment cannot be authorized again, so the workflow runs this step after
 * the life's change (nothing after it can fail); there is no compensation.
 */
export const cancelOpenPaymentsStep = createStep("cancel-order-life-open-payments", async (input: { order_id: string }, { container }) => {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["payment_collections.id", "payment_collections.status"], filters: { id: input.order_id } })
  const order = data[0] as { payment_collections?: ({ id: string; status: string } | null)[] | null } | undefined
  const open = (order?.payment_collections ?? []).filter((c): c is { id: string; status: string } => !!c && OPEN.includes(c.status))
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const cancelled: string[] = []
  for (const c of open) {
    const [collection] = await payments.listPaymentCollections({ id: c.id }, { relations: ["payments"] })
    for (const p of (collection?.payments ?? []).filter((p) => !p.captured_at && !p.canceled_at)) {
      await payments.cancelPayment(p.id)
      cancelled.push(p.id)
    }
    await payments.updatePaymentCollections(c.id, { status: PaymentCollectionStatus.CANCELED })
  }
  return new StepResponse({ collections: open.map((c) => c.id), payments: cancelled })
})
