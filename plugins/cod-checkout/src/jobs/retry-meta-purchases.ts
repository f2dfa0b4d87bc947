import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { dueMetaPurchases, sendMetaPurchase } from "../lib/meta-capi/send"

/**
 * Every minute, on the worker: the Purchases Meta did not take (5xx, 429, no answer in 10 s) are
 * posted again after their backoff (1 min, 5 min, 30 min, 2 h), and never past Meta's 7-day window.
 */
export default async function retryMetaPurchases(container: MedusaContainer) {
  for (const order_id of await dueMetaPurchases(container)) {
    const status = await sendMetaPurchase(container, order_id).catch((e: Error) => {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`meta-capi: retry of ${order_id} failed: ${e.message}`)
      return null
    })
    if (status) container.resolve(ContainerRegistrationKeys.LOGGER).info(`meta-capi: Purchase of ${order_id} ${status}`)
  }
}

export const config = { name: "retry-meta-purchases", schedule: "* * * * *" }
