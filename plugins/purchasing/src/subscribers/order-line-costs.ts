import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordOrderLineCosts } from "../workflows/line-costs"

/** Every order placed keeps its lines' unit costs of the moment (margins, decision 0089). */
export default async function orderLineCosts({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    await recordOrderLineCosts(container, event.data.id)
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`purchasing: line costs of order ${event.data.id}: ${(e as Error).message}`)
    throw e
  }
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "purchasing-order-line-costs" } }
