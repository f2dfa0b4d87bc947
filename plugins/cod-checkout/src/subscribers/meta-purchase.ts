import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_CONFIRMED_EVENT } from "@shop/order-life/workflows"
import { sendMetaPurchase } from "../lib/meta-capi/send"

/** A confirmed order's Purchase goes to Meta's Conversions API once (decision 0073); failures are retried by the job. */
export default async function metaPurchaseOnConfirmation({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await sendMetaPurchase(container, event.data.id)
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`meta-capi: Purchase of ${event.data.id} not recorded: ${(e as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: ORDER_CONFIRMED_EVENT }
